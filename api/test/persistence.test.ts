import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db';
import { MIGRATIONS } from '../src/db/migrations';

// Each test builds a database from nothing (every migration, pg-boss's schema) in PGlite's wasm: about
// 20 s on an idle machine, several times that while the other jest worker runs on the same 2 cores.
jest.setTimeout(240_000);

describe('persistence in DATA_DIR', () => {
  it('keeps data across close and reopen; migrations run once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tm-persist-'));
    try {
      const first = await openDb({ dataDir, databaseUrl: null });
      await first.query(`INSERT INTO vouchers (code, kind, value) VALUES ('PERSIST1', 'percent', 5)`);
      await first.close();
      const second = await openDb({ dataDir, databaseUrl: null });
      expect(await second.query('SELECT code FROM vouchers')).toEqual([{ code: 'PERSIST1' }]);
      const applied = await second.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(applied.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps what was written through the API when the API restarts on the same data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tm-persist-api-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const start = async () => {
      const db = await openDb(config);
      const app = await buildApp(config, db, { logger: false });
      return { app, db, stop: async () => { await app.close(); await db.close(); } };
    };
    try {
      const first = await start();
      const login = await first.app.inject({ method: 'POST', url: '/v3/oauth2/authenticate', payload: { client_id: 'teachmarket-web', grant_type: 'client_credentials' } });
      expect(login.statusCode).toBe(200);
      const token = login.json<{ access_token: string }>().access_token;
      const track = await first.app.inject({ method: 'POST', url: '/v3/events/track?world=de', payload: { events: [{ name: 'persist_check' }] } });
      const sid = track.json<{ track_sid: string }>().track_sid;
      await first.stop();

      const second = await start();
      try {
        const validate = await second.app.inject({ method: 'GET', url: '/v3/oauth2/validate', headers: { authorization: `Bearer ${token}` } });
        expect(validate.statusCode).toBe(200);
        expect(validate.json()).toEqual({ user_id: null });
        expect(await second.db.query('SELECT name FROM events WHERE track_sid = $1', [sid])).toEqual([{ name: 'persist_check' }]);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
