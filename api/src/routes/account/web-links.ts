import { href, type HrefOptions, type RouteId, type RouteParams } from '../../../../shared-kit/src/routes';
import type { Ctx } from '../../context';

/**
 * The absolute web link an e-mail carries: the configured PUBLIC_WEB_URL plus the route table's path
 * for the world. Issue 13: never the request's Origin or Host header. Those are the caller's to
 * choose, so a password reset asked for with `Origin: https://attacker.example` would mail the
 * victim a live token pointing at the attacker's site.
 */
export function webLink<Id extends RouteId>(ctx: Ctx, routeId: Id, params: RouteParams<Id>, world: string, opts?: HrefOptions): string {
  return `${ctx.config.publicWebUrl}${href(routeId, params, world, opts)}`;
}
