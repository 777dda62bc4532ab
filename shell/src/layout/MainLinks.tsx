import { href, Link, useLocation } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/** The marketplace's main sections (the phone menu panel lists the same links). */
export function MainLinks({ world, onNavigate }: { world: string; onNavigate?: () => void }) {
  const { t } = useTranslation('header');
  const { pathname } = useLocation();
  const links = [
    { to: href('searchResults', {}, world), label: t('nav.materials') },
    { to: href('aiTools', {}, world), label: t('nav.aiTools') },
    { to: href('interactive', {}, world), label: t('nav.interactive') },
    { to: href('help', {}, world), label: t('nav.help') },
  ];
  return (
    <ul className="tm-header__links">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onNavigate} aria-current={pathname === link.to ? 'page' : undefined}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
