import type { App, Ctx } from '../../context';
import { registerOperatorOrders } from './orders';
import { registerOperatorPayouts } from './payouts';

/** The operator API (role operator, spec §6; the console is issue 19): orders and money. Every action is audited. */
export function registerOperatorArea(app: App, ctx: Ctx) {
  registerOperatorOrders(app, ctx);
  registerOperatorPayouts(app, ctx);
}
