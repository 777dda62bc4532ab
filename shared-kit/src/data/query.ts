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

/**
 * One read per mounted reader. useQuery asks while rendering (reading an idle store starts its fetch)
 * and subscribes when React commits; nanoquery asks again for every new subscriber, and for every read
 * of a store nobody subscribes to yet, once the key's answer is not fresh (dedupeTime 0 above). Under a
 * Suspense boundary whose sibling still waits for its code or translations, React commits a reader's
 * effects only when the boundary is revealed, often after its answer came, or throws its render away
 * and renders it anew: every cabinet page read its data twice on a fresh load.
 * So an answer asked for by a render that has not been committed yet is kept, for CLAIM_MS, for that
 * reader's commit or for the render that replaces it: the only readers who may take it are ones that
 * have not subscribed yet, and nobody was shown it. Every reader that mounts after a commit still asks.
 */
const CLAIM_MS = 5_000;

/** One useQuery of one store, from its first render until it subscribes. */
export interface Reader {
  subscribed: boolean;
}

const kept = new Map<string, { data: unknown; owner: Reader; at: number }>();
let acting: { reader: Reader; subscribing: boolean } | null = null;

/** Whether a reader that has not subscribed yet finds an answer kept for the key (`<scope><path>`). */
export function hasKeptAnswer(fullKey: string): boolean {
  const entry = kept.get(fullKey);
  return entry !== undefined && !entry.owner.subscribed && Date.now() - entry.at < CLAIM_MS;
}

/**
 * Runs a reader's render-time read (`store.get()`) or its subscription (`store.listen()`): a fetch
 * nanoquery starts inside, synchronously, knows who asked (see the fetcher below).
 */
export function asReader<T>(reader: Reader, subscribing: boolean, run: () => T): T {
  const previous = acting;
  acting = { reader, subscribing };
  try {
    return run();
  } finally {
    acting = previous;
    if (subscribing) reader.subscribed = true;
  }
}

function keep(fullKey: string, data: unknown, owner: Reader): void {
  kept.delete(fullKey);
  kept.set(fullKey, { data, owner, at: Date.now() });
  if (kept.size > 50) kept.delete(kept.keys().next().value!);
}

/**
 * Reads that have not answered yet, by full key: how to ask once more (s16 QA row 3). The HTTP client
 * has no timeout (spec §9), so a read of a hanging API never settles, and nanoquery starts no second
 * fetch of a key while one runs: "Try again" on a long loading state asks again through this; the read
 * takes whichever answer (or failure) comes first.
 */
const running = new Map<string, () => void>();

function untilAnswered<T>(fullKey: string, fetcher: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      if (running.get(fullKey) === attempt) running.delete(fullKey);
      done();
    };
    const attempt = () => {
      let asked: Promise<T>;
      try {
        asked = fetcher();
      } catch (error) {
        asked = Promise.reject(error);
      }
      asked.then((data) => settle(() => resolve(data)), (error: unknown) => settle(() => reject(error)));
    };
    running.set(fullKey, attempt);
    attempt();
  });
}

/**
 * Asks again for a read that is still waiting for its answer (`<scope><path>`, or every such read when
 * no key is given); true when there was one. Its loading state stays until an answer comes.
 */
export function askAgain(fullKey?: string): boolean {
  const attempts = fullKey === undefined ? [...running.values()] : [running.get(fullKey)].filter((a) => a !== undefined);
  for (const attempt of attempts) attempt();
  return attempts.length > 0;
}

/** Whether any read is waiting for its answer (the long loading notice offers "Try again" then). */
export const readsWaiting = (): boolean => running.size > 0;

/** A cached read: one store per key, shared by everyone who asks for the same key. */
export function queryStore<T>(key: QueryKey, fetcher: () => Promise<T>, { freshFor = 0 }: QueryOptions = {}): FetcherStore<T> {
  const path = keyPath(key);
  return createFetcherStore<T>([$queryScope, path], {
    // nanoquery tells "no answer yet" by `data === undefined`: a call that answers nothing (it fills a
    // store itself) is kept as null, so its readers do not wait forever.
    fetcher: async (...keyParts) => {
      // The key as nanoquery joins it: `<world>|<user>|<path>`.
      const fullKey = keyParts.join('');
      const by = acting;
      if (by && hasKeptAnswer(fullKey)) {
        const entry = kept.get(fullKey)!;
        // Taken by a subscription for good; by a render, kept on for that render's own commit.
        if (by.subscribing) kept.delete(fullKey);
        else entry.owner = by.reader;
        return entry.data as T;
      }
      // Issue 15: the first read of a server-rendered page's key is the server's answer, not a request.
      const served = takePageAnswer(path, $session.get().userId == null);
      if (served !== undefined) return served as T;
      const data = await untilAnswered(fullKey, fetcher);
      const answer = data === undefined ? (null as T) : data;
      if (by && !by.subscribing && !by.reader.subscribed) keep(fullKey, answer, by.reader);
      return answer;
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
  for (const fullKey of [...kept.keys()]) if (stale(pathOf(fullKey))) kept.delete(fullKey);
  invalidateKeys((key) => stale(pathOf(key)));
}

/** A full key's own part, after `<world>|<user>|`. */
const pathOf = (fullKey: string) => fullKey.slice(fullKey.indexOf('|', fullKey.indexOf('|') + 1) + 1);

/** Forgets everything (tests start from an empty cache; see shared-kit/build/jest-setup.cjs). */
export function resetQueryCache(): void {
  cache.clear();
  kept.clear();
  running.clear();
  invalidateKeys(() => true);
}
(globalThis as { __teachmarketResetQueries?: () => void }).__teachmarketResetQueries = resetQueryCache;
