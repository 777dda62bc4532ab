import { useCallback, useEffect, useState } from 'react';
import { apiErrorOf, tokenErrorKey, type MessageKey } from './validate';

export type TokenLinkState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The link itself is unknown, used or expired: nothing to retry, the page says why. */
  | { status: 'failed'; key: MessageKey }
  /** Network or server trouble: the same link may work on a retry. */
  | { status: 'error' };

/**
 * Reads what an e-mailed token link is about (without using it). 410 (and 400 for a malformed
 * token) mean the link is dead; anything else is worth a retry.
 */
export function useTokenLink<T>(read: (token: string, signal: AbortSignal) => Promise<T>, token: string) {
  const [state, setState] = useState<TokenLinkState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    read(token, controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const { status, code } = await apiErrorOf(error);
        setState(status === 410 || status === 400 ? { status: 'failed', key: tokenErrorKey(code) } : { status: 'error' });
      },
    );
    return () => controller.abort();
  }, [read, token, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
