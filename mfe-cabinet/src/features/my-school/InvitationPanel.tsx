import { apiErrorBody, LoadingState, useQuery, type SchoolInvitationInfo, unavailableWhile } from '@teachmarket/shared-kit';
import { acceptSchoolInvitation, declineSchoolInvitation, getSchoolInvitation } from '@teachmarket/shared-kit/page-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshUser } from '../../lib/refresh-user';

type Outcome = { kind: 'joined' | 'declined' | 'error'; text: string };

/**
 * The accept link an existing account gets by e-mail (/my-school?invitation=…; spec §2 /invitation
 * is the referral invitation, a different thing). Accepting makes the user a member (spec §6).
 */
export function InvitationPanel({ token, onJoined }: { token: string; onJoined: () => void }) {
  const { t } = useTranslation('my-school');
  const info = useQuery(['getSchoolInvitation', token], () => getSchoolInvitation(token));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (outcome) {
    return <p role={outcome.kind === 'error' ? 'alert' : 'status'} className={outcome.kind === 'error' ? 'tm-banner--error' : 'tm-settings-ok'}>{outcome.text}</p>;
  }
  if (info.status === 'loading') return <LoadingState />;
  if (info.status === 'error') {
    // 410: unknown, answered, withdrawn or expired link (the API's codes tell which; one message says all).
    return <p role="alert" className="tm-banner--error">{info.error.status === 410 ? t('invitation.gone') : t('members.failed')}</p>;
  }
  return <Offer token={token} info={info.data} onJoined={onJoined} onOutcome={setOutcome} />;
}

interface OfferProps {
  token: string;
  info: SchoolInvitationInfo;
  onJoined: () => void;
  onOutcome: (outcome: Outcome) => void;
}

function Offer({ token, info, onJoined, onOutcome }: OfferProps) {
  const { t } = useTranslation('my-school');
  const [busy, setBusy] = useState(false);
  const answer = async (accept: boolean) => {
    setBusy(true);
    try {
      if (accept) {
        await acceptSchoolInvitation(token);
        // spec §3 profileDetails.schoolAccount: the session's user now belongs to the school.
        await refreshUser();
        onOutcome({ kind: 'joined', text: t('invitation.joined', { school: info.schoolName }) });
        onJoined();
      } else {
        await declineSchoolInvitation(token);
        onOutcome({ kind: 'declined', text: t('invitation.declined') });
      }
    } catch (e) {
      const { status, code } = apiErrorBody(e);
      onOutcome({ kind: 'error', text: status === 410 ? t('invitation.gone') : code === 'already_in_school' ? t('invitation.inSchool') : t('members.failed') });
    }
    setBusy(false);
  };
  return (
    <section className="tm-my-school__section tm-my-school__invitation" aria-labelledby="my-school-invitation">
      <h2 id="my-school-invitation">{t('invitation.title')}</h2>
      {!info.forYou ? <p>{t('invitation.notForYou', { email: info.email })}</p> : info.inSchool ? <p>{t('invitation.inSchool')}</p> : (
        <>
          <p>{t('invitation.offer', { school: info.schoolName })}</p>
          <div className="tm-my-school__actions">
            <button type="button" className="tm-button tm-button--primary" {...unavailableWhile(busy, () => void answer(true))}>{t('invitation.accept')}</button>
            <button type="button" className="tm-button" {...unavailableWhile(busy, () => void answer(false))}>{t('invitation.decline')}</button>
          </div>
        </>
      )}
    </section>
  );
}
