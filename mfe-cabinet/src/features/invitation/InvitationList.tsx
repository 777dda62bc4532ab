import { EmptyState, formatPrice, type Referral } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/** The date that belongs to the invitation's state. */
const dateOf = (r: Referral) => r.rewardedAt ?? r.registeredAt ?? r.invitedAt;

/** Everyone the user invited or who signed up through the link, with the state: sent, registered, rewarded. */
export function InvitationList({ invitations, currencyCode }: { invitations: Referral[]; currencyCode: string }) {
  const { t, i18n } = useTranslation('cabinet-materials');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="invitation-list">
      <h2 id="invitation-list">{t('invitation.listTitle')}</h2>
      {invitations.length === 0 ? (
        <EmptyState>{t('invitation.empty')}</EmptyState>
      ) : (
        <table className="tm-settings-table">
          <thead>
            <tr>
              <th scope="col">{t('invitation.colleague')}</th>
              <th scope="col">{t('invitation.state')}</th>
              <th scope="col">{t('invitation.date')}</th>
              <th scope="col" className="tm-amount">{t('invitation.reward')}</th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((r) => {
              const date = dateOf(r);
              return (
                <tr key={r.id} data-testid="referral-row">
                  <td>
                    <span className="tm-invitation__who">{r.email ?? r.name}</span>
                    {r.email && r.name && <span className="tm-settings-note"> ({r.name})</span>}
                    {!r.email && <span className="tm-settings-note"> · {t('invitation.viaLink')}</span>}
                  </td>
                  <td data-label={t('invitation.state')}>
                    <span className={`tm-invitation__state tm-invitation__state--${r.state}`}>{t(`invitation.states.${r.state}`)}</span>
                  </td>
                  <td data-label={t('invitation.date')}>{date && <time dateTime={date}>{format.format(new Date(date))}</time>}</td>
                  <td className="tm-amount" data-label={t('invitation.reward')}>{r.reward !== null ? `+${formatPrice(r.reward, currencyCode)}` : '–'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
