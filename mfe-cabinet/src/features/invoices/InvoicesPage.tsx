import { downloadInvoice, EmptyState, ErrorState, formatPrice, getOrders, href, LoadingState, useApi, useFileDownload, type Order, type PageProps } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CabinetLayout } from '../../ui/CabinetLayout';

const PER_PAGE = 20;

/** spec §2 cabinet /invoice-tax-documents: the invoices of the user's orders (GET v1/orders), each as PDF. */
export default function InvoicesPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('cabinet-settings');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('invoices.title')}>
      <Invoices world={world} />
    </CabinetLayout>
  );
}

function Invoices({ world }: { world: string }) {
  const { t, i18n } = useTranslation(['cabinet-settings', 'cabinet-materials']);
  const [page, setPage] = useState(1);
  const orders = useApi((signal) => getOrders(page, signal), [page]);
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
            <th scope="col"><span className="tm-visually-hidden">{t('invoices.download')}</span></th>
          </tr>
        </thead>
        <tbody>
          {items.map((order) => (
            <tr key={order.id}>
              <td><strong>{order.invoice.number}</strong></td>
              <td data-label={t('invoices.date')}><time dateTime={order.createdAt}>{date.format(new Date(order.createdAt))}</time></td>
              <td className="tm-amount" data-label={t('invoices.total')}>{formatPrice(order.finalPrice, order.currencyCode)}</td>
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

/** The PDF needs the session (a plain link would not carry the bearer token): fetched, then saved. */
function InvoiceDownload({ order }: { order: Order }) {
  const { t } = useTranslation('cabinet-settings');
  const { busy, failed, download } = useFileDownload(() => downloadInvoice(order.id), `${order.invoice.number}.pdf`);
  return (
    <>
      <button type="button" className="tm-button" onClick={() => void download()} disabled={busy} aria-busy={busy}
        aria-label={t('invoices.downloadLabel', { number: order.invoice.number })}>
        {t('invoices.download')}
      </button>
      {failed && <p role="alert" className="tm-field__error">{t('invoices.downloadFailed')}</p>}
    </>
  );
}
