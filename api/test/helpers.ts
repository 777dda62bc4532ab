import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { App } from '../src/context';
import type { Db } from '../src/db';
import { jobsOf, type JobQueue } from '../src/jobs';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { migrate } from '../src/db/migrate';
import { dumpFile } from './paths';
import { createTestDatabase, TEST_DATABASE_URL } from './pg-databases';

export interface TestApi {
  app: App;
  db: Db;
  config: Config;
  /** The API's job queue: `await api.jobs.drain()` runs every queued job to completion. */
  jobs: JobQueue;
  close(): Promise<void>;
}

/**
 * A fresh copy of the seeded test database behind a real Fastify app (fastify.inject): in-memory
 * PGlite, or with TEST_DATABASE_URL a private database on a PostgreSQL server (see pg-databases.ts).
 */
export async function startApi(env: Record<string, string> = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tm-api-'));
  const copy = TEST_DATABASE_URL ? await createTestDatabase(TEST_DATABASE_URL) : null;
  const config = loadConfig({
    // DEV_ENDPOINTS: the suites read mails from /dev/outbox (inject's client is 127.0.0.1, loopback).
    DATA_DIR: dataDir, API_PUBLIC_URL: 'http://api.test', LOG_LEVEL: 'silent', DEV_ENDPOINTS: '1', ...(copy ? { DATABASE_URL: copy.url } : {}), ...env,
  });
  const db = copy ? await openPostgres(copy.url) : await openPglite(null, new Blob([await readFile(dumpFile())]));
  await migrate(db);
  const app = await buildApp(config, db, { logger: false });
  await app.ready();
  return {
    app, db, config, jobs: jobsOf({ db, config }),
    async close() {
      await app.close();
      await db.close();
      await copy?.drop();
    },
  };
}

/**
 * The test file's API: startApi() before its tests, close() after them. The object is filled in
 * before the file's own beforeAll hooks run (jest runs hooks in the order they are declared), so
 * `const api = setupApi();` at the top of a file replaces the start/close boilerplate.
 */
export function setupApi(env: Record<string, string> = {}, timeout?: number): TestApi {
  const api = {} as TestApi;
  beforeAll(async () => {
    Object.assign(api, await startApi(env));
  }, timeout);
  // When the start itself failed (a timeout on a busy machine) there is nothing to close.
  afterAll(() => api.close?.());
  return api;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON bodies
export const json = <T = Record<string, any>>(res: LightMyRequestResponse): T => res.json() as T;

export async function login(api: TestApi, username: string, password = 'teachmarket', headers: Record<string, string> = {}): Promise<string> {
  const res = await api.app.inject({
    method: 'POST', url: '/v3/oauth2/authenticate', headers,
    payload: { client_id: 'teachmarket-web', grant_type: 'password', username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return json(res).access_token as string;
}

/** A seeded or registered account's id by its e-mail address (fails the test when there is none). */
export async function userIdOf(api: TestApi, email: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A client-credentials (anonymous visitor) token, spec §6. */
export async function anonymousToken(api: TestApi): Promise<string> {
  const res = await api.app.inject({ method: 'POST', url: '/v3/oauth2/authenticate', payload: { client_id: 'teachmarket-web', grant_type: 'client_credentials' } });
  return json(res).access_token as string;
}

let fixtureCount = 0;
/** A fresh user for a role fixture (school member, seller …): the demo password, given columns, logged in. */
export async function fixtureUser(
  api: TestApi,
  columns: { school_id?: number | null; school_role?: 'master' | 'member' | null; is_seller?: boolean; role?: 'user' | 'operator'; terms_version_accepted?: number | null } = {},
): Promise<{ id: number; email: string; token: string }> {
  const email = `fixture-${process.pid}-${++fixtureCount}@teachmarket.test`;
  const [row] = await api.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, slug, public_name, world, role, is_seller, school_id, school_role, terms_version_accepted)
     SELECT $1, password_hash, $2, $3, 'de', $4, $5, $6, $7, CASE WHEN $8 THEN $9::int ELSE terms_version_accepted END
       FROM users WHERE email = 'buyer@teachmarket.test' RETURNING id`,
    [email, `fixture-${fixtureCount}`, `Fixture ${fixtureCount}`, columns.role ?? 'user', columns.is_seller ?? false,
      columns.school_id ?? null, columns.school_role ?? null, 'terms_version_accepted' in columns, columns.terms_version_accepted ?? null],
  );
  if (!row) throw new Error('fixture user insert failed');
  return { id: row.id, email, token: await login(api, email) };
}
