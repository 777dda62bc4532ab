import type { Billing, HoldReason, Order, OrderStatus } from '@teachmarket/contracts/api-types';
import type { Queryable } from '../../db';
import { toMajor } from '../../lib/text';
import { PLATFORM } from '../../money/platform';

export interface OrderRow {
  id: number; user_id: number; status: OrderStatus; payment_method: string; world: string; currency_code: string; total_cents: number;
  voucher_code: string | null; created_at: Date; paid_at: Date | null; invoice_number: string; due_at: Date | null;
  billing: Billing | null; original_cents: number; voucher_discount_cents: number; used_credits_cents: number;
  files_released_at: Date | null; hold_reason: HoldReason | null; cancelled_at: Date | null; refunded_at: Date | null;
  vat_country: string | null; vat_rate_bp: number; vat_cents: number; payment_reference: string | null;
}
export interface LineRow {
  order_id: number; material_id: number; slug: string; title: string; seller_id: number; seller_name: string;
  gross_cents: number; voucher_cents: number; credit_cents: number; paid_cents: number; active: boolean;
}

export const ORDER_COLUMNS = `o.id, o.user_id, o.status, o.payment_method, o.world, o.currency_code, o.total_cents, o.voucher_code, o.created_at,
  o.paid_at, o.invoice_number, o.due_at, o.billing, o.original_cents, o.voucher_discount_cents, o.used_credits_cents,
  o.files_released_at, o.hold_reason, o.cancelled_at, o.refunded_at, o.vat_country, o.vat_rate_bp, o.vat_cents, o.payment_reference`;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function linesOf(db: Queryable, orderIds: number[]): Promise<LineRow[]> {
  return db.query<LineRow>(
    `SELECT l.order_id, l.material_id, m.slug, l.title, l.seller_id, u.public_name AS seller_name, l.gross_cents, l.voucher_cents,
            l.credit_cents, l.paid_cents, l.active
       FROM order_lines l JOIN materials m ON m.id = l.material_id JOIN users u ON u.id = l.seller_id
      WHERE l.order_id = ANY($1::int[]) ORDER BY l.id`,
    [orderIds],
  );
}

/** The buyer's view of an order: its state, what is paid where, and its lines. */
export function toOrder(r: OrderRow, lines: LineRow[]): Order {
  // Orders from before migration 006 (the seed's) stored only the total.
  const original = Math.max(r.original_cents, r.total_cents + r.voucher_discount_cents + r.used_credits_cents);
  const awaiting = r.status === 'awaiting_payment';
  const downloadsAvailable = r.status === 'paid' || (awaiting && r.files_released_at !== null);
  return {
    id: r.id,
    status: r.status,
    downloadsAvailable,
    heldBecause: awaiting && !downloadsAvailable ? (r.hold_reason ?? 'unconfirmed') : null,
    overdue: awaiting && r.due_at !== null && new Date(r.due_at).getTime() < Date.now(),
    cancelledAt: iso(r.cancelled_at),
    refundedAt: iso(r.refunded_at),
    bankTransfer: awaiting && r.payment_method === 'invoice'
      ? { accountHolder: PLATFORM.name, iban: PLATFORM.iban, bic: PLATFORM.bic, reference: r.invoice_number }
      : null,
    vat: { country: r.vat_country ?? '', rate: r.vat_rate_bp / 100, amount: toMajor(r.vat_cents) },
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
    invoice: { number: r.invoice_number, dueDate: iso(r.due_at), billing: r.billing },
    items: lines.map((l) => ({
      materialId: l.material_id, slug: l.slug, title: l.title, authorName: l.seller_name, price: toMajor(l.gross_cents), paid: toMajor(l.paid_cents),
    })),
  };
}

/** Orders of one user (the WHERE is always scoped to the user: another user's order is never found). */
export async function loadOrders(db: Queryable, userId: number, opts: { id?: number; limit: number; offset: number }): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.user_id = $1 AND ($2::int IS NULL OR o.id = $2) ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
    [userId, opts.id ?? null, opts.limit, opts.offset],
  );
  if (!rows.length) return [];
  const lines = await linesOf(db, rows.map((r) => r.id));
  return rows.map((r) => toOrder(r, lines.filter((l) => l.order_id === r.id)));
}
