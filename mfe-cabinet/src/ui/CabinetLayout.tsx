import { useStore } from '@nanostores/react';
import { $session, $user, EmptyState, href, LoadingState, type World } from '@teachmarket/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CabinetNav } from './CabinetNav';
import './cabinet-layout.css';

interface Props {
  world: World;
  routeId: string;
  title: string;
  /** Seller pages (payout account, vouchers): others are told how to become a seller. */
  sellerOnly?: boolean;
  children: ReactNode;
}

/**
 * A cabinet settings page: login required (nothing is requested for anonymous visitors), the
 * cabinet navigation beside (above on phones) the page's content.
 */
export function CabinetLayout({ world, routeId, title, sellerOnly, children }: Props) {
  const { t } = useTranslation(['cabinet-settings', 'common']);
  const session = useStore($session);
  const user = useStore($user);
  // Until the shell has validated the session, nobody is known to be logged in or out.
  if (session.status === 'validating') return <LoadingState />;
  if (session.status !== 'loggedIn') {
    return (
      <div className="tm-cabinet">
        <h1 className="tm-page-title">{title}</h1>
        <EmptyState action={<Link className="tm-button tm-button--primary" to={href('login', {}, world)}>{t('common:login')}</Link>}>
          {t('page.loginRequired')}
        </EmptyState>
      </div>
    );
  }
  const isSeller = Boolean(user?.isSeller);
  let content = children;
  if (sellerOnly && !user) content = <LoadingState />;
  else if (sellerOnly && !isSeller) {
    content = (
      <EmptyState action={<Link className="tm-button tm-button--primary" to={href('firstUpload', {}, world)}>{t('page.startSelling')}</Link>}>
        {t('page.sellersOnly')}
      </EmptyState>
    );
  }
  return (
    <div className="tm-cabinet tm-cabinet-layout">
      <CabinetNav world={world} routeId={routeId} isSeller={isSeller} />
      <div className="tm-cabinet-layout__main">
        <h1 className="tm-page-title">{title}</h1>
        {content}
      </div>
    </div>
  );
}
