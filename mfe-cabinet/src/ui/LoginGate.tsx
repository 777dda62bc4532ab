import { useStore } from '@nanostores/react';
import { $session, EmptyState, href, LoadingState } from '@teachmarket/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  world: string;
  title: string;
  message: string;
  children: ReactNode;
}

/** Seller pages need a login: anonymous visitors are asked to log in, nothing is requested for them. */
export function LoginGate({ world, title, message, children }: Props) {
  const { t } = useTranslation('common');
  const session = useStore($session);
  // Until the shell has validated the session, nobody is known to be logged in or out.
  if (session.status === 'validating') return <LoadingState />;
  if (session.status === 'loggedIn') return <>{children}</>;
  return (
    <div className="tm-cabinet">
      <h1 className="tm-page-title">{title}</h1>
      <EmptyState action={<Link className="tm-button tm-button--primary" to={href('login', {}, world)}>{t('login')}</Link>}>{message}</EmptyState>
    </div>
  );
}
