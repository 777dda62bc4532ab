import { useStore } from '@nanostores/react';
import {
  $user, EmptyState, ErrorState, formatPrice, getOrders, href, LoadingState, useQuery, type PageProps,
} from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { InvoiceDownload } from './InvoiceDownload';
import { InvoiceStatus } from './InvoiceStatus';
import { RequestedInvoice, requestedOrderId } from './RequestedInvoice';
import { SellerStatements } from './SellerStatements';
import './invoices.css';

const PER_PAGE = 20;

/**
 * spec §2 cabinet /invoice-tax-documents: the invoices of the user's orders (GET v1/orders), each as
 * PDF. The order mail links here with ?order=<id> (issue 12): that order's invoice comes first.
 */
export default function InvoicesPage({ world, routeId, query }: PageProps) {
  const { t } = useTranslation('cabinet-settings');
  const requested = requestedOrderId(query);
  // Sellers' tax documents (the monthly payout statements) live here too (issue 12).
  const isSeller = Boolean(useStore($user)?.isSeller);
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('invoices.title')}>
      {requested !== null && <RequestedInvoice orderId={requested} />}
      <Invoices world={world} requested={requested} />
      {isSeller && <SellerStatements />}
    </CabinetLayout>
  );
}

function Invoices({ world, requested }: { world: string; requested: number | null }) {
  const { t, i18n } = useTranslation(['cabinet-settings', 'cabinet-materials', 'thank-you-page']);
  const [page, setPage] = useState(1);
  const orders = useQuery(['getOrders', page], () => getOrders(page));
  if (orders.status === 'loading') return <LoadingState />;
  if (orders.status === 'error') return <ErrorState onRetry={orders.retry} />;
  const { items, total } = orders.data;
  if (total === 0) {
    return <EmptyState action={<Link className="tm-button" to={href('home', {}, world)}>{t('cabinet-materials:discover')}</Link>}>{t('invoices.empty')}</EmptyState>;
  }
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <>
      <p className="tm-settings-note">{t('invoices.intro')}</p>
      <table className="tm-settings-table">
        <thead>
          <tr>
            <th scope="col">{t('invoices.number')}</th>
            <th scope="col">{t('invoices.date')}</th>
            <th scope="col" className="tm-amount">{t('invoices.total')}</th>
            <th scope="col">{t('thank-you-page:orderState.title')}</th>
            <th scope="col"><span className="tm-visually-hidden">{t('invoices.download')}</span></th>
          </tr>
        </thead>
        <tbody>
          {items.map((order) => (
            <tr key={order.id} className={order.id === requested ? 'tm-invoice-row--requested' : undefined} aria-current={order.id === requested ? 'true' : undefined}>
              <td><strong>{order.invoice.number}</strong></td>
              <td data-label={t('invoices.date')}><time dateTime={order.createdAt}>{date.format(new Date(order.createdAt))}</time></td>
              <td className="tm-amount" data-label={t('invoices.total')}>{formatPrice(order.finalPrice, order.currencyCode)}</td>
              <td data-label={t('thank-you-page:orderState.title')}><InvoiceStatus order={order} /></td>
              <td><InvoiceDownload order={order} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="tm-settings-pager" aria-label={t('invoices.title')}>
          <button type="button" className="tm-button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t('invoices.previous')}</button>
          <span>{t('invoices.page', { page, pages })}</span>
          <button type="button" className="tm-button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{t('invoices.next')}</button>
        </nav>
      )}
    </>
  );
}
