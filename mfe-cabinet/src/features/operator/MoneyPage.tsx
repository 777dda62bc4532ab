import { EmptyState, formatPrice, href, saveBlob, useQuery, type OperatorOrder, type PageProps, type Payout } from '@teachmarket/shared-kit';
import { Field, QueryView } from '@teachmarket/shared-kit/page-ui';
import {
  downloadSepaFile, getPaidOrders, getPayouts, markPayoutPaid, refundOrder, runPayouts,
} from '@teachmarket/shared-kit/operator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../ui/ListPager';
import { dateTime, runAction } from './action-error';
import { ConfirmStep } from './ConfirmStep';
import { OperatorLayout } from './OperatorLayout';
import { useNotice } from './use-notice';

/** What a refund or a payout step makes stale. */
const AFTER = ['operatorPaidOrders', 'operatorPayouts', 'operatorOrders', 'operatorUser', 'operatorAudit'];
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Issue 19 "orders and money": refund a paid order (downloads revoked, the sellers' net reversed),
 * create the payouts of the sellers' balances, export the pending EUR payouts as a SEPA file and book
 * each payout the bank executed. Every step asks first; the API audits it.
 */
export default function MoneyPage({ world, routeId, query }: PageProps) {
  const { t } = useTranslation('operator');
  const { notice, show: setNotice, ref: noticeRef } = useNotice();
  const page = Math.max(1, Number(query.get('page')) || 1);
  return (
    <OperatorLayout world={world} routeId={routeId} title={t('nav.money')}>
      <p className="tm-settings-ok" role="status" tabIndex={-1} ref={noticeRef}>{notice}</p>
      <Payouts onDone={setNotice} />
      <Refunds world={world} page={page} onDone={setNotice} />
    </OperatorLayout>
  );
}

type Translate = ReturnType<typeof useTranslation<'operator'>>['t'];

const run = (t: Translate, action: () => Promise<unknown>, done: string, onDone: (s: string) => void) => runAction(t, action, done, onDone, AFTER);

function Payouts({ onDone }: { onDone: (s: string) => void }) {
  const { t } = useTranslation('operator');
  const pending = useQuery(['operatorPayouts', 'pending'], () => getPayouts('pending'));
  const created = async () => {
    const result = await runPayouts();
    return t('money.ran', { created: String(result.created.length), waiting: String(result.withoutAccount.length) });
  };
  return (
    <section className="tm-operator__section" aria-labelledby="money-payouts">
      <h2 id="money-payouts">{t('money.payouts')}</h2>
      <p className="tm-settings-note">{t('money.payoutsIntro')}</p>
      <div className="tm-operator__actions">
        <ConfirmStep primary label={t('money.run')} question={t('money.runQuestion')}
          onConfirm={async () => {
            let text = '';
            const failed = await run(t, async () => { text = await created(); }, '', () => undefined);
            if (!failed) onDone(text);
            return failed;
          }} />
        <ConfirmStep label={t('money.sepa')} question={t('money.sepaQuestion')}
          onConfirm={() => run(t, async () => saveBlob(await downloadSepaFile(), `teachmarket-payouts-${today()}.xml`), t('money.sepaDone'), onDone)} />
      </div>
      <QueryView query={pending}>
        {({ items }) => (items.length === 0 ? <EmptyState>{t('money.noPayouts')}</EmptyState> : (
          <ul className="tm-operator__list">
            {items.map((p) => <PendingPayout key={p.id} payout={p} onDone={onDone} />)}
          </ul>
        ))}
      </QueryView>
    </section>
  );
}

function PendingPayout({ payout: p, onDone }: { payout: Payout; onDone: (s: string) => void }) {
  const { t, i18n } = useTranslation('operator');
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const markPaid = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) return Promise.resolve(t('errors.date'));
    if (!reference.trim()) return Promise.resolve(t('errors.reference'));
    return run(t, () => markPayoutPaid(p.id, { paidOn, reference: reference.trim() }), t('money.payoutPaid', { id: p.id }), onDone);
  };
  return (
    <li className="tm-operator__item" data-testid="pending-payout">
      <h3>{t('audit.subjects.payout', { id: p.id })}: {p.seller.name}</h3>
      <dl className="tm-operator__facts">
        <div><dt>{t('orders.total')}</dt><dd><strong>{formatPrice(p.amount, p.currencyCode)}</strong></dd></div>
        <div><dt>{t('money.account')}</dt><dd>{p.accountHolder}, {p.ibanMasked}</dd></div>
        <div><dt>{t('money.created')}</dt><dd>{dateTime(i18n.language, p.createdAt)}</dd></div>
      </dl>
      <div className="tm-operator__actions">
        <ConfirmStep primary label={t('orders.markPaid')} question={t('money.markPaidQuestion', { id: p.id, seller: p.seller.name })} onConfirm={markPaid}>
          <div className="tm-operator__fields">
            <Field id={`payout-on-${p.id}`} label={t('money.executedOn')}>
              <input type="date" required max={today()} value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
            </Field>
            <Field id={`payout-ref-${p.id}`} label={t('orders.reference')}>
              <input required maxLength={140} autoComplete="off" value={reference} onChange={(e) => setReference(e.target.value)} />
            </Field>
          </div>
        </ConfirmStep>
      </div>
    </li>
  );
}

function Refunds({ world, page, onDone }: { world: string; page: number; onDone: (s: string) => void }) {
  const { t } = useTranslation('operator');
  const orders = useQuery(['operatorPaidOrders', page], () => getPaidOrders(page));
  return (
    <section className="tm-operator__section" aria-labelledby="money-refunds">
      <h2 id="money-refunds">{t('money.refunds')}</h2>
      <p className="tm-settings-note">{t('money.refundsIntro')}</p>
      <QueryView query={orders}>
        {({ items, total, per_page }) => (items.length === 0 ? <EmptyState>{t('money.noPaidOrders')}</EmptyState> : (
          <>
            <ul className="tm-operator__list">
              {items.map((o) => <PaidOrder key={o.id} order={o} onDone={onDone} />)}
            </ul>
            <ListPager page={page} total={total} perPage={per_page} label={t('money.refunds')} to={(p) => href('operatorMoney', {}, world, { query: { page: p } })} />
          </>
        ))}
      </QueryView>
    </section>
  );
}

function PaidOrder({ order: o, onDone }: { order: OperatorOrder; onDone: (s: string) => void }) {
  const { t, i18n } = useTranslation('operator');
  return (
    <li className="tm-operator__item" data-testid="paid-order">
      <h3>{t('orders.invoice')} {o.invoiceNumber}</h3>
      <dl className="tm-operator__facts">
        <div><dt>{t('orders.buyer')}</dt><dd>{o.buyer.name} &lt;{o.buyer.email}&gt;</dd></div>
        <div><dt>{t('orders.total')}</dt><dd><strong>{formatPrice(o.total, o.currencyCode)}</strong></dd></div>
        <div><dt>{t('money.paidOn')}</dt><dd>{o.paidAt ? dateTime(i18n.language, o.paidAt) : '–'}{o.paymentReference ? ` (${o.paymentReference})` : ''}</dd></div>
      </dl>
      <div className="tm-operator__actions">
        <ConfirmStep danger label={t('money.refund')} question={t('money.refundQuestion', { invoice: o.invoiceNumber })} reasonLabel={t('confirm.reason')}
          onConfirm={(reason) => run(t, () => refundOrder(o.id, reason), t('money.refunded', { invoice: o.invoiceNumber }), onDone)} />
      </div>
    </li>
  );
}
