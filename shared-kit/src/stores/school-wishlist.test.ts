import { createFixtureClient, httpError, materialSummary } from '../../testing';
import { setHttpClient } from '../api/http-client';
import { $schoolWishlist, loadSchoolWishlist, toggleSchoolWishlist } from './school-wishlist';

const m = (id: number) => materialSummary({ id, title: `M${id}` });

describe('school wishlist store (spec §4, §5)', () => {
  beforeEach(() => $schoolWishlist.set({ items: [], total: 0, removable: [], loaded: false }));

  it('loads every page: 200 per page, the rest in parallel', async () => {
    const client = createFixtureClient({
      'post v3/elastic-indexer/wishlist/school/query': (o: { json?: unknown } | undefined) => {
        const page = (o?.json as { page: number }).page;
        return { items: [m(page)], total: 401, page, per_page: 200, removable: page === 1 ? [1] : [] };
      },
    });
    setHttpClient(client);
    await loadSchoolWishlist('de');
    expect($schoolWishlist.get()).toMatchObject({ total: 401, removable: [1], loaded: true });
    expect($schoolWishlist.get().items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(client.calls.map((c) => (c.options?.json as { page: number; limit: number }).limit)).toEqual([200, 200, 200]);
  });

  it('follow adds at the front and increments; unfollow removes and decrements', async () => {
    $schoolWishlist.set({ items: [m(1)], total: 1, removable: [1], loaded: true });
    setHttpClient(createFixtureClient({
      'post v3/subscriptions/subscribe/school': { id: 2, total: 2 },
      'post v3/subscriptions/unsubscribe/school': { id: 1, total: 1 },
    }));
    await expect(toggleSchoolWishlist(m(2))).resolves.toBe(true);
    expect($schoolWishlist.get().items.map((i) => i.id)).toEqual([2, 1]);
    expect($schoolWishlist.get().total).toBe(2);
    await expect(toggleSchoolWishlist(m(1))).resolves.toBe(false);
    expect($schoolWishlist.get().items.map((i) => i.id)).toEqual([2]);
    expect($schoolWishlist.get().total).toBe(1);
  });

  it('restores the state when the API refuses (403: not the adder)', async () => {
    const before = { items: [m(1)], total: 1, removable: [], loaded: true };
    $schoolWishlist.set(before);
    setHttpClient(createFixtureClient({ 'post v3/subscriptions/unsubscribe/school': httpError(403) }));
    await expect(toggleSchoolWishlist(m(1))).rejects.toThrow();
    expect($schoolWishlist.get()).toEqual(before);
  });
});
