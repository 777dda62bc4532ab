/**
 * Background jobs on PostgreSQL (pg-boss 12, schema `pgboss`, installed by migration 026): the same
 * code on the embedded PGlite and on a PostgreSQL server (TOOLCHAIN.md "Job queue").
 *
 * Use:
 *
 *   // 1. Define the queue and its handler once, when your routes are registered (before or after start):
 *   defineJob<{ materialId: number }>(ctx, 'previews.render', async (data, job) => { ... }, { retryLimit: 2 });
 *
 *   // 2. Add a job INSIDE the business transaction that causes it: it commits or rolls back with the rows.
 *   await ctx.db.transaction(async (tx) => {
 *     await tx.query('UPDATE materials SET … WHERE id = $1', [id]);
 *     await enqueue(ctx, tx, 'previews.render', { materialId: id });
 *   });
 *
 *   // Outside a transaction (nothing to be atomic with): enqueue(ctx, null, queue, data).
 *
 * Rules:
 * - A handler must be safe to run twice (at-least-once delivery: a crash after the work but before
 *   the completion is retried), e.g. check a version or a "done" column first.
 * - A handler that throws is retried (retryLimit, exponential backoff), then stays `failed` in
 *   pgboss.job. Errors a user must see (a broken PDF) belong in your own rows, not in a throw.
 * - Jobs run in the API process (polling every second) from `app.ready()` until `app.close()`.
 *   Tests run them to completion deterministically with `await api.jobs.drain()` (test/helpers.ts).
 * - Job data is JSON in the database: ids, never file contents or secrets.
 */
import type { Ctx } from '../context';
import type { Db, Queryable } from '../db';
import { JobQueue, type EnqueueOptions, type JobHandler, type QueueDefinition } from './queue';

export type { EnqueueOptions, JobHandler, JobInfo, QueueDefinition } from './queue';
export { JobQueue } from './queue';

/** One queue per database object (one per API instance, one per test API). */
const queues = new WeakMap<Db, JobQueue>();

/**
 * The job queue of this API's database, created on first use. app.ts starts it on `onReady` and
 * stops it on `onClose` (see startJobQueue).
 */
export function jobsOf(ctx: Pick<Ctx, 'db' | 'config'>, log: (message: string) => void = console.warn): JobQueue {
  let queue = queues.get(ctx.db);
  if (!queue) {
    queue = new JobQueue(ctx.db, ctx.config.databaseUrl, log);
    queues.set(ctx.db, queue);
  }
  return queue;
}

/**
 * Adds a job to `queue`. With `tx` (the `Queryable` of `ctx.db.transaction(async (tx) => …)`) the
 * job is written through that transaction: it becomes visible to workers when the transaction
 * commits and vanishes when it rolls back. With `tx = null` it is added at once. Returns the job id
 * (null when a singletonKey job of the same key is already queued). The queue must have been defined
 * with defineJob(), and the API started (any request handler may call this).
 */
export function enqueue<T extends object>(
  ctx: Pick<Ctx, 'db' | 'config'>,
  tx: Queryable | null,
  queue: string,
  data: T,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const jobs = jobsOf(ctx);
  return tx ? jobs.sendIn(tx, queue, data, options) : jobs.send(queue, data, options);
}

/**
 * Registers the handler of a queue (once per queue name per API). Defined before the API starts
 * (the usual case: when routes are registered), the queue opens with it; defined later, the returned
 * promise resolves when the queue accepts jobs (await it before enqueueing inside a transaction).
 */
export function defineJob<T>(ctx: Pick<Ctx, 'db' | 'config'>, queue: string, handler: JobHandler<T>, definition?: QueueDefinition): Promise<void> {
  return jobsOf(ctx).define(queue, handler, definition);
}

/** Starts the queue with the app (after the database is migrated) and stops it before the database closes. */
export function startJobQueue(
  app: { addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown; log: { warn(message: string): void } },
  ctx: Pick<Ctx, 'db' | 'config'>,
): JobQueue {
  const jobs = jobsOf(ctx, (message) => app.log.warn(message));
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  return jobs;
}
