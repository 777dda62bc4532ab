import type { SubmitStatus } from './use-submit';

/**
 * The outcome of a submit under the form: the success message (role="status") or the form's error
 * (role="alert"). Without `done` the form shows its success elsewhere (e.g. the saved value above it).
 */
export function FormStatus({ status, done, failed }: { status: SubmitStatus; done?: string; failed: string }) {
  if (status === 'done' && done) return <p role="status" className="tm-settings-ok">{done}</p>;
  if (status === 'failed') return <p role="alert" className="tm-banner--error">{failed}</p>;
  return null;
}
