import { fromPglite, PgBoss, type Db as BossDatabase, type Job, type PGliteLike, type QueueOptions, type SendOptions } from 'pg-boss';
import type { Db, Queryable } from '../db';
import { JOBS_SCHEMA } from './schema';

/** What a job handler gets besides its data. */
export interface JobInfo {
  id: string;
  queue: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface QueueDefinition extends Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'> {
  /** Jobs of this queue that run at the same time in one process (default 1). */
  concurrency?: number;
}

/** What a caller may set on one job (pg-boss's options without its connection). */
export type EnqueueOptions = Pick<SendOptions, 'singletonKey' | 'startAfter' | 'priority' | 'retryLimit' | 'retryDelay' | 'expireInSeconds'>;

/** How often idle workers look for new jobs. pg-boss's minimum is 0.5 s. */
const POLL_SECONDS = 1;

/** A pg-boss instance over our database: the embedded PGlite itself, or its own pool on the server. */
function bossFor(db: Db, databaseUrl: string | null): PgBoss {
  // No cron schedules are used: the scheduler's timers and queries are left off.
  const common = { schema: JOBS_SCHEMA, application_name: 'teachmarket-jobs', registerInstance: false, schedule: false } as const;
  const raw = (db as Db & { raw?: PGliteLike }).raw;
  if (db.kind === 'pglite') {
    if (!raw) throw new Error('the PGlite database does not expose its instance (db/pglite.ts `raw`)');
    // One connection in one process: pg-boss queues behind our transactions (PGlite serialises them).
    return new PgBoss({ ...common, db: fromPglite(raw), backend: 'pglite' });
  }
  if (!databaseUrl) throw new Error('a PostgreSQL database needs DATABASE_URL for the job queue');
  return new PgBoss({ ...common, connectionString: databaseUrl, max: 3 });
}

/** Our transaction as pg-boss's database: every statement of a send() goes through it. */
const inTransaction = (tx: Queryable): BossDatabase => ({
  executeSql: async (text: string, values?: unknown[]) => ({ rows: await tx.query(text, values ?? []) }),
});

