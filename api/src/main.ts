import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDb } from './db';
import { isEmpty, seed } from './seed';

/** A worker that dies is started again after this long (doubling while they keep dying young, up to 30 s). */
const RESTART_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** A worker that lived this long counts as healthy: the next restart waits RESTART_MS again. */
const HEALTHY_MS = 60_000;

/** The primary's lines, in the workers' (pino) format: warnings always, information at LOG_LEVEL info and below. */
const primaryLog = (config: Config) => (message: string, level: 30 | 40 = 30) => {
  if (level === 30 && !['info', 'debug', 'trace'].includes(config.logLevel)) return;
  console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, msg: message }));
};

/** Migrations, and the seed when the database is empty: once, before any instance serves. */
async function prepareDatabase(config: Config, info: (message: string) => void): Promise<void> {
  const db = await openDb(config);
  try {
    if (await isEmpty(db)) {
      info(`empty database: seeding ${config.seedMaterials} materials`);
      const result = await seed(db, { materials: config.seedMaterials });
      info(`seeded ${result.materials} materials and ${result.users} users in ${result.ms} ms`);
    }
  } finally {
    await db.close();
  }
}

/** One API process: config (fail fast), database, listen, graceful shutdown. */
async function serve(config: Config, prepared: boolean): Promise<void> {
  const db = await openDb(config);
  const app = await buildApp(config, db);
  if (!prepared && await isEmpty(db)) {
    app.log.info(`empty database: seeding ${config.seedMaterials} materials`);
    const result = await seed(db, { materials: config.seedMaterials });
    app.log.info(`seeded ${result.materials} materials and ${result.users} users in ${result.ms} ms`);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) {
    app.log.info(`API docs: http://${config.host}:${config.port}/docs (database: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`);
  }
}

/**
 * Issue 17, API_INSTANCES=N (PostgreSQL only, config.ts): this process prepares the database, then
 * forks N workers that all listen on API_PORT (node:cluster hands out the connections) and starts
 * again any that dies. Everything they must share lives in PostgreSQL (docs/architecture.md).
 */
async function primary(config: Config): Promise<void> {
  const log = primaryLog(config);
  await prepareDatabase(config, log);
  let stopping = false;
  let delay = RESTART_MS;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork({ API_CLUSTER_PREPARED: '1' });
    started.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (!started.size) process.exit(0);
      return;
    }
    if (lived >= HEALTHY_MS) delay = RESTART_MS;
    const wait = delay;
    delay = Math.min(delay * 2, RESTART_MAX_MS);
    log(`API instance ${worker.process.pid} exited (${signal ?? `code ${code}`}) after ${Math.round(lived / 1000)} s; starting another in ${wait} ms`, 40);
    setTimeout(fork, wait);
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${started.size} API instances`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 15_000).unref();
    if (!started.size) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < config.instances; i++) fork();
  log(`API: ${config.instances} instances on http://${config.host}:${config.port} (database: PostgreSQL)`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.instances > 1 && cluster.isPrimary) return primary(config);
  return serve(config, process.env.API_CLUSTER_PREPARED === '1');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
