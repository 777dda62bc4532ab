import {
  EmptyState, ErrorState, formatPrice, getCredits, LoadingState, useQuery, type CreditEntry, type PageProps,
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { CabinetLayout } from '../../ui/CabinetLayout';

/** spec §3 User.profileDetails.credits / availableCredits, cabinet /credit: the balance and where it came from. */
export default function CreditPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('cabinet-settings');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('credit.title')}>
      <Credits />
    </CabinetLayout>
  );
}

function Credits() {
  const { t, i18n } = useTranslation('cabinet-settings');
  const credits = useQuery(['getCredits'], () => getCredits());
  if (credits.status === 'loading') return <LoadingState />;
  if (credits.status === 'error') return <ErrorState onRetry={credits.retry} />;
  const { amount, currencyCode, history } = credits.data.item;
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
        <table className="tm-settings-table">
          <thead>
            <tr>
              <th scope="col">{t('credit.date')}</th>
              <th scope="col">{t('credit.what')}</th>
              <th scope="col" className="tm-amount">{t('credit.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((e) => (
              <tr key={e.id}>
                <td data-label={t('credit.date')}><time dateTime={e.createdAt}>{date.format(new Date(e.createdAt))}</time></td>
                <td>{what(e)}</td>
                <td className="tm-amount" data-label={t('credit.amount')}>{e.amount > 0 ? '+' : '−'}{formatPrice(Math.abs(e.amount), currencyCode)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
