import {
  ErrorState, formatPrice, getSellerFee, LoadingState, useQuery, type PageProps, type SellerFeeResponse,
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { CabinetLayout } from '../../ui/CabinetLayout';
import '../../ui/sales.css';
import './fee.css';

/**
 * spec §2 cabinet /fee: the seller's platform fee. Model (shared-kit FEE_TIERS): the revenue of the
 * last 365 days decides the tier; the page shows the tier, how it was computed and how far the next one is.
 */
export default function FeePage({ world, routeId }: PageProps) {
  const { t } = useTranslation('cabinet-sales');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('fee.title')} sellerOnly>
      <Fee />
    </CabinetLayout>
  );
}

function Fee() {
  const fee = useQuery(['getSellerFee'], () => getSellerFee());
  if (fee.status === 'loading') return <LoadingState />;
  if (fee.status === 'error') return <ErrorState onRetry={fee.retry} />;
  return <FeeView data={fee.data} />;
}

function FeeView({ data }: { data: SellerFeeResponse }) {
  const { t, i18n } = useTranslation('cabinet-sales');
  const money = (value: number) => formatPrice(value, data.currencyCode);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const period = { from: date.format(new Date(data.periodStart)), to: date.format(new Date(data.periodEnd)) };
  return (
    <>
      <section className="tm-settings-form" aria-labelledby="fee-current">
        <h2 id="fee-current">{t('fee.current', { tier: t(`fee.tiers.${data.tier}`) })}</h2>
        <p className="tm-credit__amount" data-testid="fee-percent">{t('fee.percent', { percent: data.feePercent })}</p>
        <p>{t('fee.explain', { percent: data.feePercent, keep: 100 - data.feePercent })}</p>
        <dl className="tm-sales-summary">
          <div><dt>{t('fee.revenue', period)}</dt><dd data-testid="fee-revenue">{money(data.revenue)}</dd></div>
          <div><dt>{t('fee.fee')}</dt><dd>{money(data.fee)}</dd></div>
          <div><dt>{t('fee.payout')}</dt><dd>{money(data.payout)}</dd></div>
        </dl>
        <p className="tm-settings-note">{t('fee.salesCount', { n: data.sales })}</p>
      </section>
      {data.next ? (
        <section className="tm-settings-form" aria-labelledby="fee-next">
          <h2 id="fee-next">{t('fee.nextTitle', { tier: t(`fee.tiers.${data.next.id}`), percent: data.next.feePercent })}</h2>
          <div
            className="tm-fee-progress" role="progressbar" aria-labelledby="fee-next" aria-valuemin={0} aria-valuemax={100}
            aria-valuenow={data.next.progressPercent} aria-valuetext={t('fee.progress', { percent: data.next.progressPercent })}
          >
            <span style={{ width: `${data.next.progressPercent}%` }} />
          </div>
          <p data-testid="fee-missing">{t('fee.missing', { amount: money(data.next.missing), threshold: money(data.next.minRevenue) })}</p>
        </section>
      ) : (
        <p className="tm-settings-ok">{t('fee.topReached')}</p>
      )}
      <section aria-labelledby="fee-tiers" className="tm-sales-section">
        <h2 id="fee-tiers">{t('fee.howTitle')}</h2>
        <p className="tm-settings-note">{t('fee.how')}</p>
        <table className="tm-settings-table" data-testid="fee-tiers">
          <thead>
            <tr>
              <th scope="col">{t('fee.tier')}</th>
              <th scope="col">{t('fee.from')}</th>
              <th scope="col" className="tm-amount">{t('fee.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {data.tiers.map((tier) => (
              <tr key={tier.id} aria-current={tier.id === data.tier ? 'true' : undefined} className={tier.id === data.tier ? 'tm-fee-tier--current' : undefined}>
                <td>{t(`fee.tiers.${tier.id}`)}{tier.id === data.tier && <> <span className="tm-feedback__kind">{t('fee.yours')}</span></>}</td>
                <td data-label={t('fee.from')}>{money(tier.minRevenue)}</td>
                <td className="tm-amount" data-label={t('fee.rate')}>{t('fee.percent', { percent: tier.feePercent })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
