import { useStore } from '@nanostores/react';
import { $cartCount, href } from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

interface Props {
  world: string;
}

export function Header({ world }: Props) {
  const { t } = useTranslation('header');
  const cartCount = useStore($cartCount);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(href('searchResults', {}, world, q ? { query: { q } } : undefined));
  };

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
        <form className="tm-search" role="search" onSubmit={submit}>
          <label htmlFor="tm-search-input" className="tm-visually-hidden">
            {t('search.label')}
          </label>
          <input
            id="tm-search-input"
            type="search"
            name="q"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('search.placeholder')}
            autoComplete="off"
          />
          <button type="submit" className="tm-button tm-button--primary">
            {t('search.submit')}
          </button>
        </form>
        <nav className="tm-header__nav" aria-label={t('mainNav')}>
          <Link to={href('aiTools', {}, world)}>{t('nav.aiTools')}</Link>
          <Link to={href('interactive', {}, world)}>{t('nav.interactive')}</Link>
          <Link to={href('help', {}, world)}>{t('nav.help')}</Link>
          <Link to={href('boughtMaterials', {}, world)}>{t('account')}</Link>
          <Link to={href('shoppingCart', {}, world)} className="tm-cart-link" aria-label={t('cartCount', { count: cartCount })}>
            <span aria-hidden="true">{t('cart')}</span>
            <span className="tm-badge" data-testid="cart-count" aria-hidden="true">
              {cartCount}
            </span>
          </Link>
        </nav>
      </div>
    </header>
  );
}
