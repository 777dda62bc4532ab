import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { repoRoot } from '../src/config';
import { startCpu } from './cpu';
import { homePaths, materialPath, materialPaths, pick, searchPaths, SUGGEST_KINDS, suggestPaths, VISITOR_KINDS, visitorRequests } from './scenarios';

/**
 * Load test (issues 4 and 17): search with facets, suggest and material by id at 50 connections,
 * each with the response caches off ("cold": every request runs its queries) and on ("warm":
 * every path requested once before); then 200 visitors at once, each going home, searching, opening
 * a material, adding to its own cart and viewing it (caches on, as served). The API runs in a child process (server.ts) on the embedded
 * database in BENCH_DATA_DIR (default .data/bench) seeded with BENCH_MATERIALS (default 100000),
 * then, when a PostgreSQL server can be started here (scripts/lib/postgres.mjs; BENCH_POSTGRES=0
 * skips it), on PostgreSQL. Before the figures: EXPLAIN (ANALYZE, BUFFERS) of the search statements.
 * BENCH_SECONDS per scenario (default 10). BENCH_URL measures a running server (warm only, and the visitors;
 * BENCH_ONLY=visitors: the visitors alone; start one with `tsx bench/server.ts`, see there);
 * BENCH_ONLY=suggest: only the EXPLAIN and suggest cold and warm (iterating on suggest); BENCH_ONLY=search,
 * material or cold: the EXPLAIN and that read's cold figures (cold: search, suggest, material);
 * BENCH_DATABASE_URL uses that PostgreSQL database instead of a private server; BENCH_PGLITE=0 skips PGlite.
 * BENCH_INSTANCES=N runs the API on PostgreSQL as N node:cluster workers, as API_INSTANCES does (instances.ts).
 * Each row ends with the CPU time per request of the API, the database server and the load generator
 * (cpu.ts): their sum bounds what 2 cores can answer per second.
 */
const materials = Number(process.env.BENCH_MATERIALS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

interface Server {
  url: string;
  /** The API's processes (BENCH_INSTANCES), for their CPU time per request (cpu.ts); undefined: a server this bench did not start. */
  pids?: number[];
  /** Whether the database is a PostgreSQL server's processes (else PGlite, inside the API). */
  externalDb: boolean;
  ask(message: object): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

function startServer(databaseUrl: string | null): Promise<Server> {
  const child: ChildProcess = fork(join(import.meta.dirname, 'server.ts'), {
    // BENCH_NODE_FLAGS: V8/Node flags for the API process (e.g. GC settings), space-separated.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)],
    env: {
      ...process.env, BENCH_DB_URL: databaseUrl ?? '', BENCH_MATERIALS: String(materials),
      // The embedded PGlite serves one process: BENCH_INSTANCES counts on PostgreSQL only (instances.ts).
      BENCH_INSTANCES: databaseUrl ? (process.env.BENCH_INSTANCES ?? '1') : '1',
      BENCH_DATA_DIR: process.env.BENCH_DATA_DIR ?? join(repoRoot(), '.data', 'bench'),
    },
  });
  // The server must not outlive the bench (a killed or failed run).
  process.once('exit', () => child.kill());
  let waiting: ((answer: Record<string, unknown>) => void) | null = null;
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on('message', (message: { log?: string; url?: string; pids?: number[]; answer?: Record<string, unknown> }) => {
      if (message.log) console.log(message.log);
      if (message.answer) waiting?.(message.answer);
      if (!message.url) return;
      resolve({
        url: message.url,
        pids: message.pids ?? (child.pid ? [child.pid] : undefined),
        externalDb: databaseUrl !== null,
        ask: (m) => new Promise((done) => {
          waiting = done;
          child.send(m);
        }),
        stop: () => new Promise((done) => {
          child.removeAllListeners('exit');
          child.once('exit', () => done());
          child.send({ cmd: 'stop' });
        }),
      });
    });
  });
}

const row = (cells: Array<string | number>) => cells.map((c, i) => String(c).padStart(i === 0 ? 0 : 8).padEnd(i === 0 ? 16 : 0)).join(' ');

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Runs one scenario. With `kinds` (one name per entry of a request list), also prints per kind its
 * count, percentiles and how many of the run's slowest 5 % it makes, so a regression names its cause.
 */
