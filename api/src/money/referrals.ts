import { randomBytes } from 'node:crypto';
import { REFERRAL_LIMITS } from '@teachmarket/contracts/api-types/referrals';
import type { Queryable } from '../db';
import { CONFIRMED } from './release';
import { isWorld, WORLD_INFO } from '../worlds';

/*
 * Referral bookkeeping (migration 024): codes, sign-ups through a code, and the inviter's reward in
 * credits. It lives beside settle.ts, which rewards and revokes inside the settlement's transaction;
 * the routes (routes/referrals, routes/account/registration.ts) only call it.
 */

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A readable code (no 0/o, 1/l): it is typed from a printed note as often as clicked. */
function newCode(): string {
  return Array.from(randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The user's referral code, created on first use (a clash of two random codes is retried). */
export async function referralCodeOf(db: Queryable, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db.query<{ code: string }>(
      `WITH ins AS (INSERT INTO referral_codes (user_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code)
       SELECT code FROM ins UNION ALL SELECT code FROM referral_codes WHERE user_id = $1`,
      [userId, newCode()],
    );
    if (row) return row.code;
  }
  throw new Error('no free referral code');
}

/** The reward in the inviter's world currency (credits are kept in it): REFERRAL_LIMITS.rewardEur at its rate, whole units. */
export function referralRewardCents(world: string): number {
  const info = WORLD_INFO[isWorld(world) ? world : 'de'];
  return Math.round(REFERRAL_LIMITS.rewardEur * info.eurRate) * 100;
}

/**
 * A sign-up through a referral link (?ref=code): the inviter's invitation to that address becomes
 * "registered", or a row is added for a colleague who used the shared link. An unknown code, or the
 * user's own, is ignored: a stale link must not stop anyone from signing up.
 */
export async function recordReferral(db: Queryable, code: string, inviteeId: number, email: string): Promise<boolean> {
  const [inviter] = await db.query<{ user_id: number }>('SELECT user_id FROM referral_codes WHERE code = $1', [code]);
  if (!inviter || inviter.user_id === inviteeId) return false;
  const updated = await db.query(
    `UPDATE referrals SET invitee_id = $3, registered_at = now()
      WHERE inviter_id = $1 AND email = $2 AND invitee_id IS NULL RETURNING id`,
    [inviter.user_id, email, inviteeId],
  );
  if (updated.length) return true;
  const inserted = await db.query(
    `INSERT INTO referrals (inviter_id, email, invitee_id, registered_at) VALUES ($1, $2, $3, now()) ON CONFLICT DO NOTHING RETURNING id`,
    [inviter.user_id, email, inviteeId],
  );
  return inserted.length > 0;
}

/**
 * Inside the settlement's transaction (an operator marks the invoice paid, or a provider's webhook
 * settles it; api/src/money/settle.ts): the invitee's first settled order with money paid (a total
 * above zero) rewards the inviter once, and only when the invitee's account is confirmed. Rewarding at
 * order placement paid out for invoices nobody paid: two throw-away sign-ups through one's own link
 * earned credits (issue 13 item 7). The conditional update makes two settlements at once reward only once.
 */
export async function rewardReferral(tx: Queryable, inviteeId: number, orderId: number, paidCents: number): Promise<boolean> {
  if (paidCents <= 0) return false;
  const [ref] = await tx.query<{ id: number; inviter_id: number; world: string }>(
    `SELECT r.id, r.inviter_id, i.world FROM referrals r JOIN users i ON i.id = r.inviter_id JOIN users u ON u.id = r.invitee_id
      WHERE r.invitee_id = $1 AND r.rewarded_at IS NULL AND ${CONFIRMED}`,
    [inviteeId],
  );
  if (!ref) return false;
  const cents = referralRewardCents(ref.world);
  const done = await tx.query(
    'UPDATE referrals SET rewarded_at = now(), reward_cents = $2, order_id = $3 WHERE id = $1 AND rewarded_at IS NULL RETURNING id',
    [ref.id, cents, orderId],
  );
  if (!done.length) return false;
  await tx.query(`INSERT INTO credit_entries (user_id, amount_cents, reason) VALUES ($1, $2, 'referral')`, [ref.inviter_id, cents]);
  await tx.query('UPDATE users SET credits_cents = credits_cents + $2, had_credits = true WHERE id = $1', [ref.inviter_id, cents]);
  return true;
}

/**
 * A refunded order takes its referral reward back (pay, get the inviter rewarded, ask for a refund is
 * no way to mint credits): the inviter's credits go down by the reward (a negative 'referral' entry)
 * and the referral counts as not rewarded, so a later settled order of the invitee can reward it.
 */
export async function revokeReferralReward(tx: Queryable, orderId: number): Promise<void> {
  const [ref] = await tx.query<{ id: number; inviter_id: number; reward_cents: number }>(
    `UPDATE referrals r SET rewarded_at = NULL, reward_cents = NULL, order_id = NULL
       FROM referrals old WHERE old.id = r.id AND r.order_id = $1 AND r.rewarded_at IS NOT NULL
     RETURNING r.id, r.inviter_id, old.reward_cents`,
    [orderId],
  );
  if (!ref) return;
  await tx.query(`INSERT INTO credit_entries (user_id, amount_cents, reason) VALUES ($1, $2, 'referral')`, [ref.inviter_id, -ref.reward_cents]);
  await tx.query('UPDATE users SET credits_cents = credits_cents - $2 WHERE id = $1', [ref.inviter_id, ref.reward_cents]);
}
