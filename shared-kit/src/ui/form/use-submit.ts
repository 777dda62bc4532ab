import { useCallback, useRef, useState } from 'react';

/** idle, sending, sent (the success message shows), or failed for a reason not tied to one field. */
export type SubmitStatus = 'idle' | 'busy' | 'done' | 'failed';

/**
 * The submit state of a form: `run(action)` marks it busy while the request is under way, done when
 * it succeeded and failed otherwise; `onError` may claim an error (e.g. the API named a field, which
 * the form shows under that field) by returning true, and the form goes back to idle. `button` goes
 * on the submit button: aria-disabled and aria-busy while sending, and a second `run` meanwhile does
 * nothing, so nobody sends twice. Not `disabled` (issue 20, WCAG 2.4.3): a disabled button loses focus
 * to the page body, and a keyboard user would have to find the form again.
 */
export function useSubmit() {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const sending = useRef(false);
  const run = useCallback(async <T>(action: () => Promise<T>, onError?: (error: unknown) => boolean): Promise<T | undefined> => {
    if (sending.current) return undefined;
    sending.current = true;
    setStatus('busy');
    try {
      const result = await action();
      setStatus('done');
      return result;
    } catch (error) {
      setStatus(onError?.(error) ? 'idle' : 'failed');
      return undefined;
    } finally {
      sending.current = false;
    }
  }, []);
  const reset = useCallback(() => setStatus('idle'), []);
  const busy = status === 'busy';
  return { status, busy, run, reset, button: { 'aria-disabled': busy || undefined, 'aria-busy': busy || undefined } };
}