async function load(
  name: string, target: Pick<Server, 'url' | 'pids' | 'externalDb'> & Partial<Pick<Server, 'ask'>>, path: (() => string) | Array<Record<string, unknown>>,
  connections = 50, kinds?: readonly string[],
): Promise<void> {
  await target.ask?.({ cmd: 'loop', reset: true });
  const cpu = startCpu(target.pids, target.externalDb);
  const instance = autocannon({
    url: target.url, connections, duration: seconds,
    requests: typeof path === 'function' ? [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: path() }) }] : path,
  });
  // Exact percentiles from every response time (autocannon's own table has p97.5, not p95).
  const times: number[] = [];
  // Per response, the index of its entry in the request list: autocannon emits 'response' before the
  // client moves on to its next request (one request in flight per connection).
  const kindOf: number[] = [];
  const statusOf: number[] = [];
  instance.on('response', (client, status, _bytes, responseTime) => {
    times.push(responseTime);
    statusOf.push(status);
    kindOf.push((client as { requestIterator?: { currentRequestIndex?: number } }).requestIterator?.currentRequestIndex ?? 0);
  });
  const result = await instance;
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p: number) => (sorted.length ? percentile(sorted, p).toFixed(1) : '-');
  const perRequest = cpu.perRequest(times.length);
  const cpuCell = perRequest ? [perRequest.api, perRequest.db, perRequest.loadgen].map((ms) => (ms === null ? '-' : ms.toFixed(2))).join('/') : '-';
  console.log(row([name, result.requests.average.toFixed(0), pct(50), pct(95), pct(99), result.non2xx, result.errors, cpuCell]));
  // A pause of the API's loop (a long GC, a long turn) delays every request in flight: it lands in the tail.
  const loop = await target.ask?.({ cmd: 'loop', reset: false });
  if (loop) {
    const f = (key: string) => Number(loop[key]).toFixed(1);
    console.log(`  API event loop: timer delay p50/p99/max ${f('delayP50')}/${f('delayP99')}/${f('delayMax')} ms; GC ${String(loop.gcCount)} pauses, ${f('gcMs')} ms in all, longest ${f('gcMax')} ms (${String(loop.gcKinds)}); heap ${f('heapMb')} MB`);
  }
  if (!kinds || !sorted.length) return;
  const p95 = percentile(sorted, 95);
  const tail = times.filter((t) => t >= p95).length;
  console.log(`  per kind (count, p50/p95/p99 ms, max, non-2xx, share of the responses >= the run's p95 ${p95.toFixed(1)} ms):`);
  kinds.forEach((kind, index) => {
    const own = times.filter((_, i) => kindOf[i] === index).sort((a, b) => a - b);
    if (!own.length) return;
    const slow = own.filter((t) => t >= p95).length;
    const non2xx = statusOf.filter((s, i) => kindOf[i] === index && (s < 200 || s > 299)).length;
    const cells = [percentile(own, 50), percentile(own, 95), percentile(own, 99)].map((t) => t.toFixed(1)).join('/');
    console.log(`  ${kind.padEnd(16)} ${String(own.length).padStart(7)}  ${cells.padStart(20)}  max ${own[own.length - 1]!.toFixed(0).padStart(5)}`
      + `  non-2xx ${String(non2xx).padStart(4)}  tail ${((100 * slow) / Math.max(1, tail)).toFixed(0).padStart(3)} %`);
  });
}

/** Every path once, 8 at a time, right before its scenario (entries live 30-60 s). */
async function warmUp(url: string, paths: string[]): Promise<void> {
  const queue = [...paths];
  await Promise.all(Array.from({ length: 8 }, async () => {
    for (let path = queue.shift(); path; path = queue.shift()) await fetch(`${url}${path}`).then((r) => r.arrayBuffer());
  }));
}