/**
 * The job queue of one API process (see index.ts for how to use it). Handlers are registered with
 * define() before or after start(); jobs run in the background (polling) and, for tests and
 * scripts, to completion with drain().
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, { handler: JobHandler<unknown>; definition: QueueDefinition }>();
  private readonly running = new Set<Promise<void>>();
  /** Queues created in the database and known to pg-boss's cache: only these accept jobs. */
  private readonly opened = new Set<string>();
  private readonly opening = new Map<string, Promise<void>>();
  private state: 'new' | 'starting' | 'started' | 'stopped' = 'new';

  constructor(private readonly db: Db, databaseUrl: string | null, private readonly log: (message: string) => void) {
    this.boss = bossFor(db, databaseUrl);
    this.boss.on('error', (error: Error) => this.log(`job queue: ${error.message}`));
  }

  get started(): boolean {
    return this.state === 'started';
  }

  /**
   * Registers a queue's handler. Before start() the queue is opened by start(); after it, at once:
   * the returned promise resolves when the queue accepts jobs.
   */
  define<T>(queue: string, handler: JobHandler<T>, definition: QueueDefinition = {}): Promise<void> {
    if (this.handlers.has(queue)) throw new Error(`job queue "${queue}" is defined twice`);
    this.handlers.set(queue, { handler: handler as JobHandler<unknown>, definition });
    if (this.state !== 'started') return Promise.resolve();
    const opening = this.open(queue);
    // Logged here, so a caller that does not await it does not leave an unhandled rejection.
    opening.catch((error: Error) => this.log(`job queue ${queue}: ${error.message}`));
    return opening;
  }

  async start(): Promise<void> {
    if (this.state !== 'new') return;
    this.state = 'starting';
    await this.boss.start();
    for (const queue of this.handlers.keys()) await this.open(queue);
    this.state = 'started';
    // Queues defined while start() ran.
    await Promise.all([...this.handlers.keys()].filter((q) => !this.opened.has(q)).map((q) => this.open(q)));
  }

  async stop(): Promise<void> {
    if (this.state === 'stopped' || this.state === 'new') {
      this.state = 'stopped';
      return;
    }
    this.state = 'stopped';
    // Running handlers finish (a render takes < 1 s); then pg-boss closes its pool (server) or
    // simply stops using the PGlite instance, which the API closes itself afterwards.
    await this.boss.stop({ graceful: true, timeout: 10_000, close: true });
    await Promise.allSettled([...this.running]);
  }

  /** Adds a job outside any transaction. */
  async send<T extends object>(queue: string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    // Outside a transaction it is safe to wait for a queue that is still being opened.
    await this.opening.get(queue);
    this.assertSendable(queue);
    return this.boss.send(queue, data, options);
  }

  /** Adds a job inside the caller's transaction: it exists only if that transaction commits. */
  async sendIn<T extends object>(tx: Queryable, queue: string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    this.assertSendable(queue);
    return this.boss.send(queue, data, { ...options, db: inTransaction(tx) });
  }

  /**
   * Runs every job that is due, including the ones those jobs add, until none is left or running
   * in this process. Deterministic for tests: it returns only after the work is done and committed.
   */
  async drain(): Promise<number> {
    if (this.state !== 'started') throw new Error('the job queue is not started');
    let ran = 0;
    for (;;) {
      let fetched = 0;
      for (const queue of this.handlers.keys()) {
        const jobs = await this.boss.fetch<unknown>(queue, { batchSize: 10 });
        fetched += jobs.length;
        for (const job of jobs) await this.track(this.execute(queue, job));
      }
      ran += fetched;
      if (this.running.size) {
        await Promise.allSettled([...this.running]);
        continue;
      }
      if (fetched) continue;
      // A background worker may hold a job it fetched but has not handed to us yet.
      if (!(await this.pending())) return ran;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private assertSendable(queue: string): void {
    // pg-boss reads an unknown queue from the database; inside a PGlite transaction that read
    // would wait for the transaction itself. So only defined queues are accepted, after start.
    if (!this.handlers.has(queue)) throw new Error(`job queue "${queue}" is not defined`);
    if (this.state !== 'started') throw new Error(`the job queue is not started (sending to "${queue}")`);
    if (!this.opened.has(queue)) throw new Error(`job queue "${queue}" is still being opened: await defineJob() first`);
  }

  private open(queue: string): Promise<void> {
    let opening = this.opening.get(queue);
    if (!opening) {
      opening = this.create(queue).finally(() => this.opening.delete(queue));
      this.opening.set(queue, opening);
    }
    return opening;
  }

  private async create(queue: string): Promise<void> {
    const { definition } = this.handlers.get(queue)!;
    const options: QueueOptions = {
      retryLimit: definition.retryLimit ?? 2,
      retryDelay: definition.retryDelay ?? 5,
      retryBackoff: definition.retryBackoff ?? true,
      expireInSeconds: definition.expireInSeconds ?? 300,
    };
    if (await this.boss.getQueue(queue)) await this.boss.updateQueue(queue, options);
    else await this.boss.createQueue(queue, options);
    // A send() looks the queue up in pg-boss's cache, and reads the database on a miss. Inside a
    // PGlite transaction that read would wait for the transaction itself, so the cache is filled here.
    await this.boss.findJobs(queue, { limit: 1 });
    await this.boss.work<unknown>(
      queue,
      { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1, localConcurrency: definition.concurrency ?? 1 },
      async ([job]) => {
        if (job) await this.track(this.run(queue, job));
      },
    );
    this.opened.add(queue);
  }

  /** A job fetched by drain(): settled by us, as work() settles the ones it fetched. */
  private async execute(queue: string, job: Job<unknown>): Promise<void> {
    try {
      await this.run(queue, job);
      await this.boss.complete(queue, job.id);
    } catch (error) {
      await this.boss.fail(queue, job.id, { message: (error as Error).message });
    }
  }

  private async run(queue: string, job: Job<unknown>): Promise<void> {
    const entry = this.handlers.get(queue);
    if (!entry) throw new Error(`no handler for job queue "${queue}"`);
    try {
      await entry.handler(job.data, { id: job.id, queue, retryCount: job.retryCount });
    } catch (error) {
      this.log(`job ${queue} ${job.id} failed (attempt ${job.retryCount + 1}): ${(error as Error).message}`);
      throw error;
    }
  }

  private track(work: Promise<void>): Promise<void> {
    const tracked = work.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
    return tracked;
  }

  /** Due jobs of our queues not yet finished (queued, waiting for a retry, or being worked on). */
  private async pending(): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job
        WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active') AND start_after <= now()`,
      [[...this.handlers.keys()]],
    );
    return row?.n ?? 0;
  }
}
