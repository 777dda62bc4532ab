/**
 * The fee model (decision, spec §2 names the page only): the platform keeps a share of every sale;
 * the share falls with the seller's revenue over the last 365 days. Thresholds are in EUR and
 * converted to the seller's currency with the world's EUR rate.
 */
export const FEE_TIERS = [
  { id: 'starter', minRevenueEur: 0, feePercent: 40 },
  { id: 'established', minRevenueEur: 500, feePercent: 30 },
  { id: 'professional', minRevenueEur: 2000, feePercent: 25 },
  { id: 'top', minRevenueEur: 10000, feePercent: 20 },
] as const;
export type FeeTierId = (typeof FEE_TIERS)[number]['id'];
export const FEE_PERIOD_DAYS = 365;
