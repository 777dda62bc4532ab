import { createFixtureClient } from '../../testing';
import { setHttpClient } from '../api/http-client';
import { archiveFolder, moveFolder, removeFolder, renameFolder } from './folder-actions';
import { $folders, FOLDER_MESSAGE_MS } from './folders';

const folder = (id: number, over: Record<string, unknown> = {}) => ({
  id, title: `F${id}`, parent_id: null, is_archive: false, is_public: false, folder_type: 'favorite', _total: 0, folders_materials: [], ...over,
});

describe('folder actions (spec §3, §4, §7)', () => {
  beforeEach(() => $folders.set({ folders: [folder(1), folder(2, { parent_id: 1 }), folder(3)], loaded: true, message: null, action: null }));
  afterEach(() => jest.useRealTimers());

  it('renames by query and clears the success message after 8 s', async () => {
    const client = createFixtureClient({ 'post v3/folders/update-by-query': { items: [folder(1, { title: 'Mathe' })], affected: 1 } });
    setHttpClient(client);
    jest.useFakeTimers();
    await renameFolder(1, 'Mathe');
    expect(client.calls[0]?.options?.json).toEqual({ query: { ids: [1] }, set: { title: 'Mathe' } });
    expect($folders.get().folders[0]?.title).toBe('Mathe');
    expect($folders.get()).toMatchObject({ message: 'saved', action: 'renamed' });
    jest.advanceTimersByTime(FOLDER_MESSAGE_MS);
    expect($folders.get()).toMatchObject({ message: null, action: null });
  });

  it('moves, archives and deletes (sub-folders go with their parent)', async () => {
    setHttpClient(createFixtureClient({
      'post v3/folders/update-by-query': { items: [folder(3, { parent_id: 1 })], affected: 1 },
      'post v3/folders/archive/add-by-query': { items: [folder(1, { is_archive: true }), folder(2, { parent_id: 1, is_archive: true })], affected: 2 },
      'post v3/folders/delete-by-query': { ids: [1, 2], affected: 2 },
    }));
    await moveFolder(3, 1);
    expect($folders.get().folders.find((f) => f.id === 3)?.parent_id).toBe(1);
    await archiveFolder(1, true);
    expect($folders.get().folders.filter((f) => f.is_archive).map((f) => f.id)).toEqual([1, 2]);
    expect($folders.get().action).toBe('archived');
    await removeFolder(1);
    expect($folders.get().folders.map((f) => f.id)).toEqual([3]);
  });
});
