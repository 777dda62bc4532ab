import { apiErrorBody, useEscapeClose, useSubmit } from '@teachmarket/shared-kit';
import { REPORT_NOTE_MAX } from '@teachmarket/contracts/rules/material-talk';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** What the reader chose and wrote; kept by ReportButton while the dialog is closed and opened again. */
export interface ReportDraft<R extends string> {
  reason: R;
  text: string;
}

export interface ReportDialogProps<R extends string> {
  title: string;
  draft: ReportDraft<R>;
  setDraft: (draft: ReportDraft<R>) => void;
  reasons: readonly R[];
  send: (reason: R, text: string) => Promise<unknown>;
  /** Cancel or Escape: the dialog closes, focus goes back to its button. */
  close: () => void;
  /** The report went out (or had been made before): the outcome to say and show beside the button. */
  finish: (message: string) => void;
}

/**
 * The opened report dialog of ReportButton: a chunk of its own, loaded when a reader first opens one
 * (issue 16). Focus moves to its first field when it appears; Escape closes it.
 */
export function ReportDialog<R extends string>({ title, draft, setDraft, reasons, send, close, finish }: ReportDialogProps<R>) {
  const { t } = useTranslation('material-page');
  const id = useId();
  const { reason, text } = draft;
  const [error, setError] = useState<string | null>(null);
  const sending = useSubmit();
  const dialog = useRef<HTMLDivElement>(null);

  useEscapeClose(true, [dialog], close);
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('select')?.focus();
  }, []);

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
    <div ref={dialog} role="dialog" aria-labelledby={`${id}-title`} className="tm-report__dialog">
      <form className="tm-comment-form" onSubmit={(e) => void submit(e)}>
        <p id={`${id}-title`} className="tm-report__title">{title}</p>
        <label htmlFor={`${id}-reason`}>{t('report.reason')}</label>
        <select id={`${id}-reason`} value={reason} onChange={(e) => setDraft({ reason: e.target.value as R, text })}>
          {reasons.map((r) => <option key={r} value={r}>{t(`report.reasons.${r}` as 'report.reasons.other')}</option>)}
        </select>
        <label htmlFor={`${id}-text`}>{t('report.text')}</label>
        <textarea id={`${id}-text`} value={text} onChange={(e) => setDraft({ reason, text: e.target.value })} maxLength={REPORT_NOTE_MAX} rows={3} />
        {error && <p role="alert" className="tm-report__error">{error}</p>}
        <div className="tm-comment-form__actions">
          <button type="submit" className="tm-button tm-button--primary" {...sending.button}>{t('report.send')}</button>
          <button type="button" className="tm-button" onClick={close}>{t('report.cancel')}</button>
        </div>
      </form>
    </div>
  );
}
