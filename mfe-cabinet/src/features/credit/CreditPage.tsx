import { EmptyState, formatPrice, useQuery, type CreditEntry, type CreditsResponse } from '@teachmarket/shared-kit';
import { QueryView } from '@teachmarket/shared-kit/page-ui';
import { getCredits } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import { cabinetPage } from '../../ui/cabinet-page';
import { DataTable } from '../../ui/DataTable';

/** spec §3 User.profileDetails.credits / availableCredits, cabinet /credit: the balance and where it came from. */
export default cabinetPage('cabinet-settings', (t) => ({ title: t('credit.title') }), Credits);

function Credits() {
  const credits = useQuery(['getCredits'], () => getCredits());
  return <QueryView query={credits}>{(data) => <CreditView {...data.item} />}</QueryView>;
}

function CreditView({ amount, currencyCode, history }: CreditsResponse['item']) {
  const { t, i18n } = useTranslation('cabinet-settings');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const what = (e: CreditEntry) => (e.kind === 'order' ? t('credit.kinds.order', { id: e.orderId ?? '' }) : t(`credit.kinds.${e.kind}`));
  return (
    <>
      <section className="tm-settings-form" aria-labelledby="credit-balance">
        <h2 id="credit-balance" className="tm-settings-note">{t('credit.balance')}</h2>
        <p className="tm-credit__amount" data-testid="credit-balance">{formatPrice(amount, currencyCode)}</p>
        <p className="tm-settings-note">{t('credit.intro')}</p>
      </section>
      <h2>{t('credit.history')}</h2>
      {history.length === 0 ? (
        <EmptyState>{t('credit.empty')}</EmptyState>
      ) : (
        <DataTable
          rows={history}
          rowKey={(e) => e.id}
          columns={[
            { head: t('credit.date'), cell: (e) => <time dateTime={e.createdAt}>{date.format(new Date(e.createdAt))}</time> },
            { head: t('credit.what'), unlabelled: true, cell: what },
            { head: t('credit.amount'), amount: true, cell: (e) => `${e.amount > 0 ? '+' : '−'}${formatPrice(Math.abs(e.amount), currencyCode)}` },
          ]}
        />
      )}
    </>
  );
}
