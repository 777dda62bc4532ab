import { nanoquery, type FetcherStore } from '@nanostores/query';
import { computed } from 'nanostores';
import { $session } from '../stores/session';
import { $world } from '../stores/world';
import { forgetPageAnswers, takePageAnswer } from './page-answers';

/**
 * The one data layer of the shell and every remote (issue 14): a cache of API reads on nanostores,
 * by key. shared-kit is a federation singleton, so there is one cache for all of them: the material
 * page and its feedback page share one request; a read two components make at once goes out once.
 *
 * A key is the call and its inputs (`['material', id]`). The world and the user are part of every key
 * (`$scope`), so a page never shows another world's or another user's data, and logging out or in
 * starts from nothing. After a write, `invalidateQueries('material')` drops what it made stale and
 * reloads what is on screen.
 */
const cache = new Map<string, { data?: unknown; error?: unknown; created?: number; expires?: number }>();

const [createFetcherStore, , { invalidateKeys }] = nanoquery({
  cache,
  // By default a read is shared only while it runs (two readers, one request) and asked again on the
  // next mount: forms fill themselves from what they load and must never start from an old answer.
  // Reads that are the same for everyone ask for `freshFor` (PUBLIC_FRESH_MS).
  dedupeTime: 0,
  cacheLifetime: 0,
  // The HTTP client already retries what may be retried (spec §4); the cache adds no retries of its own.
  onErrorRetry: null,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
});

/** `<world>|<user id or ->|`: the part of every key that keeps worlds and users apart. */
export const $queryScope = computed([$world, $session], (world, session) => `${world}|${session.userId ?? '-'}|`);

export type QueryKey = readonly (string | number | boolean | null | undefined)[];

/** The key's own part (after the scope): parts joined by '/', each one encoded. */
export function keyPath(key: QueryKey): string {
  return key.map((part) => encodeURIComponent(String(part ?? ''))).join('/');
}

/**
 * How long a public read (filters, menus, terms, help, author pages: nothing that changes with what the
 * user does) is shown from the cache without asking again; for ten times as long it is shown at once
 * while it reloads.
 */
export const PUBLIC_FRESH_MS = 60_000;

export interface QueryOptions {
  /** Milliseconds the answer is reused without a request (default 0: every mount asks). */
  freshFor?: number;
}

/** A cached read: one store per key, shared by everyone who asks for the same key. */
export function queryStore<T>(key: QueryKey, fetcher: () => Promise<T>, { freshFor = 0 }: QueryOptions = {}): FetcherStore<T> {
  const path = keyPath(key);
  return createFetcherStore<T>([$queryScope, path], {
    // nanoquery tells "no answer yet" by `data === undefined`: a call that answers nothing (it fills a
    // store itself) is kept as null, so its readers do not wait forever.
    fetcher: async () => {
      // Issue 15: the first read of a server-rendered page's key is the server's answer, not a request.
      const served = takePageAnswer(path, $session.get().userId == null);
      if (served !== undefined) return served as T;
      const data = await fetcher();
      return data === undefined ? (null as T) : data;
    },
    ...(freshFor > 0 ? { dedupeTime: freshFor, cacheLifetime: freshFor * 10 } : {}),
  });
}

/**
 * After a write: every cached read whose key starts with one of these names is dropped, and the ones
 * on screen load again (`invalidateQueries('sellerVouchers')`).
 */
export function invalidateQueries(...names: string[]): void {
  const encoded = names.map(encodeURIComponent);
  const stale = (path: string) => encoded.some((name) => path === name || path.startsWith(`${name}/`));
  forgetPageAnswers(stale);
  invalidateKeys((key) => stale(key.slice(key.indexOf('|', key.indexOf('|') + 1) + 1)));
}

/** Forgets everything (tests start from an empty cache; see shared-kit/build/jest-setup.cjs). */
export function resetQueryCache(): void {
  cache.clear();
  invalidateKeys(() => true);
}
(globalThis as { __teachmarketResetQueries?: () => void }).__teachmarketResetQueries = resetQueryCache;
