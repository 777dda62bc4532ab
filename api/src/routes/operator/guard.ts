import type { FastifyRequest } from 'fastify';
import { requireUser, type SessionUser } from '../../auth/session';
import type { Ctx } from '../../context';
import { forbidden } from '../../errors';

/**
 * spec §6: operators run the marketplace. An operator's login-as session acts as the user it
 * impersonates, never as an operator, so it is refused here too.
 */
export async function requireOperator(ctx: Ctx, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(ctx, request);
  if (user.role !== 'operator' || user.impersonated_by !== null) throw forbidden('Only operators may do this');
  return user;
}
