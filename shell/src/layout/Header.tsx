import { useStore } from '@nanostores/react';
import { $cartCount, href, SearchSuggest } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeaderAccount } from '../session/HeaderAccount';
import { NotificationsBell } from '../services/ui/NotificationsBell';

interface Props {
  world: string;
}

export function Header({ world }: Props) {
  const { t } = useTranslation('header');
  const cartCount = useStore($cartCount);
  return (
    <header className="tm-header">
      <a className="tm-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="tm-header__inner">
        <Link to={href('home', {}, world)} className="tm-logo" aria-label={t('home')}>
          <span aria-hidden="true" className="tm-logo__mark">
            T
          </span>
          <span className="tm-logo__text">Teachmarket</span>
        </Link>
        {/* The search slot: the catalog-powered suggest box from shared-kit (issue 7). */}
        <SearchSuggest world={world} />
        <nav className="tm-header__nav" aria-label={t('mainNav')} data-tour-anchor="header-nav">
          <Link to={href('aiTools', {}, world)}>{t('nav.aiTools')}</Link>
          <Link to={href('interactive', {}, world)}>{t('nav.interactive')}</Link>
          <Link to={href('help', {}, world)}>{t('nav.help')}</Link>
          <Link to={href('boughtMaterials', {}, world)}>{t('account')}</Link>
          <HeaderAccount world={world} />
          <Link to={href('shoppingCart', {}, world)} className="tm-cart-link" aria-label={t('cartCount', { count: cartCount })}>
            <span aria-hidden="true">{t('cart')}</span>
            <span className="tm-badge" data-testid="cart-count" aria-hidden="true">
              {cartCount}
            </span>
          </Link>
          <NotificationsBell />
        </nav>
      </div>
    </header>
  );
}
