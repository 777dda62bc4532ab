import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../src/db';
import { MIGRATIONS } from '../src/db/migrations';

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
});
