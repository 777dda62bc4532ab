import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { forbidden } from '../errors';
import { requireUser, type SessionUser } from './session';

// Guards shared by several route areas (account settings, seller, schools, referrals, the post editor),
// here so no area imports another's files (issue 14).

/**
 * Route option `preValidation`: an anonymous caller gets the 401 before the body is validated, so
 * nobody learns a settings call's rules (or gets a 400) without logging in.
 */
export const loggedIn = (ctx: Ctx, options: { termsGate?: boolean } = {}) => async (request: FastifyRequest): Promise<void> => {
  await requireUser(ctx, request, options);
};

/** Payout accounts, vouchers, sales …: only sellers have sales. */
export function requireSeller(user: SessionUser): void {
  if (!user.is_seller) throw forbidden('Only sellers have this setting');
}

/**
 * Route options of a call for sellers only (payout account, vouchers, sales, the post editor …):
 * the login is checked before validation, as loggedIn does, and the seller role after it, just
 * before the handler, so a caller learns the same things in the same order as before the check
 * had one place. The handler reads the user with requireUser (resolved once per request).
 */
export const sellersOnly = (ctx: Ctx) => ({
  preValidation: loggedIn(ctx),
  preHandler: async (request: FastifyRequest): Promise<void> => {
    requireSeller(await requireUser(ctx, request));
  },
});
