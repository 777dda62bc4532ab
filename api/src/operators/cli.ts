import { loadConfig } from '../config';
import { openDb } from '../db';
import { createOperator, OperatorInputError, parseOperatorArgs } from './create';

/** pnpm --filter @teachmarket/api operator:create -- --email … --password … [--name …] [--world de] [--promote] */
async function main(): Promise<void> {
  const input = parseOperatorArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = await openDb(config);
  try {
    const { id, created } = await createOperator(db, input);
    console.log(`${created ? 'Created' : 'Promoted'} operator ${input.email} (user ${id}) in ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof OperatorInputError || error instanceof Error ? error.message : error);
  process.exit(1);
});
