import { MIGRATIONS } from './migrations';
import type { Db } from './types';

/**
 * Applies pending migrations, each in its own transaction, recorded in schema_migrations.
 * A transaction-level advisory lock serialises several API instances starting against one
 * PostgreSQL server; the loser re-checks and skips what the winner applied.
 */
export async function migrate(db: Db): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(424242)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (done.length) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (ran) applied.push(m.version);
  }
  return applied;
}
