import { announce, apiErrorBody, useEscapeClose, useSubmit } from '@teachmarket/shared-kit';
import { REPORT_NOTE_MAX } from '@teachmarket/contracts/rules/material-talk';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props<R extends string> {
  /** The button's visible text. */
  label: string;
  /** The button's name when several are on the page ("Report the review by Anna"); it starts with `label`. */
  accessibleName?: string;
  /** The dialog's title: what is reported. */
  title: string;
  /** The fixed reasons (their texts: material-page report.reasons.<reason>). */
  reasons: readonly R[];
  /** Sends the report; a 409 (reported before) and a 429 (too many reports) are told apart. */
  send: (reason: R, text: string) => Promise<unknown>;
}

/**
 * Issue 19: a reader reports a material or a review to the operators. The button opens a small,
 * non-modal dialog (a reason from the list, optional words); focus moves into it, Escape or Cancel
 * closes it, and focus returns to the button. The outcome is said through the shell's status region
 * (`announce`) and stays written beside the button.
 */
export function ReportButton<R extends string>({ label, accessibleName, title, reasons, send }: Props<R>) {
  const { t } = useTranslation('material-page');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<R>(reasons[0]!);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const sending = useSubmit();
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    setError(null);
    button.current?.focus();
  };
  useEscapeClose(open, [dialog], close);
  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLElement>('select')?.focus();
  }, [open]);

  const finish = (message: string) => {
    setOutcome(message);
    setText('');
    announce(message);
    close();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await sending.run(() => send(reason, text.trim()).then(() => true), (failure) => {
      const { status } = apiErrorBody(failure);
      if (status === 409) finish(t('report.already'));
      else setError(t(status === 429 ? 'report.rateLimited' : 'report.failed'));
      return true;
    });
    if (sent) finish(t('report.sent'));
  };

  return (
    <div className="tm-report">
      <button ref={button} type="button" className="tm-link-button" aria-haspopup="dialog" aria-expanded={open} aria-label={accessibleName}
        onClick={() => (open ? close() : setOpen(true))}>
        {label}
      </button>
      {outcome && !open && <span className="tm-report__outcome">{outcome}</span>}
      {open && (
        <div ref={dialog} role="dialog" aria-labelledby={`${id}-title`} className="tm-report__dialog">
          <form className="tm-comment-form" onSubmit={(e) => void submit(e)}>
            <p id={`${id}-title`} className="tm-report__title">{title}</p>
            <label htmlFor={`${id}-reason`}>{t('report.reason')}</label>
            <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as R)}>
              {reasons.map((r) => <option key={r} value={r}>{t(`report.reasons.${r}` as 'report.reasons.other')}</option>)}
            </select>
            <label htmlFor={`${id}-text`}>{t('report.text')}</label>
            <textarea id={`${id}-text`} value={text} onChange={(e) => setText(e.target.value)} maxLength={REPORT_NOTE_MAX} rows={3} />
            {error && <p role="alert" className="tm-report__error">{error}</p>}
            <div className="tm-comment-form__actions">
              <button type="submit" className="tm-button tm-button--primary" {...sending.button}>{t('report.send')}</button>
              <button type="button" className="tm-button" onClick={close}>{t('report.cancel')}</button>
            </div>
          </form>
        </div>
      )}
    </div>
  );
}
