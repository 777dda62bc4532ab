import { EmptyState, ErrorState, LoadingState, MaterialCard, searchMaterials, useApi, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import './interactive.css';

/** Interactive (spec §2): materials that have an interactive version, from the API. */
export default function InteractivePage({ world }: PageProps) {
  const { t } = useTranslation('new-interactive');
  const list = useApi((signal) => searchMaterials({ interactive: true, sort: 'newest', per_page: 24 }, signal), [world]);
  return (
    <div className="tm-interactive">
      <h1 className="tm-page-title">{t('title')}</h1>
      <p className="tm-interactive__intro">{t('intro')}</p>
      {list.status === 'loading' && <LoadingState />}
      {list.status === 'error' && <ErrorState onRetry={list.retry} />}
      {list.status === 'success' &&
        (list.data.items.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <ul className="tm-grid">
            {list.data.items.map((m) => (
              <li key={m.id}>
                <MaterialCard material={m} world={world} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
