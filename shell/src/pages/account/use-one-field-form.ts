import { useState, type FormEvent } from 'react';
import { focusFirstInvalid } from './focus';
import type { MessageKey } from './validate';

interface Options {
  /** The rule checked before sending (the API checks the same). */
  check: (value: string) => MessageKey | null;
  send: (value: string) => Promise<unknown>;
  /** The message for a failed request (read from the API's answer). */
  failure: (error: unknown) => Promise<MessageKey> | MessageKey;
}

/**
 * An account form of one field (the e-mail for a reset link, the new password of a recovery link):
 * checked before sending (the keyboard lands on the field when it is wrong), its error from the API
 * under it, and `done` once sent, when the page shows its confirmation instead of the form.
 */
export function useOneFieldForm({ check, send, failure }: Options) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const problem = check(value);
    setError(problem);
    if (problem) return focusFirstInvalid(form);
    setState('busy');
    try {
      await send(value);
      setState('done');
    } catch (e) {
      setError(await failure(e));
      setState('idle');
    }
  };
  return { value, setValue, error, busy: state === 'busy', done: state === 'done', submit };
}
