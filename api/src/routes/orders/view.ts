import type { Billing, Order } from '../../../../shared-kit/src/api-types';
import type { Queryable } from '../../db';
import { toMajor } from '../../lib/text';
import { invoiceNumber } from './place';

interface OrderRow {
  id: number; status: string; payment_method: string; world: string; currency_code: string; total_cents: number;
  voucher_code: string | null; created_at: Date; paid_at: Date | null; invoice_number: string | null; due_at: Date | null;
  billing: Billing | null; original_cents: number; voucher_discount_cents: number; used_credits_cents: number;
}
interface ItemRow { order_id: number; material_id: number; price_cents: number; slug: string; title: string; author_name: string }

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Orders of one user (the WHERE is always scoped to the user: another user's order is never found). */
export async function loadOrders(db: Queryable, userId: number, opts: { id?: number; limit: number; offset: number }): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    `SELECT id, status, payment_method, world, currency_code, total_cents, voucher_code, created_at, paid_at, invoice_number,
            due_at, billing, original_cents, voucher_discount_cents, used_credits_cents
       FROM orders WHERE user_id = $1 AND ($2::int IS NULL OR id = $2) ORDER BY id DESC LIMIT $3 OFFSET $4`,
    [userId, opts.id ?? null, opts.limit, opts.offset],
  );
  if (!rows.length) return [];
  const items = await db.query<ItemRow>(
    `SELECT p.order_id, p.material_id, p.price_cents, m.slug, m.title, u.public_name AS author_name
       FROM purchases p JOIN materials m ON m.id = p.material_id JOIN users u ON u.id = m.author_id
      WHERE p.order_id = ANY($1::int[]) ORDER BY p.id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => {
    // Orders from before migration 006 (the seed's) stored only the total.
    const original = Math.max(r.original_cents, r.total_cents + r.voucher_discount_cents + r.used_credits_cents);
    return {
      id: r.id,
      status: r.status,
      paymentMethod: r.payment_method,
      world: r.world,
      currencyCode: r.currency_code,
      originalPrice: toMajor(original),
      totalVoucherDiscount: toMajor(r.voucher_discount_cents),
      usedCredits: toMajor(r.used_credits_cents),
      finalPrice: toMajor(r.total_cents),
      voucherCode: r.voucher_code,
      createdAt: iso(r.created_at)!,
      paidAt: iso(r.paid_at),
      invoice: { number: r.invoice_number ?? invoiceNumber(r.id, new Date(r.created_at)), dueDate: iso(r.due_at), billing: r.billing },
      items: items.filter((i) => i.order_id === r.id).map((i) => ({
        materialId: i.material_id, slug: i.slug, title: i.title, authorName: i.author_name, price: toMajor(i.price_cents),
      })),
    };
  });
}
