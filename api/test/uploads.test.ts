import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hubOf } from '../src/notifications/hub';
import { testPeer } from './test-peer';
import { bearer, json, login, setupApi } from './helpers';
import { multipart, tinyPdf, type Part } from './multipart';

const api = setupApi();
let seller: string;
let buyer: string;
beforeAll(async () => {
  [seller, buyer] = await Promise.all([login(api, 'seller@teachmarket.test'), login(api, 'buyer@teachmarket.test')]);
});

const upload = (token: string, parts: Part[] = [{ name: 'file', value: tinyPdf(3), fileName: 'Fracciones_para_todos.pdf', type: 'application/pdf' }], world = 'es') => {
  const body = multipart(parts);
  return api.app.inject({ method: 'POST', url: `/v3/uploads/material?world=${world}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};
const update = (token: string, id: number, payload: unknown) =>
  api.app.inject({ method: 'POST', url: `/v3/uploads/material/${id}?world=es`, headers: bearer(token), payload: payload as Record<string, unknown> });
const esSubject = async () => (await api.db.query<{ id: number }>(`SELECT id FROM subjects WHERE world = 'es' ORDER BY id LIMIT 1`))[0]!.id;

describe('POST /v3/uploads/material (multipart)', () => {
  it('stores the PDF in storage and creates a draft of the seller in the query world', async () => {
    const res = await upload(seller);
    expect(res.statusCode).toBe(201);
    const { item } = json(res);
    expect(item).toMatchObject({ status: 'draft', world: 'es', title: 'Fracciones para todos', pages: 3, fileName: 'Fracciones_para_todos.pdf', textLanguage: 'es', currencyCode: 'EUR', publishedAt: null });
    // Stored through ctx.storage (DATA_DIR/storage here; an S3 bucket when configured), under the material's folder.
    const files = readdirSync(join(api.config.dataDir, 'storage', 'materials', String(item.id)));
    expect(files.some((f) => f.endsWith('.pdf'))).toBe(true);
    const list = json(await api.app.inject({ method: 'GET', url: '/v3/uploads/materials?world=es', headers: bearer(seller) }));
    expect(list.items[0].id).toBe(item.id);
  });

  it('makes a buyer a seller with the first upload', async () => {
    const before = await api.db.query<{ is_seller: boolean }>(`SELECT is_seller FROM users WHERE email = 'buyer@teachmarket.test'`);
    expect(before[0]?.is_seller).toBe(false);
    expect((await upload(buyer)).statusCode).toBe(201);
    const after = await api.db.query<{ is_seller: boolean }>(`SELECT is_seller FROM users WHERE email = 'buyer@teachmarket.test'`);
    expect(after[0]?.is_seller).toBe(true);
  });

  it('answers 401 without a login', async () => {
    const body = multipart([{ name: 'file', value: tinyPdf(), fileName: 'a.pdf' }]);
    expect((await api.app.inject({ method: 'POST', url: '/v3/uploads/material', headers: body.headers, payload: body.payload })).statusCode).toBe(401);
  });

  it('rejects an oversized file with 413 file_too_large', async () => {
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(21 * 1024 * 1024, 32)]);
    const res = await upload(seller, [{ name: 'file', value: big, fileName: 'big.pdf', type: 'application/pdf' }]);
    expect(res.statusCode).toBe(413);
    expect(json(res).error.code).toBe('file_too_large');
  });

  it('checks the magic bytes, not the mime header: 415 unsupported_file_type', async () => {
    const res = await upload(seller, [{ name: 'file', value: Buffer.from('MZ\x90\x00 not a pdf at all'), fileName: 'evil.pdf', type: 'application/pdf' }]);
    expect(res.statusCode).toBe(415);
    expect(json(res).error).toMatchObject({ code: 'unsupported_file_type', field: 'file' });
  });

  it('rejects two files (413 too_many_files), an unknown field and a missing file (400)', async () => {
    const pdf = { name: 'file', value: tinyPdf(), fileName: 'a.pdf', type: 'application/pdf' };
    const two = await upload(seller, [pdf, { ...pdf, fileName: 'b.pdf' }]);
    expect(two.statusCode).toBe(413);
    expect(json(two).error.code).toBe('too_many_files');
    const unknown = await upload(seller, [{ name: 'price_hack', value: '0' }, pdf]);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).error).toMatchObject({ code: 'validation_failed', field: 'price_hack' });
    const none = await upload(seller, [{ name: 'title', value: 'Only a title here' }]);
    expect(json(none).error.code).toBe('file_required');
    const asJson = await api.app.inject({ method: 'POST', url: '/v3/uploads/material', headers: bearer(seller), payload: { file: 'x' } });
    expect(asJson.statusCode).toBe(415);
  });
});

describe('metadata, ownership and publishing', () => {
  it('validates the update body: unknown field, wrong type, SQL metacharacters stay text', async () => {
    const { item } = json(await upload(seller));
    expect((await update(seller, item.id, { title: 'A valid title', admin: true })).statusCode).toBe(400);
    const wrong = await update(seller, item.id, { price: 'free' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error.field).toBe('price');
    expect(json(await update(seller, item.id, { subject_ids: [999999] })).error.field).toBe('subject_ids');
    const sql = "Fracciones'); DROP TABLE materials; --";
    const ok = await update(seller, item.id, { title: sql });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).item.title).toBe(sql);
  });

  it('accepts the es text languages (spec §1) and rejects others; other worlds take none', async () => {
    const { item } = json(await upload(seller));
    const ca = await update(seller, item.id, { text_language: 'ca' });
    expect(json(ca).item.textLanguage).toBe('ca');
    expect(json(await update(seller, item.id, { text_language: 'none' })).item.textLanguage).toBe('none');
    const klingon = await update(seller, item.id, { text_language: 'tlh' });
    expect(klingon.statusCode).toBe(400);
    expect(json(klingon).error.field).toBe('text_language');
    const de = json(await upload(seller, undefined, 'de')).item;
    expect(de.textLanguage).toBeNull();
    const rejected = await update(seller, de.id, { text_language: 'ca' });
    expect(rejected.statusCode).toBe(400);
    expect(json(rejected).error.field).toBe('text_language');
  });

  it("answers 403 for another user's material and 404 for an unknown one", async () => {
    const { item } = json(await upload(seller));
    expect((await update(buyer, item.id, { title: 'Not my material' })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'DELETE', url: `/v3/uploads/material/${item.id}`, headers: bearer(buyer) })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'POST', url: `/v3/uploads/material/${item.id}/publish`, headers: bearer(buyer) })).statusCode).toBe(403);
    expect((await update(seller, 2147483000, { title: 'Nobody has this' })).statusCode).toBe(404);
  });

  it('refuses to publish an incomplete draft, naming the field', async () => {
    const { item } = json(await upload(seller));
    const res = await api.app.inject({ method: 'POST', url: `/v3/uploads/material/${item.id}/publish?world=es`, headers: bearer(seller) });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toMatchObject({ code: 'incomplete_material', field: 'description' });
  });

  it('publishes: searchable, on its page with previews, followers notified; then not deletable', async () => {
    const [sellerRow] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'seller@teachmarket.test'`);
    const [follower] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'school-admin@teachmarket.test'`);
    await api.db.query('INSERT INTO follows (follower_id, author_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [follower!.id, sellerRow!.id]);
    const { peer, waitFor } = testPeer();
    await hubOf(api.app, api).join(follower!.id, peer);

    const { item } = json(await upload(seller));
    const meta = await update(seller, item.id, {
      title: 'Quelcomtrencaclosques fraccions', description: 'Fitxes per practicar les fraccions amb solucions incloses.',
      price: 2.5, subject_ids: [await esSubject()], grades: [4, 3], school_types: ['primary'], material_type: 'test', text_language: 'ca',
    });
    expect(meta.statusCode).toBe(200);
    const published = await api.app.inject({ method: 'POST', url: `/v3/uploads/material/${item.id}/publish?world=es`, headers: bearer(seller) });
    expect(published.statusCode).toBe(200);
    expect(json(published).item).toMatchObject({ status: 'published', price: 2.5, grades: [3, 4], textLanguage: 'ca' });

    const search = json(await api.app.inject({ method: 'GET', url: '/v1/search?world=es&text_language=ca&sort=newest' }));
    expect(search.items.map((m: { id: number }) => m.id)).toContain(item.id);
    const page = json(await api.app.inject({ method: 'GET', url: `/v1/materials/${item.id}?world=es` }));
    expect(page.item).toMatchObject({ title: 'Quelcomtrencaclosques fraccions', language: 'ca', pages: 3 });
    expect(page.item.description).toBe('<p>Fitxes per practicar les fraccions amb solucions incloses.</p>');
    // Previews are the uploaded pages, drawn by a job (api/src/previews); its watermarked page 1 is public now.
    await api.jobs.drain();
    expect((await api.app.inject({ method: 'GET', url: `/images/previews/${item.id}/1.webp` })).statusCode).toBe(200);
    expect(await waitFor((n) => n.kind === 'new_material' && n.materialId === item.id)).toMatchObject({ type: 'notification', title: 'Quelcomtrencaclosques fraccions' });

    const del = await api.app.inject({ method: 'DELETE', url: `/v3/uploads/material/${item.id}`, headers: bearer(seller) });
    expect(del.statusCode).toBe(409);
  });

  it('deletes an own draft and its file', async () => {
    const { item } = json(await upload(seller));
    const res = await api.app.inject({ method: 'DELETE', url: `/v3/uploads/material/${item.id}`, headers: bearer(seller) });
    expect(res.statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: `/v3/uploads/material/${item.id}`, headers: bearer(seller) })).statusCode).toBe(404);
  });
});
