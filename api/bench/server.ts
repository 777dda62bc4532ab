import cluster from 'node:cluster';
import { join } from 'node:path';
import { constants, monitorEventLoopDelay, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { preparedOff } from '../src/catalog/prepared';
import { cacheSwitch } from '../src/catalog/versioned-cache';
import { loadConfig, repoRoot } from '../src/config';
import { openDb } from '../src/db';
import { isEmpty, reset, seed } from '../src/seed';
import { explainColdPath, explainSearch } from './explain';
import { runInstances } from './instances';
import { lookSql } from '../src/catalog/search-index';
import { searchPaths, suggestPaths } from './scenarios';

/**
 * The API under test, in its own process (forked by run.ts) so the load generator does not share
 * its event loop. Environment: BENCH_DB_URL ('' = PGlite in BENCH_DATA_DIR), BENCH_MATERIALS.
 * Started by hand instead (no IPC channel), it serves on BENCH_PORT (default: any free port) until stopped,
 * for BENCH_URL runs: BENCH_DB_URL=postgres://… BENCH_PORT=4590 pnpm exec tsx bench/server.ts (BENCH_CACHE=0: caches off;
 * BENCH_EXACT_LIMIT: facets counted exactly up to that many rows, to weigh searchTuning.exactLimit).
 * Messages: { cmd: 'cache', on } | { cmd: 'warm' } | { cmd: 'explain' } | { cmd: 'sequential', prepared } | { cmd: 'stop' }.
 */
type Command = { cmd: 'cache'; on: boolean } | { cmd: 'warm' } | { cmd: 'explain' } | { cmd: 'sequential'; prepared: boolean } | { cmd: 'loop'; reset: boolean } | { cmd: 'stop' };

/**
 * The API process's event loop during a scenario: how late timers ran (a turn that long delayed every
 * request waiting in it) and the garbage collector's pauses. { cmd: 'loop', reset: true } starts
 * counting, reset: false answers the figures since.
 */
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
const gcPauses: Array<{ ms: number; kind: number }> = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push({ ms: entry.duration, kind: (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0 });
}).observe({ entryTypes: ['gc'] });
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major', [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
function loopFigures() {
  const ms = (ns: number) => ns / 1e6;
  const gc = gcPauses.map((p) => p.ms).sort((a, b) => a - b);
  const byKind = new Map<string, { n: number; ms: number; max: number }>();
  for (const p of gcPauses) {
    const k = byKind.get(GC_KINDS[p.kind] ?? String(p.kind)) ?? { n: 0, ms: 0, max: 0 };
    byKind.set(GC_KINDS[p.kind] ?? String(p.kind), { n: k.n + 1, ms: k.ms + p.ms, max: Math.max(k.max, p.ms) });
  }
  return {
    delayP50: ms(loopDelay.percentile(50)), delayP99: ms(loopDelay.percentile(99)), delayMax: ms(loopDelay.max),
    gcCount: gc.length, gcMs: gc.reduce((a, b) => a + b, 0), gcMax: gc.at(-1) ?? 0,
    gcKinds: [...byKind].map(([kind, k]) => `${kind} ${k.n}x ${k.ms.toFixed(0)} ms (max ${k.max.toFixed(0)})`).join(', '),
    heapMb: process.memoryUsage().heapUsed / 2 ** 20,
  };
}

