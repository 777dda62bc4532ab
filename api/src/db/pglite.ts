import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SESSION_SETTINGS, type Db, type Row } from './types';

/**
 * Embedded PostgreSQL (PGlite 0.5 = Postgres 18 in WebAssembly) in a data folder, or in memory
 * when dataDir is null (tests). loadDataDir restores a dump (tests share one seeded database).
 */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // btree_gin: the search index combines the world with the text (migration 030).
    extensions: { pg_trgm, btree_gin },
  });
  await pg.exec(SESSION_SETTINGS);
  // `raw`: the instance itself, for the job queue's adapter (api/src/jobs: pg-boss's fromPglite).
  const db: Db & { dump(): Promise<Blob>; raw: PGlite } = {
    kind: 'pglite',
    raw: pg,
    async query<T = Row>(sql: string, params: unknown[] = []) {
      const result = await pg.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn) {
      return pg.transaction((tx) =>
        fn({
          async query<T = Row>(sql: string, params: unknown[] = []) {
            return (await tx.query<T>(sql, params)).rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
    async dump() {
      const file = await pg.dumpDataDir('none');
      return file;
    },
  };
  return db;
}
