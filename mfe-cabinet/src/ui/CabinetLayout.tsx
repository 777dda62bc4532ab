import { useStore } from '@nanostores/react';
import { EmptyState, href, Link, LoadingState, $session, useLocation, $user, type User, type World } from '@teachmarket/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetNav, type SchoolRole } from './CabinetNav';
import './cabinet-layout.css';

/** How a page uses the layout, beside its texts (see also `cabinetPage`). */
export interface CabinetLayoutOptions {
  /** Seller pages (payout account, vouchers): others are told how to become a seller. */
  sellerOnly?: boolean;
  /** Pages open to anonymous visitors too (favourites): they see the content, without the account navigation. */
  openToAnonymous?: boolean;
  /** Card grids and lists take the full width; forms keep a readable measure. */
  wide?: boolean;
}

interface Props extends CabinetLayoutOptions {
  world: World;
  routeId: string;
  title: string;
  /** What an anonymous visitor is asked (the page's own reason to log in); default: "log in to manage your account". */
  loginMessage?: string;
  /** Beside the title: the page's main action (e.g. "upload new material"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** spec §3 profileDetails.schoolAccount.role of the loaded user; undefined until the user is loaded. */
function schoolRoleOf(user: User | null): SchoolRole {
  if (!user) return undefined;
  const account = user.profileDetails?.details?.schoolAccount;
  return account ? (account.role === 'master' ? 'master' : 'member') : null;
}

/**
 * A cabinet settings page: login required (nothing is requested for anonymous visitors), the
 * cabinet navigation beside (above on phones) the page's content.
 */
export function CabinetLayout({ world, routeId, title, sellerOnly, loginMessage, openToAnonymous, actions, wide, children }: Props) {
  const { t } = useTranslation(['cabinet-settings', 'common']);
  const session = useStore($session);
  const user = useStore($user);
  // Back to this very page after the login (a mailed link, e.g. the order mail's invoice, keeps its query).
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  // Until the shell has validated the session, nobody is known to be logged in or out.
  if (session.status === 'validating') return <LoadingState />;
  const heading = actions ? (
    <div className="tm-cabinet-layout__head">
      <h1 className="tm-page-title">{title}</h1>
      {actions}
    </div>
  ) : (
    <h1 className="tm-page-title">{title}</h1>
  );
  if (session.status !== 'loggedIn' && openToAnonymous) {
    return (
      <div className="tm-cabinet tm-cabinet-layout__main tm-cabinet-layout__main--wide">
        {heading}
        {children}
      </div>
    );
  }
  if (session.status !== 'loggedIn') {
    return (
      <div className="tm-cabinet">
        <h1 className="tm-page-title">{title}</h1>
        <EmptyState action={<Link className="tm-button tm-button--primary" to={href('login', {}, world, { query: { returnTo } })}>{t('common:login')}</Link>}>
          {loginMessage ?? t('page.loginRequired')}
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
  // The page's h1 comes first, above the navigation and the content: the navigation's section
  // headings (h2) must not come before it (issue 20, heading outline).
  return (
    <div className="tm-cabinet tm-cabinet-layout">
      <div className="tm-cabinet-layout__title">{heading}</div>
      <CabinetNav world={world} routeId={routeId} isSeller={isSeller} schoolRole={schoolRoleOf(user)} />
      <div className={wide ? 'tm-cabinet-layout__main tm-cabinet-layout__main--wide' : 'tm-cabinet-layout__main'}>
        {content}
      </div>
    </div>
  );
}
