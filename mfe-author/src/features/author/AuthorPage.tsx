import {
  EmptyState,
  FollowButton,
  ErrorState,
  getAuthor,
  getAuthorMaterials,
  LoadingState,
  MaterialCard,
  useApi,
  type PageProps,
} from '@teachmarket/shared-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './author.css';

/** Author page (spec §2, §3 author profile): who they are and their materials. */
export default function AuthorPage({ world, params }: PageProps) {
  const { t } = useTranslation(['author-page', 'common', 'meta']);
  const id = params.id ?? '';
  const author = useApi((signal) => getAuthor(id, signal), [id]);
  const materials = useApi((signal) => getAuthorMaterials(id, 1, signal), [id, world]);
  const loaded = author.status === 'success' ? author.data.item : null;

  // spec §3: the author page's meta text takes publicName and totalMaterials.
  useEffect(() => {
    if (!loaded) return;
    const vars = { publicName: loaded.public_name, totalMaterials: loaded.total_materials };
    document.title = t('meta:author.title', vars);
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('meta:author.description', vars));
  }, [loaded, t]);

  if (author.status === 'loading') return <LoadingState lines={4} />;
  if (author.status === 'error') {
    // spec §8: author load failure -> page status 404, author marked not found.
    return author.error.code === 'not_found' ? (
      <div className="tm-state" data-testid="not-found">
        <h1>{t('notFound')}</h1>
      </div>
    ) : (
      <ErrorState onRetry={author.retry} />
    );
  }
  const a = author.data.item;
  return (
    <div className="tm-author">
      <header className="tm-author__header">
        {a.image_path && <img className="tm-author__avatar" src={a.image_path} alt="" height={200} />}
        <div>
          <h1 className="tm-page-title">{a.public_name}</h1>
          <FollowButton authorId={a.id} world={world} following={a.following} />
          {a.subtitle && <p className="tm-author__subtitle">{a.subtitle}</p>}
          <p className="tm-card__meta">
            {t('materialsCount', { count: a.total_materials })} · {t('followers', { count: a.total_followers })}
            {a.author_since && <> · {t('authorSince', { year: new Date(a.author_since).getFullYear() })}</>}
          </p>
        </div>
      </header>
      <h2>{t('materials', { name: a.public_name })}</h2>
      {materials.status === 'loading' && <LoadingState />}
      {materials.status === 'error' && <ErrorState onRetry={materials.retry} />}
      {materials.status === 'success' &&
        (materials.data.items.length === 0 ? (
          <EmptyState>{t('noMaterials', { name: a.public_name })}</EmptyState>
        ) : (
          <ul className="tm-grid">
            {materials.data.items.map((m) => (
              <li key={m.id}>
                <MaterialCard material={m} world={world} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
