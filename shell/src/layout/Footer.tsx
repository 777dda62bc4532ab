import { href, languageOf, Link, WORLDS } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { countryName } from './country-name';

interface Props {
  world: string;
}

export function Footer({ world }: Props) {
  const { t, i18n } = useTranslation('footer');
  return (
    <footer className="tm-footer">
      <div className="tm-footer__inner">
        <div>
          <p className="tm-footer__brand">Teachmarket</p>
          <p>{t('tagline')}</p>
        </div>
        <nav aria-labelledby="tm-footer-about">
          <p className="tm-footer__heading" id="tm-footer-about">{t('about')}</p>
          <ul className="tm-footer__links">
            <li><Link to={href('help', {}, world)}>{t('help')}</Link></li>
            <li><Link to={href('faq', {}, world)}>{t('faq')}</Link></li>
            <li><Link to={href('materialSharing', {}, world)}>{t('sell')}</Link></li>
            <li><Link to={href('appLanding', {}, world)}>{t('app')}</Link></li>
            <li><Link to={href('terms', {}, world)}>{t('terms')}</Link></li>
            <li><Link to={href('imprint', {}, world)}>{t('imprint')}</Link></li>
            <li><Link to={href('jobs', {}, world)}>{t('jobs')}</Link></li>
            <li><Link to={href('team', {}, world)}>{t('team')}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t('worlds')}>
          <p className="tm-footer__heading">{t('worlds')}</p>
          <ul className="tm-footer__worlds">
            {WORLDS.map((w) => (
              <li key={w}>
                <a href={href('home', {}, w)} lang={languageOf(w)} aria-current={w === world ? 'page' : undefined}>
                  {countryName(w, i18n.language)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="tm-footer__copy">{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
