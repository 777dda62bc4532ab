import type { CreateOrderBody } from '@teachmarket/contracts/api-types';
import type { SessionUser } from '../../auth/session';
import type { Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { currentFeePercent } from '../../money/fees';
import { recordLines } from '../../money/ledger';
import { invoiceSeries, nextNumber } from '../../money/numbers';
import { releaseDecision } from '../../money/release';
import { releaseFiles } from '../../money/settle';
import { splitOrder } from '../../money/split';
import { vatOf } from '../../money/vat';
import { enqueueOrderFollowUps } from '../../mail/order-follow-ups';
import { WORLD_INFO, type World } from '../../worlds';
import { findVoucher } from '../cart/store';
import { availableCreditsCents, priceCart, type PricedCart } from '../cart/pricing';

/** Days an invoice may be paid in. The spec names no term; 14 days is the usual one in the main worlds. */
export const INVOICE_DUE_DAYS = 14;

const conflict = (code: string, message: string, field?: string) => new ApiError(409, code, message, field);

/** The number orders from before migration 027 were given (derived from the id); new orders count in number_series. */
export const invoiceNumber = (id: number, createdAt: Date): string => `TM-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/**
 * What makes a cart unorderable, checked before anything is written. Already bought materials are
 * removed from the cart and the order is rejected (409 already_purchased), so the buyer sees the
 * corrected total before paying; free materials are skipped (they are downloaded, not bought).
 */
async function assertOrderable(ctx: Ctx, user: SessionUser, token: string, priced: PricedCart): Promise<void> {
  const { cart, lines } = priced;
  if (lines.length === 0) throw conflict('cart_empty', 'Your cart is empty: add a material before paying');
  if (cart.voucherError) throw conflict('voucher_invalid', `The voucher no longer applies (${cart.voucherError}): remove it to continue`, 'voucher');
  const own = lines.filter((l) => l.authorId === user.id);
  if (own.length) throw conflict('own_material', `You cannot buy your own material: remove ${own.map((l) => l.title).join(', ')}`, 'cart');
  const ids = lines.map((l) => l.id);
  // A material in a live order awaiting payment counts as bought: the order's invoice is the way to it.
  const bought = await ctx.db.query<{ material_id: number }>(
    `SELECT material_id FROM purchases WHERE user_id = $1 AND material_id = ANY($2::int[])
     UNION SELECT material_id FROM order_lines WHERE buyer_id = $1 AND active AND order_id IS NOT NULL AND material_id = ANY($2::int[])`,
    [user.id, ids],
  );
  if (bought.length) {
    await ctx.db.query('DELETE FROM cart_items WHERE cart_token = $1 AND material_id = ANY($2::int[])', [token, bought.map((b) => b.material_id)]);
    throw conflict('already_purchased', 'You already own or ordered some of these materials: they were removed from your cart, check the new total', 'cart');
  }
  if (lines.every((l) => l.free)) throw conflict('free_only', 'Free materials are downloaded directly, not bought', 'cart');
}

/**
 * Places an order for the user's cart in one transaction: the order with its invoice number (gap-free
 * counter) and VAT, one line per material with its exact share of voucher and credits, the platform
 * fee of the seller's tier and the seller's net, the sellers' ledger entries, credits and voucher
 * use. An invoice is a receivable: a total above zero stays awaiting_payment until it is settled,
 * and the files are released now only where money/release.ts allows it. `within` runs last in the
 * same transaction (the idempotency record). Returns the order id.
 */
export async function placeOrder(
  ctx: Ctx, user: SessionUser, token: string, world: World, body: CreateOrderBody,
  within?: (tx: Queryable, orderId: number) => Promise<void>,
): Promise<number> {
  const credits = body.useCredits ? await availableCreditsCents(ctx.db, user.id) : null;
  const priced = await priceCart(ctx.db, token, world, ctx.config.publicUrl, credits);
  await assertOrderable(ctx, user, token, priced);
  const charged = priced.lines.filter((l) => !l.free || priced.cart.itemsInBundles.some((b) => b.materialId === l.id));
  const voucher = priced.cart.voucher ? await findVoucher(ctx.db, priced.cart.voucher.code) : null;
  const sellers = [...new Set(charged.map((l) => l.authorId))];
  const fees = new Map(await Promise.all(sellers.map(async (id) => [id, await currentFeePercent(ctx.db, id)] as const)));
  const split = splitOrder({
    lines: charged.map((l) => ({
      materialId: l.id, sellerId: l.authorId, grossCents: l.priceCents,
      voucherApplies: voucher !== null && (voucher.seller_id === null || voucher.seller_id === l.authorId),
    })),
    voucherCents: priced.discountCents,
    voucherBy: voucher ? (voucher.seller_id === null ? 'platform' : 'seller') : null,
    creditCents: priced.creditsCents,
    feePercentOf: (id) => fees.get(id) ?? 40,
  });
  const currency = WORLD_INFO[world].currency;
  const vat = vatOf(priced.finalCents, body.billing.country, world);
  return ctx.db.transaction(async (tx) => {
    // The buyer's row lock queues their parallel orders: the credit limit and the credits are checked one order at a time.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const release = await releaseDecision(tx, user.id, priced.finalCents, currency);
    const now = new Date();
    const number = await nextNumber(tx, invoiceSeries(now));
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO orders (user_id, world, status, payment_method, payment_provider, currency_code, total_cents, voucher_code, paid_at,
                           billing, original_cents, voucher_discount_cents, used_credits_cents, due_at, invoice_number, created_at,
                           hold_reason, vat_country, vat_rate_bp, vat_cents)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::timestamptz + make_interval(days => $14::int), $15, $13,
               $16, $17, $18, $19)
       RETURNING id`,
      [user.id, world, priced.finalCents === 0 ? 'paid' : 'awaiting_payment', body.paymentMethod, currency, priced.finalCents,
        priced.cart.voucher?.code ?? null, priced.finalCents === 0 ? now : null, body.billing, priced.originalCents, priced.discountCents,
        priced.creditsCents, now, INVOICE_DUE_DAYS, number, release.release ? null : release.reason, vat.country, vat.rateBp, vat.cents],
    );
    const id = order!.id;
    const titles = new Map(charged.map((l) => [l.id, l.title]));
    const recorded = await recordLines(tx, { id, userId: user.id, currency }, split.map((l) => ({ ...l, title: titles.get(l.materialId) ?? '' })));
    // order_lines_open: the same material ordered in another tab since the check ends here.
    if (!recorded) throw conflict('already_purchased', 'You already own or ordered some of these materials: reload the cart', 'cart');
    if (release.release) await releaseFiles(tx, id, release.rule);
    if (priced.creditsCents > 0) {
      const rows = await tx.query('UPDATE users SET credits_cents = credits_cents - $1 WHERE id = $2 AND credits_cents >= $1 RETURNING id', [priced.creditsCents, user.id]);
      if (!rows.length) throw conflict('credits_changed', 'Your credits changed meanwhile: check the new total', 'useCredits');
    }
    if (priced.cart.voucher) {
      const rows = await tx.query('UPDATE vouchers SET uses = uses + 1 WHERE code = $1 AND (max_uses IS NULL OR uses < max_uses) RETURNING code', [priced.cart.voucher.code]);
      if (!rows.length) throw conflict('voucher_invalid', 'The voucher has just been used up: remove it to continue', 'voucher');
    }
    // spec §2 /invitation: the referral reward waits for the settlement (money/settle.ts), not the order.
    await tx.query('DELETE FROM cart_items WHERE cart_token = $1 AND material_id = ANY($2::int[])', [token, priced.lines.map((l) => l.id)]);
    await tx.query('UPDATE carts SET voucher_code = NULL, used_credits_cents = 0, updated_at = now() WHERE token = $1', [token]);
    // The invoice mail, the sellers' sale notifications and the rating mails of released materials (the outbox delivers them).
    await enqueueOrderFollowUps(ctx, tx, id);
    if (within) await within(tx, id);
    return id;
  });
}
