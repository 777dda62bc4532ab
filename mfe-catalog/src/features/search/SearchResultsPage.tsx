import { EmptyState, ErrorState, href, LoadingState, MaterialCard, searchMaterials, useApi, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './search.css';

const PER_PAGE = 24;

/** Search results (spec §2): the query and page live in the URL, so results can be shared. */
export default function SearchResultsPage({ world, query }: PageProps) {
  const { t } = useTranslation(['search', 'common']);
  const q = query.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const results = useApi((signal) => searchMaterials({ q: q || undefined, page, per_page: PER_PAGE }, signal), [world, q, page]);

  const pageLink = (p: number) => href('searchResults', {}, world, { query: { ...(q ? { q } : {}), ...(p > 1 ? { page: String(p) } : {}) } });

  return (
    <div className="tm-search-page">
      <h1 className="tm-page-title">{q ? t('query', { query: q }) : t('title')}</h1>
      {results.status === 'loading' && <LoadingState lines={5} />}
      {results.status === 'error' && <ErrorState onRetry={results.retry} />}
      {results.status === 'success' && (
        <>
          <p className="tm-search-page__count" role="status">
            {t('resultCount', { count: results.data.total })}
          </p>
          {results.data.items.length === 0 ? (
            <EmptyState>{t('empty')}</EmptyState>
          ) : (
            <ul className="tm-grid">
              {results.data.items.map((m, i) => (
                <li key={m.id}>
                  <MaterialCard material={m} world={world} eager={i < 4} />
                </li>
              ))}
            </ul>
          )}
          {results.data.total > PER_PAGE && (
            <nav className="tm-pagination" aria-label={t('common:pagination.label')}>
              {page > 1 && <Link to={pageLink(page - 1)}>{t('common:pagination.previous')}</Link>}
              <span>{t('common:pagination.page', { page, pages: Math.ceil(results.data.total / PER_PAGE) })}</span>
              {page * PER_PAGE < results.data.total && <Link to={pageLink(page + 1)}>{t('common:pagination.next')}</Link>}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