async function measure(label: string, server: Server, embedded: boolean): Promise<void> {
  console.log(`\n${label}: ${server.url}`);
  console.log('EXPLAIN (ANALYZE, BUFFERS), second run of each:');
  console.log((await server.ask({ cmd: 'explain' })).text);
  if (process.env.BENCH_ONLY === 'suggest') {
    // Suggest alone (EXPLAIN above, then cold and warm): for iterating on suggest-query.ts.
    console.log(`\n50 connections, ${seconds} s each`);
    console.log(row(['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', '  CPU ms/req api/db/gen']));
    await server.ask({ cmd: 'cache', on: false });
    // Per query (count, percentiles, share of the slowest 5 %): whether the tail is a few heavy statements or queueing.
    await load('suggest cold', server, suggestPaths.map((path) => ({ method: 'GET', path })), 50, SUGGEST_KINDS);
    await server.ask({ cmd: 'cache', on: true });
    await warmUp(server.url, suggestPaths);
    await load('suggest warm', server, () => pick(suggestPaths));
    return;
  }
  if (process.env.BENCH_ONLY === 'search' || process.env.BENCH_ONLY === 'material' || process.env.BENCH_ONLY === 'cold') {
    // Iterating on one read: its cold figures alone (cold: search, suggest and material).
    console.log(`\n50 connections, ${seconds} s each`);
    console.log(row(['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', '  CPU ms/req api/db/gen']));
    await server.ask({ cmd: 'cache', on: false });
    if (process.env.BENCH_ONLY !== 'material') await load('search cold', server, () => pick(searchPaths));
    if (process.env.BENCH_ONLY === 'cold') await load('suggest cold', server, () => pick(suggestPaths));
    if (process.env.BENCH_ONLY !== 'search') await load('material cold', server, () => materialPath(materials));
    return;
  }
  if (embedded) {
    const bound = await server.ask({ cmd: 'sequential', prepared: false });
    const prepared = await server.ask({ cmd: 'sequential', prepared: true });
    const ms = (a: Record<string, unknown>) => `mean ${Number(a.mean).toFixed(1)} ms, p50 ${Number(a.p50).toFixed(1)} ms`;
    console.log(`PGlite, one search at a time, caches off: bound queries ${ms(bound)}; PREPARE/EXECUTE ${ms(prepared)}`);
  }
  console.log(`\n50 connections, ${seconds} s each`);
  console.log(row(['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', '  CPU ms/req api/db/gen']));
  await server.ask({ cmd: 'cache', on: false });
  await load('search cold', server, () => pick(searchPaths));
  await load('suggest cold', server, () => pick(suggestPaths));
  await load('material cold', server, () => materialPath(materials));
  await server.ask({ cmd: 'cache', on: true });
  await warmUp(server.url, searchPaths);
  await load('search warm', server, () => pick(searchPaths));
  await warmUp(server.url, suggestPaths);
  await load('suggest warm', server, () => pick(suggestPaths));
  await warmUp(server.url, materialPaths(materials));
  await load('material warm', server, () => materialPath(materials));
  // 200 visitors at once, caches on as served (issue 17 target: p95 <= 100 ms, 0 errors). The home
  // page's reads are warmed like the other scenarios' paths: a running server has them in memory, and
  // unwarmed, the run's first 200 requests all wait for one computation of the menu.
  await warmUp(server.url, homePaths);
  await load('200 visitors', server, visitorRequests(await paidIds(server.url), materials), 200, VISITOR_KINDS);
}

/** Paid materials of de, for the visitors' carts. */
async function paidIds(url: string): Promise<number[]> {
  const paid = (await (await fetch(`${url}/v1/search?world=de&price=paid&per_page=48`)).json()) as { items: { id: number }[] };
  return paid.items.map((m) => m.id);
}

async function main() {
  if (process.env.BENCH_URL) {
    console.log(row(['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', '  CPU ms/req api/db/gen']));
    if (process.env.BENCH_ONLY !== 'visitors') {
      await load('search', { url: process.env.BENCH_URL, externalDb: false }, () => pick(searchPaths));
      await load('suggest', { url: process.env.BENCH_URL, externalDb: false }, () => pick(suggestPaths));
      await load('material', { url: process.env.BENCH_URL, externalDb: false }, () => materialPath(materials));
    }
    await warmUp(process.env.BENCH_URL, homePaths);
    await load('200 visitors', { url: process.env.BENCH_URL, externalDb: false }, visitorRequests(await paidIds(process.env.BENCH_URL), materials), 200, VISITOR_KINDS);
    return;
  }
  if (process.env.BENCH_PGLITE !== '0') {
    const embedded = await startServer(null);
    await measure('embedded database (PGlite)', embedded, true);
    await embedded.stop();
  }
  if (process.env.BENCH_POSTGRES === '0') return;
  if (process.env.BENCH_DATABASE_URL) {
    const server = await startServer(process.env.BENCH_DATABASE_URL);
    await measure('PostgreSQL server (BENCH_DATABASE_URL)', server, false);
    await server.stop();
    return;
  }
  const { startPrivatePostgres } = (await import(pathToFileURL(join(repoRoot(), 'scripts/lib/postgres.mjs')).href)) as {
    startPrivatePostgres: (db: string) => Promise<{ skipped?: string; url: string; version?: string; stop: () => void }>;
  };
  const pg = await startPrivatePostgres('tm_bench');
  if (pg.skipped) {
    console.log(`\nPostgreSQL server: skipped (${pg.skipped})`);
    return;
  }
  try {
    const server = await startServer(pg.url);
    await measure(`PostgreSQL ${pg.version ?? ''} server`.replace('  ', ' '), server, false);
    await server.stop();
  } finally {
    pg.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
