import { alternates, buildHref, ROUTES, type HrefParams, type RouteId } from '@teachmarket/contracts/routes';
import type { Ctx } from '../context';
import { webOrigin } from '../lib/web-links';
import type { SitemapUrl } from './xml';

/**
 * A page's sitemap entry: the absolute URL on the world's public web origin (the same one the mail
 * links use, never a request header; a world ops serve on a host of its own has its own, WORLD_WEB_URLS)
 * and, for a switchable route (spec §2), the hreflang alternates of every world it exists in plus
 * x-default, each on its world's origin, so each page of the set lists the same links.
 */
export function pageUrl(ctx: Pick<Ctx, 'config'>, routeId: RouteId, params: HrefParams, world: string): SitemapUrl {
  const loc = webOrigin(ctx, world) + buildHref(routeId, params, world);
  if (!ROUTES[routeId].switchable) return { loc };
  return { loc, alternates: alternates((w) => webOrigin(ctx, w), routeId, params) };
}
