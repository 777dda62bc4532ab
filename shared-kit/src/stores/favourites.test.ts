import { createFixtureClient } from '../../testing';
import { setHttpClient } from '../api/http-client';
import { storage } from '../storage';
import { $favourites, ANONYMOUS_FAVOURITES_KEY, loadFavourites, persistAnonymousFavourites, toggleFavourite } from './favourites';

const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

beforeEach(() => {
  $favourites.set({ ids: [], total: 0, loaded: false });
  for (const key of [ANONYMOUS_FAVOURITES_KEY, 'isLoggedIn', 'access_token']) storage.remove(key);
});

describe('favourites store (spec §4)', () => {
  it('an anonymous favourite creates a browser token and adds the material at the front', async () => {
    const client = createFixtureClient({ 'post v3/subscriptions/anonymous/subscribe': { id: 5, total: 2 } });
    setHttpClient(client);
    $favourites.set({ ids: [3], total: 1, loaded: true });
    await expect(toggleFavourite(5)).resolves.toBe(true);
    expect($favourites.get()).toEqual({ ids: [5, 3], total: 2, loaded: true });
    const token = storage.get(ANONYMOUS_FAVOURITES_KEY);
    expect(token).toMatch(/^[0-9a-f]{36}$/);
    expect(client.calls[0]?.options?.json).toEqual({ subjectId: 5, subjectType: 'material', token });
  });

  it('a refused toggle is undone', async () => {
    setHttpClient(createFixtureClient({ 'post v3/subscriptions/anonymous/unsubscribe': new Error('down') }));
    $favourites.set({ ids: [3], total: 1, loaded: true });
    await expect(toggleFavourite(3)).rejects.toThrow('down');
    expect($favourites.get().ids).toEqual([3]);
  });

  it('a list that arrives after a toggle does not overwrite it', async () => {
    storage.set(ANONYMOUS_FAVOURITES_KEY, 'a'.repeat(20));
    let listed: number[] = [];
    setHttpClient(
      createFixtureClient({
        'post v3/subscriptions/anonymous/list': () => later({ ids: listed, total: listed.length }),
        'post v3/subscriptions/anonymous/subscribe': () => {
          listed = [9];
          return { id: 9, total: 1 };
        },
      }),
    );
    const load = loadFavourites();
    const toggle = toggleFavourite(9);
    await Promise.all([load, toggle]);
    expect($favourites.get().ids).toEqual([9]);
  });

  it('persistAnonymousFavourites moves the anonymous list to the user, forgets the token and loads the user list', async () => {
    storage.set(ANONYMOUS_FAVOURITES_KEY, 'b'.repeat(20));
    storage.set('isLoggedIn', 'true');
    storage.set('access_token', 'token');
    const client = createFixtureClient({
      'post v3/subscriptions/anonymous/persist': { persisted: 2, total: 3 },
      'post v3/elastic-indexer/wishlist/query': { items: [{ id: 1 }, { id: 2 }, { id: 3 }], total: 3, page: 1, per_page: 200 },
    });
    setHttpClient(client);
    await expect(persistAnonymousFavourites()).resolves.toBe(2);
    expect(storage.get(ANONYMOUS_FAVOURITES_KEY)).toBeNull();
    expect($favourites.get()).toEqual({ ids: [1, 2, 3], total: 3, loaded: true });
    expect(client.calls[1]?.options?.json).toMatchObject({ limit: 200, page: 1, filters: { isActive: true, deletedAt: null } });
  });

  it('without an anonymous token there is nothing to persist', async () => {
    const client = createFixtureClient({});
    setHttpClient(client);
    await expect(persistAnonymousFavourites()).resolves.toBe(0);
    expect(client.calls).toHaveLength(0);
  });
});
