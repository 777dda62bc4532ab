import { $cartCount, href, Link, SearchSuggest, useBrowserStore, useEscapeClose, useHydrated, useLocation } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsBell } from '../services/ui/NotificationsBell';
import { AccountMenu } from './AccountMenu';
import { Icon } from './icons';
import { MainLinks } from './MainLinks';
import { MobileMenu } from './MobileMenu';
import { WorldSwitch } from './WorldSwitch';
import { COMPACT_HEADER_QUERY, useMediaQuery } from './use-media-query';
import './header.css';

interface Props {
  world: string;
  /** The API's origin (runtime config): the user's avatar is an image on it. */
  apiUrl: string;
}

/**
 * The marketplace header: logo, search and compact actions (notifications, cart, account menu),
 * the main navigation in a row below. Below 768 px one row: logo, search toggle, cart and a menu
 * panel holding the navigation and the account's pages.
 */
export function Header({ world, apiUrl }: Props) {
  const { t } = useTranslation('header');
  const compact = useMediaQuery(COMPACT_HEADER_QUERY);
  const hydrated = useHydrated();
  // Issue 15: the server (and the hydration pass) cannot know the screen: both headers, CSS showing the
  // one that fits (header.css). The wrappers stay after hydration, so the header that remains keeps its
  // elements (a search box typed into, focus) instead of being mounted anew.
  const className = !hydrated ? 'tm-header tm-header--both' : compact ? 'tm-header tm-header--compact' : 'tm-header';
  return (
    <header className={className}>
      <a className="tm-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="tm-header__wide-only">{(!hydrated || !compact) && <WideHeader world={world} apiUrl={apiUrl} />}</div>
      <div className="tm-header__compact-only">{(!hydrated || compact) && <CompactHeader world={world} apiUrl={apiUrl} />}</div>
    </header>
  );
}

function WideHeader({ world, apiUrl }: Props) {
  const { t } = useTranslation('header');
  return (
    <>
      <div className="tm-header__inner">
        <Logo world={world} />
        {/* The search slot: the catalog-powered suggest box from shared-kit (issue 7). */}
        <SearchSuggest world={world} />
        <div className="tm-header__actions">
          <WorldSwitch world={world} />
          <NotificationsBell />
          <CartLink world={world} />
          <AccountMenu world={world} apiUrl={apiUrl} />
        </div>
      </div>
      <nav className="tm-header__nav" aria-label={t('mainNav')} data-tour-anchor="header-nav">
        <MainLinks world={world} />
      </nav>
    </>
  );
}

function CompactHeader({ world, apiUrl }: Props) {
  const { t } = useTranslation('header');
  const [searching, setSearching] = useState(false);
  const row = useRef<HTMLDivElement>(null);
  // Issue 20: Escape in the search row (an open suggestion list closes first) or on its toggle closes it; focus goes back to the toggle.
  const toggle = useRef<HTMLButtonElement>(null);
  useEscapeClose(searching, [toggle, row], () => {
    setSearching(false);
    toggle.current?.focus();
  });
  const { pathname } = useLocation();
  useEffect(() => setSearching(false), [pathname]);
  useEffect(() => {
    if (searching) row.current?.querySelector('input')?.focus();
  }, [searching]);
  return (
    <>
      <div className="tm-header__inner">
        <Logo world={world} />
        <div className="tm-header__actions">
          <button
            ref={toggle}
            type="button"
            className="tm-header__icon-button"
            aria-expanded={searching}
            aria-controls="tm-header-search"
            aria-label={t(searching ? 'search.hide' : 'search.show')}
            onClick={() => setSearching(!searching)}
          >
            <Icon name={searching ? 'close' : 'search'} />
          </button>
          <NotificationsBell />
          <CartLink world={world} />
          <MobileMenu world={world} apiUrl={apiUrl} />
        </div>
      </div>
      <div id="tm-header-search" className="tm-header__search-row" ref={row} hidden={!searching}>
        {searching && <SearchSuggest world={world} />}
      </div>
    </>
  );
}

function Logo({ world }: { world: string }) {
  const { t } = useTranslation('header');
  return (
    <Link to={href('home', {}, world)} className="tm-logo" aria-label={t('home')}>
      {/* The mark's letter is drawn by CSS: visible text is only the name, which the link's label contains (axe label-content-name-mismatch). */}
      <span aria-hidden="true" className="tm-logo__mark" />
      <span className="tm-logo__text">Teachmarket</span>
    </Link>
  );
}

function CartLink({ world }: { world: string }) {
  const { t } = useTranslation('header');
  const cartCount = useBrowserStore($cartCount, 0);
  return (
    <Link to={href('shoppingCart', {}, world)} className="tm-header__icon-button tm-cart-link" aria-label={t('cartCount', { count: cartCount })}>
      <Icon name="cart" />
      <span className={cartCount > 0 ? 'tm-header__count' : 'tm-header__count tm-header__count--empty'} data-testid="cart-count" aria-hidden="true">
        {cartCount}
      </span>
    </Link>
  );
}
