import type { Queryable } from '../db';
import { packFor } from '../content/lang';
import { escapeHtml } from '../lib/text';
import { WORLD_INFO, type World } from '../worlds';
import { insertRows } from './bulk';
import { Prng } from './prng';
import { BASE_DATE, DAY, SEED, daysAgo, pushTo, unsoldNewcomers, type SeedState } from './state';

/** Purchases, ratings (only by buyers), comments, follows. */
export async function seedActivity(db: Queryable, s: SeedState): Promise<void> {
  const { rng } = s;
  const buyersByWorld = new Map<World, number[]>();
  for (const b of s.buyers) pushTo(buyersByWorld, b.world, b.id);
  const purchases: unknown[][] = [];
  const ratings: unknown[][] = [];
  const comments: unknown[][] = [];
  const bought = new Set<string>();
  const unsold = unsoldNewcomers(s);
  for (const m of s.materials) {
    const pack = packFor(m.world);
    const buyers = (buyersByWorld.get(m.world) ?? []).filter((id) => id !== 1);
    if (rng.chance(0.4) && !unsold.has(m.id)) {
      for (const userId of rng.sample(buyers, rng.int(1, 6))) {
        const at = new Date(Math.max(m.createdAt, daysAgo(rng, 600)) + DAY);
        purchases.push([userId, m.id, m.finalPriceCents, at]);
        bought.add(`${userId}:${m.id}`);
        const stars = rng.weighted([[5, 55], [4, 28], [3, 10], [2, 4], [1, 3]] as const);
        ratings.push([m.id, userId, stars, rng.chance(0.5) ? rng.pick(pack.ratingTexts) : null, new Date(at.getTime() + DAY)]);
      }
    }
    if (rng.chance(0.2)) {
      for (let k = rng.int(1, 3); k > 0; k--) {
        comments.push([m.id, rng.pick(buyers), rng.pick(pack.comments), new Date(Math.max(m.createdAt + DAY, daysAgo(rng, 300)))]);
      }
    }
  }
  await insertRows(db, 'purchases', ['user_id', 'material_id', 'price_cents', 'created_at'], purchases);
  await insertRows(db, 'ratings', ['material_id', 'user_id', 'stars', 'text', 'created_at'], ratings);
  await insertRows(db, 'comments', ['material_id', 'user_id', 'body', 'created_at'], comments);
  await db.query(`UPDATE materials m SET rating_sum = r.sum, rating_count = r.count
    FROM (SELECT material_id, sum(stars)::int AS sum, count(*)::int AS count FROM ratings GROUP BY material_id) r
    WHERE r.material_id = m.id`);

  const follows: unknown[][] = [];
  for (const b of s.buyers) {
    const authors = s.authorsByWorld.get(b.world) ?? [];
    for (const a of rng.sample(authors, rng.int(0, 3))) follows.push([b.id, a.id]);
  }
  await insertRows(db, 'follows', ['follower_id', 'author_id'], follows);
}

/** The demo buyer (user 1) bought three de materials of a few pages each with one paid invoice order. */
export async function seedDemoOrders(db: Queryable, s: SeedState): Promise<void> {
  const unsold = unsoldNewcomers(s);
  const paid = s.materials.filter((m) => m.world === 'de' && m.priceCents > 0 && !m.isBundle && !unsold.has(m.id) && m.pages >= 3 && m.pages <= 12).slice(0, 3);
  const free = s.materials.find((m) => m.world === 'de' && m.priceCents === 0);
  if (!paid.length) return;
  const total = paid.reduce((sum, m) => sum + m.finalPriceCents, 0);
  const at = new Date(BASE_DATE - 20 * DAY);
  await db.query(
    `INSERT INTO orders (id, user_id, world, status, payment_method, currency_code, total_cents, created_at, paid_at)
     VALUES (1, 1, 'de', 'paid', 'invoice', 'EUR', $1, $2, $2)`,
    [total, at],
  );
  const rows: unknown[][] = paid.map((m) => [1, m.id, 1, m.finalPriceCents, at]);
  if (free) rows.push([1, free.id, null, 0, at]);
  await insertRows(db, 'purchases', ['user_id', 'material_id', 'order_id', 'price_cents', 'created_at'], rows);
}

const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');

/**
 * Blog posts: about every second author of a main world writes one (the first always); each supplementary world gets
 * its pack's few whole posts in its language (texts/), after the main ones and from a PRNG of their
 * own, so the main worlds' posts and everything seeded later stay byte-identical.
 */
export async function seedBlog(db: Queryable, s: SeedState): Promise<void> {
  const { rng } = s;
  const rows: unknown[][] = [];
  for (const [world, authors] of s.authorsByWorld) {
    if (!WORLD_INFO[world].main) continue;
    const pack = packFor(world);
    for (const a of authors) {
      // About every second author, and always the world's first, so no main world's blog is empty.
      if (!rng.chance(0.5) && a !== authors[0]) continue;
      const paragraphs = rng.sample(pack.blogParagraphs, 3);
      rows.push([world, a.id, rng.pick(pack.blogTitles), paragraphs[0] ?? '', paragraphsHtml(paragraphs), new Date(daysAgo(rng, 700))]);
    }
  }
  const own = new Prng(SEED + 30);
  for (const [world, authors] of s.authorsByWorld) {
    if (WORLD_INFO[world].main || !authors.length) continue;
    for (const post of packFor(world).blogPosts ?? []) {
      rows.push([
        world, own.pick(authors).id, post.title, post.paragraphs[0] ?? '', paragraphsHtml(post.paragraphs), new Date(daysAgo(own, 700)),
      ]);
    }
  }
  await insertRows(db, 'blog_posts', ['world', 'author_id', 'title', 'excerpt', 'body', 'created_at'], rows);
}

export async function seedVouchers(db: Queryable): Promise<void> {
  await insertRows(db, 'vouchers', ['code', 'world', 'kind', 'value', 'min_order_cents', 'valid_until', 'max_uses'], [
    ['WELCOME10', null, 'percent', 10, 0, null, null],
    ['SAVE5', 'de', 'amount', 500, 1500, null, null],
    ['SUMMER25', null, 'percent', 25, 0, new Date(BASE_DATE - 60 * DAY), null],
    ['ONCE50', null, 'percent', 50, 0, null, 0],
  ]);
}
