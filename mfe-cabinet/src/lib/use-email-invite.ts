import { apiErrorBody } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Options {
  /** Sends the invitation; resolves to the address it went to. */
  send: (email: string) => Promise<string>;
  /** The message for an address that is no e-mail address (checked before sending, and the API's `field: email`). */
  invalidEmail: string;
  /** The message for a refusal the form explains (by the API's error code), else null. */
  known: (code: string | null) => string | null;
  /** Any other failure. */
  failed: string;
}

/**
 * An invitation by e-mail (a colleague to Teachmarket, a member to a school): the address is checked
 * before sending, the confirmation names the address, and a refusal is shown under the field, where the
 * focus then goes (s17 QA3: it stayed on the button, the message unheard); `inputRef` goes on the field.
 */
export function useEmailInvite({ send, invalidEmail, known, failed }: Options) {
  const [email, setEmailValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) inputRef.current?.focus();
  }, [refusals]);
  const refuse = (message: string) => {
    setError(message);
    setRefusals((n) => n + 1);
  };
  const setEmail = (value: string) => {
    setEmailValue(value);
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    setSent(null);
    if (!EMAIL.test(value)) return refuse(invalidEmail);
    setBusy(true);
    try {
      setSent(await send(value));
      setEmailValue('');
      setError(null);
    } catch (e) {
      const { code, field } = apiErrorBody(e);
      refuse(known(code) ?? (field === 'email' ? invalidEmail : failed));
    }
    setBusy(false);
  };
  return { email, setEmail, error, sent, busy, submit, inputRef };
}
