import type { SitemapKind } from '@teachmarket/contracts/api-types/seo';
import type { Ctx } from '../context';
import { isWorld, WORLDS, type World } from '../worlds';
import { pageUrl } from './links';
import { infoPages, landingPages } from './pages';
import type { SitemapUrl } from './xml';

/** Rows read per query while a file is written: a 50,000-URL file never holds its rows at once. */
const BATCH = 2_000;

interface ListedRow { id: number; slug?: string; lastmod?: Date }

/**
 * A database-backed kind. The same visibility rules as the public pages:
 * - materials: published (never a draft or a deleted one, as the material page) and of the world (a material belongs to one);
 * - authors: a public profile (spec §3 is_private_profile) with a published material in the world;
 * - blog posts: every post of the world (a post is written for one world and has no draft state).
 * `where` reads the world as `$1`; `perWorld` counts the same rows for every world at once (the index),
 * `count` for one world (`$1`).
 */
interface TableKind {
  from: string;
  where: string;
  columns: string;
  perWorld: string;
  count: string;
  url(ctx: Ctx, row: ListedRow, world: World): SitemapUrl;
}

const SEARCH_TOTAL = `search_facet_counts WHERE filter_facet = '' AND filter_value = '' AND facet = '' AND value = ''`;
const PUBLIC_AUTHOR = `NOT t.is_private_profile AND EXISTS (SELECT 1 FROM materials m WHERE m.author_id = t.id AND m.world = $1 AND m.status = 'published')`;

const TABLE_KINDS: Record<'materials' | 'authors' | 'blog-posts', TableKind> = {
  materials: {
    from: 'materials t',
    where: `t.world = $1 AND t.status = 'published'`,
    columns: 't.id, t.slug',
    // The published materials per world are the search's total, kept by triggers (migration 030):
    // no walk through hundreds of thousands of rows to learn how many files there are.
    perWorld: `SELECT world, count AS n FROM ${SEARCH_TOTAL}`,
    count: `SELECT count AS n FROM ${SEARCH_TOTAL} AND world = $1`,
    url: (ctx, r, world) => pageUrl(ctx, 'material', { id: r.id, slug: r.slug || 'material' }, world),
  },
  authors: {
    from: 'users t',
    where: PUBLIC_AUTHOR,
    columns: 't.id, t.slug',
    perWorld: `SELECT m.world, count(DISTINCT m.author_id)::int AS n FROM materials m JOIN users u ON u.id = m.author_id
                WHERE m.status = 'published' AND NOT u.is_private_profile GROUP BY m.world`,
    count: `SELECT count(*)::int AS n FROM users t WHERE ${PUBLIC_AUTHOR}`,
    url: (ctx, r, world) => pageUrl(ctx, 'author', { id: r.id, slug: r.slug || 'author' }, world),
  },
  'blog-posts': {
    from: 'blog_posts t',
    where: 't.world = $1',
    columns: 't.id, coalesce(t.updated_at, t.created_at) AS lastmod',
    perWorld: `SELECT world, count(*)::int AS n FROM blog_posts GROUP BY world`,
    count: 'SELECT count(*)::int AS n FROM blog_posts t WHERE t.world = $1',
    url: (ctx, r, world) => ({ ...pageUrl(ctx, 'blogPost', { id: r.id }, world), ...(r.lastmod ? { lastmod: r.lastmod } : {}) }),
  },
};

const isTableKind = (kind: SitemapKind): kind is keyof typeof TABLE_KINDS => Object.hasOwn(TABLE_KINDS, kind);

/** The pages of a kind without many rows (one list per world, bounded by the route table and the subjects). */
const listed = (ctx: Ctx, kind: 'landing-pages' | 'info-pages', world: World): Promise<SitemapUrl[]> | SitemapUrl[] =>
  kind === 'info-pages' ? infoPages(ctx, world) : landingPages(ctx, world);

/** How many URLs each world has of a kind (worlds without any are left out). */
export async function countsByWorld(ctx: Ctx, kind: SitemapKind): Promise<Map<World, number>> {
  const counts = new Map<World, number>();
  if (isTableKind(kind)) {
    for (const row of await ctx.db.query<{ world: string; n: number }>(TABLE_KINDS[kind].perWorld)) {
      if (isWorld(row.world) && row.n > 0) counts.set(row.world, row.n);
    }
  } else {
    for (const world of WORLDS) {
      const n = (await listed(ctx, kind, world)).length;
      if (n > 0) counts.set(world, n);
    }
  }
  return counts;
}

/** How many URLs one world has of a kind. */
export async function countOf(ctx: Ctx, kind: SitemapKind, world: World): Promise<number> {
  if (!isTableKind(kind)) return (await listed(ctx, kind, world)).length;
  const [row] = await ctx.db.query<{ n: number }>(TABLE_KINDS[kind].count, [world]);
  return row?.n ?? 0;
}

/** URLs `from` .. `from + size - 1` of a world's kind, in id order; database rows are read in batches by keyset. */
export async function* urlsOf(ctx: Ctx, kind: SitemapKind, world: World, from: number, size: number): AsyncGenerator<SitemapUrl> {
  if (!isTableKind(kind)) {
    yield* (await listed(ctx, kind, world)).slice(from, from + size);
    return;
  }
  const table = TABLE_KINDS[kind];
  // Keyset on id ($2: the last id read); only the first batch skips rows, to reach the file's first URL.
  const rows = `SELECT ${table.columns} FROM ${table.from} WHERE ${table.where} AND t.id > $2 ORDER BY t.id LIMIT $3 OFFSET $4`;
  let after = 0;
  let skip = from;
  let left = size;
  while (left > 0) {
    const limit = Math.min(BATCH, left);
    const batch = await ctx.db.query<ListedRow>(rows, [world, after, limit, skip]);
    for (const row of batch) yield table.url(ctx, row, world);
    if (batch.length < limit) return;
    after = batch[batch.length - 1]!.id;
    skip = 0;
    left -= batch.length;
  }
}
