import { useStore } from '@nanostores/react';
import {
  DownloadButton, EmptyState, ErrorState, formatPrice, href, Link, LoadingState, Navigate, type Order, $session, useLocation, useQuery,
} from '@teachmarket/shared-kit';
import { getOrder } from '@teachmarket/shared-kit/page-api';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceButton } from './InvoiceButton';
import { OrderState } from './OrderState';
import './order.css';

type Mode = 'confirmation' | 'invoice';

/** Shared body of the order confirmation and the invoice purchase success pages (?order=<id>). */
export function OrderResult({ world, query, mode }: { world: string; query: URLSearchParams; mode: Mode }) {
  const session = useStore($session);
  const location = useLocation();
  if (session.status === 'validating') return <LoadingState />;
  if (session.status !== 'loggedIn') {
    return <Navigate to={href('login', {}, world, { query: { returnTo: `${location.pathname}${location.search}` } })} replace />;
  }
  const id = Number(query.get('order'));
  if (!Number.isInteger(id) || id < 1) return <OrderNotFound world={world} />;
  return <OrderLoader world={world} id={id} mode={mode} />;
}

function OrderNotFound({ world }: { world: string }) {
  const { t } = useTranslation('thank-you-page');
  return (
    <div className="tm-order">
      <EmptyState action={<Link className="tm-button tm-button--primary" to={href('boughtMaterials', {}, world)}>{t('boughtMaterials')}</Link>}>{t('notFound')}</EmptyState>
    </div>
  );
}

function OrderLoader({ world, id, mode }: { world: string; id: number; mode: Mode }) {
  const order = useQuery(['getOrder', id], () => getOrder(id));
  if (order.status === 'loading') return <LoadingState lines={5} />;
  // Another user's order answers 404 like a missing one (the API never tells them apart).
  if (order.status === 'error') return order.error.status === 404 ? <OrderNotFound world={world} /> : <ErrorState onRetry={order.retry} />;
  return <OrderDetails order={order.data.item} world={world} mode={mode} />;
}

const leadKey = (order: Order) =>
  order.downloadsAvailable ? 'confirmation.lead' : order.status === 'cancelled' || order.status === 'refunded' ? 'confirmation.leadClosed' : 'confirmation.leadHeld';

function OrderDetails({ order, world, mode }: { order: Order; world: string; mode: Mode }) {
  const { t, i18n } = useTranslation('thank-you-page');
  // The payment page asked to save the billing address and that failed; the order itself went through.
  const billingNotSaved = Boolean((useLocation().state as { billingNotSaved?: boolean } | null)?.billingNotSaved);
  // The buyer arrives from the payment form's button, far down the page: start at the top and read the outcome first.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.scrollingElement) document.scrollingElement.scrollTop = 0;
    title.current?.focus({ preventScroll: true });
  }, []);
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso)) : '—');
  return (
    <div className="tm-order">
      <h1 ref={title} tabIndex={-1} className="tm-page-title tm-order__title">{mode === 'invoice' ? t('invoice.title') : t('confirmation.title')}</h1>
      <p className="tm-order__lead">{t(leadKey(order), { id: order.id })}</p>
      {billingNotSaved && (
        <p role="status" className="tm-order__note">
          {t('billingNotSaved')} <Link to={href('billingAddress', {}, world)}>{t('billingNotSavedLink')}</Link>
        </p>
      )}
      <section className="tm-order__box" aria-label={t('invoice.number')}>
        <dl className="tm-order__facts">
          <dt>{t('invoice.number')}</dt>
          <dd data-testid="invoice-number">{order.invoice.number}</dd>
          <dt>{t('orderDate')}</dt>
          <dd>{date(order.createdAt)}</dd>
          <dt>{t('invoice.dueDate')}</dt>
          <dd data-testid="invoice-due">{date(order.invoice.dueDate)}</dd>
          <dt>{t('invoice.amount')}</dt>
          <dd>{formatPrice(order.finalPrice, order.currencyCode)}</dd>
        </dl>
        {order.status === 'awaiting_payment' && <p className="tm-order__hint">{t('invoice.hint')}</p>}
        <InvoiceButton orderId={order.id} number={order.invoice.number} />
      </section>
      <OrderState order={order} />
      <section className="tm-order__box" aria-labelledby="order-materials">
        <h2 id="order-materials">{t('materials')}</h2>
        <ul className="tm-order__items">
          {order.items.map((item) => (
            <li key={item.materialId} data-testid="order-item">
              <Link to={href('material', { id: String(item.materialId), slug: item.slug }, world)}>{item.title}</Link>
              {order.downloadsAvailable
                ? <DownloadButton materialId={item.materialId} slug={item.slug} />
                : <span className="tm-order__later">{t('orderState.afterPayment')}</span>}
            </li>
          ))}
        </ul>
      </section>
      <p className="tm-order__links">
        <Link className="tm-button" to={href('boughtMaterials', {}, world)}>{t('boughtMaterials')}</Link>
        <Link className="tm-button" to={href('home', {}, world)}>{t('continue')}</Link>
      </p>
    </div>
  );
}
