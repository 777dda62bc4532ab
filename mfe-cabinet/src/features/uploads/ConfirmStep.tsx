import { unavailableWhile, type UploadMaterial } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  className: string;
  /** What the step does, read after the question (a list under it). */
  details?: string[];
  /** The step itself; the question closes when it has settled (the row may be gone by then). */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/**
 * Asks before removing a file, deleting a draft or taking a material off sale: confirm
 * (aria-disabled while it runs, so it keeps focus) or cancel.
 */
export function ConfirmStep({ id, question, details, confirmLabel, cancelLabel, className, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    void onConfirm().finally(() => {
      setBusy(false);
      onClose();
    });
  };
  return (
    <div role="alertdialog" aria-labelledby={id} aria-describedby={details?.length ? `${id}-details` : undefined} className={className}>
      <p id={id}>{question}</p>
      {details?.length ? <ul id={`${id}-details`}>{details.map((d) => <li key={d}>{d}</li>)}</ul> : null}
      <button type="button" className="tm-button tm-button--primary" {...unavailableWhile(busy, confirm)}>{confirmLabel}</button>
      {/* Focus lands on cancel: the safe choice. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <button type="button" className="tm-button" autoFocus onClick={onClose}>{cancelLabel}</button>
    </div>
  );
}

interface WithdrawProps {
  material: Pick<UploadMaterial, 'id' | 'title'>;
  className: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** "Withdraw from sale?" with what it means: the seller's list and the edit page of a published material ask the same. */
export function WithdrawStep({ material, className, onConfirm, onClose }: WithdrawProps) {
  const { t } = useTranslation('seller');
  return (
    <ConfirmStep
      id={`withdraw-${material.id}`}
      className={className}
      question={t('list.confirmWithdraw', { title: material.title })}
      details={[t('list.withdrawNoSales'), t('list.withdrawBuyersKeep'), t('list.withdrawAgain')]}
      confirmLabel={t('list.confirmWithdrawButton')}
      cancelLabel={t('list.cancel')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
