import { atom, computed } from 'nanostores';
import {
  listAnonymousFavourites, persistAnonymousFavouritesCall, queryWholeWishlist, setMaterialFavourite,
} from '../api/endpoints/favourites';
import { storage } from '../storage';
import { loadOnMount } from './load-on-mount';

/** The browser's anonymous-favourites token (spec §4: anonymous favourites are kept until login). */
export const ANONYMOUS_FAVOURITES_KEY = 'anonymous_favourites_token';

export interface FavouritesState {
  /** Material ids, newest first (spec §4: follow adds at the front). */
  ids: number[];
  total: number;
  loaded: boolean;
}

export const $favourites = atom<FavouritesState>({ ids: [], total: 0, loaded: false });
// The first favourite button (or any reader) loads the list; spec §8: a failed load is ignored, and the
// next mount tries again.
loadOnMount($favourites, (f) => f.loaded, () => loadFavourites(), 'favourites_load_failed');
export const $favouriteIds = computed($favourites, (s) => new Set(s.ids));

/**
 * Read defensively: the session store is the shell's; the stored flag (spec §3 isLoggedIn) is
 * what every bundle can see, also before the session code has run.
 */
export function isLoggedInNow(): boolean {
  return storage.get('isLoggedIn') === 'true' && Boolean(storage.get('access_token'));
}

function randomToken(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function anonymousToken(create: boolean): string | null {
  let token = storage.get(ANONYMOUS_FAVOURITES_KEY);
  if (!token && create) {
    token = randomToken();
    storage.set(ANONYMOUS_FAVOURITES_KEY, token);
  }
  return token;
}

// Loads and toggles run one after another: a list that was requested before a toggle must not
// overwrite the toggle when it arrives after it.
let chain: Promise<unknown> = Promise.resolve();
function serial<T>(op: () => Promise<T>): Promise<T> {
  const next = chain.then(op, op);
  chain = next.catch(() => undefined);
  return next;
}

/** Loads the ids of the favourites (the user's when logged in, else the anonymous list). */
export function loadFavourites(signal?: AbortSignal): Promise<void> {
  return serial(() => loadNow(signal));
}

async function loadNow(signal?: AbortSignal): Promise<void> {
  if (isLoggedInNow()) {
    const list = await queryWholeWishlist(undefined, signal);
    $favourites.set({ ids: list.items.map((m) => m.id), total: list.total, loaded: true });
    return;
  }
  const token = anonymousToken(false);
  if (!token) {
    $favourites.set({ ids: [], total: 0, loaded: true });
    return;
  }
  const list = await listAnonymousFavourites(token, signal);
  $favourites.set({ ids: list.ids, total: list.total, loaded: true });
}

/** spec §4: follow adds at the front and increments, unfollow removes and decrements; undone if the API refuses. */
export function toggleFavourite(materialId: number): Promise<boolean> {
  return serial(() => toggleNow(materialId));
}

async function toggleNow(materialId: number): Promise<boolean> {
  const before = $favourites.get();
  const on = !before.ids.includes(materialId);
  const ids = on ? [materialId, ...before.ids] : before.ids.filter((id) => id !== materialId);
  $favourites.set({ ...before, ids, total: Math.max(0, before.total + (on ? 1 : -1)) });
  try {
    const token = isLoggedInNow() ? undefined : (anonymousToken(true) ?? undefined);
    const res = await setMaterialFavourite(materialId, on, token);
    $favourites.set({ ...$favourites.get(), total: res.total });
    return on;
  } catch (error) {
    $favourites.set(before);
    throw error;
  }
}

/**
 * spec §4 "Anonymous favourites are persisted after login": the session code calls this once
 * the user is logged in (token stored). Moves the anonymous list to the user and reloads.
 */
export function persistAnonymousFavourites(): Promise<number> {
  return serial(async () => {
    const token = anonymousToken(false);
    if (!token) return 0;
    const res = await persistAnonymousFavouritesCall(token);
    storage.remove(ANONYMOUS_FAVOURITES_KEY);
    await loadNow();
    return res.persisted;
  });
}
