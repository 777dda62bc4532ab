import { unavailableWhile } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/** Asks before a destructive step (remove, withdraw, hand over): the question, confirm and cancel. */
export function Confirm({ id, question, onConfirm, onCancel, busy }: { id: string; question: string; onConfirm: () => void; onCancel: () => void; busy: boolean }) {
  const { t } = useTranslation('my-school');
  return (
    <div role="alertdialog" aria-labelledby={id} className="tm-my-school__confirm">
      <p id={id}>{question}</p>
      <button type="button" className="tm-button tm-button--primary" {...unavailableWhile(busy, onConfirm)}>{t('members.confirm')}</button>
      <button type="button" className="tm-button" onClick={onCancel}>{t('members.cancel')}</button>
    </div>
  );
}
