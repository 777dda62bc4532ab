import type { CreateOrderBody } from '../../../../shared-kit/src/api-types';
import type { SessionUser } from '../../auth/session';
import type { Ctx } from '../../context';
import { ApiError } from '../../errors';
import { WORLD_INFO, type World } from '../../worlds';
import { availableCreditsCents, priceCart, type PricedCart } from './pricing';
import { rewardReferral } from '../referrals/store';

/** Days an invoice may be paid in. The spec names no term; 14 days is the usual one in the main worlds. */
export const INVOICE_DUE_DAYS = 14;

const conflict = (code: string, message: string, field?: string) => new ApiError(409, code, message, field);

/** The invoice number of an order: derived from the id, so it is unique and gap-free per order. */
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
  const bought = await ctx.db.query<{ material_id: number }>(
    'SELECT material_id FROM purchases WHERE user_id = $1 AND material_id = ANY($2::int[])', [user.id, lines.map((l) => l.id)],
  );
  if (bought.length) {
    await ctx.db.query('DELETE FROM cart_items WHERE cart_token = $1 AND material_id = ANY($2::int[])', [token, bought.map((b) => b.material_id)]);
    throw conflict('already_purchased', 'You already own some of these materials: they were removed from your cart, check the new total', 'cart');
  }
  if (lines.every((l) => l.free)) throw conflict('free_only', 'Free materials are downloaded directly, not bought', 'cart');
}

/**
 * Places an invoice order for the user's cart. The embedded default has no payment provider: the
 * invoice is the buyer's promise to pay, so the order is paid at once (downloads are granted) and
 * carries an invoice number and a due date. Returns the order id.
 */
export async function placeOrder(ctx: Ctx, user: SessionUser, token: string, world: World, body: CreateOrderBody): Promise<number> {
  const credits = body.useCredits ? await availableCreditsCents(ctx.db, user.id) : null;
  const priced = await priceCart(ctx.db, token, world, ctx.config.publicUrl, credits);
  await assertOrderable(ctx, user, token, priced);
  const paid = priced.lines.filter((l) => !l.free || priced.cart.itemsInBundles.some((b) => b.materialId === l.id));
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.query<{ id: number; created_at: Date }>(
      `INSERT INTO orders (user_id, world, status, payment_method, currency_code, total_cents, voucher_code, paid_at,
                           billing, original_cents, voucher_discount_cents, used_credits_cents, due_at)
       VALUES ($1, $2, 'paid', $3, $4, $5, $6, now(), $7, $8, $9, $10, now() + make_interval(days => $11::int))
       RETURNING id, created_at`,
      [user.id, world, body.paymentMethod, WORLD_INFO[world].currency, priced.finalCents, priced.cart.voucher?.code ?? null,
        body.billing, priced.originalCents, priced.discountCents, priced.creditsCents, INVOICE_DUE_DAYS],
    );
    const id = order!.id;
    await tx.query('UPDATE orders SET invoice_number = $1 WHERE id = $2', [invoiceNumber(id, new Date(order!.created_at)), id]);
    for (const line of paid) {
      // UNIQUE (user_id, material_id): a purchase made in another tab since the check ends here.
      const rows = await tx.query('INSERT INTO purchases (user_id, material_id, order_id, price_cents) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id', [
        user.id, line.id, id, line.priceCents,
      ]);
      if (!rows.length) throw conflict('already_purchased', 'You already own some of these materials: reload the cart', 'cart');
    }
    if (priced.creditsCents > 0) {
      const rows = await tx.query('UPDATE users SET credits_cents = credits_cents - $1 WHERE id = $2 AND credits_cents >= $1 RETURNING id', [priced.creditsCents, user.id]);
      if (!rows.length) throw conflict('credits_changed', 'Your credits changed meanwhile: check the new total', 'useCredits');
    }
    if (priced.cart.voucher) {
      const rows = await tx.query('UPDATE vouchers SET uses = uses + 1 WHERE code = $1 AND (max_uses IS NULL OR uses < max_uses) RETURNING code', [priced.cart.voucher.code]);
      if (!rows.length) throw conflict('voucher_invalid', 'The voucher has just been used up: remove it to continue', 'voucher');
    }
    // spec §2 /invitation: the invitee's first paid order rewards the inviter, atomically with the order.
    await rewardReferral(tx, user.id, id, priced.finalCents);
    await tx.query('DELETE FROM cart_items WHERE cart_token = $1 AND material_id = ANY($2::int[])', [token, priced.lines.map((l) => l.id)]);
    await tx.query('UPDATE carts SET voucher_code = NULL, used_credits_cents = 0, updated_at = now() WHERE token = $1', [token]);
    return id;
  });
}
