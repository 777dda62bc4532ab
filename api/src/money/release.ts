import type { Queryable } from '../db';
import { eurRateOf } from './fees';

/**
 * Who gets the files of an invoice order before paying (issue 13 item 7: "buy by invoice and never
 * pay" must not get every paid material). An invoice is a receivable until it is settled; the
 * files are released at once only where the risk is bounded:
 * - verified school accounts (spec §6 "verified school user"): schools order on invoice as a rule,
 *   an operator checked the school, and the school is the debtor;
 * - confirmed buyers (e-mail confirmed) with no overdue invoice whose unsettled invoices, this one
 *   included, stay within CREDIT_LIMIT_EUR (converted with the currency's EUR rate).
 * Everyone else (unconfirmed accounts, an overdue invoice, over the limit) gets the files when the
 * payment arrives (an operator marks the order paid, or a payment provider's webhook settles it).
 */
export const CREDIT_LIMIT_EUR = 50;

/**
 * A confirmed account (SQL on users u): the sign-up's confirmation link sets double_opt_in, an
 * invitation or social login that proves the address sets confirmed_at; either counts.
 */
export const CONFIRMED = '(u.double_opt_in OR u.confirmed_at IS NOT NULL)';

export type ReleaseRule = 'paid' | 'nothing_to_pay' | 'verified_school' | 'trusted_buyer';
export type HoldReason = 'unconfirmed' | 'overdue' | 'over_limit';
export type ReleaseDecision = { release: true; rule: ReleaseRule } | { release: false; reason: HoldReason };

/**
 * The one rule, for two callers: the order decides inside its transaction, after the buyer's row is
 * locked (parallel orders queue: routes/orders/place.ts); the payment page asks it beforehand for the
 * signed-in user's cart with the same total and currency (GET /v1/cart/view with use_credits,
 * invoiceRelease), so the hint it shows is what the order will do.
 */
export async function releaseDecision(db: Queryable, userId: number, totalCents: number, currency: string): Promise<ReleaseDecision> {
  if (totalCents === 0) return { release: true, rule: 'nothing_to_pay' };
  const [user] = await db.query<{ confirmed: boolean; verified_school: boolean }>(
    `SELECT ${CONFIRMED} AS confirmed, coalesce(s.is_verified, false) AS verified_school
       FROM users u LEFT JOIN schools s ON s.id = u.school_id WHERE u.id = $1`,
    [userId],
  );
  if (user?.verified_school) return { release: true, rule: 'verified_school' };
  if (!user?.confirmed) return { release: false, reason: 'unconfirmed' };
  const open = await db.query<{ currency_code: string; cents: number; overdue: boolean }>(
    `SELECT currency_code, sum(total_cents)::int AS cents, bool_or(due_at < now()) AS overdue
       FROM orders WHERE user_id = $1 AND status = 'awaiting_payment' GROUP BY currency_code`,
    [userId],
  );
  if (open.some((o) => o.overdue)) return { release: false, reason: 'overdue' };
  const eurCents = open.reduce((sum, o) => sum + o.cents / eurRateOf(o.currency_code), totalCents / eurRateOf(currency));
  if (eurCents > CREDIT_LIMIT_EUR * 100) return { release: false, reason: 'over_limit' };
  return { release: true, rule: 'trusted_buyer' };
}

/** What the payment page is told (contracts InvoiceReleaseSchema): whether the files come at once and, if not, why. */
export const invoiceReleaseOf = (decision: ReleaseDecision): { release: boolean; reason?: HoldReason } =>
  decision.release ? { release: true } : { release: false, reason: decision.reason };
