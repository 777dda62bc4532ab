import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDb } from './db';
import { isEmpty, seed } from './seed';

/** Start-up: config (fail fast), database + migrations, seed when empty, listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  const app = await buildApp(config, db);
  if (await isEmpty(db)) {
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
  app.log.info(`API docs: http://${config.host}:${config.port}/docs (database: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
