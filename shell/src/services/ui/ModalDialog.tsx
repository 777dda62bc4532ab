import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useDialogFocus } from './use-dialog-focus';

interface Props {
  /** Prefix of the heading's id (`<id>-title`), which labels the dialog. */
  id: string;
  title: ReactNode;
  /** Escape: close, keep an earlier choice, or nothing where a decision is required. */
  onEscape: () => void;
  className?: string;
  /** The id of the text that describes the dialog. */
  describedBy?: string;
  testId?: string;
  /** The dialog element, for a dialog that moves focus inside itself later (e.g. to a saved message). */
  dialogRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * The shell's modal dialog (consent, upcoming terms, personalisation): the backdrop, a labelled
 * `role=dialog` with `aria-modal`, its heading focused when it opens, and the keyboard contract of
 * useDialogFocus (Tab stays inside, Escape calls onEscape, focus goes back when it closes).
 */
export function ModalDialog({ id, title, onEscape, className, describedBy, testId, dialogRef, children }: Props) {
  const own = useRef<HTMLDivElement>(null);
  const ref = dialogRef ?? own;
  useDialogFocus(ref, onEscape);
  useEffect(() => ref.current?.querySelector<HTMLElement>('h2')?.focus(), [ref]);
  return (
    <div className="tm-modal-backdrop">
      <div
        ref={ref} className={className ? `tm-modal ${className}` : 'tm-modal'} role="dialog" aria-modal="true"
        aria-labelledby={`${id}-title`} aria-describedby={describedBy} data-testid={testId}
      >
        <h2 id={`${id}-title`} tabIndex={-1}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
