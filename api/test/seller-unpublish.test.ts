import { bearer, fixtureUser, json, login, setupApi } from './helpers';
import { sellerPdf } from './delivery-fixtures';
import { multipart } from './multipart';

/**
 * QA s16 finding 8: the author takes a published material off sale and puts it back. Each test reads
 * the outcome back through the public API (search, suggestions, facet counts, the material page,
 * the buyer's download and bought materials), not only the seller's answer.
 */
const api = setupApi();
let seller: { id: number; token: string };
let buyer: string;
let operator: string;
beforeAll(async () => {
  seller = await fixtureUser(api, { is_seller: true });
  buyer = await login(api, 'buyer@teachmarket.test');
  operator = await login(api, 'operator@teachmarket.test');
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  api.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
const withdraw = (id: number | string, token = seller.token, world = 'de') => call('POST', `/v3/uploads/material/${id}/withdraw?world=${world}`, token);
const republish = (id: number | string, token = seller.token) => call('POST', `/v3/uploads/material/${id}/republish?world=de`, token);

let count = 0;
/** A published material of the seller, found by the unique word in its title; the word is returned with it. */
async function published(price: number): Promise<{ id: number; word: string; subject: number }> {
  const word = `Zaunkoenigzaehlung${process.pid}x${++count}`;
  const body = multipart([{ name: 'file', value: await sellerPdf(2, word), fileName: 'zaunkoenig.pdf', type: 'application/pdf' }]);
  const created = await api.app.inject({ method: 'POST', url: '/v3/uploads/material?world=de', headers: { ...bearer(seller.token), ...body.headers }, payload: body.payload });
  expect(created.statusCode).toBe(201);
  const id = json(created).item.id as number;
  const [subject] = await api.db.query<{ id: number }>(`SELECT id FROM subjects WHERE world = 'de' ORDER BY id LIMIT 1`);
  const meta = await call('POST', `/v3/uploads/material/${id}?world=de`, seller.token, {
    title: `${word} im Garten`, description: 'Wie viele Zaunkönige leben im Schulgarten? Ein Arbeitsblatt zum Zählen.', price,
    subject_ids: [subject!.id], school_types: ['primary'],
  });
  expect(meta.statusCode).toBe(200);
  expect((await call('POST', `/v3/uploads/material/${id}/publish?world=de`, seller.token)).statusCode).toBe(200);
  return { id, word, subject: subject!.id };
}

/** What the public catalogue shows of the material: search hits, the subject's facet count, suggestions, the page. */
async function publicView(id: number, word: string, subject: number) {
  const search = json(await call('GET', `/v1/search?world=de&per_page=100&q=${word}`));
  const suggest = json(await call('GET', `/v1/suggest?world=de&q=${word.slice(0, 14)}`));
  const page = await call('GET', `/v1/materials/${id}?world=de`);
  return {
    inSearch: (search.items as { id: number }[]).some((m) => m.id === id),
    subjectCount: (search.facets.subject as { id: number; count: number }[]).find((b) => b.id === subject)?.count ?? 0,
    inSuggest: (suggest.items as { id?: number }[]).some((s) => s.id === id),
    page: page.statusCode,
  };
}

const downloadBytes = async (id: number, token: string) => {
  const res = await call('GET', `/v1/materials/${id}/download?world=de`, token);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const boughtIds = async (token: string) =>
  (json(await call('GET', '/v1/user/bought-materials?world=de&per_page=100', token)).items as { id: number }[]).map((m) => m.id);

describe('the author withdraws a published material and publishes it again', () => {
  it('withdrawn: gone from search, facet counts, suggestions and the material page at once; the buyer keeps the download; back on republish', async () => {
    const { id, word, subject } = await published(2.5);
    expect(await publicView(id, word, subject)).toEqual({ inSearch: true, subjectCount: 1, inSuggest: true, page: 200 });
    // A buyer buys it through the cart and downloads it.
    expect((await call('POST', '/v1/cart/add?world=de', buyer, { material_id: id })).statusCode).toBeLessThan(300);
    expect((await call('POST', '/v1/orders?world=de', buyer, {
      paymentMethod: 'invoice', useCredits: false, billing: { name: 'Bea Buyer', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' },
    })).statusCode).toBe(201);
    const before = await downloadBytes(id, buyer);
    const publishedAt = json(await call('GET', `/v3/uploads/material/${id}?world=de`, seller.token)).item.publishedAt as string;

    const done = await withdraw(id);
    expect(done.statusCode).toBe(200);
    expect(json(done).item).toMatchObject({ id, status: 'draft', publishedAt: null, unpublished: { by: 'author', reason: null } });
    expect(await publicView(id, word, subject)).toEqual({ inSearch: false, subjectCount: 0, inSuggest: false, page: 404 });
    // The seller's list shows it withdrawn; a second withdrawal is a 409; it can no longer be deleted (buyers own it).
    const mine = json(await call('GET', '/v3/uploads/materials?world=de', seller.token)).items as { id: number; unpublished: unknown }[];
    expect(mine.find((m) => m.id === id)?.unpublished).toMatchObject({ by: 'author' });
    const again = await withdraw(id);
    expect([again.statusCode, json(again).error.code]).toEqual([409, 'not_published']);
    expect((await call('DELETE', `/v3/uploads/material/${id}?world=de`, seller.token)).statusCode).toBe(409);

    // The buyer still downloads the same file and still sees it in their bought materials.
    expect(Buffer.compare(await downloadBytes(id, buyer), before)).toBe(0);
    expect(await boughtIds(buyer)).toContain(id);
    // Nobody new can buy it or (for anyone but the buyer and the author) download it.
    const other = await fixtureUser(api);
    expect((await call('POST', '/v1/cart/add?world=de', other.token, { material_id: id })).statusCode).toBe(404);
    expect((await call('GET', `/v1/materials/${id}/download?world=de`, other.token)).statusCode).toBe(404);

    const back = await republish(id);
    expect(back.statusCode).toBe(200);
    // It keeps its first publication date (no jump to the top of "newest").
    expect(json(back).item).toMatchObject({ status: 'published', unpublished: null, publishedAt });
    expect(await publicView(id, word, subject)).toEqual({ inSearch: true, subjectCount: 1, inSuggest: true, page: 200 });
    const twice = await republish(id);
    expect([twice.statusCode, json(twice).error.code]).toEqual([409, 'already_published']);
  });

  it('only the logged-in author, in the material\'s world; bad input is a 4xx', async () => {
    const { id, word, subject } = await published(0);
    const other = await fixtureUser(api, { is_seller: true });
    expect((await withdraw(id, other.token)).statusCode).toBe(403);
    expect((await call('POST', `/v3/uploads/material/${id}/withdraw?world=de`)).statusCode).toBe(401);
    expect((await withdraw(id, seller.token, 'fr')).statusCode).toBe(400);
    expect((await withdraw(id, seller.token, 'xx')).statusCode).toBe(400);
    expect((await withdraw('abc')).statusCode).toBe(400);
    expect((await withdraw(2147483000)).statusCode).toBe(404);
    expect((await publicView(id, word, subject)).inSearch).toBe(true);

    expect((await withdraw(id)).statusCode).toBe(200);
    expect((await republish(id, other.token)).statusCode).toBe(403);
    expect((await publicView(id, word, subject)).inSearch).toBe(false);
  });

  it('a draft that never was on sale is published, not republished', async () => {
    const body = multipart([{ name: 'file', value: await sellerPdf(1, 'draft'), fileName: 'entwurf.pdf', type: 'application/pdf' }]);
    const created = await api.app.inject({ method: 'POST', url: '/v3/uploads/material?world=de', headers: { ...bearer(seller.token), ...body.headers }, payload: body.payload });
    const id = json(created).item.id as number;
    expect(json(created).item.unpublished).toBeNull();
    const res = await republish(id);
    expect([res.statusCode, json(res).error.code]).toEqual([409, 'never_published']);
    expect([(await withdraw(id)).statusCode]).toEqual([409]);
  });

  it('a material an operator took out stays out: the author cannot republish it (409) until correcting and publishing it', async () => {
    const { id, word, subject } = await published(1);
    expect((await call('POST', `/v1/operator/materials/${id}/unpublish`, operator, { reason: 'Seiten aus einem Schulbuch' })).statusCode).toBe(200);
    const mine = json(await call('GET', `/v3/uploads/material/${id}?world=de`, seller.token)).item;
    expect(mine.unpublished).toMatchObject({ by: 'operator', reason: 'Seiten aus einem Schulbuch' });
    const res = await republish(id);
    expect([res.statusCode, json(res).error.code]).toEqual([409, 'unpublished_by_operator']);
    expect((await publicView(id, word, subject)).inSearch).toBe(false);
    const withdrawn = await withdraw(id);
    expect([withdrawn.statusCode, json(withdrawn).error.code]).toEqual([409, 'not_published']);
  });
});
