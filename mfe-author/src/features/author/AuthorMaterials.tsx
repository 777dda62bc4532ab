import { EmptyState, ErrorState, getAuthorMaterials, href, LoadingState, MaterialCard, useApi, type AuthorProfile, type World } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { pageOf, Pager } from '../common/Pager';

/** The author's published materials, newest first; the page number is URL state (?page=). */
export function AuthorMaterials({ author, world, query }: { author: AuthorProfile; world: World; query: URLSearchParams }) {
  const { t } = useTranslation('author-page');
  const page = pageOf(query);
  const materials = useApi((signal) => getAuthorMaterials(author.id, page, signal), [author.id, page, world]);
  return (
    <section aria-labelledby="tm-author-materials">
      <h2 id="tm-author-materials">{t('materials', { name: author.public_name })}</h2>
      {materials.status === 'loading' && <LoadingState />}
      {materials.status === 'error' && <ErrorState onRetry={materials.retry} />}
      {materials.status === 'success' &&
        (materials.data.items.length === 0 ? (
          <EmptyState>{t('noMaterials', { name: author.public_name })}</EmptyState>
        ) : (
          <>
            <ul className="tm-grid">
              {materials.data.items.map((m) => (
                <li key={m.id}>
                  <MaterialCard material={m} world={world} />
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              total={materials.data.total}
              perPage={materials.data.per_page}
              to={(p) => href('author', { id: String(author.id), slug: author.slug }, world, p > 1 ? { query: { page: p } } : {})}
            />
          </>
        ))}
    </section>
  );
}
