import { createFixtureClient } from '../../testing';
import { setHttpClient } from '../api/http-client';
import { $folders, FOLDER_MESSAGE_MS, loadFolders, syncFolders } from './folders';

const folder = (id: number, materialIds: number[]) => ({
  id, title: `F${id}`, parent_id: null, is_archive: false, folder_type: 'favorite', _total: materialIds.length,
  folders_materials: materialIds.map((material_id) => ({ material_id })),
});

describe('folders store (spec §4, §7)', () => {
  afterEach(() => jest.useRealTimers());

  it('loads every page (200 each, the rest in parallel) and syncs one material into exactly the chosen folders', async () => {
    const client = createFixtureClient({
      'post v3/folders/materials/query': (o: { json?: unknown } | undefined) => {
        const page = (o?.json as { page: number }).page;
        return { items: page === 1 ? [folder(1, [7]), folder(2, [])] : [folder(3, [])], total: 201, page, per_page: 200 };
      },
      'post v3/folders/materials/7/sync': { folder_ids: [2, 3] },
    });
    setHttpClient(client);
    await loadFolders('favorite');
    expect($folders.get().folders.map((f) => f.id)).toEqual([1, 2, 3]);

    jest.useFakeTimers();
    await syncFolders(7, [2, 3], 'favorite');
    expect(client.calls.at(-1)?.options?.json).toEqual({ folder_ids: [2, 3], folder_type: 'favorite' });
    expect($folders.get().folders.map((f) => f._total)).toEqual([0, 1, 1]);
    expect($folders.get().message).toBe('saved');
    jest.advanceTimersByTime(FOLDER_MESSAGE_MS - 1);
    expect($folders.get().message).toBe('saved');
    jest.advanceTimersByTime(1);
    expect($folders.get().message).toBeNull();
  });
});
