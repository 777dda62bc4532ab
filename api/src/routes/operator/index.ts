import type { App, Ctx } from '../../context';
import { registerOperatorOrders } from './orders';
import { registerOperatorPayouts } from './payouts';
import { registerOperatorAuditLog } from './audit-log';
import { registerOperatorSchools } from './schools';
import { registerOperatorUsers } from './users';
import { registerOperatorErrors } from './errors';
import { registerOperatorRemotes } from './remotes';
import { registerOperatorModeration } from './moderation';

/** The operator API (role operator, spec §6; the console is issue 19): orders and money, school verification, users, the audit log. Every action is audited. */
export function registerOperatorArea(app: App, ctx: Ctx) {
  registerOperatorOrders(app, ctx);
  registerOperatorPayouts(app, ctx);
  registerOperatorSchools(app, ctx);
  registerOperatorUsers(app, ctx);
  registerOperatorAuditLog(app, ctx);
  registerOperatorErrors(app, ctx);
  registerOperatorRemotes(app, ctx);
  registerOperatorModeration(app, ctx);
}
