import {
  type BlogPost, ErrorState, getBlogPost, href, Link, LoadingState, type PageProps, PUBLIC_FRESH_MS,
  resizedImage, useQuery, type World
} from '@teachmarket/shared-kit';
import { SanitizedHtml } from '@teachmarket/shared-kit/sanitized-html';
import { useTranslation } from 'react-i18next';
import { shorten, usePageHead } from '../../ui/head';
import { NotFound } from '../../ui/NotFound';
import { MoreFromAuthor } from './MoreFromAuthor';
import '../../ui/blog-post.css';

function PostView({ post, world }: { post: BlogPost; world: World }) {
  const { t, i18n } = useTranslation(['blogpost', 'meta']);
  // The meta namespace's blogPost title is generic: the post's own title goes in front of it.
  usePageHead(`${post.title} – ${t('meta:blogPost.title')}`, shorten(post.excerpt || t('meta:blogPost.description')));
  const authorHref = href('author', { id: String(post.author.id), slug: post.author.slug }, world);
  return (
    <article className="tm-post">
      <header className="tm-post__header">
        <p className="tm-post__kicker">{t('kicker')}</p>
        <h1 className="tm-page-title">{post.title}</h1>
        <p className="tm-card__meta">
          {t('published')} <time dateTime={post.createdAt}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(post.createdAt))}</time>
        </p>
      </header>
      {/* The API stores posts as HTML; shared-kit's sanitiser keeps only text markup. */}
      <SanitizedHtml className="tm-post__body" html={post.body} rules="post" />
      <aside className="tm-post__author" aria-label={t('aboutAuthor')}>
        {post.author.imagePath && <img src={resizedImage(post.author.imagePath, 'avatar')} alt="" width={64} height={64} />}
        <div>
          <p className="tm-post__author-label">{t('writtenBy')}</p>
          <Link className="tm-post__author-name" to={authorHref}>
            {post.author.publicName}
          </Link>
          <p>
            <Link to={href('author', { id: String(post.author.id), slug: post.author.slug, tab: 'blog' }, world)}>
              {t('allPosts', { name: post.author.publicName })}
            </Link>
          </p>
        </div>
      </aside>
      <MoreFromAuthor authorId={post.author.id} name={post.author.publicName} world={world} />
    </article>
  );
}

/** Blog post page (spec §2 /{world}/post/:id): a teacher's post with its author; an unknown id is the 404 page. */
export default function BlogPostPage({ world, params }: PageProps) {
  const id = params.id ?? '';
  const post = useQuery(['getBlogPost', id, world], () => getBlogPost(id), { freshFor: PUBLIC_FRESH_MS });
  if (post.status === 'loading') return <LoadingState lines={8} />;
  if (post.status === 'error') {
    return post.error.code === 'not_found' || post.error.status === 400 ? <NotFound world={world} /> : <ErrorState onRetry={post.retry} />;
  }
  return <PostView post={post.data.item} world={world} />;
}
