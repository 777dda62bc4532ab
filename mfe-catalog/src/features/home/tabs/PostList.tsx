import { type BlogPost, href, Link } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

export function PostList({ posts, world }: { posts: BlogPost[]; world: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <ul className="tm-home__posts">
      {posts.map((p) => (
        <li key={p.id} className="tm-card tm-home__post">
          <h3 className="tm-card__title">
            <Link to={href('blogPost', { id: String(p.id) }, world)}>{p.title}</Link>
          </h3>
          <p className="tm-card__meta">
            {t('by', { name: p.author.publicName })} · {new Intl.DateTimeFormat(i18n.language).format(new Date(p.createdAt))}
          </p>
          <p>{p.excerpt}</p>
        </li>
      ))}
    </ul>
  );
}
