import { allocate } from './allocate';
import { feeCents } from './fees';

export interface LineInput {
  materialId: number;
  sellerId: number;
  grossCents: number;
  /** Whether the order's voucher discounts this line (a seller's voucher: only that seller's lines). */
  voucherApplies: boolean;
}

export interface LineSplit extends LineInput {
  voucherCents: number;
  /** Who bears this line's voucher discount (null: no discount on this line). */
  voucherBy: 'seller' | 'platform' | null;
  creditCents: number;
  /** Money the buyer pays for this line: gross - voucher - credit. */
  paidCents: number;
  /** What the fee is taken from: gross minus a discount the seller granted (a platform voucher is the platform's cost). */
  baseCents: number;
  feePercent: number;
  feeCents: number;
  netCents: number;
}

export interface SplitInput {
  lines: readonly LineInput[];
  voucherCents: number;
  /** Who grants the voucher: its seller bears the discount, a platform voucher is borne by the platform. */
  voucherBy: 'seller' | 'platform' | null;
  creditCents: number;
  feePercentOf: (sellerId: number) => number;
}

/**
 * The order's money per line (issue 12 "Seller money"). The order-level voucher discount is split
 * over the lines it applies to in proportion to their gross price, credits over every line in
 * proportion to what is left after the voucher, each with allocate() (largest remainder), so
 * sum(gross) = original, sum(voucher) = discount, sum(credit) = credits and sum(paid) = the total
 * the buyer is charged, to the cent.
 */
export function splitOrder(input: SplitInput): LineSplit[] {
  const { lines } = input;
  const vouchers = allocate(input.voucherCents, lines.map((l) => (l.voucherApplies ? l.grossCents : 0)));
  const credits = allocate(input.creditCents, lines.map((l, i) => l.grossCents - vouchers[i]!));
  return lines.map((line, i) => {
    const voucherCents = vouchers[i]!;
    const creditCents = credits[i]!;
    const baseCents = line.grossCents - (input.voucherBy === 'seller' ? voucherCents : 0);
    const feePercent = input.feePercentOf(line.sellerId);
    const fee = feeCents(baseCents, feePercent);
    return {
      ...line, voucherCents, voucherBy: voucherCents > 0 ? input.voucherBy : null, creditCents, paidCents: line.grossCents - voucherCents - creditCents,
      baseCents, feePercent, feeCents: fee, netCents: baseCents - fee,
    };
  });
}
