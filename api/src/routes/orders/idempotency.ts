import { createHash } from 'node:crypto';
import type { OrderResponse } from '@teachmarket/contracts/api-types';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';

/** A client's key for one order attempt (a UUID fits): 8-100 visible ASCII letters, digits and - _ : . */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_:.-]{8,100}$';

/** What makes two requests "the same": the world and the body, keys in a fixed order. */
export function requestHash(world: string, body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify([world, canonical(body)])).digest('hex');
}

/**
 * The answer to an earlier request with this key by this user (a retry after a lost response), or
 * null. The same key with another body is the client's mistake: 422, never a second order.
 */
export async function replay(db: Queryable, userId: number, key: string, hash: string): Promise<OrderResponse | null> {
  const [row] = await db.query<{ request_hash: string; response: OrderResponse }>(
    'SELECT request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key],
  );
  if (!row) return null;
  if (row.request_hash !== hash) {
    throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different order request: use a new key', 'idempotency-key');
  }
  return row.response;
}

/**
 * Inside the order's transaction: the key with the response it answers. A parallel request with the
 * same key waits on the primary key until this commits, then finds its row taken (false): that
 * request's order rolls back and it answers with this one.
 */
export async function remember(tx: Queryable, userId: number, key: string, hash: string, orderId: number, response: OrderResponse): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, order_id, response) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, key) DO NOTHING RETURNING 1`,
    [userId, key, hash, orderId, response],
  );
  return rows.length > 0;
}
