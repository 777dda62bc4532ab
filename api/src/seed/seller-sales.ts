import type { Queryable } from '../db';
import { insertRows } from './bulk';
import { Prng } from './prng';
import { DAY, SEED, unsoldNewcomers, type SeedState } from './state';

/**
 * Recent sales of the demo seller (additive, cabinet /sales-downloads and /fee): the catalogue's
 * purchases lie up to 600 days before BASE_DATE, so the fee page's last 365 days would be empty.
 * These sales lie within the 300 days before the day the seed runs (its own PRNG, so the rest of
 * the seed stays byte-identical); buyers are seeded teachers of the seller's world, never the demo
 * buyer (whose bought list other tests read). Free materials get downloads instead.
 */
export async function seedSellerSales(db: Queryable, s: SeedState, sellerId: number, today = Date.now()): Promise<void> {
  const rng = new Prng(SEED + 20);
  const day = Math.floor(today / DAY) * DAY;
  const unsold = unsoldNewcomers(s);
  const own = s.materials.filter((m) => m.authorId === sellerId && !m.isBundle && !unsold.has(m.id));
  const buyers = s.buyers.filter((b) => b.world === 'de' && b.id !== 1).map((b) => b.id);
  if (!own.length || !buyers.length) return;
  const paid = own.filter((m) => m.finalPriceCents > 0);
  const free = own.filter((m) => m.finalPriceCents === 0);
  const purchases: unknown[][] = [];
  const taken = new Set<string>();
  for (let i = 0; i < Math.min(60, paid.length * 8); i++) {
    const material = rng.pick(paid);
    const buyer = rng.pick(buyers);
    if (taken.has(`${buyer}:${material.id}`)) continue;
    taken.add(`${buyer}:${material.id}`);
    purchases.push([buyer, material.id, material.finalPriceCents, new Date(day - rng.int(1, 300) * DAY + rng.int(8 * 3600, 21 * 3600) * 1000)]);
  }
  // ON CONFLICT: a catalogue purchase of the same buyer and material stays as it is.
  for (const row of purchases) {
    await db.query('INSERT INTO purchases (user_id, material_id, price_cents, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', row);
  }
  const downloads: unknown[][] = [];
  for (const material of free) {
    for (let k = rng.int(3, 25); k > 0; k--) {
      const link = rng.chance(0.3);
      downloads.push([material.id, link ? null : rng.pick(buyers), link ? 'link' : 'account', new Date(day - rng.int(1, 300) * DAY + rng.int(0, DAY / 1000) * 1000)]);
    }
  }
  await insertRows(db, 'material_downloads', ['material_id', 'user_id', 'source', 'created_at'], downloads);
}
