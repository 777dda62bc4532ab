import type { Queryable } from '../db';
import { packFor } from '../content/lang';
import { slugify } from '../lib/text';
import { WORLDS, WORLD_INFO, type World } from '../worlds';
import { insertRows } from './bulk';
import { BASE_DATE, DAY, daysAgo, type SeedState, type SeedUser } from './state';

export const CURRENT_TERMS_VERSION = 2;

/** Fixed demo accounts (password `teachmarket`); ids 1-5 in this order. */
export const DEMO = {
  buyer: 'buyer@teachmarket.test',
  seller: 'seller@teachmarket.test',
  schoolAdmin: 'school-admin@teachmarket.test',
  operator: 'operator@teachmarket.test',
  terms: 'terms@teachmarket.test',
} as const;
export const DEMO_PASSWORD = 'teachmarket';

const USER_COLUMNS = [
  'id', 'email', 'password_hash', 'slug', 'public_name', 'world', 'role', 'is_seller', 'creation_source', 'image_path',
  'subtitle', 'description', 'author_since', 'teachable_certified', 'facebook_profile', 'instagram_profile',
  'pinterest_profile', 'credits_cents', 'had_credits', 'invoice_email', 'double_opt_in', 'confirmed_at',
  'terms_version_accepted', 'school_id', 'school_role', 'created_at', 'profile_background_path', 'profile_background_data',
];

type UserRow = Record<(typeof USER_COLUMNS)[number], unknown>;

function userRow(partial: Partial<UserRow> & { id: number; email: string; public_name: string; world: World; created_at: Date }): unknown[] {
  const row: UserRow = {
    password_hash: null, slug: slugify(partial.public_name), role: 'user', is_seller: false, creation_source: 'web',
    image_path: null, subtitle: null, description: null, author_since: null, teachable_certified: false,
    facebook_profile: null, instagram_profile: null, pinterest_profile: null, credits_cents: 0, had_credits: false,
    invoice_email: null, double_opt_in: true, confirmed_at: partial.created_at, terms_version_accepted: CURRENT_TERMS_VERSION,
    school_id: null, school_role: null, profile_background_path: null, profile_background_data: null,
    ...partial,
  };
  return USER_COLUMNS.map((c) => row[c]);
}

export async function seedTermsAndSchools(db: Queryable, s: SeedState): Promise<void> {
  await insertRows(db, 'terms_versions', ['version', 'published_at'], [
    [1, new Date(Date.UTC(2023, 0, 1))],
    [CURRENT_TERMS_VERSION, new Date(BASE_DATE - 30 * DAY)],
  ]);
  const rows: unknown[][] = [];
  let id = 1;
  for (const world of WORLDS) {
    const names = packFor(world).schoolNames;
    const count = WORLD_INFO[world].main ? 3 : 1;
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const type = s.rng.pick(['primary', 'secondary_i_gymnasium', 'secondary_i_middle', 'vocational'] as const);
      rows.push([id, world, names[i % names.length] ?? `School ${id}`, type, i === 0]);
      ids.push(id++);
    }
    s.schoolsByWorld.set(world, ids);
  }
  await insertRows(db, 'schools', ['id', 'world', 'name', 'school_type', 'is_verified'], rows);
}

/** Demo accounts, authors (sellers with public profiles) and buyers. */
export async function seedUsers(db: Queryable, s: SeedState, materialsPerWorld: Map<World, number>): Promise<void> {
  const rows: unknown[][] = [];
  const created = (days: number) => new Date(BASE_DATE - days * DAY);
  const deSchool = s.schoolsByWorld.get('de')?.[0] ?? null;
  const demo = (email: string, name: string, extra: Partial<UserRow> = {}) => {
    const id = s.nextUserId++;
    rows.push(userRow({ id, email, public_name: name, world: 'de', created_at: created(400), password_hash: s.passwordHash, ...extra }));
    return id;
  };
  const buyerId = demo(DEMO.buyer, 'Bea Buyer', { credits_cents: 500, had_credits: true, invoice_email: DEMO.buyer });
  const sellerId = demo(DEMO.seller, 'Sam Seller', {
    is_seller: true, author_since: created(380), subtitle: 'Grundschullehrer & Materialautor',
    description: 'Ich erstelle differenzierte Materialien für Mathe und Deutsch in der Grundschule.',
    image_path: '/images/avatars/2.svg', teachable_certified: true, instagram_profile: 'https://instagram.com/samseller',
  });
  demo(DEMO.schoolAdmin, 'Sina Schulleitung', { school_id: deSchool, school_role: 'master' });
  demo(DEMO.operator, 'Otto Operator', { role: 'operator' });
  demo(DEMO.terms, 'Tara Terms', { terms_version_accepted: 1 });
  s.buyers.push({ id: buyerId, world: 'de', isSeller: false });

  for (const world of WORLDS) {
    const pack = packFor(world);
    const count = Math.max(2, Math.round((materialsPerWorld.get(world) ?? 0) / 12));
    const authors: SeedUser[] = world === 'de' ? [{ id: sellerId, world, isSeller: true }] : [];
    for (let i = 0; i < count; i++) {
      const id = s.nextUserId++;
      const name = pack.nameOf(s.rng.pick(pack.firstNames), s.rng.pick(pack.lastNames));
      const since = new Date(daysAgo(s.rng, 1500));
      rows.push(userRow({
        id, email: `author${id}@teachmarket.test`, public_name: name, world, created_at: since, is_seller: true,
        author_since: since, subtitle: s.rng.pick(pack.authorSubtitles), description: s.rng.pick(pack.authorBios),
        image_path: `/images/avatars/${id}.svg`, teachable_certified: s.rng.chance(0.2),
        instagram_profile: s.rng.chance(0.3) ? `https://instagram.com/${slugify(name)}` : null,
        pinterest_profile: s.rng.chance(0.15) ? `https://pinterest.com/${slugify(name)}` : null,
        facebook_profile: s.rng.chance(0.1) ? `https://facebook.com/${slugify(name)}` : null,
        profile_background_path: s.rng.chance(0.3) ? `/images/backgrounds/${id % 6}.svg` : null,
        profile_background_data: s.rng.chance(0.3) ? { offsetY: s.rng.int(0, 100), color: '#f3efe6' } : null,
      }));
      authors.push({ id, world, isSeller: true });
    }
    s.authorsByWorld.set(world, authors);
    const buyers = Math.max(3, Math.round((materialsPerWorld.get(world) ?? 0) / 15));
    const schools = s.schoolsByWorld.get(world) ?? [];
    for (let i = 0; i < buyers; i++) {
      const id = s.nextUserId++;
      const name = pack.nameOf(s.rng.pick(pack.firstNames), s.rng.pick(pack.lastNames));
      const school = schools.length && s.rng.chance(0.2) ? s.rng.pick(schools) : null;
      rows.push(userRow({
        id, email: `teacher${id}@teachmarket.test`, public_name: name, world, created_at: new Date(daysAgo(s.rng, 1200)),
        school_id: school, school_role: school ? 'member' : null,
      }));
      s.buyers.push({ id, world, isSeller: false });
    }
  }
  await insertRows(db, 'users', USER_COLUMNS, rows);
}
