import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig, repoRoot } from '../src/config';
import { openDb } from '../src/db';
import { isEmpty, reset, seed } from '../src/seed';
import { join } from 'node:path';

/**
 * Load test: search, suggest and material-by-id at 50 connections.
 * Starts its own API on BENCH_DATA_DIR (default .data/bench) seeded with BENCH_MATERIALS (default
 * 100000) unless BENCH_URL points at a running server. BENCH_SECONDS per scenario (default 10).
 */
const materials = Number(process.env.BENCH_MATERIALS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const config = loadConfig({ ...process.env, DATA_DIR: process.env.BENCH_DATA_DIR ?? join(repoRoot(), '.data', 'bench'), API_PORT: '0', LOG_LEVEL: 'warn' });
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

async function main() {
  const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => undefined } : await startServer();
  const words = ['Bruch', 'Mathematik', 'Arbeitsblatt Photosynthese', 'Geschichte', 'Klasse 5', 'Deutsch Grammatik'];
  const scenarios: Array<[string, () => string]> = [
    ['search', () => `/v1/search?world=de&q=${encodeURIComponent(words[Math.floor(Math.random() * words.length)]!)}`],
    ['suggest', () => `/v1/suggest?world=de&q=${encodeURIComponent(['Mat', 'Mathemtik', 'Bruc', 'Photo', 'Gesch'][Math.floor(Math.random() * 5)]!)}`],
    ['material', () => `/v1/materials/${1 + Math.floor(Math.random() * Math.min(materials, 1000))}?world=de`],
  ];
  console.log(`target ${server.url}, 50 connections, ${seconds} s each`);
  console.log('scenario   req/s    p50 ms  p95 ms  p99 ms  non-2xx  errors');
  for (const [name, path] of scenarios) {
    const instance = autocannon({
      url: server.url, connections: 50, duration: seconds,
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
  await server.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
