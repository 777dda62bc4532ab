import { href, Link, type World, WORLDS } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { countryName } from '../layout/country-name';

// Issue 16: a chunk of its own (RootView.tsx; bootstrap.tsx preloads it on a first visit at the root path).

export function LandingView({ world }: { world: World }) {
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
