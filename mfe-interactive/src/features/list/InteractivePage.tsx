import {
  EmptyState, ErrorState, href, Link, LoadingState, MaterialGrid, type PageProps, searchMaterials, useQuery
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { InteractiveNav } from '../../ui/InteractiveNav';
import '../../ui/interactive.css';

/** Interactive (spec §2 /interactive, noindex): the area's entry with the newest interactive materials. */
export default function InteractivePage({ world }: PageProps) {
  const { t } = useTranslation('new-interactive');
  const list = useQuery(['searchMaterials', world], () => searchMaterials({ interactive: true, sort: 'newest', per_page: 24 }));
  return (
    <div className="tm-interactive">
      <h1 className="tm-page-title">{t('title')}</h1>
      <p className="tm-interactive__intro">{t('intro')}</p>
      <InteractiveNav world={world} active="interactive" />
      {list.status === 'loading' && <LoadingState />}
      {list.status === 'error' && <ErrorState onRetry={list.retry} />}
      {list.status === 'success' &&
        (list.data.items.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <>
            <MaterialGrid items={list.data.items} world={world} />
            {list.data.total > list.data.items.length && (
              <p>
                <Link className="tm-button" to={href('interactiveMaterials', {}, world)}>
                  {t('seeAll')}
                </Link>
              </p>
            )}
          </>
        ))}
    </div>
  );
}
