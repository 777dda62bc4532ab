import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db, Queryable } from '../db';
import { ApiError } from '../errors';

/**
 * How many failed logins pass freely, then how long each further failure blocks the key: base,
 * doubling per failure up to max. A key forgets its failures after `resetSeconds` without one.
 */
export interface ThrottlePolicy {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  resetSeconds: number;
}

/**
 * Per account over all addresses (a botnet guessing one password): a growing back-off, never a hard
 * lock-out. Anyone who knows an address can keep it throttled, so the wait is capped at 15 minutes,
 * and a password reset (proof of the mailbox) clears it.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = { free: 5, baseSeconds: 30, maxSeconds: 15 * 60, resetSeconds: 24 * 3600 };
/**
 * Per client address over all accounts (one password tried on many accounts). Both waits are capped
 * at 15 minutes; the login page shows the clock time from Retry-After (login:errors.tooManyUntil).
 */
export const IP_POLICY: ThrottlePolicy = { free: 50, baseSeconds: 60, maxSeconds: 15 * 60, resetSeconds: 3600 };

/** Seconds a key is blocked after its `failures`-th failure (0 while within the free ones). */
export function backoffSeconds(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.free) return 0;
  return Math.min(policy.baseSeconds * 2 ** Math.min(failures - policy.free - 1, 30), policy.maxSeconds);
}

// Distinct prefixes: no address can make its key equal an account's. Addresses typed at the login
// are kept as sha256 only (the table also holds the ones of people who have no account).
export const accountKey = (email: string) => `a|${createHash('sha256').update(email).digest('hex')}`;
export const ipKey = (ip: string) => `i|${ip}`;

interface Slot { key: string; policy: ThrottlePolicy }

export interface Reservation {
  /** The attempt passed the throttle and was counted as a failure until the password proves right. */
  allowed: boolean;
  /** When not allowed: seconds until the next attempt may pass. */
  retryAfter: number;
}

/**
 * Counts this attempt as a failure of every key BEFORE the password is checked, in one transaction
 * with the keys' rows locked (PostgreSQL rows, so every API instance shares the count). Counting
 * after the check would let a burst of parallel guesses all pass the check first.
 */
export async function reserveAttempt(db: Db, slots: Slot[]): Promise<Reservation> {
  const sorted = [...slots].sort((a, b) => a.key.localeCompare(b.key)); // one lock order: no deadlock between two logins
  return db.transaction(async (tx) => {
    const rows: { slot: Slot; failures: number; stale: boolean; wait: number }[] = [];
    for (const slot of sorted) {
      await tx.query('INSERT INTO login_throttles (key) VALUES ($1) ON CONFLICT (key) DO NOTHING', [slot.key]);
      const [row] = await tx.query<{ failures: number; stale: boolean; wait: number }>(
        `SELECT failures, last_failure_at < now() - make_interval(secs => $2) AS stale,
                GREATEST(0, ceil(extract(epoch FROM blocked_until - now())))::int AS wait
           FROM login_throttles WHERE key = $1 FOR UPDATE`,
        [slot.key, slot.policy.resetSeconds],
      );
      rows.push({ slot, failures: row?.failures ?? 0, stale: row?.stale ?? false, wait: row?.wait ?? 0 });
    }
    const wait = Math.max(0, ...rows.map((r) => r.wait));
    if (wait > 0) return { allowed: false, retryAfter: wait };
    for (const { slot, failures, stale } of rows) {
      const count = stale ? 1 : failures + 1;
      await tx.query(
        `UPDATE login_throttles SET failures = $2, last_failure_at = now(),
                blocked_until = CASE WHEN $3::int > 0 THEN now() + make_interval(secs => $3::int) END
          WHERE key = $1`,
        [slot.key, count, backoffSeconds(count, slot.policy)],
      );
    }
    return { allowed: true, retryAfter: 0 };
  });
}

/** The password was right: the account starts afresh; the address gets its reserved attempt back. */
export async function releaseAttempt(db: Queryable, account: string, address: Slot): Promise<void> {
  await db.query('DELETE FROM login_throttles WHERE key = $1', [account]);
  await db.query(
    `UPDATE login_throttles SET failures = GREATEST(failures - 1, 0),
            blocked_until = CASE WHEN failures - 1 <= $2 THEN NULL ELSE blocked_until END
      WHERE key = $1`,
    [address.key, address.policy.free],
  );
}

/** A password reset proved the mailbox: the account's back-off ends (the lock-out a stranger can cause). */
export async function clearAccountThrottle(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_throttles WHERE key = $1', [accountKey(email)]);
}

/** Keys nobody tried for a day are dropped now and then (one failed login in a hundred does it). */
export async function pruneThrottles(db: Queryable): Promise<void> {
  if (Math.random() < 0.01) await db.query(`DELETE FROM login_throttles WHERE last_failure_at < now() - interval '1 day'`);
}

/** 429 with Retry-After: the client (and a person) knows exactly how long to wait. */
export function tooManyAttempts(reply: FastifyReply, seconds: number): ApiError {
  reply.header('Retry-After', String(seconds));
  return new ApiError(429, 'too_many_attempts', `Too many failed logins; try again in ${seconds} seconds`);
}
