import { unavailableWhile } from '@teachmarket/shared-kit';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The button that opens the step. */
  label: string;
  /**
   * s17 QA3: the opening button's accessible name when a list holds many of them (it starts with
   * `label`, then names the subject, so a screen reader's list of buttons tells them apart).
   */
  accessibleName?: string;
  /** What is about to happen, in one sentence (names the subject). */
  question: string;
  /** Ask for a reason (at least 3 characters) and hand it to onConfirm. */
  reasonLabel?: string;
  /** More fields of the step (e.g. the payment day and reference); their checks belong in onConfirm. */
  children?: ReactNode;
  /** Runs the action; answers an error text to show, or null when it is done (the step closes). */
  onConfirm: (reason: string) => Promise<string | null>;
  /** Destructive (reject, cancel, lock): drawn in the danger colour. */
  danger?: boolean;
  /** The page's main action (approve, mark paid): a filled button. */
  primary?: boolean;
  /** Names the opening button (`data-action`), so a page can put focus on it after the page changed (issue 20). */
  name?: string;
}

/**
 * Every operator action asks first (issue 19 "with a confirm step"): the button opens a small form
 * with the question, the fields it needs and Confirm / Back. Focus moves into it and back to the
 * button when it closes; Escape closes it.
 */
export function ConfirmStep({ label, accessibleName, question, reasonLabel, children, onConfirm, danger, primary, name }: Props) {
  const { t } = useTranslation('operator');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) form.current?.querySelector<HTMLElement>('input, textarea, button[type="submit"]')?.focus();
    // Back to the button, unless the page already put focus elsewhere (e.g. on the action's outcome).
    else if (wasOpen.current && (!document.activeElement || document.activeElement === document.body)) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = () => {
    setOpen(false);
    setError(null);
    setReason('');
  };
  // Escape inside the step goes back, as in a dialog (a listener on the form: it is not a widget itself).
  useEffect(() => {
    const node = form.current;
    if (!open || !node) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      setError(null);
      setReason('');
    };
    node.addEventListener('keydown', onKey);
    return () => node.removeEventListener('keydown', onKey);
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The button is aria-disabled, not disabled, while the action runs (issue 20: focus stays on it).
    if (busy) return;
    if (reasonLabel && reason.trim().length < 3) return setError(t('errors.reason'));
    setBusy(true);
    const failed = await onConfirm(reason.trim());
    setBusy(false);
    if (failed) setError(failed);
    else close();
  };

  if (!open) {
    return (
      <button ref={opener} type="button" data-action={name} aria-label={accessibleName} className={danger ? 'tm-button tm-operator__danger' : primary ? 'tm-button tm-button--primary' : 'tm-button'}
        onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  }
  return (
    <form ref={form} className="tm-operator__confirm" aria-labelledby={`${id}-q`} noValidate
      onSubmit={(e) => void submit(e)}>
      <p id={`${id}-q`} className="tm-operator__question">{question}</p>
      {children}
      {reasonLabel && (
        <Field id={`${id}-reason`} label={reasonLabel} hint={t('confirm.reasonHint')} error={error}>
          <textarea rows={2} maxLength={500} value={reason} onChange={(e) => { setReason(e.target.value); setError(null); }} />
        </Field>
      )}
      {!reasonLabel && error && <p className="tm-field__error" role="alert">{error}</p>}
      <div className="tm-operator__buttons">
        <button type="submit" className={danger ? 'tm-button tm-operator__danger' : 'tm-button tm-button--primary'} {...unavailableWhile(busy)} aria-busy={busy || undefined}>
          {t('confirm.confirm')}
        </button>
        <button type="button" className="tm-button" onClick={close}>{t('confirm.back')}</button>
      </div>
    </form>
  );
}
