import { href, Link, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import './landing.css';

// spec §2: the foundation's name is not translated.
const FOUNDATION = 'Stiftung Guter Unterricht';

/** The foundation page (spec §2 /:world/stiftung-guter-unterricht) with the way to the free materials. */
export default function FoundationPage({ world }: PageProps) {
  const { t } = useTranslation('landing');
  const free = world === 'de' ? href('freeMaterialsLanding', {}, world) : href('searchResults', {}, world, { query: { price: 'free' } });
  return (
    <div className="tm-landing">
      <section className="tm-landing__hero">
        <h1 className="tm-page-title">{FOUNDATION}</h1>
        <p>{t('foundation.body', { name: FOUNDATION })}</p>
        <Link className="tm-button tm-button--primary" to={free}>
          {t('foundation.cta')}
        </Link>
      </section>
    </div>
  );
}
