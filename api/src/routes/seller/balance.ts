import { maskIban } from '@teachmarket/contracts/api-types';
import { SellerBalanceResponseSchema, type SellerBalanceResponse } from '@teachmarket/contracts/api-types/seller';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { toMajor } from '../../lib/text';
import { balances } from '../../money/ledger';
import { minimumPayoutCents } from '../../money/payouts';
import { sellersOnly } from '../../auth/guards';

/** issue 12 "Seller money": the seller's balance per currency (read from the ledger) and their latest payouts. */
export function registerSellerBalance(app: App, ctx: Ctx) {
  app.get('/v1/seller/balance', {
    ...sellersOnly(ctx),
    schema: {
      tags: ['seller'], summary: "The seller's balance per currency (net earned, paid out, pending payout, awaiting the buyer's payment) and payouts",
      querystring: WorldQuery, response: { 200: SellerBalanceResponseSchema, ...errorResponses },
    },
  }, async (request): Promise<SellerBalanceResponse> => {
    const user = await requireUser(ctx, request);
    const [rows, payouts, account] = await Promise.all([
      balances(ctx.db, user.id),
      ctx.db.query<{ id: number; currency_code: string; amount_cents: number; status: 'pending' | 'paid'; iban: string; created_at: Date; paid_at: Date | null }>(
        'SELECT id, currency_code, amount_cents, status, iban, created_at, paid_at FROM payouts WHERE seller_id = $1 ORDER BY id DESC LIMIT 12', [user.id],
      ),
      ctx.db.query('SELECT 1 FROM bank_accounts WHERE user_id = $1', [user.id]),
    ]);
    return {
      items: rows.map((r) => ({
        currencyCode: r.currency_code, earned: toMajor(r.earned), paidOut: toMajor(r.paid_out), pendingPayout: toMajor(r.pending_payout),
        awaitingPayment: toMajor(r.awaiting), available: toMajor(r.available), minimumPayout: toMajor(minimumPayoutCents(r.currency_code)),
      })),
      payouts: payouts.map((p) => ({
        id: p.id, currencyCode: p.currency_code, amount: toMajor(p.amount_cents), status: p.status, ibanMasked: maskIban(p.iban),
        createdAt: p.created_at.toISOString(), paidAt: p.paid_at ? p.paid_at.toISOString() : null,
      })),
      hasPayoutAccount: account.length > 0,
    };
  });
}