async function main() {
  const materials = Number(process.env.BENCH_MATERIALS ?? 100_000);
  const forked = Boolean(process.send);
  if (!forked) process.send = (message: { log?: string }) => Boolean(message.log && console.log(message.log));
  const config = loadConfig({
    ...process.env, DATA_DIR: process.env.BENCH_DATA_DIR ?? join(repoRoot(), '.data', 'bench'), API_PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DB_URL ?? '',
  });
  const db = await openDb(config);
  const [meta] = await db.query<{ n: number }>(`SELECT (value->>'materials')::int AS n FROM app_meta WHERE key = 'seed'`).catch(() => []);
  if ((await isEmpty(db)) || meta?.n !== materials) {
    process.send!({ log: `seeding ${materials} materials...` });
    await reset(db);
    const result = await seed(db, { materials });
    process.send!({ log: `seeded in ${(result.ms / 1000).toFixed(1)} s` });
    // What autovacuum does on a running server some minutes later: the seed's trigger updates left the
    // counts table full of dead row versions (~300 buffers per read of it instead of ~17) and the new
    // rows without visibility hints. Measured right after the seed, every figure would carry that.
    await db.exec('VACUUM ANALYZE');
  }
  // BENCH_INSTANCES=N (instances.ts): this process has seeded the database; N cluster workers serve it.
  const instances = Number(process.env.BENCH_INSTANCES ?? 1);
  if (instances > 1 && cluster.isPrimary) {
    if (!config.databaseUrl) throw new Error('BENCH_INSTANCES needs a PostgreSQL server: the embedded PGlite serves one process');
    await db.close();
    return runInstances(instances);
  }
  if (process.env.BENCH_EXACT_LIMIT) (await import('../src/catalog/facets')).searchTuning.exactLimit = Number(process.env.BENCH_EXACT_LIMIT);
  // BENCH_SUGGEST_INDEX=0: suggest through its SQL statements only (the figures without the in-memory dictionary).
  if (process.env.BENCH_SUGGEST_INDEX === '0') (await import('../src/catalog/suggest-index')).suggestIndexSwitch.enabled = false;
  const app = await buildApp(config, db, { logger: false });
  const url = await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  if (!forked) {
    // Started by hand (`tsx bench/server.ts`, e.g. under `node --cpu-prof`): measure it with BENCH_URL.
    // BENCH_CACHE=0: the caches off, as the bench's "cold" figures.
    if (process.env.BENCH_CACHE === '0') cacheSwitch.enabled = false;
    console.log(`bench server: ${url}${cacheSwitch.enabled ? '' : ' (caches off)'}`);
    // A clean exit on Ctrl-C / kill, so `node --cpu-prof` writes its profile.
    const stop = () => void app.close().then(() => db.close()).finally(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }

  process.on('message', (message: Command) => {
    void (async () => {
      switch (message.cmd) {
        case 'cache':
          cacheSwitch.enabled = message.on;
          return { ok: true };
        case 'warm':
          // Every world's search index and suggest dictionary built (BENCH_INSTANCES: on each instance, instances.ts).
          for (const path of [...searchPaths, ...suggestPaths]) await app.inject({ method: 'GET', url: path });
          return { ok: true };
        case 'explain': {
          const cached = cacheSwitch.enabled;
          cacheSwitch.enabled = false;
          try {
            // The search index is built on a world's first search: build it first, so the breakdown is a search's steady state.
            for (const path of searchPaths) await app.inject({ method: 'GET', url: path });
            const cold = await explainColdPath(db, searchPaths, async (path) => {
              await app.inject({ method: 'GET', url: path });
            });
            // The index path reads PostgreSQL for the words' parse and, after changes, a look: the
            // world's rows past the index's mark (here the last 24 numbered rows of de), its plan.
            const [mark] = await db.query<{ since: string }>(`SELECT (max(change_seq) - 24)::text AS since FROM materials WHERE world = 'de'`);
            const plan = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${lookSql('de')}`, [mark?.since ?? '0']))
              .map((r) => `    ${r['QUERY PLAN']}`).join('\n');
            return {
              text: `Search (in-memory index, search-index.ts; summaries from the index): a look at the rows changed since its mark, de:\n${plan}\n\n`
                + `SQL path (a query the in-memory index cannot parse):\n${await explainSearch(db)}\n\n`
                + `Cold path: the statements of every bench search, caches off (the index built):\n${cold}`,
            };
          } finally {
            cacheSwitch.enabled = cached;
          }
        }
        case 'sequential': {
          // One request at a time through the app, caches off: the latency of the database path alone.
          preparedOff.pglite = !message.prepared;
          const cached = cacheSwitch.enabled;
          cacheSwitch.enabled = false;
          const times: number[] = [];
          for (let round = 0; round < 3; round++) {
            for (const path of searchPaths) {
              const started = performance.now();
              await app.inject({ method: 'GET', url: path });
              times.push(performance.now() - started);
            }
          }
          preparedOff.pglite = false;
          cacheSwitch.enabled = cached;
          times.sort((a, b) => a - b);
          return { mean: times.reduce((a, b) => a + b, 0) / times.length, p50: times[times.length >> 1] };
        }
        case 'loop':
          if (!message.reset) return loopFigures();
          loopDelay.reset();
          loopDelay.enable();
          gcPauses.length = 0;
          return { ok: true };
        case 'stop':
          await app.close();
          await db.close();
          process.exit(0);
      }
    })().then((answer) => process.send!({ answer }), (error: Error) => process.send!({ answer: { error: error.message } }));
  });
  process.send!({ url });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
