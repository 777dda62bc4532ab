import { $consent, href, Link, reopenConsent, useBrowserStore } from '@teachmarket/shared-kit';

/** Issue 15: the server renders without a stored choice. */
const SERVER_CONSENT = { status: 'unknown', accepted: [] } as const;
import { useTranslation } from 'react-i18next';
import { WorldLinks } from './WorldSwitch';

interface Props {
  world: string;
}

export function Footer({ world }: Props) {
  const { t } = useTranslation('footer');
  const consent = useBrowserStore($consent, SERVER_CONSENT);
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
            {/* Issue 18 / the terms' promise: consent can be reopened, narrowed or withdrawn at any time. */}
            {(consent.status === 'decided' || consent.reopened) && (
              <li><button type="button" className="tm-footer__link-button" onClick={reopenConsent}>{t('cookieSettings')}</button></li>
            )}
          </ul>
        </nav>
        <nav aria-label={t('worlds')}>
          <p className="tm-footer__heading">{t('worlds')}</p>
          {/* issue 18: each country's link leads to this page there (or its nearest parent), not to its home. */}
          <WorldLinks world={world} className="tm-footer__worlds" />
        </nav>
      </div>
      <p className="tm-footer__copy">{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
