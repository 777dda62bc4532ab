import { useStore } from '@nanostores/react';
import {
  EmptyState, ErrorState, formatPrice, href, Link, LoadingState, type PageProps, useQuery, $user, unavailableWhile,
} from '@teachmarket/shared-kit';
import { getOrders } from '@teachmarket/shared-kit/page-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { DataTable } from '../../ui/DataTable';
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
      <DataTable
        rows={items}
        rowKey={(order) => order.id}
        rowProps={(order) => (order.id === requested ? { className: 'tm-invoice-row--requested', 'aria-current': 'true' } : {})}
        columns={[
          { head: t('invoices.number'), unlabelled: true, cell: (order) => <strong>{order.invoice.number}</strong> },
          { head: t('invoices.date'), cell: (order) => <time dateTime={order.createdAt}>{date.format(new Date(order.createdAt))}</time> },
          { head: t('invoices.total'), amount: true, cell: (order) => formatPrice(order.finalPrice, order.currencyCode) },
          { head: t('thank-you-page:orderState.title'), cell: (order) => <InvoiceStatus order={order} /> },
          { head: t('invoices.download'), hiddenHead: true, unlabelled: true, cell: (order) => <InvoiceDownload order={order} /> },
        ]}
      />
      {pages > 1 && (
        <nav className="tm-settings-pager" aria-label={t('invoices.title')}>
          <button type="button" className="tm-button" {...unavailableWhile(page <= 1, () => setPage((p) => p - 1))}>{t('invoices.previous')}</button>
          <span>{t('invoices.page', { page, pages })}</span>
          <button type="button" className="tm-button" {...unavailableWhile(page >= pages, () => setPage((p) => p + 1))}>{t('invoices.next')}</button>
        </nav>
      )}
    </>
  );
}
