import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { App } from '../src/context';
import type { Db } from '../src/db';
import { openPglite } from '../src/db/pglite';
import { migrate } from '../src/db/migrate';
import { DUMP_FILE } from './paths';

export interface TestApi {
  app: App;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** A fresh in-memory copy of the seeded test database behind a real Fastify app (fastify.inject). */
export async function startApi(env: Record<string, string> = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tm-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, API_PUBLIC_URL: 'http://api.test', LOG_LEVEL: 'silent', ...env });
  const dump = await readFile(DUMP_FILE);
  const db = await openPglite(null, new Blob([dump]));
  await migrate(db);
  const app = await buildApp(config, db, { logger: false });
  await app.ready();
  return {
    app, db, config,
    async close() {
      await app.close();
      await db.close();
    },
  };
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

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
