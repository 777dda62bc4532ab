import { useStore } from '@nanostores/react';
import { EmptyState, href, Link, LoadingState, $session, useLocation, $user, type World } from '@teachmarket/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// The cabinet's tables, notes and pager (tm-settings-*), then the console's own parts.
import '../../ui/cabinet-layout.css';
import './operator.css';

const SECTIONS = [
  { route: 'operator', label: 'nav.overview' },
  { route: 'operatorSchools', label: 'nav.schools' },
  { route: 'operatorOrders', label: 'nav.orders' },
  { route: 'operatorMoney', label: 'nav.money' },
  { route: 'operatorUsers', label: 'nav.users' },
  { route: 'operatorAudit', label: 'nav.audit' },
  { route: 'operatorErrors', label: 'nav.clientErrors' },
  { route: 'operatorModeration', label: 'nav.moderation' },
  { route: 'operatorRemotes', label: 'nav.remotes' },
] as const;

interface Props {
  world: World;
  routeId: string;
  title: string;
  children: ReactNode;
}

/**
 * The frame of every operator page (issue 19; spec §6 role operator): the console's own navigation,
 * and nothing at all for anyone else. An operator acting as another user (login-as) is that user
 * here, as in the API (api/src/routes/operator/guard.ts). The content is only rendered, and so only
 * requests data, once the visitor is known to be an operator.
 */
export function OperatorLayout({ world, routeId, title, children }: Props) {
  const { t } = useTranslation(['operator', 'common']);
  const session = useStore($session);
  const user = useStore($user);
  const location = useLocation();
  if (session.status === 'validating') return <LoadingState />;
  if (session.status !== 'loggedIn') {
    const returnTo = `${location.pathname}${location.search}`;
    return (
      <div className="tm-operator">
        <h1 className="tm-page-title">{title}</h1>
        <EmptyState action={<Link className="tm-button tm-button--primary" to={href('login', {}, world, { query: { returnTo } })}>{t('common:login')}</Link>}>
          {t('access.login')}
        </EmptyState>
      </div>
    );
  }
  if (!user) return <LoadingState />;
  if (user.role !== 'operator' || user.loggedInAsAnotherUser) {
    return (
      <div className="tm-operator">
        <h1 className="tm-page-title">{title}</h1>
        <EmptyState>{t('access.denied')}</EmptyState>
      </div>
    );
  }
  // The section a detail page belongs to stays marked (a user's page is in "Users").
  const current = routeId === 'operatorUser' ? 'operatorUsers' : routeId;
  return (
    <div className="tm-operator">
      <h1 className="tm-page-title">{title}</h1>
      <nav className="tm-operator__nav" aria-label={t('title')}>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.route}>
              <Link to={href(s.route, {}, world)} aria-current={s.route === current ? 'page' : undefined}>{t(s.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="tm-operator__main">{children}</div>
    </div>
  );
}
