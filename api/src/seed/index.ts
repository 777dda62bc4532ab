import type { Db } from '../db';
import { hashPassword } from '../auth/password';
import { seedActivity, seedBlog, seedDemoOrders, seedVouchers } from './activity';
import { seedAccountSettings } from './account-settings';
import { seedSellerSales } from './seller-sales';
import { BACKFILL_SQL } from '../db/migrations/027-money';
import { materialsPerWorld, seedMaterials, seedSubjects } from './catalog';
import { DEMO_PASSWORD, seedTermsAndSchools, seedUsers } from './people';
import { SEED, SeedState } from './state';
import { seedUpcomingTerms } from './terms-upcoming';

export { DEMO, DEMO_PASSWORD, CURRENT_TERMS_VERSION } from './people';

const DATA_TABLES = [
  'outbox', 'personalisations', 'events', 'purchases', 'orders', 'cart_items', 'carts', 'vouchers', 'login_attempts',
  'access_tokens', 'blog_posts', 'comments', 'ratings', 'bundle_items', 'material_files', 'materials', 'subjects',
  'follows', 'users', 'schools', 'terms_versions', 'terms_upcoming', 'app_meta',
];

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM materials');
  return (rows[0]?.n ?? 0) === 0;
}

/** Deterministic demo data; the database must be empty (see reset). Returns counts. */
export async function seed(db: Db, options: { materials: number }): Promise<{ materials: number; users: number; ms: number }> {
  const started = Date.now();
  const s = new SeedState();
  s.passwordHash = await hashPassword(DEMO_PASSWORD);
  const perWorld = materialsPerWorld(options.materials);
  await db.transaction(async (tx) => {
    await seedTermsAndSchools(tx, s);
    await seedUpcomingTerms(tx);
    await seedUsers(tx, s, perWorld);
    await seedSubjects(tx, s);
    await seedMaterials(tx, s, perWorld);
    await seedActivity(tx, s);
    await seedDemoOrders(tx, s);
    await seedBlog(tx, s);
    await seedVouchers(tx);
    // Demo accounts: buyer id 1, seller id 2 (people.ts, fixed order).
    await seedAccountSettings(tx, { buyer: 1, seller: 2 });
    await seedSellerSales(tx, s, 2);
    // The seeded purchases become order lines and settled sales in the sellers' ledgers (migration 027).
    await tx.exec(BACKFILL_SQL);
    // Explicit ids were used; move the sequences past them.
    for (const table of ['users', 'materials', 'schools', 'subjects', 'orders']) {
      await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`);
    }
    await tx.query(`INSERT INTO app_meta (key, value) VALUES ('seed', $1)`, [
      { seed: SEED, materials: options.materials, seededAt: new Date().toISOString() },
    ]);
  });
  await db.exec('ANALYZE');
  // A bulk insert leaves every GIN index's rows in its unsorted pending list, which each search then
  // reads whole (suggest's words lookup 3 ms -> 0.5 ms at 100k materials once merged). PostgreSQL's
  // autovacuum merges them later; the embedded PGlite has no autovacuum, so merge them here.
  await db.exec(`SELECT gin_clean_pending_list(c.oid) FROM pg_class c JOIN pg_am a ON a.oid = c.relam
                  JOIN pg_namespace n ON n.oid = c.relnamespace WHERE a.amname = 'gin' AND n.nspname = current_schema()`);
  return { materials: s.materials.length, users: s.nextUserId - 1, ms: Date.now() - started };
}

/** Removes every row (schema stays): used by the seed CLI before re-seeding. */
export async function reset(db: Db): Promise<void> {
  await db.exec(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
}
