import { ErrorState, formatPrice, href, Link, LoadingState, type SellerBalanceResponse, useQuery, type World } from '@teachmarket/shared-kit';
import { getSellerBalance } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';

/**
 * The seller's balance per currency (issue 12): earned (net of paid sales, minus refunds), paid
 * out, on its way, awaiting the buyers' payment and available for the next monthly payout.
 */
export function BalancePanel({ world }: { world: World }) {
  const { t } = useTranslation('cabinet-sales');
  const balance = useQuery(['getSellerBalance'], () => getSellerBalance());
  return (
    <section className="tm-sales-section" aria-labelledby="sales-balance">
      <h2 id="sales-balance">{t('balance.title')}</h2>
      {balance.status === 'loading' && <LoadingState lines={2} />}
      {balance.status === 'error' && <ErrorState onRetry={balance.retry} />}
      {balance.status === 'success' && <Balance data={balance.data} world={world} />}
    </section>
  );
}

function Balance({ data, world }: { data: SellerBalanceResponse; world: World }) {
  const { t, i18n } = useTranslation('cabinet-sales');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (!data.items.length) return <p className="tm-settings-note">{t('balance.none')}</p>;
  return (
    <>
      {data.items.map((b) => (
        <dl key={b.currencyCode} className="tm-sales-summary tm-sales-balance" data-testid={`balance-${b.currencyCode}`}>
          <div><dt>{t('balance.available')}</dt><dd>{formatPrice(b.available, b.currencyCode)}</dd></div>
          <div><dt>{t('balance.earned')}</dt><dd>{formatPrice(b.earned, b.currencyCode)}</dd></div>
          <div><dt>{t('balance.awaiting')}</dt><dd>{formatPrice(b.awaitingPayment, b.currencyCode)}</dd></div>
          <div><dt>{t('balance.pending')}</dt><dd>{formatPrice(b.pendingPayout, b.currencyCode)}</dd></div>
          <div><dt>{t('balance.paidOut')}</dt><dd>{formatPrice(b.paidOut, b.currencyCode)}</dd></div>
        </dl>
      ))}
      <p className="tm-settings-note">
        {t('balance.rule', { amount: data.items.map((b) => formatPrice(b.minimumPayout, b.currencyCode)).join(' / ') })}
        {!data.hasPayoutAccount && <> <Link to={href('accountBankDetails', {}, world)}>{t('balance.addAccount')}</Link></>}
      </p>
      {data.payouts.length > 0 && (
        <table className="tm-settings-table" data-testid="payouts">
          <caption className="tm-visually-hidden">{t('balance.payouts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sales.date')}</th>
              <th scope="col">IBAN</th>
              <th scope="col" className="tm-amount">{t('balance.amount')}</th>
              <th scope="col">{t('money.state')}</th>
            </tr>
          </thead>
          <tbody>
            {data.payouts.map((p) => (
              <tr key={p.id}>
                <td data-label={t('sales.date')}><time dateTime={p.createdAt}>{date.format(new Date(p.createdAt))}</time></td>
                <td data-label="IBAN">{p.ibanMasked}</td>
                <td className="tm-amount" data-label={t('balance.amount')}>{formatPrice(p.amount, p.currencyCode)}</td>
                <td data-label={t('money.state')}>{p.paidAt ? t('balance.paidOn', { date: date.format(new Date(p.paidAt)) }) : t('balance.onItsWay')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
