import { changeFeedOf } from '../src/catalog/change-feed';
import { SYNC_MS } from '../src/catalog/world-feed';
import { PREFIX_MAX, suggest } from '../src/catalog/suggest-query';
import { insertMaterial } from './commerce';
import { bearer, fixtureUser, json, login, setupApi } from './helpers';

/**
 * Issue 17: suggest's precomputed short prefixes (migration 044) follow the catalogue. Titles are
 * changed, withdrawn and published again through the API, and the answers of one to five
 * characters (search_term_prefixes) are compared with a brute force over the dictionary's terms,
 * ranked in JavaScript.
 */
const api = setupApi();

type Item = { kind: string; text: string; id: number };
const items = async (q: string, world = 'de') => {
  // Every change committed so far has reached the cached answers (LISTEN/NOTIFY on a server).
  await changeFeedOf(api.db, api.config.databaseUrl).sync();
  const res = await api.app.inject({ method: 'GET', url: `/v1/suggest?world=${world}&q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return json(res).items as Item[];
};
const texts = async (q: string) => (await items(q)).map((i) => i.text);

const LIMITS: Record<string, number> = { material: 6, subject: 3, author: 3 };

/** What a prefix of 1-5 characters must answer, from search_terms alone: per kind the terms with a word starting with it, whole-text matches first, then weight, then id. */
async function bruteForce(world: string, prefix: string): Promise<Item[]> {
  const terms = await api.db.query<{ kind: string; text: string; norm: string; ref_id: number; weight: string; words: string[] }>(
    'SELECT kind, text, norm, ref_id, weight::text AS weight, words FROM search_terms WHERE world = $1', [world],
  );
  const p = prefix.toLowerCase();
  return ['material', 'subject', 'author'].flatMap((kind) => terms
    .filter((t) => t.kind === kind && t.words.some((w) => w.startsWith(p)))
    .map((t) => ({ ...t, whole: t.norm.startsWith(p), weight: BigInt(t.weight) }))
    .sort((a, b) => Number(b.whole) - Number(a.whole) || (b.weight > a.weight ? 1 : b.weight < a.weight ? -1 : 0) || a.ref_id - b.ref_id)
    .slice(0, LIMITS[kind])
    .map((t) => ({ kind, text: t.text, id: t.ref_id })));
}

/**
 * What a query of several words must answer (words that are prefixes of vocabulary words, no typos): per
 * kind the terms with, for every query word, a word starting with it; of the 100 with the most weight,
 * whole-text matches first, then weight, then id.
 */
async function bruteForceWords(world: string, q: string): Promise<Item[]> {
  const terms = await api.db.query<{ kind: string; text: string; norm: string; ref_id: number; weight: string; words: string[] }>(
    'SELECT kind, text, norm, ref_id, weight::text AS weight, words FROM search_terms WHERE world = $1', [world],
  );
  const queryWords = q.toLowerCase().split(/[^\p{L}\p{Nd}]+/u).filter(Boolean);
  const byWeight = (a: { weight: bigint; ref_id: number }, b: { weight: bigint; ref_id: number }) =>
    (b.weight > a.weight ? 1 : b.weight < a.weight ? -1 : 0) || a.ref_id - b.ref_id;
  return ['material', 'subject', 'author'].flatMap((kind) => terms
    .filter((t) => t.kind === kind && queryWords.every((w) => t.words.some((word) => word.startsWith(w))))
    .map((t) => ({ ...t, whole: t.norm.startsWith(q.toLowerCase()), weight: BigInt(t.weight) }))
    .sort(byWeight)
    .slice(0, 100)
    .sort((a, b) => Number(b.whole) - Number(a.whole) || byWeight(a, b))
    .slice(0, LIMITS[kind])
    .map((t) => ({ kind, text: t.text, id: t.ref_id })));
}

/** Every 1-5 character prefix of the words of these titles (and a few common ones) answers as the brute force says. */
async function expectPrefixesMatch(titles: string[]) {
  const prefixes = new Set(['a', 'k', 'ma', 'kl', 'mat', 'arb', '1', 'ü']);
  for (const title of titles) {
    for (const word of title.toLowerCase().split(/[^\p{L}\p{Nd}]+/u).filter(Boolean)) {
      for (let n = 1; n <= Math.min(PREFIX_MAX, [...word].length); n++) prefixes.add([...word].slice(0, n).join(''));
    }
  }
  for (const p of prefixes) expect({ p, items: await suggest(api.db, 'de', p) }).toEqual({ p, items: await bruteForce('de', p) });
}

describe('suggest: short prefixes follow the catalogue', () => {
  it('ranks whole-text matches first, then by sales, and follows a title edit, an unpublish and a new publish through the API', async () => {
    const seller = await fixtureUser(api, { is_seller: true });
    const operator = await login(api, 'operator@teachmarket.test');
    const zauber = await insertMaterial(api, seller.id, 'Qxjzauber Würfelspiele für Klasse 3', 300);
    const brumm = await insertMaterial(api, seller.id, 'Qxjbrumm Rätsel für Kinder', 300);
    const inner = await insertMaterial(api, seller.id, 'Lernen mit Qxjhelfer', 300);
    await api.db.query('UPDATE materials SET sales_count = 5 WHERE id = $1', [zauber]);
    await api.db.query('UPDATE materials SET sales_count = 50 WHERE id = $1', [brumm]);
    await api.db.query('UPDATE materials SET sales_count = 500 WHERE id = $1', [inner]);

    // Titles starting with the query first (by sales), then the one where a later word does.
    expect(await texts('Qxj')).toEqual(['Qxjbrumm Rätsel für Kinder', 'Qxjzauber Würfelspiele für Klasse 3', 'Lernen mit Qxjhelfer']);
    // A sale moves a title up (the prefixes' weight follows the term's). Sales notify nothing: the
    // in-memory dictionary (suggest-index.ts) reads them at most SYNC_MS late.
    await api.db.query('UPDATE materials SET sales_count = 80 WHERE id = $1', [zauber]);
    await new Promise((resolve) => setTimeout(resolve, SYNC_MS + 100));
    expect((await items('qX')).map((i) => i.id)).toEqual([zauber, brumm, inner]);
    expect((await items('Qxjz')).map((i) => i.id)).toEqual([zauber]);
    // Longer words go through the vocabulary, and so does one of 4-5 characters no word starts with (a typo).
    expect((await items('Qxjzauberw')).map((i) => i.id)).toEqual([zauber]);
    expect((await items('Qxjzu')).map((i) => i.id)).toContain(zauber);
    expect(await items('Qxz')).toEqual([]);

    // The seller renames a published material: the old prefixes go, the new title's come.
    const renamed = await api.app.inject({
      method: 'POST', url: `/v3/uploads/material/${zauber}?world=de`, headers: bearer(seller.token), payload: {
        title: 'Vyqwürfel Spiele für Klasse 3', description: 'Würfelspiele zum Rechnen für die dritte Klasse.', subject_ids: [1], school_types: ['primary'],
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await items('Qxj')).map((i) => i.id)).toEqual([brumm, inner]);
    expect(await items('vyq')).toEqual([{ kind: 'material', text: 'Vyqwürfel Spiele für Klasse 3', id: zauber }]);
    expect(await items('Vyqwü')).toEqual([{ kind: 'material', text: 'Vyqwürfel Spiele für Klasse 3', id: zauber }]);

    // An operator takes it out of the catalogue: no suggestion names it, however long the query.
    const out = await api.app.inject({
      method: 'POST', url: `/v1/operator/materials/${zauber}/unpublish?world=de`, headers: bearer(operator), payload: { reason: 'Urheberrecht verletzt' },
    });
    expect(out.statusCode).toBe(200);
    for (const q of ['v', 'Vy', 'vyq', 'Vyqwürfel']) expect((await items(q)).map((i) => i.id)).not.toContain(zauber);

    // Its author publishes it again: back, under the new title.
    const back = await api.app.inject({ method: 'POST', url: `/v3/uploads/material/${zauber}/publish?world=de`, headers: bearer(seller.token) });
    expect(back.statusCode).toBe(200);
    expect(await items('Vyq')).toEqual([{ kind: 'material', text: 'Vyqwürfel Spiele für Klasse 3', id: zauber }]);

    await expectPrefixesMatch(['Vyqwürfel Spiele für Klasse 3', 'Qxjbrumm Rätsel für Kinder', 'Lernen mit Qxjhelfer']);
  });

  it('keeps one title shared by several materials under its lowest published id, and answers a seller by prefix', async () => {
    const seller = await fixtureUser(api, { is_seller: true });
    const first = await insertMaterial(api, seller.id, 'Zwqrechnen im Alltag', 300);
    const second = await insertMaterial(api, seller.id, 'Zwqrechnen im Alltag', 300);
    expect(await items('zwq')).toEqual([{ kind: 'material', text: 'Zwqrechnen im Alltag', id: first }]);
    await api.db.query(`UPDATE materials SET status = 'draft' WHERE id = $1`, [first]);
    expect(await items('Zw')).toContainEqual({ kind: 'material', text: 'Zwqrechnen im Alltag', id: second });
    await api.db.query(`UPDATE materials SET status = 'draft' WHERE id = $1`, [second]);
    expect((await items('zwq'))).toEqual([]);

    const [user] = await api.db.query<{ public_name: string }>('SELECT public_name FROM users WHERE id = $1', [seller.id]);
    const name = user!.public_name;
    await api.db.query(`UPDATE users SET public_name = 'Ärmin Qöpke' WHERE id = $1`, [seller.id]);
    expect(await items('Qö')).toEqual([{ kind: 'author', text: 'Ärmin Qöpke', id: seller.id }]);
    expect(await items('är')).toContainEqual({ kind: 'author', text: 'Ärmin Qöpke', id: seller.id });
    await api.db.query('UPDATE users SET public_name = $2 WHERE id = $1', [seller.id, name]);
    expect(await items('Qö')).toEqual([]);
    await expectPrefixesMatch(['Ärmin Qöpke', name]);
  });

  it('answers several words with every kind from one lookup of the rarest word, ranked as a brute force over the terms says', async () => {
    const seller = await fixtureUser(api, { is_seller: true });
    await api.db.query(`UPDATE users SET public_name = 'Wyxo Kunterbunt' WHERE id = $1`, [seller.id]);
    const starts = await insertMaterial(api, seller.id, 'Wyxo Kunterbunt Bastelideen', 300);
    const inner = await insertMaterial(api, seller.id, 'Kunterbunt basteln mit Wyxo', 300);
    await insertMaterial(api, seller.id, 'Wyxo Rätsel', 300);
    await api.db.query('UPDATE materials SET sales_count = 50 WHERE id = $1', [inner]);

    // Titles starting with the query first, then by sales; the seller's name is an author term found by the same words.
    expect(await items('Wyxo Kun')).toEqual([
      { kind: 'material', text: 'Wyxo Kunterbunt Bastelideen', id: starts },
      { kind: 'material', text: 'Kunterbunt basteln mit Wyxo', id: inner },
      { kind: 'author', text: 'Wyxo Kunterbunt', id: seller.id },
    ]);
    for (const q of ['wyxo kunterbunt', 'Kunterb Wyx', 'Wyxo Bas', 'Wyxo kunterbunt basteln mit', 'Wyxo Qzz']) {
      expect({ q, items: await items(q) }).toEqual({ q, items: await bruteForceWords('de', q) });
    }
  });

  it('finds a subject by its first letters; a query without a word finds nothing', async () => {
    expect(await items('Mat')).toContainEqual(expect.objectContaining({ kind: 'subject', text: 'Mathematik' }));
    expect(await items('-')).toEqual([]);
  });
});
