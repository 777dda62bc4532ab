import type { Cart } from '@teachmarket/contracts/api-types';
import type { Queryable } from '../../db';
import { toMajor } from '../../lib/text';
import type { World } from '../../worlds';
import { viewCart } from './store';

/** Major units back to integer cents (viewCart's numbers are cents / 100, so this is exact). */
export const toCents = (major: number): number => Math.round(major * 100);

export interface PricedLine {
  id: number;
  slug: string;
  title: string;
  authorId: number;
  authorName: string;
  /** What this line costs in the order: 0 when a bundle in the cart contains it. */
  priceCents: number;
  free: boolean;
}

export interface PricedCart {
  cart: Cart;
  lines: PricedLine[];
  originalCents: number;
  discountCents: number;
  creditsCents: number;
  finalCents: number;
}

export async function availableCreditsCents(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ credits_cents: number }>('SELECT credits_cents FROM users WHERE id = $1', [userId]);
  return Math.max(0, row?.credits_cents ?? 0);
}

/**
 * spec §3 Cart: prices are the cart view's (bundle overlap, voucher), so what the buyer saw in the
 * cart is what the order charges; credits cover at most what is left after the voucher.
 */
export async function priceCart(db: Queryable, token: string, world: World, baseUrl: string, creditsCents: number | null): Promise<PricedCart> {
  const cart = await viewCart(db, token, world, baseUrl);
  const inBundle = new Set(cart.itemsInBundles.map((b) => b.materialId));
  const lines = cart.cartItems.map((item) => ({
    id: item.id,
    slug: item.slug,
    title: item.title,
    authorId: item.author.id,
    authorName: item.author.publicName,
    priceCents: inBundle.has(item.id) ? 0 : toCents(item.finalPrice),
    free: item.finalPrice === 0,
  }));
  const originalCents = toCents(cart.originalPrice);
  const discountCents = toCents(cart.totalVoucherDiscount);
  const used = creditsCents === null ? 0 : Math.min(creditsCents, originalCents - discountCents);
  const finalCents = originalCents - discountCents - used;
  const priced: Cart = {
    ...cart,
    usedCredits: toMajor(used),
    finalPrice: toMajor(finalCents),
    ...(creditsCents === null ? {} : { availableCredits: toMajor(creditsCents) }),
  };
  return { cart: priced, lines, originalCents, discountCents, creditsCents: used, finalCents };
}
