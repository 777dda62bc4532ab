import type { Config } from '../config';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, Queryable, Row } from './types';

/** Opens the configured database and brings its schema up to date. */
export async function openDb(config: Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'databasePoolSize'>>): Promise<Db> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl, config.databasePoolSize) : await openPglite(config.dataDir);
  await migrate(db);
  return db;
}
