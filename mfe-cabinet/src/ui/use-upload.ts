import type { UploadOptions } from '@teachmarket/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled } from './api-error';

export type UploadState<T> =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number; name: string }
  | { status: 'done'; result: T }
  | { status: 'cancelled' }
  | { status: 'error'; error: unknown };

/** Runs one upload at a time with progress and cancel; leaving the page cancels it. */
export function useUpload<T>(send: (file: File, options: UploadOptions) => Promise<T>) {
  const [state, setState] = useState<UploadState<T>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (file: File): Promise<T | null> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'uploading', percent: 0, name: file.name });
    try {
      const result = await send(file, {
        signal: current.signal,
        onUploadProgress: ({ percent }) => setState((s) => (s.status === 'uploading' ? { ...s, percent } : s)),
      });
      setState({ status: 'done', result });
      return result;
    } catch (error) {
      // spec §4: a cancelled request is a distinct outcome, not an error.
      setState(isCancelled(error) ? { status: 'cancelled' } : { status: 'error', error });
      return null;
    }
  }, [send]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  /** Forgets the last upload's failure or cancellation (another file was picked and refused before sending). */
  const clearFailure = useCallback(() => setState((s) => (s.status === 'error' || s.status === 'cancelled' ? { status: 'idle' } : s)), []);
  return { state, start, cancel, clearFailure };
}
