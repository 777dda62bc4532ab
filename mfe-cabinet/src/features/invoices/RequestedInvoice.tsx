import { ErrorState, formatPrice, LoadingState, useQuery } from '@teachmarket/shared-kit';
import { getOrder } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import { InvoiceDownload } from './InvoiceDownload';

/** `?order=<id>` of the order mail's invoice link (issue 12): a positive integer, else nothing is asked for. */
export function requestedOrderId(query: URLSearchParams): number | null {
  const raw = query.get('order') ?? '';
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/**
 * The invoice the order mail links to, above the list: the buyer opens the mail, logs in and finds
 * that order's invoice first, whichever page of the list it is on. Another account's order answers
 * 404 (the API shows only own orders), which the page explains instead of showing an error.
 */
export function RequestedInvoice({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation('cabinet-settings');
  const order = useQuery(['getOrder', orderId], () => getOrder(orderId));
  if (order.status === 'loading') return <LoadingState />;
  if (order.status === 'error') {
    if (order.error.status === 404) return <p className="tm-invoice-requested tm-invoice-requested--missing" role="status">{t('invoices.requestedMissing')}</p>;
    return <ErrorState onRetry={order.retry} />;
  }
  const { item } = order.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(item.createdAt));
  return (
    <section className="tm-invoice-requested" aria-labelledby="tm-invoice-requested-title">
      <h2 id="tm-invoice-requested-title">{t('invoices.requestedTitle', { number: item.invoice.number })}</h2>
      <p>{t('invoices.requestedSummary', { date, total: formatPrice(item.finalPrice, item.currencyCode) })}</p>
      <div><InvoiceDownload order={item} /></div>
    </section>
  );
}
