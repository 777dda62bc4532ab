import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/session';
import type { Ctx } from '../../context';

/**
 * Route option `preValidation`: an anonymous caller gets the 401 before the body is validated, so
 * nobody learns a settings call's rules (or gets a 400) without logging in.
 */
export const loggedIn = (ctx: Ctx) => async (request: FastifyRequest): Promise<void> => {
  await requireUser(ctx, request);
};
