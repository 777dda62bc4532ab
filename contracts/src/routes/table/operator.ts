import { defineRoutes } from './define';

/**
 * The operator's console (issue 19; role operator, spec §6), owned by mfe_cabinet. Operator tools:
 * the same path in every world (fixedPath: operators share links to a user or an order whatever
 * world they browse), never indexed, no counterpart to switch to. The pages themselves show nothing
 * but a refusal to anyone who is not an operator; the API checks the role on every call.
 */
const operator = <const P extends string>(path: P) =>
  ({ app: 'mfe_cabinet', path, index: 'noindex-nofollow', switchable: false, fixedPath: true }) as const;

export const operatorRoutes = defineRoutes({
  operator: operator('/operator'),
  operatorSchools: operator('/operator/schools'),
  operatorOrders: operator('/operator/orders'),
  operatorUsers: operator('/operator/users'),
  operatorUser: operator('/operator/users/:id'),
  operatorAudit: operator('/operator/audit'),
  operatorErrors: operator('/operator/errors'),
  operatorRemotes: operator('/operator/remotes'),
  operatorModeration: operator('/operator/moderation'),
  operatorMoney: operator('/operator/money'),
});
