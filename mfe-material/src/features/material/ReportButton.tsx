import { announce } from '@teachmarket/shared-kit';
import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { lazyPanel } from '../../ui/lazy-panel';
import type { ReportDialogProps, ReportDraft } from './ReportDialog';

/** The dialog loads when a reader first opens one (issue 16, ReportDialog.tsx); generic over the reasons like it. */
const ReportDialog = lazyPanel<ReportDialogProps<string>>(() =>
  import(/* webpackChunkName: "material-panels" */ './ReportDialog').then((m) => m.ReportDialog as ComponentType<ReportDialogProps<string>>),
) as <R extends string>(props: ReportDialogProps<R>) => ReactNode;

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
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ReportDraft<R>>(() => ({ reason: reasons[0]!, text: '' }));
  const [outcome, setOutcome] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const finish = (message: string) => {
    setOutcome(message);
    setDraft((current) => ({ ...current, text: '' }));
    announce(message);
    close();
  };

  return (
    <div className="tm-report">
      <button ref={button} type="button" className="tm-link-button" aria-haspopup="dialog" aria-expanded={open} aria-label={accessibleName}
        onClick={() => (open ? close() : setOpen(true))}>
        {label}
      </button>
      {outcome && !open && <span className="tm-report__outcome">{outcome}</span>}
      {open && <ReportDialog title={title} draft={draft} setDraft={setDraft} reasons={reasons} send={send} close={close} finish={finish} />}
    </div>
  );
}
