import pg from 'pg';

/**
 * PostgreSQL mode of the API suite (`npm test` runs it a second time against a real server):
 * TEST_DATABASE_URL names a throwaway database that global-setup migrates and seeds once; every
 * test file then gets its own copy with CREATE DATABASE … TEMPLATE (the PGlite dump's equivalent),
 * so files running in parallel workers never see each other's writes.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const templateName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Runs one statement on the server's maintenance database (never on the template: it must stay idle). */
async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let counter = 0;

/** Creates a fresh copy of the seeded template; returns its URL and a function that drops it. */
export async function createTestDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  counter += 1;
  // Identifiers come from our own pid/counter and the configured name, quoted; no user input.
  const name = `tm_test_${process.pid}_${counter}_${Date.now().toString(36)}`;
  const template = templateName(url).replace(/"/g, '""');
  await admin(url, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    url: withDatabase(url, name),
    drop: () => admin(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
