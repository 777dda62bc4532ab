import {
  href, isSafeRedirectTarget, Link, Navigate, rootDecision, storage, useLocation, type World, WORLDS
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { countryName } from '../layout/country-name';

/** spec §2: a stored redirect target (same-site path only) wins at the root path, once. */
export const REDIRECT_TARGET_KEY = 'redirectTarget';

interface Props {
  world: World;
  firstVisit: boolean;
}

/**
 * The root path (spec §2 start-up routing): a stored redirect target redirects there; a first-time
 * visitor sees the landing view (the suggested country and every other one); everyone else goes
 * straight to the main view of their world.
 */
export function RootView({ world, firstVisit }: Props) {
  const location = useLocation();
  const stored = storage.get(REDIRECT_TARGET_KEY);
  const decision = rootDecision({ storedRedirect: stored, isFirstVisit: firstVisit });
  if (decision === 'redirect' && isSafeRedirectTarget(stored)) {
    storage.remove(REDIRECT_TARGET_KEY);
    return <Navigate to={stored} replace />;
  }
  if (decision === 'main') return <Navigate to={`${href('home', {}, world)}${location.search}`} replace />;
  return <LandingView world={world} />;
}

function LandingView({ world }: { world: World }) {
  const { t, i18n } = useTranslation(['home', 'common', 'footer']);
  return (
    <section className="tm-landing" data-testid="landing">
      <h1 className="tm-page-title">{t('hero.title')}</h1>
      <p className="tm-landing__lead">{t('hero.subtitle')}</p>
      <Link className="tm-button tm-button--primary tm-landing__cta" to={href('home', {}, world)} lang={undefined}>
        {countryName(world, i18n)} — {t('common:notFound.home')}
      </Link>
      <h2>{t('footer:worlds')}</h2>
      <ul className="tm-landing__worlds">
        {WORLDS.filter((w) => w !== world).map((w) => (
          <li key={w}>
            <Link to={href('home', {}, w)}>{countryName(w, i18n)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
