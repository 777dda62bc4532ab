import type { Ctx } from '../context';
import { ApiError } from '../errors';

/** Decision (issue 13): at most this many downloads per user per rolling hour; enough for a teacher, too few to scrape a shop. */
export const DOWNLOADS_PER_HOUR = 30;

export interface DownloadRecord {
  userId: number;
  materialId: number;
  grant: 'purchase' | 'author' | 'free';
  orderId: number | null;
}

/** A lock namespace for pg_advisory_xact_lock(namespace, user id): one user's downloads are counted one at a time. */
const LOCK_NAMESPACE = 2512;

function limited(oldest: Date | null): ApiError {
  const minutes = oldest ? Math.max(1, Math.ceil((oldest.getTime() + 3600_000 - Date.now()) / 60_000)) : 60;
  const error = new ApiError(
    429, 'download_limit',
    `You have downloaded ${DOWNLOADS_PER_HOUR} times in the last hour, the most we allow. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
  return Object.assign(error, { retryAfterSeconds: minutes * 60 });
}

const COUNT = `SELECT count(*)::int AS n, min(created_at) AS oldest FROM material_downloads
                WHERE user_id = $1 AND source = 'account' AND created_at > now() - interval '1 hour'`;

/** Refuses early (before any file is prepared) when the user is over the limit already. */
export async function checkDownloadLimit(ctx: Ctx, userId: number): Promise<void> {
  const [row] = await ctx.db.query<{ n: number; oldest: Date | null }>(COUNT, [userId]);
  if ((row?.n ?? 0) >= DOWNLOADS_PER_HOUR) throw limited(row?.oldest ?? null);
}

/**
 * Counts one download (the seller's sales page and the buyer's history read these rows) and
 * enforces the limit in PostgreSQL, not in process memory, so it holds across API processes and
 * restarts. The advisory lock serialises one user's simultaneous downloads, so parallel requests
 * cannot slip past the limit together.
 */
export async function recordDownload(ctx: Ctx, record: DownloadRecord): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE, record.userId]);
    const [row] = await tx.query<{ n: number; oldest: Date | null }>(COUNT, [record.userId]);
    if ((row?.n ?? 0) >= DOWNLOADS_PER_HOUR) throw limited(row?.oldest ?? null);
    await tx.query(
      `INSERT INTO material_downloads (material_id, user_id, source, grant_kind, order_id) VALUES ($1, $2, 'account', $3, $4)`,
      [record.materialId, record.userId, record.grant, record.orderId],
    );
  });
}
