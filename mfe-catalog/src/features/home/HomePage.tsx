import { EmptyState, ErrorState, href, LoadingState, MaterialCard, searchMaterials, useApi, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './home.css';

const TABS = ['materials', 'blog', 'activity', 'following'] as const;

/** Home (spec §2): hero, tabs, and the newest materials of the world from the API. */
export default function HomePage({ world, params }: PageProps) {
  const { t } = useTranslation('home');
  const active = params.tab ?? 'materials';
  const newest = useApi((signal) => searchMaterials({ sort: 'newest', per_page: 12 }, signal), [world]);

  return (
    <div className="tm-home">
      <section className="tm-home__hero">
        <h1 className="tm-page-title">{t('hero.title')}</h1>
        <p>{t('hero.subtitle')}</p>
      </section>
      <nav className="tm-home__tabs" aria-label={t('tabs.label')}>
        {TABS.map((tab) => (
          <Link
            key={tab}
            to={tab === 'materials' ? href('home', {}, world) : href('home', { tab }, world)}
            aria-current={tab === active ? 'page' : undefined}
            className="tm-home__tab"
          >
            {t(`tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      <h2>{t('newest')}</h2>
      {newest.status === 'loading' && <LoadingState lines={4} />}
      {newest.status === 'error' && <ErrorState onRetry={newest.retry} />}
      {newest.status === 'success' &&
        (newest.data.items.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <ul className="tm-grid">
            {newest.data.items.map((m, i) => (
              <li key={m.id}>
                <MaterialCard material={m} world={world} eager={i < 4} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
