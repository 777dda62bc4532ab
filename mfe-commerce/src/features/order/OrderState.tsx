import { formatPrice, type Order } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/**
 * The order's state as the buyer needs it (issue 12 "Buyer money"): awaiting payment (with the bank
 * details and whether the materials can be downloaded before the payment arrives), paid, cancelled
 * or refunded.
 */
export function OrderState({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('thank-you-page');
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso)) : '');
  const state = {
    awaiting_payment: order.overdue ? t('orderState.overdue', { date: date(order.invoice.dueDate) }) : t('orderState.awaiting_payment', { date: date(order.invoice.dueDate) }),
    pending: t('orderState.awaiting_payment', { date: date(order.invoice.dueDate) }),
    paid: t('orderState.paid', { date: date(order.paidAt) }),
    cancelled: t('orderState.cancelled', { date: date(order.cancelledAt) }),
    refunded: t('orderState.refunded', { date: date(order.refundedAt) }),
  }[order.status];
  const transfer = order.bankTransfer;
  return (
    <section className={`tm-order__box tm-order__state tm-order__state--${order.status}`} aria-labelledby="order-state">
      <h2 id="order-state">{t('orderState.title')}</h2>
      <p className="tm-order__state-line" data-testid="order-state"><strong>{state}</strong></p>
      {order.status === 'awaiting_payment' && (
        <p data-testid="order-downloads">{order.downloadsAvailable ? t('orderState.filesNow') : t(`orderState.held.${order.heldBecause ?? 'unconfirmed'}`)}</p>
      )}
      {transfer && (
        <dl className="tm-order__facts" aria-label={t('orderState.transfer')}>
          <dt>{t('orderState.amount')}</dt>
          <dd>{formatPrice(order.finalPrice, order.currencyCode)}</dd>
          <dt>{t('orderState.holder')}</dt>
          <dd>{transfer.accountHolder}</dd>
          <dt>IBAN</dt>
          <dd className="tm-order__iban">{transfer.iban.replace(/(.{4})/g, '$1 ').trim()}</dd>
          <dt>BIC</dt>
          <dd>{transfer.bic}</dd>
          <dt>{t('orderState.reference')}</dt>
          <dd data-testid="transfer-reference">{transfer.reference}</dd>
        </dl>
      )}
    </section>
  );
}
