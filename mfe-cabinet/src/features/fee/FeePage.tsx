import { formatPrice, useQuery, type SellerFeeResponse } from '@teachmarket/shared-kit';
import { QueryView } from '@teachmarket/shared-kit/page-ui';
import { getSellerFee } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import { cabinetPage } from '../../ui/cabinet-page';
import { DataTable } from '../../ui/DataTable';
import '../../ui/sales.css';
import './fee.css';

/**
 * spec §2 cabinet /fee: the seller's platform fee. Model (shared-kit FEE_TIERS): the revenue of the
 * last 365 days decides the tier; the page shows the tier, how it was computed and how far the next one is.
 */
export default cabinetPage('cabinet-sales', (t) => ({ title: t('fee.title') }), Fee, { sellerOnly: true });

function Fee() {
  const fee = useQuery(['getSellerFee'], () => getSellerFee());
  return <QueryView query={fee}>{(data) => <FeeView data={data} />}</QueryView>;
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
        <DataTable
          testId="fee-tiers"
          rows={data.tiers}
          rowKey={(tier) => tier.id}
          rowProps={(tier) => (tier.id === data.tier ? { 'aria-current': 'true', className: 'tm-fee-tier--current' } : {})}
          columns={[
            {
              head: t('fee.tier'), unlabelled: true,
              cell: (tier) => <>{t(`fee.tiers.${tier.id}`)}{tier.id === data.tier && <> <span className="tm-feedback__kind">{t('fee.yours')}</span></>}</>,
            },
            { head: t('fee.from'), cell: (tier) => money(tier.minRevenue) },
            { head: t('fee.rate'), amount: true, cell: (tier) => t('fee.percent', { percent: tier.feePercent }) },
          ]}
        />
      </section>
    </>
  );
}
