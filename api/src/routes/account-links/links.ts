import type { FastifyRequest } from 'fastify';
import { href, type HrefOptions, type RouteId, type RouteParams } from '../../../../shared-kit/src/routes';
import type { Ctx } from '../../context';
import { ApiError } from '../../errors';
import { webOrigin } from '../account/registration';

/** The absolute web link an e-mail carries: built from the route table like every frontend link. */
export function mailLink<Id extends RouteId>(
  ctx: Ctx, request: FastifyRequest, routeId: Id, params: RouteParams<Id>, world: string, opts?: HrefOptions,
): string {
  return `${webOrigin(ctx, request)}${href(routeId, params, world, opts)}`;
}

/** Too many mails asked for within the window (spec §8 style: a code the page switches on). */
export const rateLimited = () => new ApiError(429, 'rate_limited', 'Too many requests: please wait an hour and try again');
