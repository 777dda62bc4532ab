import {
  type AuthorProfile, EmptyState, ErrorState, getAuthorBlogPosts, href, Link, LoadingState, PUBLIC_FRESH_MS,
  useQuery, type World
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/** The author's blog posts in this world; each links to its blog post page. */
export function AuthorBlog({ author, world }: { author: AuthorProfile; world: World }) {
  const { t, i18n } = useTranslation('author-page');
  const posts = useQuery(['getAuthorBlogPosts', author.id, world], () => getAuthorBlogPosts(author.id, 1), { freshFor: PUBLIC_FRESH_MS });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  return (
    <section aria-labelledby="tm-author-blog">
      <h2 id="tm-author-blog">{t('blogTitle', { name: author.public_name })}</h2>
      {posts.status === 'loading' && <LoadingState />}
      {posts.status === 'error' && <ErrorState onRetry={posts.retry} />}
      {posts.status === 'success' &&
        (posts.data.items.length === 0 ? (
          <EmptyState>{t('noPosts', { name: author.public_name })}</EmptyState>
        ) : (
          <ul className="tm-author__posts">
            {posts.data.items.map((p) => (
              <li key={p.id} className="tm-card tm-author__post">
                <h3>
                  <Link to={href('blogPost', { id: String(p.id) }, world)}>{p.title}</Link>
                </h3>
                <p className="tm-card__meta">
                  <time dateTime={p.createdAt}>{date.format(new Date(p.createdAt))}</time>
                </p>
                <p>{p.excerpt}</p>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
