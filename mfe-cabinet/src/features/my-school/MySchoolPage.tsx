import {
  EmptyState, ErrorState, href, invalidateQueries, Link, LoadingState, type MySchoolResponse, type PageProps, useQuery,
} from '@teachmarket/shared-kit';
import { getMySchool } from '@teachmarket/shared-kit/page-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { InvitationPanel } from './InvitationPanel';
import { InviteForm, PendingInvitations } from './Invitations';
import { Members } from './Members';
import { Verification } from './Verification';
import '../../ui/school.css';

/**
 * spec §2 /my-school, §6 school roles: the school's page for its members (name, verification,
 * members, school wishlist); the admin (role master) also invites, withdraws invitations, removes
 * members and hands over the admin role. ?invitation=… is the accept link an invited account gets.
 */
export default function MySchoolPage({ world, routeId, query }: PageProps) {
  const { t } = useTranslation('my-school');
  const [version, setVersion] = useState(0);
  const token = query.get('invitation');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('school.title')} loginMessage={t('school.loginRequired')}>
      {token && <InvitationPanel token={token} onJoined={() => setVersion((v) => v + 1)} />}
      <SchoolView key={version} world={world} invited={Boolean(token)} />
    </CabinetLayout>
  );
}

function SchoolView({ world, invited }: { world: string; invited: boolean }) {
  const { t } = useTranslation('my-school');
  const mine = useQuery(['getMySchool'], () => getMySchool());
  // After a change the page reloads the school behind the current view (the forms keep their messages).
  const [shown, setShown] = useState<MySchoolResponse | null>(null);
  if (mine.status === 'success' && mine.data !== shown) setShown(mine.data);
  // A change made here (or by another reader of the school) drops the cached school and loads it again.
  const reload = () => invalidateQueries('getMySchool');
  if (mine.status === 'loading') return shown ? <School world={world} data={shown} onChanged={reload} /> : <LoadingState />;
  if (mine.status === 'error') {
    // spec §6: a 403 means "not a member of a school account", not a failure.
    if (mine.error.status !== 403) return <ErrorState onRetry={mine.retry} />;
    if (invited) return null;
    return <EmptyState action={<Link className="tm-button tm-button--primary" to={href('schoolCreate', {}, world)}>{t('createSchool')}</Link>}>{t('notMember')}</EmptyState>;
  }
  return <School world={world} data={mine.data} onChanged={reload} />;
}

function School({ world, data, onChanged }: { world: string; data: MySchoolResponse; onChanged: () => void }) {
  const { t } = useTranslation(['my-school', 'school-create']);
  const { school, role } = data;
  const isAdmin = role === 'master';
  return (
    <div className="tm-my-school">
      <section className="tm-my-school__summary" aria-labelledby="my-school-name">
        <h2 id="my-school-name">{school.name}</h2>
        <p>{t('school.type', { type: t(`school-create:types.${school.schoolType}`) })}</p>
        <p>{isAdmin ? t('school.roleAdmin') : t('school.roleMember')}</p>
        <p>
          <Link to={href('schoolWishlist', {}, world)}>{t('wishlistTitle')}</Link> · {t('total', { total: data.wishlistTotal })}
          {isAdmin && <> · <Link to={href('schoolAccount', {}, world)}>{t('school.accountLink')}</Link></>}
        </p>
      </section>
      <Verification school={school} isAdmin={isAdmin} />
      <Members members={data.members} isAdmin={isAdmin} onChanged={onChanged} />
      {isAdmin && <InviteForm onSent={onChanged} />}
      {isAdmin && <PendingInvitations invitations={data.invitations} onChanged={onChanged} />}
    </div>
  );
}
