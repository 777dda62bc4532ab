import pg from 'pg';
import { SESSION_OPTIONS, type Db, type Row } from './types';

// Integers come back as numbers (counts are cast to int in SQL; int8 ids are not used).
pg.types.setTypeParser(20, (v) => Number(v));

/** A PostgreSQL server (DATABASE_URL): same SQL, same migrations as the embedded database. */
export async function openPostgres(url: string, poolSize = 10): Promise<Db> {
  // Session settings travel as a startup option, so every pooled connection has them before its first query.
  // poolSize: DATABASE_POOL_SIZE (config.ts; 40 unless set), 10 for the tests' copies.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: SESSION_OPTIONS });
  let closing = false;
  // An idle pooled connection that the server ends (restart, failover, a dropped test database)
  // makes the pool emit 'error'; without a listener that error would crash the whole API. The pool
  // has already discarded the connection and opens a new one for the next query.
  pool.on('error', (error) => {
    if (!closing) console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  await pool.query('select 1');
  // `raw`: the pool itself, for named (prepared) statements on hot read paths (api/src/catalog/prepared.ts).
  const db: Db & { raw: pg.Pool } = {
    kind: 'postgres',
    raw: pool,
    async query<T = Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<T = Row>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as T[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      closing = true;
      await pool.end();
    },
  };
  return db;
}
