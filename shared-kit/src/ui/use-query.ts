import { useStore } from '@nanostores/react';
import { useCallback, useMemo } from 'react';
import { apiErrorInfo, type ApiErrorInfo } from '../api/http-error';
import { keyPath, queryStore, type QueryKey, type QueryOptions } from '../data/query';

export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: ApiErrorInfo };

/**
 * Reads data for a page through the shared cache (shared-kit/src/data/query.ts): the key names the
 * call and every input it depends on, e.g. `useQuery(['material', id], () => getMaterial(id))`.
 * A public read with `freshFor` shows at once from the cache (and reloads in the background when older);
 * the error state has a retry.
 */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, options: QueryOptions = {}): ApiState<T> & { retry: () => void } {
  const path = keyPath(key);
  // One store per key; the cache behind it is shared by every store of the same key. The fetcher of
  // the render that made the store is kept: the key holds every input it reads, so it stays right.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the dependency
  const store = useMemo(() => queryStore<T>(key, fetcher, options), [path, options.freshFor]);
  const value = useStore(store);
  const retry = useCallback(() => store.invalidate(), [store]);
  if (value.data !== undefined) return { status: 'success', data: value.data, retry };
  if (value.error !== undefined && !value.loading) {
    const error = apiErrorInfo(value.error);
    if (!error.cancelled) return { status: 'error', error, retry };
  }
  return { status: 'loading', retry };
}
