import type { Order } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/** An invoice's state in the list (issue 12): due by / overdue since, paid, cancelled, refunded; and when the files wait for the payment. */
export function InvoiceStatus({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('thank-you-page');
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)) : '');
  const awaiting = order.status === 'awaiting_payment' || order.status === 'pending';
  const text = {
    awaiting_payment: t(order.overdue ? 'orderState.overdue' : 'orderState.awaiting_payment', { date: date(order.invoice.dueDate) }),
    pending: t('orderState.awaiting_payment', { date: date(order.invoice.dueDate) }),
    paid: t('orderState.paid', { date: date(order.paidAt) }),
    cancelled: t('orderState.cancelled', { date: date(order.cancelledAt) }),
    refunded: t('orderState.refunded', { date: date(order.refundedAt) }),
  }[order.status];
  return (
    <span className={`tm-invoice-status tm-invoice-status--${order.overdue ? 'overdue' : order.status}`}>
      {text}
      {awaiting && !order.downloadsAvailable && <><br /><small>{t('orderState.afterPayment')}</small></>}
    </span>
  );
}
