import { EmptyState, href, invalidateQueries, type PageProps, useQuery, type VerificationRequest } from '@teachmarket/shared-kit';
import { QueryView } from '@teachmarket/shared-kit/page-ui';
import { approveSchoolVerification, getVerificationRequests, rejectSchoolVerification } from '@teachmarket/shared-kit/operator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../ui/ListPager';
import { actionError, dateTime } from './action-error';
import { ConfirmStep } from './ConfirmStep';
import { OperatorLayout } from './OperatorLayout';

const pageOf = (query: URLSearchParams) => Math.max(1, Number(query.get('page')) || 1);

/** Issue 19: the school verification queue (spec §6 verified school user), oldest request first. */
export default function SchoolsPage({ world, routeId, query }: PageProps) {
  const { t } = useTranslation('operator');
  return (
    <OperatorLayout world={world} routeId={routeId} title={t('nav.schools')}>
      <Queue world={world} page={pageOf(query)} />
    </OperatorLayout>
  );
}

function Queue({ world, page }: { world: string; page: number }) {
  const { t } = useTranslation('operator');
  const [notice, setNotice] = useState('');
  const requests = useQuery(['operatorVerificationRequests', page], () => getVerificationRequests(page));
  return (
    <>
      <p className="tm-settings-note">{t('schools.intro')}</p>
      <p className="tm-settings-ok" role="status">{notice}</p>
      <QueryView query={requests}>
        {({ items, total, per_page }) => (items.length === 0 ? <EmptyState>{t('schools.empty')}</EmptyState> : (
          <>
            <ul className="tm-operator__list">
              {items.map((r) => <Request key={r.schoolId} request={r} onDone={setNotice} />)}
            </ul>
            <ListPager page={page} total={total} perPage={per_page} label={t('nav.schools')} to={(p) => href('operatorSchools', {}, world, { query: { page: p } })} />
          </>
        ))}
      </QueryView>
    </>
  );
}

function Request({ request: r, onDone }: { request: VerificationRequest; onDone: (text: string) => void }) {
  const { t, i18n } = useTranslation('operator');
  const decide = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      onDone(done);
      invalidateQueries('operatorVerificationRequests');
      return null;
    } catch (error) {
      const { message, stale } = actionError(t, error, ['operatorVerificationRequests']);
      if (!stale) return message;
      onDone(message);
      return null;
    }
  };
  return (
    <li className="tm-operator__item" data-testid="verification-request">
      <h2>{r.name}</h2>
      <dl className="tm-operator__facts">
        <div><dt>{t('schools.domain')}</dt><dd><strong>{r.domain}</strong></dd></div>
        <div><dt>{t('schools.admin')}</dt><dd>{r.admin ? `${r.admin.name} <${r.admin.email}>` : t('schools.noAdmin')}</dd></div>
        <div><dt>{t('schools.requested')}</dt><dd>{dateTime(i18n.language, r.requestedAt)}</dd></div>
        <div><dt>{t('user.world')}</dt><dd>{r.world.toUpperCase()}{r.city ? `, ${r.city}` : ''}</dd></div>
      </dl>
      <div className="tm-operator__actions">
        <ConfirmStep primary label={t('schools.approve')} question={t('schools.approveQuestion', { school: r.name, domain: r.domain })}
          onConfirm={() => decide(() => approveSchoolVerification(r.schoolId), t('schools.approved', { school: r.name }))} />
        <ConfirmStep danger label={t('schools.reject')} question={t('schools.rejectQuestion', { school: r.name })} reasonLabel={t('confirm.reason')}
          onConfirm={(reason) => decide(() => rejectSchoolVerification(r.schoolId, reason), t('schools.rejected', { school: r.name }))} />
      </div>
    </li>
  );
}
