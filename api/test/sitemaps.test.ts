/**
 * Issue 15: sitemaps from the database. The XML is checked with a real parser (fast-xml-parser: well-formed,
 * entities decoded) and compared with the database: exactly the public pages, on the world's web origin, split
 * into files of SITEMAP_URLS_PER_FILE (lowered here, so the seeded catalogue fills several files).
 */
import { href } from '@teachmarket/contracts/routes';
import { WORLDS, type World } from '@teachmarket/contracts/worlds';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { loadConfig } from '../src/config';
import { urlElement } from '../src/seo/xml';
import { bearer, login, setupApi } from './helpers';

const SIZE = 7;
const WEB = 'https://teachmarket.test';
const FR_WEB = 'https://teachmarket.fr';
const api = setupApi({ SITEMAP_URLS_PER_FILE: String(SIZE), PUBLIC_WEB_URL: WEB, WORLD_WEB_URLS: `fr=${FR_WEB}` });
const originOf = (world: string) => (world === 'fr' ? FR_WEB : WEB);

interface Link { hreflang: string; href: string }
interface Entry { loc: string; lastmod?: string; links: Link[] }

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });

function parse(body: string): Record<string, Record<string, unknown>> {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body) as Record<string, Record<string, unknown>>;
}

async function get(url: string) {
  return api.app.inject({ method: 'GET', url });
}

