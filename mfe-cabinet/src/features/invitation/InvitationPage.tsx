import { ErrorState, formatPrice, href, Link, LoadingState, type Referral, useQuery, type World } from '@teachmarket/shared-kit';
import { getReferrals } from '@teachmarket/shared-kit/page-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cabinetPage } from '../../ui/cabinet-page';
import { InvitationList } from './InvitationList';
import { InviteForm } from './InviteForm';
import { ReferralLink } from './ReferralLink';
import './invitation.css';

/**
 * spec §2 "referral invitation /invitation" (§7 "referrals"): the user's personal sign-up link, invitations by
 * e-mail, and what became of them (sent, registered, rewarded). The rule: a colleague who signs up through the
 * link and places a first paid order earns the inviter credits (REFERRAL_LIMITS, in the user's currency).
 */
export default cabinetPage('cabinet-materials', (t) => ({ title: t('invitation.title'), loginMessage: t('invitation.loginRequired') }), Invitation);

function Invitation({ world }: { world: World }) {
  const { t } = useTranslation('cabinet-materials');
  const overview = useQuery(['getReferrals'], () => getReferrals());
  // Invitations sent on this page, shown at once above the loaded ones.
  const [added, setAdded] = useState<Referral[]>([]);
  if (overview.status === 'loading') return <LoadingState lines={5} />;
  if (overview.status === 'error') return <ErrorState onRetry={overview.retry} />;
  const o = overview.data.item;
  const money = (amount: number) => formatPrice(amount, o.currencyCode);
  const invitations = [...added, ...o.invitations.filter((i) => !added.some((a) => a.id === i.id))];
  return (
    <>
      {o.invitedBy && <p className="tm-settings-note">{t('invitation.invitedBy', { name: o.invitedBy })}</p>}
      <section className="tm-settings-form tm-invitation__rule" aria-labelledby="invitation-rule">
        <h2 id="invitation-rule">{t('invitation.ruleTitle')}</h2>
        <p className="tm-invitation__reward">{t('invitation.rule', { amount: money(o.reward) })}</p>
        <p className="tm-settings-note">{t('invitation.ruleDetail')}</p>
        <p>
          <strong data-testid="referral-earned">{t('invitation.earned', { amount: money(o.earned) })}</strong>{' '}
          <Link to={href('credit', {}, world)}>{t('invitation.toCredits')}</Link>
        </p>
      </section>
      <ReferralLink link={`${window.location.origin}${href('register', {}, world, { query: { ref: o.code } })}`} />
      <InviteForm perDay={o.invitationsPerDay} onSent={(r) => setAdded((list) => [r, ...list])} />
      <InvitationList invitations={invitations} currencyCode={o.currencyCode} />
    </>
  );
}
