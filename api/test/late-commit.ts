import { changeFeedOf } from '../src/catalog/change-feed';
import type { TestApi } from './helpers';

/**
 * Issue 17's late commit (search-index.test.ts, suggest-index.test.ts; PostgreSQL only: PGlite has
 * one connection, so no commit overtakes another). Material x is retitled `slowTitle` in a
 * transaction that takes its change numbers first and commits last; y is retitled `fastTitle` and
 * committed meanwhile. `between` runs once y's change reached the change feed (the structure looks
 * now and reads past y's number, above x's uncommitted one), `after` once x's did too.
 */
export async function lateCommit(api: TestApi, x: number, y: number, titles: { slow: string; fast: string },
  between: () => Promise<void>, after: () => Promise<void>): Promise<void> {
  const feed = changeFeedOf(api.db, api.config.databaseUrl);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let slowStarted = () => undefined as void;
  const started = new Promise<void>((resolve) => {
    slowStarted = resolve;
  });
  const slow = api.db.transaction(async (tx) => {
    await tx.query('UPDATE materials SET title = $2 WHERE id = $1', [x, titles.slow]);
    slowStarted();
    await held;
  });
  try {
    await started;
    await api.db.query('UPDATE materials SET title = $2 WHERE id = $1', [y, titles.fast]);
    await feed.sync();
    await between();
  } finally {
    release();
    await slow;
  }
  await feed.sync();
  await after();
}
