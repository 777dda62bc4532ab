import {
  type AuthorProfile, EmptyState, ErrorState, getAuthorMaterials, href, LoadingState, MaterialGrid, pageOf, Pager,
  useQuery, type World,
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/** The author's published materials, newest first; the page number is URL state (?page=). */
export function AuthorMaterials({ author, world, query }: { author: AuthorProfile; world: World; query: URLSearchParams }) {
  const { t } = useTranslation('author-page');
  const page = pageOf(query, 10000);
  const materials = useQuery(['getAuthorMaterials', author.id, page, world], () => getAuthorMaterials(author.id, page));
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
            <MaterialGrid items={materials.data.items} world={world} eagerFirst={1} />
            <Pager ns="author-page"
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
