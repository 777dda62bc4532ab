import { href, type HrefOptions, type RouteId, type RouteParams } from '@teachmarket/contracts/routes';
import type { Ctx } from '../context';

/**
 * The origin of a world's mail links: its own host when ops serve it on one (WORLD_WEB_URLS), else
 * PUBLIC_WEB_URL. Both are configuration, read at start (auth/security-config.ts).
 *
 * Partner-author custom domains (CUSTOM_DOMAINS_FILE) are deliberately not used: every mail links
 * to an account or token page (confirm, reset, invitation, free download, rating, invoice), none to
 * the pages a partner domain serves (spec §2: /, /blog, /materials, /material/:id/:slug), and a live
 * token belongs on a host the shop itself runs, not on one whose DNS a partner controls.
 */
export function webOrigin(ctx: Pick<Ctx, 'config'>, world: string): string {
  const { worldWebUrls, publicWebUrl } = ctx.config;
  return (Object.hasOwn(worldWebUrls, world) ? worldWebUrls[world] : undefined) ?? publicWebUrl;
}

/**
 * The absolute web link an e-mail carries: the world's configured origin (webOrigin) plus the route
 * table's path for the world. Issue 13: never the request's Origin, Host or X-Forwarded-Host header.
 * Those are the caller's to choose, so a password reset asked for with `Origin: https://attacker.example`
 * would mail the victim a live token pointing at the attacker's site.
 */
export function webLink<Id extends RouteId>(ctx: Pick<Ctx, 'config'>, routeId: Id, params: RouteParams<Id>, world: string, opts?: HrefOptions): string {
  return `${webOrigin(ctx, world)}${href(routeId, params, world, opts)}`;
}
