import { SCHOOL_TYPES } from '@teachmarket/contracts/api-types';
import { existsIn, ROUTE_LIST, type RouteDef, type RouteId } from '@teachmarket/contracts/routes';
import { aiTools } from '../content/ai-tools';
import type { Ctx } from '../context';
import { slugify } from '../lib/text';
import type { World } from '../worlds';
import { pageUrl } from './links';
import type { SitemapUrl } from './xml';

/**
 * Indexable routes that are not listed as a page of their own:
 * - aiToolDocuments: the caller's own generated documents (its API call needs a login), nothing a crawler sees;
 * - tema: the same subject page as lessons under a second path (lessons is the one listed);
 * - materialCardPreview, materialFeedback, schoolLandingMaterial: views of a material or of a school
 *   type and subject pair, listed through the material and the school and subject landing pages.
 * Materials, authors and blog posts have sitemap kinds of their own.
 */
const NOT_LISTED: ReadonlySet<RouteId> = new Set(['aiToolDocuments', 'tema', 'materialCardPreview', 'materialFeedback', 'schoolLandingMaterial']);

const hasRequiredParam = (route: RouteDef) => /:\w+(?![?*\w])/.test(route.path);

/** spec §2: only indexable routes belong in a sitemap; those without params are one page per world. */
const STATIC_PAGES = ROUTE_LIST.filter((route) => route.index === 'index' && !hasRequiredParam(route) && !NOT_LISTED.has(route.id));

const staticPages = (ctx: Pick<Ctx, 'config'>, world: World, info: boolean): SitemapUrl[] =>
  STATIC_PAGES.filter((route) => (route.app === 'mfe_info') === info && existsIn(route, world)).map((route) => pageUrl(ctx, route.id, {}, world));

/** spec §2 "Information", "Seller info", "Step pages": the information pages of a world (no database). */
export function infoPages(ctx: Pick<Ctx, 'config'>, world: World): SitemapUrl[] {
  return staticPages(ctx, world, true);
}

/**
 * Landing pages of a world: home, foundation page, AI tools and interactive entry pages, and the
 * landing pages built from data (spec §2 "Landing pages"): one lessons page per subject of the world
 * that has published materials; in de also one school landing per school type and one foundation
 * (free materials) landing per subject with free materials. An empty landing page is not listed.
 * Which subjects and school types have published materials is read from the search's facet counts
 * (search_facet_counts, kept by triggers, migration 030): the numbers the landing pages show, at the
 * cost of a few index lookups per world instead of a walk through its materials.
 */
export async function landingPages(ctx: Ctx, world: World): Promise<SitemapUrl[]> {
  const urls = staticPages(ctx, world, false);
  urls.push(...aiTools(world).map((tool) => pageUrl(ctx, 'aiTool', { id: tool.id }, world)));
  const subjects = await ctx.db.query<{ id: number; title: string; free: boolean }>(
    `SELECT s.id, s.title, coalesce(f.count, 0) > 0 AS free
       FROM search_facet_counts c
       JOIN subjects s ON s.id = c.value::int AND s.world = c.world
       LEFT JOIN search_facet_counts f
         ON f.world = c.world AND f.filter_facet = 'price' AND f.filter_value = 'free' AND f.facet = 'subject' AND f.value = c.value
      WHERE c.world = $1 AND c.filter_facet = '' AND c.filter_value = '' AND c.facet = 'subject' AND c.count > 0
      ORDER BY s.id`,
    [world],
  );
  urls.push(...subjects.map((s) => pageUrl(ctx, 'lessons', { id: s.id, slug: slugify(s.title) }, world)));
  if (world === 'de') {
    const rows = await ctx.db.query<{ value: string }>(
      `SELECT value FROM search_facet_counts
        WHERE world = $1 AND filter_facet = '' AND filter_value = '' AND facet = 'school_type' AND count > 0`,
      [world],
    );
    const present = new Set(rows.map((r) => r.value));
    const types = SCHOOL_TYPES.filter((type) => type !== 'all' && present.has(type));
    urls.push(...types.map((school) => pageUrl(ctx, 'schoolLanding', { school }, world)));
    urls.push(...subjects.filter((s) => s.free).map((s) => pageUrl(ctx, 'foundationLanding', { id: s.id, slug: slugify(s.title) }, world)));
  }
  return urls;
}
