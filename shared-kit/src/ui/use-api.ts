import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { apiErrorInfo, type ApiErrorInfo } from '../api/http-error';

export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: ApiErrorInfo };

/**
 * Loads data for a page: aborts the request when the page goes away or its inputs change
 * (a cancelled request is not an error), and gives a retry for the error state.
 */
export function useApi<T>(fetcher: (signal: AbortSignal) => Promise<T>, deps: DependencyList): ApiState<T> & { retry: () => void } {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        const info = apiErrorInfo(error);
        if (!info.cancelled && !controller.signal.aborted) setState({ status: 'error', error: info });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
