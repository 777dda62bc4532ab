import { WORLDS, type World } from '@teachmarket/contracts/api-types';
import { packFor } from '../src/content/lang';
import { templateText } from '../src/content/phrases';
import { de } from '../src/content/lang/de';
import { en } from '../src/content/lang/en';
import { WORLD_INFO } from '../src/worlds';
import { json, setupApi } from './helpers';

// The demo catalogue of a supplementary world is in its own language: blog posts, comments, rating
// texts, author subtitles and bios and materials, never the English (or German) fallback texts.
const api = setupApi();

const SUPPLEMENTARY = WORLDS.filter((w) => !WORLD_INFO[w].main);

/** Worlds whose language is not written in Latin script: every text has characters of its script. */
const SCRIPT: Partial<Record<World, RegExp>> = {
  bg: /\p{Script=Cyrillic}/u, kz: /\p{Script=Cyrillic}/u, rs: /\p{Script=Cyrillic}/u, ua: /\p{Script=Cyrillic}/u,
  cn: /\p{Script=Han}/u, jp: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u, kr: /\p{Script=Hangul}/u,
  hi: /\p{Script=Devanagari}/u, my: /\p{Script=Malayalam}/u, th: /\p{Script=Thai}/u,
};
/** English words none of the Latin-script languages here uses. */
const ENGLISH_WORDS = /\b(the|and|with|your|this|you|for the|of the)\b/i;
const FALLBACK = new Set([
  ...en.comments, ...en.ratingTexts, ...en.authorSubtitles, ...en.authorBios, ...en.blogTitles, ...en.blogParagraphs,
  ...de.comments, ...de.ratingTexts, ...de.authorSubtitles, ...de.authorBios, ...de.blogTitles, ...de.blogParagraphs,
]);
const FALLBACK_FRAGMENTS = [...en.blogParagraphs, ...de.blogParagraphs, ...en.descriptionSentences.map((s) => templateText(s).split('{')[0]!.trim()).filter(Boolean)];

function expectInLanguage(world: World, text: string, what: string): void {
  const plain = text.replace(/<[^>]+>/g, ' ');
  expect({ what, text: plain, fallback: FALLBACK.has(plain) }).toEqual({ what, text: plain, fallback: false });
  for (const fragment of FALLBACK_FRAGMENTS) expect(plain).not.toContain(fragment);
  const script = SCRIPT[world];
  if (script) expect({ what, text: plain, script: script.test(plain) }).toEqual({ what, text: plain, script: true });
  else expect({ what, text: plain, english: ENGLISH_WORDS.test(plain) }).toEqual({ what, text: plain, english: false });
}

describe.each(SUPPLEMENTARY)('seeded content of world %s is in its language', (world) => {
  it('its language pack has its own community texts', () => {
    const pack = packFor(world);
    const texts = [...pack.comments, ...pack.ratingTexts, ...pack.authorSubtitles, ...pack.authorBios, ...pack.blogTitles, ...pack.blogParagraphs];
    expect(pack.blogPosts?.length).toBeGreaterThanOrEqual(3);
    for (const text of texts) expectInLanguage(world, text, 'pack');
  });

  it('blog posts (GET /v1/blog-posts)', async () => {
    const res = await api.app.inject({ method: 'GET', url: `/v1/blog-posts?world=${world}` });
    expect(res.statusCode).toBe(200);
    const items = json(res).items as { world: string; title: string; excerpt: string; body: string }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const post of items) {
      expect(post.world).toBe(world);
      expectInLanguage(world, post.title, 'blog title');
      expectInLanguage(world, post.excerpt, 'blog excerpt');
      expectInLanguage(world, post.body, 'blog body');
    }
  });

  it('author subtitles and bios', async () => {
    const rows = await api.db.query<{ subtitle: string; description: string }>(
      `SELECT subtitle, description FROM users WHERE world = $1 AND is_seller`, [world],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expectInLanguage(world, row.subtitle, 'author subtitle');
      expectInLanguage(world, row.description, 'author bio');
    }
  });

  it('material titles and descriptions, built from the pack of the world', async () => {
    const pack = packFor(world);
    // English lessons' topics are English in every language ("Present Perfect", "Colours and Numbers"):
    // the topics every supplementary pack writes the same are taken out before the check.
    const everywhere = SUPPLEMENTARY.map((w) => new Set(Object.values(packFor(w).subjects).flatMap((s) => s.topics))).reduce((a, b) => new Set([...a].filter((t) => b.has(t))));
    const withoutEnglishTopics = (title: string) => [...everywhere].reduce((text, topic) => text.replaceAll(topic, ''), title);
    const subjects = Object.values(pack.subjects).map((s) => s.title);
    const rows = await api.db.query<{ title: string; description: string; language: string; ts_config: string }>(
      `SELECT title, description, language, ts_config FROM materials WHERE world = $1`, [world],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(subjects.some((s) => row.title.includes(s))).toBe(true);
      expectInLanguage(world, withoutEnglishTopics(row.title), 'material title');
      expectInLanguage(world, row.description, 'material description');
      expect(row).toMatchObject({ language: WORLD_INFO[world].language, ts_config: WORLD_INFO[world].tsConfig });
    }
  });
});

// The small test catalogue leaves some worlds without comments, so these are checked over all of them.
it('comments and rating texts of the supplementary worlds are in their languages', async () => {
  const rows = await api.db.query<{ world: World; text: string }>(
    `SELECT m.world, c.body AS text FROM comments c JOIN materials m ON m.id = c.material_id WHERE NOT m.world = ANY($1)
     UNION ALL SELECT m.world, r.text FROM ratings r JOIN materials m ON m.id = r.material_id WHERE NOT m.world = ANY($1) AND r.text IS NOT NULL`,
    [WORLDS.filter((w) => WORLD_INFO[w].main)],
  );
  expect(new Set(rows.map((r) => r.world)).size).toBeGreaterThanOrEqual(10);
  for (const row of rows) expectInLanguage(row.world, row.text, `${row.world} comment or rating`);
});

describe('world my', () => {
  it('is Malayalam like its interface bundle (spec §1 my → ml), searched with the simple configuration', async () => {
    expect(WORLD_INFO.my).toMatchObject({ language: 'ml', tsConfig: 'simple' });
    const subjects = await api.db.query<{ title: string }>(`SELECT title FROM subjects WHERE world = 'my'`);
    expect(subjects).toHaveLength(12);
    for (const s of subjects) expect(s.title).toMatch(/^[\p{Script=Malayalam}\s]+$/u);
    const names = await api.db.query<{ public_name: string }>(`SELECT public_name FROM users WHERE world = 'my'`);
    for (const n of names) expect(n.public_name).toMatch(/^[\p{Script=Malayalam}\s]+$/u);
    // A material is found by the Malayalam name of its subject.
    const [material] = await api.db.query<{ id: number; keywords: string }>(`SELECT id, keywords FROM materials WHERE world = 'my' ORDER BY id LIMIT 1`);
    const subject = material!.keywords.split(' · ')[0]!;
    expect(subject).toMatch(/\p{Script=Malayalam}/u);
    const hits = await api.db.query<{ id: number }>(
      `SELECT id FROM materials WHERE world = 'my' AND search_vector @@ plainto_tsquery('simple', $1)`, [subject],
    );
    expect(hits.map((h) => h.id)).toContain(material!.id);
  });
});
