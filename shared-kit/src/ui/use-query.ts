import { useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { apiErrorInfo, type ApiErrorInfo } from '../api/http-error';
import { pageAnswer, ServerReadsContext, type ServerReads } from '../data/page-answers';
import { $queryScope, askAgain, asReader, hasKeptAnswer, keyPath, queryStore, type QueryKey, type QueryOptions, type Reader } from '../data/query';

export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: ApiErrorInfo };

const noRetry = () => undefined;

/**
 * Reads data for a page through the shared cache (shared-kit/src/data/query.ts): the key names the
 * call and every input it depends on, e.g. `useQuery(['material', id], () => getMaterial(id))`.
 * A public read with `freshFor` shows at once from the cache (and reloads in the background when older);
 * the error state has a retry.
 *
 * Issue 15: rendered on the server, the read goes through the request's `ServerReads` (it suspends
 * until the answer is there, or renders loading past the data budget); in the browser, the server's
 * answer is the first one (data/page-answers.ts), so hydration renders what the server rendered.
 */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, options: QueryOptions = {}): ApiState<T> & { retry: () => void } {
  const reads = useContext(ServerReadsContext);
  // The branch is fixed for the life of the process: the context exists only in the server's render.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above
  return reads ? serverRead(reads, key, fetcher) : useBrowserQuery(key, fetcher, options);
}

function serverRead<T>(reads: ServerReads, key: QueryKey, fetcher: () => Promise<T>): ApiState<T> & { retry: () => void } {
  const answer = reads.read(keyPath(key), fetcher);
  return 'data' in answer ? { status: 'success', data: answer.data as T, retry: noRetry } : { status: 'loading', retry: noRetry };
}

/** What a browser read shows: the rendered state depends only on this, so equal views render nothing again. */
type View = { kind: 'data'; payload: unknown } | { kind: 'error'; payload: unknown } | { kind: 'loading'; payload: null };
const LOADING: View = { kind: 'loading', payload: null };

function viewOf(value: { data?: unknown; error?: unknown; loading?: boolean }, path: string): View {
  if (value.data !== undefined) return { kind: 'data', payload: value.data };
  // The server's answer while the browser's own is on its way (hydration; a signed-in visitor's read).
  const served = pageAnswer(path);
  const failed = value.error !== undefined && !value.loading;
  if (served !== undefined && !failed) return { kind: 'data', payload: served };
  if (failed && !apiErrorInfo(value.error).cancelled) return { kind: 'error', payload: value.error };
  return LOADING;
}

function useBrowserQuery<T>(key: QueryKey, fetcher: () => Promise<T>, options: QueryOptions): ApiState<T> & { retry: () => void } {
  const path = keyPath(key);
  // One store per key; the cache behind it is shared by every store of the same key. The fetcher of
  // the render that made the store is kept: the key holds every input it reads, so it stays right.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the dependency
  const store = useMemo(() => queryStore<T>(key, fetcher, options), [path, options.freshFor]);
  // Issue 15 (TBT): the snapshot is what the page shows, kept while it stays the same. The server's
  // answer arriving in the store when it mounts (the same object) or a background reload with equal
  // data is then no change, instead of a synchronous re-render of every reader right after hydration.
  // As @nanostores/react's useStore: the store is read once per render (reading an idle store starts
  // it, and so its first fetch, at most once) and its later values come through its listener.
  const value = useRef(store.value);
  // Who reads: a render that finds the store idle starts its read, and this reader's subscription at
  // commit takes that answer instead of asking again (asReader in data/query.ts).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new reader for each store
  const reader = useMemo<Reader>(() => ({ subscribed: false }), [store]);
  // eslint-disable-next-line react-hooks/refs -- the pattern of @nanostores/react's useStore (see above)
  value.current = asReader(reader, false, () => store.get());
  const last = useRef<View>(LOADING);
  const subscribe = useCallback(
    (changed: () => void) => {
      let taking = false;
      const receive = (next: typeof store.value) => {
        // Taking the kept answer, nanoquery marks the store loading for a microtask: not a state to render.
        if (taking && next?.loading && next.data === undefined) return;
        if (value.current === next) return;
        value.current = next;
        changed();
      };
      receive(store.value);
      taking = !reader.subscribed && hasKeptAnswer(`${$queryScope.get()}${path}`);
      try {
        return asReader(reader, true, () => store.listen(receive));
      } finally {
        taking = false;
      }
    },
    [store, reader, path],
  );
  const snapshot = useCallback(() => {
    const next = viewOf(value.current ?? {}, path);
    const previous = last.current;
    if (previous.kind === next.kind && previous.payload === next.payload) return previous;
    last.current = next;
    return next;
  }, [path]);
  const view = useSyncExternalStore(subscribe, snapshot, snapshot);
  // A read still waiting for its answer is asked again (s16 QA row 3: nanoquery would not start a second
  // fetch while the first one hangs); a failed or answered one is read anew.
  const retry = useCallback(() => {
    if (!askAgain(`${$queryScope.get()}${path}`)) store.invalidate();
  }, [store, path]);
  if (view.kind === 'data') return { status: 'success', data: view.payload as T, retry };
  if (view.kind === 'error') return { status: 'error', error: apiErrorInfo(view.payload), retry };
  return { status: 'loading', retry };
}
