import { atom } from 'nanostores';
import type { MaterialSummary } from '@teachmarket/contracts/api-types';
import { queryWholeSchoolWishlist, setSchoolWishlist } from '../api/endpoints/school-wishlist';

export interface SchoolWishlistState {
  /** Newest first (spec §4: the school wishlist works like the favourites: follow adds at the front). */
  items: MaterialSummary[];
  total: number;
  /** Ids the caller may remove (school admin: all; a member: the ones they added). */
  removable: number[];
  loaded: boolean;
}

export const $schoolWishlist = atom<SchoolWishlistState>({ items: [], total: 0, removable: [], loaded: false });

/** Loads every page (spec §5: 200 per page, the rest in parallel). */
export async function loadSchoolWishlist(world?: string, signal?: AbortSignal): Promise<void> {
  const page = await queryWholeSchoolWishlist(world, signal);
  $schoolWishlist.set({ items: page.items, total: page.total, removable: page.removable, loaded: true });
}

/**
 * spec §4: follow adds the item at the front and increments the total, unfollow removes it and
 * decrements; the server's total wins when it answers, and a refusal restores the state before.
 */
export async function toggleSchoolWishlist(material: MaterialSummary): Promise<boolean> {
  const before = $schoolWishlist.get();
  const on = !before.items.some((m) => m.id === material.id);
  $schoolWishlist.set(on
    ? { ...before, items: [material, ...before.items], total: before.total + 1, removable: [material.id, ...before.removable] }
    : { ...before, items: before.items.filter((m) => m.id !== material.id), total: Math.max(0, before.total - 1), removable: before.removable.filter((id) => id !== material.id) });
  try {
    const res = await setSchoolWishlist(material.id, on);
    $schoolWishlist.set({ ...$schoolWishlist.get(), total: res.total });
    return on;
  } catch (error) {
    $schoolWishlist.set(before);
    throw error;
  }
}
