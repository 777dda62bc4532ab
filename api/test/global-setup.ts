import { writeFile } from 'node:fs/promises';
import { openPglite } from '../src/db/pglite';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed';
import { DUMP_FILE, TEST_MATERIALS } from './paths';

/** Seeds one small database once and dumps it; every test file starts from a copy (fast, isolated). */
export default async function globalSetup(): Promise<void> {
  const db = (await openPglite(null)) as Awaited<ReturnType<typeof openPglite>> & { dump(): Promise<Blob> };
  await migrate(db);
  await seed(db, { materials: TEST_MATERIALS });
  const blob = await db.dump();
  await writeFile(DUMP_FILE, Buffer.from(await blob.arrayBuffer()));
  await db.close();
}
