import { writeFile } from 'node:fs/promises';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { migrate } from '../src/db/migrate';
import { reset, seed } from '../src/seed';
import { dumpFile, TEST_MATERIALS } from './paths';
import { TEST_DATABASE_URL } from './pg-databases';

/** Seeds one small database once and dumps it; every test file starts from a copy (fast, isolated). */
export default async function globalSetup(): Promise<void> {
  if (TEST_DATABASE_URL) {
    // PostgreSQL mode: the throwaway database becomes the template every test file copies.
    const pgDb = await openPostgres(TEST_DATABASE_URL);
    await migrate(pgDb);
    await reset(pgDb);
    await seed(pgDb, { materials: TEST_MATERIALS });
    await pgDb.close();
    return;
  }
  const db = (await openPglite(null)) as Awaited<ReturnType<typeof openPglite>> & { dump(): Promise<Blob> };
  await migrate(db);
  await seed(db, { materials: TEST_MATERIALS });
  const blob = await db.dump();
  await writeFile(dumpFile(), Buffer.from(await blob.arrayBuffer()));
  await db.close();
}
