import { EmptyState, formatPrice, type Referral } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';

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
        <DataTable
          rows={invitations}
          rowKey={(r) => r.id}
          rowProps={() => ({ 'data-testid': 'referral-row' })}
          columns={[
            {
              head: t('invitation.colleague'), unlabelled: true,
              cell: (r) => (
                <>
                  <span className="tm-invitation__who">{r.email ?? r.name}</span>
                  {r.email && r.name && <span className="tm-settings-note"> ({r.name})</span>}
                  {!r.email && <span className="tm-settings-note"> · {t('invitation.viaLink')}</span>}
                </>
              ),
            },
            {
              head: t('invitation.state'),
              cell: (r) => <span className={`tm-invitation__state tm-invitation__state--${r.state}`}>{t(`invitation.states.${r.state}`)}</span>,
            },
            {
              head: t('invitation.date'),
              cell: (r) => {
                const date = dateOf(r);
                return date && <time dateTime={date}>{format.format(new Date(date))}</time>;
              },
            },
            { head: t('invitation.reward'), amount: true, cell: (r) => (r.reward !== null ? `+${formatPrice(r.reward, currencyCode)}` : '–') },
          ]}
        />
      )}
    </section>
  );
}
