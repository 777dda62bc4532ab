import { loadConfig } from '../config';
import { openDb } from '../db';
import { reset, seed } from './index';

/** pnpm --filter @teachmarket/api seed -- --materials N : wipes the data and seeds N materials. */
function parseArgs(argv: string[]): { materials: number } {
  const config = loadConfig();
  let materials = config.seedMaterials;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg === '--materials') {
      materials = Number(argv[++i]);
    } else if (arg?.startsWith('--materials=')) {
      materials = Number(arg.slice('--materials='.length));
    } else {
      throw new Error(`Unknown argument "${arg}". Usage: seed [--materials N]`);
    }
  }
  if (!Number.isInteger(materials) || materials < 0 || materials > 1_000_000) {
    throw new Error('--materials must be an integer between 0 and 1000000');
  }
  return { materials };
}

async function main(): Promise<void> {
  const { materials } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = await openDb(config);
  try {
    console.log(`Seeding ${materials} materials into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir} (existing data is replaced)`);
    await reset(db);
    const result = await seed(db, { materials });
    console.log(`Done: ${result.materials} materials (incl. bundles), ${result.users} users in ${(result.ms / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
