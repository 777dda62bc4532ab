import { unavailableWhile } from '@teachmarket/shared-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before a destructive step (remove, withdraw, hand over): the question, confirm and cancel.
 * s16 QA2: it replaces the button that opened it, so the focus moves into it (to cancel, the safe
 * choice; the question is its label) instead of falling to the page.
 */
export function Confirm({ id, question, onConfirm, onCancel, busy }: { id: string; question: string; onConfirm: () => void; onCancel: () => void; busy: boolean }) {
  const { t } = useTranslation('my-school');
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby={id} className="tm-my-school__confirm">
      <p id={id}>{question}</p>
      <button type="button" className="tm-button tm-button--primary" {...unavailableWhile(busy, onConfirm)}>{t('members.confirm')}</button>
      <button ref={cancel} type="button" className="tm-button" onClick={onCancel}>{t('members.cancel')}</button>
    </div>
  );
}
