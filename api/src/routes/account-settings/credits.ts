import { CreditsResponseSchema, type CreditKind } from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { toMajor } from '../../lib/text';
import { isWorld, WORLD_INFO } from '../../worlds';
import { loggedIn } from '../../auth/guards';

/** The history shows the latest entries; older ones are still counted in the balance. */
export const CREDIT_HISTORY_LIMIT = 100;

/**
 * spec §3 User.profileDetails.credits{amount, had_credits} and availableCredits, cabinet /credit:
 * the balance (users.credits_cents, which checkout lowers) and where it came from. Grants are
 * credit_entries; spending is the credits part of the user's orders, so it cannot disagree with them.
 */
export function registerCredits(app: App, ctx: Ctx) {
  app.get('/v1/account/credits', {
    preValidation: loggedIn(ctx),
    schema: { tags: ['account'], summary: "The logged-in user's credits balance and history, newest first", querystring: WorldQuery, response: { 200: CreditsResponseSchema, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const [balance] = await ctx.db.query<{ credits_cents: number; had_credits: boolean; world: string }>(
      'SELECT credits_cents, had_credits, world FROM users WHERE id = $1', [user.id],
    );
    const rows = await ctx.db.query<{ id: string; kind: CreditKind; amount_cents: number; order_id: number | null; created_at: Date }>(
      `SELECT * FROM (
         SELECT 'c' || id AS id, reason AS kind, amount_cents, NULL::int AS order_id, created_at FROM credit_entries WHERE user_id = $1
         UNION ALL
         SELECT 'o' || id, 'order', -used_credits_cents, id, created_at FROM orders
          WHERE user_id = $1 AND used_credits_cents > 0 AND status <> 'cancelled'
       ) h ORDER BY created_at DESC, id DESC LIMIT $2`,
      [user.id, CREDIT_HISTORY_LIMIT],
    );
    const world = balance && isWorld(balance.world) ? balance.world : 'de';
    return {
      item: {
        amount: toMajor(Math.max(0, balance?.credits_cents ?? 0)),
        had_credits: balance?.had_credits ?? false,
        currencyCode: WORLD_INFO[world].currency,
        history: rows.map((r) => ({ id: r.id, kind: r.kind, amount: toMajor(r.amount_cents), orderId: r.order_id, createdAt: r.created_at.toISOString() })),
      },
    };
  });
}