async function indexLocs(): Promise<string[]> {
  const res = await get('/v1/seo/sitemap.xml');
  expect(res.statusCode).toBe(200);
  const index = parse(res.body).sitemapindex!;
  expect(index['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return ((index.sitemap ?? []) as { loc: string }[]).map((s) => s.loc);
}

async function file(name: string): Promise<Entry[]> {
  const res = await get(`/v1/seo/sitemaps/${name}`);
  expect(res.statusCode).toBe(200);
  const urlset = parse(res.body).urlset!;
  expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return ((urlset.url ?? []) as { loc: string; lastmod?: string; 'xhtml:link'?: { '@hreflang': string; '@href': string }[] }[]).map((u) => ({
    loc: u.loc, ...(u.lastmod ? { lastmod: u.lastmod } : {}), links: (u['xhtml:link'] ?? []).map((l) => ({ hreflang: l['@hreflang'], href: l['@href'] })),
  }));
}

/** Every file of a world's kind as the index lists it, in order, each read and parsed. */
async function filesOf(world: string, kind: string): Promise<Entry[][]> {
  const prefix = `${originOf(world)}/sitemaps/${world}-${kind}-`;
  const names = (await indexLocs()).filter((loc) => loc.startsWith(prefix)).map((loc) => loc.slice(`${originOf(world)}/sitemaps/`.length));
  expect(names).toEqual(names.map((_, i) => `${world}-${kind}-${i + 1}.xml`));
  return Promise.all(names.map(file));
}

async function locsOf(world: string, kind: string): Promise<string[]> {
  return (await filesOf(world, kind)).flat().map((e) => e.loc);
}

async function publishedMaterials(world: string): Promise<string[]> {
  const rows = await api.db.query<{ id: number; slug: string }>(`SELECT id, slug FROM materials WHERE world = $1 AND status = 'published' ORDER BY id`, [world]);
  return rows.map((r) => WEB + href('material', { id: r.id, slug: r.slug }, world));
}

const sorted = (values: readonly string[]) => [...values].sort();

describe('sitemap index', () => {
  it('lists every file of every world and kind that has URLs, on the world web origin, as many files as the split needs', async () => {
    const res = await get('/v1/seo/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['set-cookie']).toBeUndefined();
    const locs = await indexLocs();
    const count = async (sql: string) => new Map((await api.db.query<{ world: string; n: number }>(sql)).map((r) => [r.world, r.n]));
    const expected: Record<string, Map<string, number>> = {
      materials: await count(`SELECT world, count(*)::int AS n FROM materials WHERE status = 'published' GROUP BY world`),
      authors: await count(`SELECT m.world, count(DISTINCT u.id)::int AS n FROM materials m JOIN users u ON u.id = m.author_id
                             WHERE m.status = 'published' AND NOT u.is_private_profile GROUP BY m.world`),
      'blog-posts': await count('SELECT world, count(*)::int AS n FROM blog_posts GROUP BY world'),
    };
    expect(expected.materials!.get('de')).toBeGreaterThan(SIZE);
    for (const world of WORLDS) {
      const mine = locs.filter((loc) => loc.startsWith(`${originOf(world)}/sitemaps/${world}-`));
      for (const [kind, counts] of Object.entries(expected)) {
        const files = Math.ceil((counts.get(world) ?? 0) / SIZE);
        expect([world, mine.filter((loc) => loc.includes(`/${world}-${kind}-`)).length]).toEqual([world, files]);
      }
      // Every world has information and landing pages (home, imprint, …).
      expect(mine).toContain(`${originOf(world)}/sitemaps/${world}-info-pages-1.xml`);
      expect(mine).toContain(`${originOf(world)}/sitemaps/${world}-landing-pages-1.xml`);
    }
    // Nothing else: every entry is world-kind-n on its world's origin.
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/teachmarket\.(test|fr)\/sitemaps\/([a-z]{2})-(materials|authors|landing-pages|blog-posts|info-pages)-[1-9]\d*\.xml$/);
    expect(locs.filter((loc) => loc.startsWith(FR_WEB)).every((loc) => loc.includes('/sitemaps/fr-'))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe('materials sitemap', () => {
  it('lists exactly the published materials of the world with their canonical URL, split into disjoint files of at most SIZE', async () => {
    const files = await filesOf('de', 'materials');
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const entries of files) expect(entries.length).toBeLessThanOrEqual(SIZE);
    for (const entries of files.slice(0, -1)) expect(entries).toHaveLength(SIZE);
    const locs = files.flat().map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(sorted(locs)).toEqual(sorted(await publishedMaterials('de')));
    // The last file + 1 does not exist.
    expect((await get(`/v1/seo/sitemaps/de-materials-${files.length + 1}.xml`)).statusCode).toBe(404);
  });

  it('drops a material once it is no longer published, and a world only lists its own', async () => {
    const before = await locsOf('de', 'materials');
    const [gone] = await api.db.query<{ id: number; slug: string }>(`SELECT id, slug FROM materials WHERE world = 'de' AND status = 'published' ORDER BY id DESC LIMIT 1 OFFSET 3`);
    const url = WEB + href('material', { id: gone!.id, slug: gone!.slug }, 'de');
    expect(before).toContain(url);
    await api.db.query(`UPDATE materials SET status = 'draft' WHERE id = $1`, [gone!.id]);
    const after = await locsOf('de', 'materials');
    expect(after).not.toContain(url);
    expect(sorted(after)).toEqual(sorted(before.filter((loc) => loc !== url)));
    expect(sorted(after)).toEqual(sorted(await publishedMaterials('de')));
    const fr = await locsOf('fr', 'materials');
    expect(sorted(fr)).toEqual(sorted((await publishedMaterials('fr')).map((loc) => loc.replace(WEB, FR_WEB))));
    expect(fr.every((loc) => loc.startsWith(`${FR_WEB}/fr/`))).toBe(true);
  });
});

describe('authors and blog posts', () => {
  it('lists the authors with a published material in the world, and drops one who makes the profile private', async () => {
    const authors = await api.db.query<{ id: number; slug: string }>(
      `SELECT u.id, u.slug FROM users u WHERE NOT u.is_private_profile AND EXISTS
         (SELECT 1 FROM materials m WHERE m.author_id = u.id AND m.world = 'de' AND m.status = 'published') ORDER BY u.id`,
    );
    const expected = authors.map((a) => WEB + href('author', { id: a.id, slug: a.slug }, 'de'));
    expect(sorted(await locsOf('de', 'authors'))).toEqual(sorted(expected));
    const [seller] = await api.db.query<{ id: number; slug: string }>(`SELECT id, slug FROM users WHERE email = 'seller@teachmarket.test'`);
    const sellerUrl = WEB + href('author', { id: seller!.id, slug: seller!.slug }, 'de');
    expect(expected).toContain(sellerUrl);
    const token = await login(api, 'seller@teachmarket.test');
    const res = await api.app.inject({ method: 'POST', url: '/v1/user/details?world=de', headers: bearer(token), payload: { is_private_profile: true } });
    expect(res.statusCode).toBe(200);
    expect(await locsOf('de', 'authors')).not.toContain(sellerUrl);
  });

  it('lists every blog post of the world with its last change as lastmod', async () => {
    const posts = await api.db.query<{ id: number; lastmod: Date }>(`SELECT id, coalesce(updated_at, created_at) AS lastmod FROM blog_posts WHERE world = 'de' ORDER BY id`);
    expect(posts.length).toBeGreaterThan(0);
    const entries = (await filesOf('de', 'blog-posts')).flat();
    expect(entries.map((e) => [e.loc, e.lastmod]).sort()).toEqual(posts.map((p) => [WEB + href('blogPost', { id: p.id }, 'de'), p.lastmod.toISOString()]).sort());
  });
});

describe('information and landing pages', () => {
  const infoOf = new Map<string, Entry[]>();
  const infoEntries = async (world: string) => {
    if (!infoOf.has(world)) infoOf.set(world, (await filesOf(world, 'info-pages')).flat());
    return infoOf.get(world)!;
  };
  const linkSet = (e: Entry) => e.links.map((l) => `${l.hreflang} ${l.href}`).sort();

  it('gives an information page reciprocal hreflang alternates in every world, with x-default, on each world origin', async () => {
    const imprint = (await infoEntries('de')).find((e) => e.loc === WEB + href('imprint', {}, 'de'));
    expect(imprint).toBeDefined();
    expect(imprint!.links).toHaveLength(WORLDS.length + 1);
    expect(imprint!.links).toContainEqual({ hreflang: 'x-default', href: WEB + href('imprint', {}, 'de') });
    expect(imprint!.links).toContainEqual({ hreflang: 'fr', href: FR_WEB + href('imprint', {}, 'fr') });
    expect(imprint!.links).toContainEqual({ hreflang: 'el', href: WEB + href('imprint', {}, 'gr') });
    // Reciprocal: the page each alternate names is in its world's sitemap and lists the very same set.
    for (const link of imprint!.links.filter((l) => l.hreflang !== 'x-default')) {
      const world = new URL(link.href).pathname.split('/')[1]!;
      const there = (await infoEntries(world)).find((e) => e.loc === link.href);
      expect([world, there && linkSet(there)]).toEqual([world, linkSet(imprint!)]);
    }
  });

  it('lists only indexable pages of the world: no account, cabinet or noindex page; world-only pages in their world', async () => {
    const de = (await infoEntries('de')).map((e) => e.loc);
    expect(de).toContain(WEB + href('prizeDraw', {}, 'de'));
    expect(de).not.toContain(WEB + href('apiPage', {}, 'de'));
    expect((await infoEntries('es')).map((e) => e.loc)).toContain(WEB + href('teacherReferral', {}, 'es'));
    expect((await infoEntries('es')).map((e) => e.loc).some((loc) => loc.includes('gewinnspiel'))).toBe(false);
    const landing = (await filesOf('de', 'landing-pages')).flat();
    const locs = landing.map((e) => e.loc);
    expect(locs).toContain(WEB + href('home', {}, 'de'));
    expect(landing.find((e) => e.loc === WEB + href('home', {}, 'de'))!.links).toContainEqual({ hreflang: 'x-default', href: `${WEB}/de` });
    for (const id of ['login', 'shoppingCart', 'searchResults', 'interactive', 'favourites'] as const) expect(locs).not.toContain(WEB + href(id, {}, 'de'));
    // One lessons page per subject with published materials, and no other world's subject.
    const subjects = await api.db.query<{ id: number }>(
      `SELECT s.id FROM subjects s WHERE s.world = 'de' AND EXISTS (SELECT 1 FROM materials m WHERE m.world = 'de' AND m.status = 'published' AND m.subject_ids @> ARRAY[s.id])`,
    );
    const lessonPrefix = `${WEB}${href('lessons', { id: 1, slug: 'x' }, 'de').replace(/\/1\/x$/, '')}/`;
    expect(sorted(locs.filter((loc) => loc.startsWith(lessonPrefix)).map((loc) => loc.slice(lessonPrefix.length).split('/')[0]!))).toEqual(sorted(subjects.map((s) => String(s.id))));
    const all = [...(await filesOf('de', 'landing-pages')).flat(), ...(await infoEntries('de'))].map((e) => e.loc);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('errors and escaping', () => {
  it('answers an unknown world, kind, page or name 404 in the error format', async () => {
    for (const name of ['xx-materials-1.xml', 'de-unknown-1.xml', 'de-materials-0.xml', 'de-materials-999999.xml', 'de-materials-1.json', 'de-materials-01.xml', "'; DROP TABLE materials; --"]) {
      const res = await get(`/v1/seo/sitemaps/${encodeURIComponent(name)}`);
      expect([name, res.statusCode, res.json<{ error: { code: string } }>().error.code]).toEqual([name, 404, 'not_found']);
    }
    // Crawlers may ask HEAD first.
    expect((await api.app.inject({ method: 'HEAD', url: '/v1/seo/sitemaps/de-materials-1.xml' })).statusCode).toBe(200);
    // A world with no blog posts has no blog file at all.
    const withPosts = new Set((await api.db.query<{ world: World }>('SELECT DISTINCT world FROM blog_posts')).map((r) => r.world));
    const without = WORLDS.find((w) => !withPosts.has(w));
    if (without) expect((await get(`/v1/seo/sitemaps/${without}-blog-posts-1.xml`)).statusCode).toBe(404);
  });

  it('escapes what XML reserves, so a parser reads back the exact URL', () => {
    const loc = 'https://teachmarket.test/de/a?b=1&c=<2>&d="3"&e=\'4\'';
    const xml = `<urlset xmlns:xhtml="x">${urlElement({ loc, alternates: [{ hreflang: 'de', href: loc }] })}</urlset>`;
    const parsed = parse(xml).urlset as { url: { loc: string; 'xhtml:link': { '@href': string }[] }[] };
    expect(parsed.url[0]!.loc).toBe(loc);
    expect(parsed.url[0]!['xhtml:link'][0]!['@href']).toBe(loc);
  });

  it('splits at the sitemaps.org limit of 50,000 URLs unless configured lower', () => {
    expect(loadConfig({}).sitemapUrlsPerFile).toBe(50_000);
    expect(() => loadConfig({ SITEMAP_URLS_PER_FILE: '50001' })).toThrow(/SITEMAP_URLS_PER_FILE/);
  });
});
