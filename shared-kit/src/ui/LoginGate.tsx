import { useSession } from './use-hydrated';
import { href } from '@teachmarket/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../router/light';
import { LoadingState } from './LoadingState';
import { EmptyState } from './StateViews';

/**
 * Pages whose data belongs to a user (the API answers 401 otherwise): anonymous visitors get `message`
 * and a log-in link, and nothing is requested for them.
 */
export function LoginGate({ world, message, children }: { world: string; message: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const session = useSession();
  // Until the shell has validated the session, nobody is known to be logged in or out.
  if (session.status === 'validating') return <LoadingState />;
  if (session.status !== 'loggedIn') {
    return <EmptyState action={<Link className="tm-button tm-button--primary" to={href('login', {}, world)}>{t('login')}</Link>}>{message}</EmptyState>;
  }
  return <>{children}</>;
}
