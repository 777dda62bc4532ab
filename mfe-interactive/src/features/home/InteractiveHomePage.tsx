import {
  EmptyState, ErrorState, href, Link, LoadingState, MaterialGrid, type PageProps, searchMaterials, useQuery,
  type World
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { InteractiveNav } from '../../ui/InteractiveNav';
import '../../ui/interactive.css';

function Shelf({ sort, title, world }: { sort: 'newest' | 'bestseller'; title: string; world: World }) {
  const { t } = useTranslation('new-interactive');
  const list = useQuery(['searchMaterials', world, sort], () => searchMaterials({ interactive: true, sort, per_page: 4 }));
  const id = `tm-interactive-${sort}`;
  return (
    <section aria-labelledby={id}>
      <div className="tm-interactive-section__head">
        <h2 id={id}>{title}</h2>
        {list.status === 'success' && list.data.total > 0 && (
          <Link to={href('interactiveMaterials', {}, world, sort === 'newest' ? {} : { query: { sort } })}>{t('seeAll')}</Link>
        )}
      </div>
      {list.status === 'loading' && <LoadingState />}
      {list.status === 'error' && <ErrorState onRetry={list.retry} />}
      {list.status === 'success' && (list.data.items.length === 0 ? <EmptyState>{t('empty')}</EmptyState> : <MaterialGrid items={list.data.items} world={world} />)}
    </section>
  );
}

/** Interactive home (spec §2 /interactive/home): what interactive materials are, the newest and the most bought. */
export default function InteractiveHomePage({ world }: PageProps) {
  const { t } = useTranslation('new-interactive');
  return (
    <div className="tm-interactive">
      <section className="tm-interactive-hero">
        <h1 className="tm-page-title">{t('home.title')}</h1>
        <p className="tm-interactive__intro">{t('home.intro')}</p>
        <Link className="tm-button tm-button--primary" to={href('interactiveMaterials', {}, world)}>
          {t('home.browse')}
        </Link>
      </section>
      <InteractiveNav world={world} active="interactiveHome" />
      <Shelf sort="newest" title={t('home.newest')} world={world} />
      <Shelf sort="bestseller" title={t('home.popular')} world={world} />
    </div>
  );
}
