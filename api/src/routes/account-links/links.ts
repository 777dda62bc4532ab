import type { HrefOptions, RouteId, RouteParams } from '@teachmarket/contracts/routes';
import type { Ctx } from '../../context';
import { ApiError } from '../../errors';
import { webLink } from '../../lib/web-links';

/** The absolute web link an e-mail carries: PUBLIC_WEB_URL + the route table's path (issue 13: never a request header). */
export function mailLink<Id extends RouteId>(ctx: Ctx, routeId: Id, params: RouteParams<Id>, world: string, opts?: HrefOptions): string {
  return webLink(ctx, routeId, params, world, opts);
}

/** Too many mails asked for within the window (spec §8 style: a code the page switches on). */
export const rateLimited = () => new ApiError(429, 'rate_limited', 'Too many requests: please wait an hour and try again');
