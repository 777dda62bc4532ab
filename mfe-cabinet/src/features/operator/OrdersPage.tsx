import { EmptyState, formatPrice, href, invalidateQueries, type OperatorOrder, type PageProps, useQuery } from '@teachmarket/shared-kit';
import { Field, QueryView } from '@teachmarket/shared-kit/page-ui';
import { cancelOrder, getOperatorOrders, markOrderPaid } from '@teachmarket/shared-kit/operator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../ui/ListPager';
import { actionError, dateTime } from './action-error';
import { ConfirmStep } from './ConfirmStep';
import { OperatorLayout } from './OperatorLayout';

const pageOf = (query: URLSearchParams) => Math.max(1, Number(query.get('page')) || 1);
const today = () => new Date().toISOString().slice(0, 10);
/** What a settled or cancelled order changes besides this list. */
const AFTER_ACTION = ['operatorOrders', 'operatorUser', 'operatorAudit'];

/** Issue 12/19: invoice orders awaiting payment; book the bank transfer or cancel. */
export default function OrdersPage({ world, routeId, query }: PageProps) {
  const { t } = useTranslation('operator');
  return (
    <OperatorLayout world={world} routeId={routeId} title={t('nav.orders')}>
      <Orders world={world} page={pageOf(query)} />
    </OperatorLayout>
  );
}

function Orders({ world, page }: { world: string; page: number }) {
  const { t } = useTranslation('operator');
  const [notice, setNotice] = useState('');
  const orders = useQuery(['operatorOrders', page], () => getOperatorOrders(page));
  return (
    <>
      <p className="tm-settings-note">{t('orders.intro')}</p>
      <p className="tm-settings-ok" role="status">{notice}</p>
      <QueryView query={orders}>
        {({ items, total, per_page }) => (items.length === 0 ? <EmptyState>{t('orders.empty')}</EmptyState> : (
          <>
            <ul className="tm-operator__list">
              {items.map((o) => <Order key={o.id} order={o} onDone={setNotice} />)}
            </ul>
            <ListPager page={page} total={total} perPage={per_page} label={t('nav.orders')} to={(p) => href('operatorOrders', {}, world, { query: { page: p } })} />
          </>
        ))}
      </QueryView>
    </>
  );
}

function Order({ order: o, onDone }: { order: OperatorOrder; onDone: (text: string) => void }) {
  const { t, i18n } = useTranslation('operator');
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      onDone(done);
      invalidateQueries(...AFTER_ACTION);
      return null;
    } catch (error) {
      const { message, stale } = actionError(t, error, AFTER_ACTION);
      if (!stale) return message;
      onDone(message);
      return null;
    }
  };
  const markPaid = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) return Promise.resolve(t('errors.date'));
    if (!reference.trim()) return Promise.resolve(t('errors.reference'));
    return run(() => markOrderPaid(o.id, { paidOn, reference: reference.trim() }), t('orders.paid', { invoice: o.invoiceNumber }));
  };
  return (
    <li className="tm-operator__item" data-testid="awaiting-order">
      <h2>{t('orders.invoice')} {o.invoiceNumber}</h2>
      <dl className="tm-operator__facts">
        <div><dt>{t('orders.buyer')}</dt><dd>{o.buyer.name} &lt;{o.buyer.email}&gt;</dd></div>
        <div><dt>{t('orders.total')}</dt><dd><strong>{formatPrice(o.total, o.currencyCode)}</strong></dd></div>
        <div>
          <dt>{t('orders.due')}</dt>
          <dd>{o.dueDate ? dateTime(i18n.language, o.dueDate) : '–'}{o.overdue && <span className="tm-operator__badge"> {t('orders.overdue')}</span>}</dd>
        </div>
      </dl>
      <div className="tm-operator__actions">
        <ConfirmStep primary label={t('orders.markPaid')} question={t('orders.markPaidQuestion', { invoice: o.invoiceNumber })} onConfirm={markPaid}>
          <div className="tm-operator__fields">
            <Field id={`paid-on-${o.id}`} label={t('orders.paidOn')}>
              <input type="date" required max={today()} value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
            </Field>
            <Field id={`reference-${o.id}`} label={t('orders.reference')}>
              <input required maxLength={140} autoComplete="off" value={reference} onChange={(e) => setReference(e.target.value)} />
            </Field>
          </div>
        </ConfirmStep>
        <ConfirmStep danger label={t('orders.cancel')} question={t('orders.cancelQuestion', { invoice: o.invoiceNumber })} reasonLabel={t('confirm.reason')}
          onConfirm={(reason) => run(() => cancelOrder(o.id, reason), t('orders.cancelled', { invoice: o.invoiceNumber }))} />
      </div>
    </li>
  );
}
