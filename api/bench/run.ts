import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig, repoRoot } from '../src/config';
import { openDb } from '../src/db';
import { isEmpty, reset, seed } from '../src/seed';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Load test: search, suggest and material-by-id at 50 connections (issue 4).
 * Starts its own API on the embedded database in BENCH_DATA_DIR (default .data/bench) seeded with
 * BENCH_MATERIALS (default 100000), then, when a PostgreSQL server can be started on this machine
 * (scripts/lib/postgres.mjs; BENCH_POSTGRES=0 skips it), the same on PostgreSQL. BENCH_URL measures
 * a running server instead. BENCH_SECONDS per scenario (default 10).
 */
const materials = Number(process.env.BENCH_MATERIALS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function startServer(databaseUrl: string | null): Promise<{ url: string; stop: () => Promise<void> }> {
  const config = loadConfig({
    ...process.env, DATA_DIR: process.env.BENCH_DATA_DIR ?? join(repoRoot(), '.data', 'bench'), API_PORT: '0', LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
  });
  const db = await openDb(config);
  const [meta] = await db.query<{ n: number }>(`SELECT (value->>'materials')::int AS n FROM app_meta WHERE key = 'seed'`).catch(() => []);
  if ((await isEmpty(db)) || meta?.n !== materials) {
    console.log(`seeding ${materials} materials...`);
    await reset(db);
    const result = await seed(db, { materials });
    console.log(`seeded in ${(result.ms / 1000).toFixed(1)} s`);
  }
  const app = await buildApp(config, db, { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, stop: async () => { await app.close(); await db.close(); } };
}

async function measure(label: string, url: string): Promise<void> {
  const words = ['Bruch', 'Mathematik', 'Arbeitsblatt Photosynthese', 'Geschichte', 'Klasse 5', 'Deutsch Grammatik'];
  const scenarios: Array<[string, () => string]> = [
    ['search', () => `/v1/search?world=de&q=${encodeURIComponent(words[Math.floor(Math.random() * words.length)]!)}`],
    ['suggest', () => `/v1/suggest?world=de&q=${encodeURIComponent(['Mat', 'Mathemtik', 'Bruc', 'Photo', 'Gesch'][Math.floor(Math.random() * 5)]!)}`],
    ['material', () => `/v1/materials/${1 + Math.floor(Math.random() * Math.min(materials, 1000))}?world=de`],
  ];
  console.log(`\n${label}: ${url}, 50 connections, ${seconds} s each`);
  console.log('scenario   req/s    p50 ms  p95 ms  p99 ms  non-2xx  errors');
  for (const [name, path] of scenarios) {
    const instance = autocannon({
      url, connections: 50, duration: seconds,
      requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: path() }) }],
    });
    // Exact percentiles from every response time (autocannon's own table has p97.5, not p95).
    const times: number[] = [];
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    const result = await instance;
    times.sort((a, b) => a - b);
    const pct = (p: number) => (times.length ? times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1) : '-');
    console.log(`${name.padEnd(10)} ${result.requests.average.toFixed(0).padStart(6)}  ${pct(50).padStart(6)}  ${pct(95).padStart(6)}  ${pct(99).padStart(6)}  ${String(result.non2xx).padStart(7)}  ${result.errors}`);
  }
}

async function main() {
  if (process.env.BENCH_URL) return measure('given server', process.env.BENCH_URL);
  const embedded = await startServer(null);
  await measure('embedded database (PGlite)', embedded.url);
  await embedded.stop();
  if (process.env.BENCH_POSTGRES === '0') return;
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
    await measure(`PostgreSQL ${pg.version ?? ''} server`.replace('  ', ' '), server.url);
    await server.stop();
  } finally {
    pg.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
