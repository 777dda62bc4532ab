import {
  EmptyState, ErrorState, getFollowingMaterials, getFollowingPosts, getWorldBlogPosts, href, isLoggedInNow, LoadingState, MaterialCard,
  searchMaterials, useApi, type BlogPost, type MaterialSummary, type PaginatedOf,
} from '@teachmarket/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PostList } from './PostList';

export type HomeTab = 'materials' | 'blog' | 'activity' | 'following';

function Grid({ items, world }: { items: MaterialSummary[]; world: string }) {
  return (
    <ul className="tm-grid">
      {items.map((m, i) => (
        <li key={m.id}>
          <MaterialCard material={m} world={world} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}

function Section<T>({ load, deps, empty, render }: {
  load: (signal: AbortSignal) => Promise<PaginatedOf<T>>; deps: unknown[]; empty: string; render: (items: T[]) => ReactNode;
}) {
  const state = useApi(load, deps);
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
        <Section<BlogPost> load={(s) => getWorldBlogPosts(1, s)} deps={[world]} empty={t('blogEmpty')} render={(posts) => <PostList posts={posts} world={world} />} />
      );
    case 'following':
      return (
        <Section<MaterialSummary> load={(s) => getFollowingMaterials(1, s)} deps={[world]} empty={t('followingEmpty')} render={(items) => <Grid items={items} world={world} />} />
      );
    case 'activity':
      return (
        <Section<BlogPost> load={(s) => getFollowingPosts(1, s)} deps={[world]} empty={t('activityEmpty')} render={(posts) => <PostList posts={posts} world={world} />} />
      );
    default:
      return (
        <Section<MaterialSummary>
          load={(s) => searchMaterials({ sort: 'newest', per_page: 12 }, s)}
          deps={[world]}
          empty={t('empty')}
          render={(items) => <Grid items={items} world={world} />}
        />
      );
  }
}
