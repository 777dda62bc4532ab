import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { repoRoot } from '../config';

/**
 * The worker threads pdf.js draws in (render-worker.mjs), so a cold catalog page that asks for 24
 * previews at once does not stall every other request. One thread unless PREVIEW_THREADS says more
 * (2 cores are shared with the database and the requests); idle threads exit after a minute.
 */
const IDLE_MS = 60_000;
const MAX_THREADS = 16;

// Resolved from the repository (no import.meta: jest runs this file as CommonJS). Plain .mjs, so
// Node loads it in the thread as it is, under tsx, jest and the bench alike.
const WORKER_FILE = join(repoRoot(), 'api', 'src', 'previews', 'render-worker.mjs');

/** PREVIEW_THREADS as a thread count; a wrong value stops the API at start, not at the first render. */
export function previewThreads(value = process.env.PREVIEW_THREADS): number {
  if (value === undefined || value === '') return 1;
  const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  const max = Math.min(MAX_THREADS, Math.max(1, availableParallelism()));
  if (!(n >= 1 && n <= max)) throw new Error(`PREVIEW_THREADS must be a whole number from 1 to ${max} (threads drawing previews), not "${value}"`);
  return n;
}

let pool: Piscina | null = null;
let holders = 0;

/** The pool, started on the first render (most API processes never draw a page). */
export function previewPool(): Piscina {
  pool ??= new Piscina({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: previewThreads(),
    idleTimeout: IDLE_MS,
    // The threads only wait for the next task; no Atomics.wait pausing pdf.js's leftover timers.
    atomics: 'disabled',
  });
  return pool;
}

/**
 * Ties the pool to an app: it is destroyed when the last app using it closes (several apps can
 * share one process in tests), so no thread keeps jest or a stopped API alive.
 */
export function attachPreviewPool(app: { addHook(name: 'onClose', hook: () => Promise<void>): unknown }): void {
  previewThreads();
  holders += 1;
  app.addHook('onClose', async () => {
    holders -= 1;
    if (holders > 0 || !pool) return;
    const closing = pool;
    pool = null;
    await closing.destroy();
  });
}
