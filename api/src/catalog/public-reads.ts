import type { App, Ctx } from '../context';
import { changeFeedOf, type ChangeFeed } from './change-feed';
import { FacetCache } from './facets';
import { SearchIndex } from './search-index';
import { SuggestIndex } from './suggest-index';
import type { CachedBody } from './http-cache';
import { VersionedCache } from './versioned-cache';

/**
 * The in-process caches of the public catalogue reads, one set per app (API process). All
 * follow the change feed (LISTEN/NOTIFY, migration 030); TTLs only bound what the feed does not
 * report: sales and rating counters (search order, stars) and, for materials, nothing else.
 */
export interface PublicReads {
  feed: ChangeFeed;
  facets: FacetCache;
  /** Issue 17: the in-memory search index per world (search-index.ts); the SQL path answers what it cannot. */
  index: SearchIndex;
  /** Issue 17: the in-memory suggest dictionary per world (suggest-index.ts); the SQL path answers what it cannot. */
  suggestIndex: SuggestIndex;
  search: VersionedCache<CachedBody>;
  suggest: VersionedCache<CachedBody>;
  /** Filters and mega menu per world. */
  options: VersionedCache<CachedBody>;
  material: VersionedCache<CachedBody>;
  /** A world's blog post lists (issue 17: on every home page; migration 043 reports their changes). */
  blog: VersionedCache<CachedBody>;
}

const MB = 1024 * 1024;
const byApp = new WeakMap<App, PublicReads>();

/** The caches of this app (created, and hooked to its start and close, on first use). */
export function publicReadsOf(app: App, ctx: Ctx): PublicReads {
  const existing = byApp.get(app);
  if (existing) return existing;
  const feed = changeFeedOf(ctx.db, ctx.config.databaseUrl, (message) => app.log.warn(message));
  const reads: PublicReads = {
    feed,
    facets: new FacetCache(ctx.db, feed),
    index: new SearchIndex(ctx.db, feed, (message) => app.log.warn(message)),
    suggestIndex: new SuggestIndex(ctx.db, feed, (message) => app.log.warn(message)),
    search: new VersionedCache(feed, { maxSize: 48 * MB, ttlMs: 30_000 }),
    suggest: new VersionedCache(feed, { maxSize: 4 * MB, ttlMs: 60_000 }),
    options: new VersionedCache(feed, { maxSize: 2 * MB, ttlMs: 10 * 60_000 }),
    material: new VersionedCache(feed, { maxSize: 24 * MB, ttlMs: 60_000 }),
    // 30 s: what COMMUNITY_POLICY lets a shared cache keep anyway (an author's name change of a non-seller).
    blog: new VersionedCache(feed, { maxSize: 8 * MB, ttlMs: 30_000 }),
  };
  byApp.set(app, reads);
  app.addHook('onReady', async () => {
    await feed.start().catch((error: Error) => app.log.warn(`catalog change feed: ${error.message}`));
  });
  app.addHook('onClose', async () => {
    for (const cache of [reads.facets, reads.search, reads.suggest, reads.options, reads.material, reads.blog]) cache.dispose();
    reads.index.dispose();
    reads.suggestIndex.dispose();
    await feed.stop();
  });
  return reads;
}
