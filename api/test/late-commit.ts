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
  await heldTitle(api, x, titles.slow, async () => {
    await api.db.query('UPDATE materials SET title = $2 WHERE id = $1', [y, titles.fast]);
  }, between, after);
}

/**
 * Material x retitled `title` in a transaction that takes its change numbers first and commits last;
 * `meanwhile` runs (and is committed) while it is held, then `between` once the feed has what
 * `meanwhile` changed, `after` once x's change reached the feed too.
 */
export async function heldTitle(api: TestApi, x: number, title: string, meanwhile: () => Promise<void>,
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
    await tx.query('UPDATE materials SET title = $2 WHERE id = $1', [x, title]);
    slowStarted();
    await held;
  });
  try {
    await started;
    await meanwhile();
    await feed.sync();
    await between();
  } finally {
    release();
    await slow;
  }
  await feed.sync();
  await after();
}
