import { useEffect } from 'react';
import { announce } from '../../stores/announce';
import type { SubmitStatus } from './use-submit';

/**
 * The outcome of a submit under the form: the success message or the form's error (role="alert",
 * read at once). Without `done` the form shows its success elsewhere (e.g. the saved value above it).
 * Issue 20: the success is said through the shell's status region (`announce`), which is always in the
 * page; a live region inserted together with its text is often not read. The visible message keeps its
 * role for what it is, with its own live reading off, so it is not read twice. A failure is only the
 * visible alert (read once when it appears): an error with a visible place is never announced as well.
 */
export function FormStatus({ status, done, failed }: { status: SubmitStatus; done?: string; failed: string }) {
  useEffect(() => {
    if (status === 'done' && done) announce(done);
  }, [status, done]);
  if (status === 'done' && done) return <p role="status" aria-live="off" className="tm-settings-ok">{done}</p>;
  if (status === 'failed') return <p role="alert" className="tm-banner--error">{failed}</p>;
  return null;
}
