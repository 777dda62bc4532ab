import {
  type AuthorProfile, ErrorState, FollowButton, getAuthor, href, LoadingState, type PageProps, PUBLIC_FRESH_MS,
  useNavigate, useQuery, type World
} from '@teachmarket/shared-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../../ui/NotFound';
import { TabNav } from '../../ui/TabNav';
import { AuthorAbout } from './AuthorAbout';
import { AuthorBlog } from './AuthorBlog';
import { AuthorMaterials } from './AuthorMaterials';
import '../../ui/common.css';
import './author.css';

/** spec §2 author page tabs; materials is the default and has no path segment. */
export const AUTHOR_TABS = ['materials', 'blog', 'about'] as const;
export type AuthorTab = (typeof AUTHOR_TABS)[number];

const isTab = (value: string | undefined): value is AuthorTab => (AUTHOR_TABS as readonly string[]).includes(value ?? '');

function tabHref(a: AuthorProfile, tab: AuthorTab, world: World): string {
  const params = { id: String(a.id), slug: a.slug };
  return tab === 'materials' ? href('author', params, world) : href('author', { ...params, tab }, world);
}

/**
 * Author page (spec §2, §3 author profile): who they are, and their materials, blog posts and about text as
 * tabs in the URL. A wrong slug or unknown tab goes to the canonical URL; an unknown id is the 404 page.
 */
export default function AuthorPage({ world, params, query }: PageProps) {
  const { t } = useTranslation(['author-page', 'common', 'meta']);
  const id = params.id ?? '';
  const navigate = useNavigate();
  const author = useQuery(['getAuthor', id], () => getAuthor(id), { freshFor: PUBLIC_FRESH_MS });
  const loaded = author.status === 'success' ? author.data.item : null;
  const tab: AuthorTab = isTab(params.tab) ? params.tab : 'materials';
  // Issue 18: the count after a follow or unfollow, from the API's answer (no reload needed).
  const [followers, setFollowers] = useState<{ id: number; count: number } | null>(null);

  // spec §3: the author page's meta text takes publicName and totalMaterials.
  useEffect(() => {
    if (!loaded) return;
    const vars = { publicName: loaded.public_name, totalMaterials: loaded.total_materials };
    document.title = t('meta:author.title', vars);
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('meta:author.description', vars));
  }, [loaded, t]);

  // The canonical URL: the right slug and no segment for the default tab; anything else is replaced.
  const wrongUrl = loaded !== null && (loaded.slug !== params.slug || (params.tab ?? '') !== (tab === 'materials' ? '' : tab));
  useEffect(() => {
    if (loaded && wrongUrl) navigate(tabHref(loaded, tab, world), { replace: true });
  }, [loaded, wrongUrl, tab, world, navigate]);

  if (author.status === 'loading') return <LoadingState lines={4} />;
  if (author.status === 'error') {
    // spec §8: author load failure -> page status 404, author marked not found.
    return author.error.code === 'not_found' || author.error.status === 400 ? <NotFound world={world} /> : <ErrorState onRetry={author.retry} />;
  }
  const a = author.data.item;
  return (
    <div className="tm-author">
      <header className="tm-author__header">
        {a.image_path && <img className="tm-author__avatar" src={a.image_path} alt="" height={200} />}
        <div>
          <h1 className="tm-page-title">{a.public_name}</h1>
          <FollowButton authorId={a.id} world={world} following={a.following} onChange={(r) => setFollowers({ id: a.id, count: r.total_followers })} />
          {a.subtitle && <p className="tm-author__subtitle">{a.subtitle}</p>}
          <p className="tm-card__meta">
            {t('materialsCount', { count: a.total_materials })} · {t('followers', { count: followers?.id === a.id ? followers.count : a.total_followers })}
            {a.author_since && <> · {t('authorSince', { year: new Date(a.author_since).getFullYear() })}</>}
          </p>
        </div>
      </header>
      <TabNav
        label={t('tabs.label')}
        active={tab}
        tabs={AUTHOR_TABS.map((id) => ({ id, label: t(`tabs.${id}`), to: tabHref(a, id, world) }))}
      />
      {tab === 'materials' && <AuthorMaterials author={a} world={world} query={query} />}
      {tab === 'blog' && <AuthorBlog author={a} world={world} />}
      {tab === 'about' && <AuthorAbout author={a} />}
    </div>
  );
}
