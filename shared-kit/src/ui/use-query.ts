import { useStore } from '@nanostores/react';
import { useCallback, useContext, useMemo } from 'react';
import { apiErrorInfo, type ApiErrorInfo } from '../api/http-error';
import { pageAnswer, ServerReadsContext, type ServerReads } from '../data/page-answers';
import { keyPath, queryStore, type QueryKey, type QueryOptions } from '../data/query';

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

function useBrowserQuery<T>(key: QueryKey, fetcher: () => Promise<T>, options: QueryOptions): ApiState<T> & { retry: () => void } {
  const path = keyPath(key);
  // One store per key; the cache behind it is shared by every store of the same key. The fetcher of
  // the render that made the store is kept: the key holds every input it reads, so it stays right.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the dependency
  const store = useMemo(() => queryStore<T>(key, fetcher, options), [path, options.freshFor]);
  const value = useStore(store);
  const retry = useCallback(() => store.invalidate(), [store]);
  if (value.data !== undefined) return { status: 'success', data: value.data, retry };
  // The server's answer while the browser's own is on its way (hydration; a signed-in visitor's read).
  const served = pageAnswer(path);
  if (served !== undefined && !(value.error !== undefined && !value.loading)) return { status: 'success', data: served as T, retry };
  if (value.error !== undefined && !value.loading) {
    const error = apiErrorInfo(value.error);
    if (!error.cancelled) return { status: 'error', error, retry };
  }
  return { status: 'loading', retry };
}
