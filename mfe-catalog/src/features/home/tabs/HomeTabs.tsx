import {
  type BlogPost, EmptyState, ErrorState, getFollowingMaterials, getFollowingPosts, getWorldBlogPosts, href,
  isLoggedInNow, Link, LoadingState, MaterialGrid, type MaterialSummary, type PaginatedOf, searchMaterials,
  useQuery
} from '@teachmarket/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PostList } from './PostList';

export type HomeTab = 'materials' | 'blog' | 'activity' | 'following';

function Grid({ items, world }: { items: MaterialSummary[]; world: string }) {
  return (
    // The hero's text is a phone's largest paint; the first card sits at the fold (issue 15).
    <MaterialGrid items={items} world={world} eagerFirst={1} priorityFirst={false} />
  );
}

function Section<T>({ name, load, empty, render }: {
  /** The tab's key in the data layer (the world and the user are added by it). */
  name: string; load: () => Promise<PaginatedOf<T>>; empty: string; render: (items: T[]) => ReactNode;
}) {
  const state = useQuery([name], load);
  if (state.status === 'loading') return <LoadingState lines={4} />;
  if (state.status === 'error') return <ErrorState onRetry={state.retry} />;
  return state.data.items.length ? <>{render(state.data.items)}</> : <EmptyState>{empty}</EmptyState>;
}

/** The content of one home tab; following and activity need a login (issue 7). */
export function HomeTabContent({ tab, world }: { tab: HomeTab; world: string }) {
  const { t } = useTranslation('home');
  if ((tab === 'following' || tab === 'activity') && !isLoggedInNow()) {
    return (
      <EmptyState action={<Link className="tm-button tm-button--primary" to={href('login', {}, world)}>{t('login')}</Link>}>
        {t('loginNeeded')}
      </EmptyState>
    );
  }
  switch (tab) {
    case 'blog':
      return (
        <Section<BlogPost> name="home.blog" load={() => getWorldBlogPosts(1)} empty={t('blogEmpty')} render={(posts) => <PostList posts={posts} world={world} />} />
      );
    case 'following':
      return (
        <Section<MaterialSummary> name="home.following" load={() => getFollowingMaterials(1)} empty={t('followingEmpty')} render={(items) => <Grid items={items} world={world} />} />
      );
    case 'activity':
      return (
        <Section<BlogPost> name="home.activity" load={() => getFollowingPosts(1)} empty={t('activityEmpty')} render={(posts) => <PostList posts={posts} world={world} />} />
      );
    default:
      return (
        <Section<MaterialSummary>
          name="home.newest"
          load={() => searchMaterials({ sort: 'newest', per_page: 12 })}
          empty={t('empty')}
          render={(items) => <Grid items={items} world={world} />}
        />
      );
  }
}
