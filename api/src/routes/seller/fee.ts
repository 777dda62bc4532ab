import { FEE_PERIOD_DAYS, FEE_TIERS, SellerFeeResponseSchema, type SellerFeeResponse } from '@teachmarket/contracts/api-types/seller';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { toMajor } from '../../lib/text';
import { eurRateOf, feeCents, revenueByCurrency, tierOf } from '../../money/fees';
import { isWorld, WORLD_INFO } from '../../worlds';
import { sellersOnly } from '../../auth/guards';

const DAY_MS = 24 * 3600 * 1000;

/**
 * spec §2 cabinet /fee: the seller's platform fee and how it is computed (model: FEE_TIERS in
 * contracts/src/api-types/seller.ts): the revenue of the last 365 days decides the tier; the same
 * rule prices every new sale (api/src/money/fees.ts). Revenue = the gross of paid sales minus the
 * seller's own vouchers (unpaid, cancelled and refunded orders do not count). Sales in other worlds'
 * currencies are converted with the worlds' EUR rates; amounts are answered in the currency of the
 * seller's own world.
 */
export function registerSellerFee(app: App, ctx: Ctx) {
  app.get('/v1/seller/fee', {
    ...sellersOnly(ctx),
    schema: {
      tags: ['seller'], summary: "The seller's fee tier, computed from the revenue of the last 365 days, and the way to the next tier",
      querystring: WorldQuery, response: { 200: SellerFeeResponseSchema, ...errorResponses },
    },
  }, async (request): Promise<SellerFeeResponse> => {
    const user = await requireUser(ctx, request);
    const home = WORLD_INFO[isWorld(user.world) ? user.world : 'de'];
    const end = new Date();
    const start = new Date(end.getTime() - FEE_PERIOD_DAYS * DAY_MS);
    const rows = await revenueByCurrency(ctx.db, user.id, start, end);
    const eurCents = rows.reduce((sum, r) => sum + r.cents / eurRateOf(r.currency_code), 0);
    const local = (eur: number) => Math.round(eur * home.eurRate);
    const revenueCents = Math.round(eurCents * home.eurRate);
    const tier = tierOf(eurCents / 100);
    const index = FEE_TIERS.findIndex((t) => t.id === tier.id);
    const next = FEE_TIERS[index + 1];
    const fee = feeCents(revenueCents, tier.feePercent);
    return {
      currencyCode: home.currency,
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
      revenue: toMajor(revenueCents),
      sales: rows.reduce((sum, r) => sum + r.sales, 0),
      tier: tier.id,
      feePercent: tier.feePercent,
      fee: toMajor(fee),
      payout: toMajor(revenueCents - fee),
      tiers: FEE_TIERS.map((t) => ({ id: t.id, minRevenue: local(t.minRevenueEur), feePercent: t.feePercent })),
      next: next
        ? {
          id: next.id, minRevenue: local(next.minRevenueEur), feePercent: next.feePercent,
          missing: toMajor(Math.max(0, local(next.minRevenueEur) * 100 - revenueCents)),
          // Progress from the current tier's threshold to the next one's.
          progressPercent: Math.min(99, Math.floor((100 * (eurCents / 100 - tier.minRevenueEur)) / (next.minRevenueEur - tier.minRevenueEur))),
        }
        : null,
    };
  });
}
