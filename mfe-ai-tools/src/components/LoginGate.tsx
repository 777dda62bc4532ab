import { useStore } from '@nanostores/react';
import { $session, EmptyState, href, LoadingState, type World } from '@teachmarket/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** AI results belong to a user (the API answers 401 otherwise): anonymous visitors get a log-in prompt. */
export function LoginGate({ world, children }: { world: World; children: ReactNode }) {
  const { t } = useTranslation('ai-tools');
  const session = useStore($session);
  // Until the shell has validated the session, nobody is known to be logged in or out.
  if (session.status === 'validating') return <LoadingState />;
  if (session.status !== 'loggedIn') {
    return (
      <EmptyState action={<Link className="tm-button tm-button--primary" to={href('login', {}, world)}>{t('login')}</Link>}>
        {t('loginRequired')}
      </EmptyState>
    );
  }
  return <>{children}</>;
}
