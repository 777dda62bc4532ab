import type { Ctx } from '../../context';
import { ApiError, notFound } from '../../errors';
import { invoiceNumber } from '../orders/place';

/** Why a download is granted: it names the footer stamped into the delivered PDFs. */
export type DownloadGrant = 'purchase' | 'author' | 'free';

/**
 * Why a download is refused; the download answers 403 with it as the error code (404 for not_found).
 * payment_pending: the material is in an order awaiting payment whose files are held until the money
 * is in (api/src/money/release.ts); order_cancelled / order_refunded: the order that had it was.
 */
export type DownloadRefusal = 'not_found' | 'not_bought' | 'payment_pending' | 'order_cancelled' | 'order_refunded';

const REFUSAL_MESSAGES: Record<Exclude<DownloadRefusal, 'not_found'>, string> = {
  not_bought: 'Buy this material to download it.',
  payment_pending: 'Your order of this material awaits payment: you can download it as soon as the payment is in.',
  order_cancelled: 'Your order of this material was cancelled: order it again to download it.',
  order_refunded: 'Your order of this material was refunded: order it again to download it.',
};

/** The HTTP answer to a refused download: 404 for a material that is not there, else 403 with the reason as code. */
export function refusalError(access: DownloadAccess, materialId: number): ApiError {
  if (!access.reason || access.reason === 'not_found') return notFound('Material', materialId);
  return new ApiError(403, access.reason, REFUSAL_MESSAGES[access.reason]);
}

export interface DownloadAccess {
  allowed: boolean;
  reason?: DownloadRefusal;
  grant?: DownloadGrant;
  /** The buyer's order (its invoice number) when the download is granted by a purchase in an order. */
  orderNumber?: string;
  orderId?: number;
}

interface AccessRow {
  status: string; price_cents: number; author_id: number;
  purchase_id: number | null; order_id: number | null; invoice_number: string | null; order_created_at: Date | null;
  order_status: string | null; files_released: boolean; last_order_status: string | null;
}

/** A purchase counts while its order is paid, or awaits payment with the files released to a trusted buyer (money/release.ts). */
const ORDER_REFUSAL: Record<string, DownloadRefusal> = {
  awaiting_payment: 'payment_pending', pending: 'payment_pending', cancelled: 'order_cancelled', refunded: 'order_refunded',
};

/**
 * Who may download a material's files (spec §2 bought materials): a buyer with a purchase whose
 * order is paid or awaits payment with its files released (issue 12: an invoice is a receivable), the
 * author (drafts too, to check the upload), anyone logged in when it is published and free.
 * The one place this rule lives: the free-download link, the previews and the order rules ask here.
 */
export async function downloadAccess(ctx: Ctx, userId: number, materialId: number): Promise<DownloadAccess> {
  const [m] = await ctx.db.query<AccessRow>(
    `SELECT m.status, m.price_cents, m.author_id, p.id AS purchase_id, o.id AS order_id, o.invoice_number,
            o.created_at AS order_created_at, o.status AS order_status, o.files_released_at IS NOT NULL AS files_released,
            (SELECT lo.status FROM order_lines l JOIN orders lo ON lo.id = l.order_id
              WHERE l.buyer_id = $2 AND l.material_id = m.id ORDER BY l.id DESC LIMIT 1) AS last_order_status
       FROM materials m
       LEFT JOIN purchases p ON p.material_id = m.id AND p.user_id = $2
       LEFT JOIN orders o ON o.id = p.order_id
      WHERE m.id = $1 AND m.status <> 'deleted'`,
    [materialId, userId],
  );
  if (!m) return { allowed: false, reason: 'not_found' };
  if (m.author_id === userId) return { allowed: true, grant: 'author' };
  // Issue 12/13: the order's state decides (an unpaid invoice does not open every paid material).
  const held = m.purchase_id !== null && m.order_status !== null && m.order_status !== 'paid'
    && !(m.order_status === 'awaiting_payment' && m.files_released);
  if (held) return { allowed: false, reason: ORDER_REFUSAL[m.order_status!] ?? 'not_bought' };
  // A buyer keeps what they bought when the material leaves the catalogue (withdrawn by its author,
  // or taken out by an operator): only a purchase opens a material that is not published.
  if (m.purchase_id !== null) {
    const orderNumber = m.order_id === null ? undefined : (m.invoice_number ?? invoiceNumber(m.order_id, new Date(m.order_created_at!)));
    return { allowed: true, grant: 'purchase', ...(orderNumber && m.order_id !== null ? { orderNumber, orderId: m.order_id } : {}) };
  }
  if (m.status !== 'published') return { allowed: false, reason: 'not_found' };
  if (m.price_cents === 0) return { allowed: true, grant: 'free' };
  // No purchase: a held, cancelled or refunded order of it says why (cancel and refund remove the purchase).
  return { allowed: false, reason: (m.last_order_status && ORDER_REFUSAL[m.last_order_status]) || 'not_bought' };
}
