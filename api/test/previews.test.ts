import sharp from 'sharp';
import { bearer, fixtureUser, json, startApi, type TestApi } from './helpers';
import { officeFile } from './delivery-fixtures';
import { multipart } from './multipart';
import { changedShare, grey, meanDiff, referencePage, wordsPdf } from './pdf-fixtures';

/**
 * Issue 12 / issue 13 item 1: previews are the seller's own pages, watermarked, and nothing on the
 * API hands out a plain page of a paid material.
 */
let api: TestApi;
let seller: string;
let pdf: Buffer;
let id: number;
const WORDS = ['ALPHA', 'BRAVO', 'CHARLIE'];
const G = { w: 36, h: 51 };

// Drawing pages is CPU work: generous limits for a busy 2-core machine.
jest.setTimeout(180_000);
beforeAll(async () => {
  api = await startApi();
  seller = (await fixtureUser(api)).token;
  pdf = await wordsPdf(WORDS);
}, 180_000);
afterAll(() => api.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: object, token = seller) =>
  api.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
const uploadTo = (url: string, bytes: Buffer, name = 'three-pages.pdf', type = 'application/pdf') => {
  const body = multipart([{ name: 'file', value: bytes, fileName: name, type }]);
  return api.app.inject({ method: 'POST', url, headers: { ...bearer(seller), ...body.headers }, payload: body.payload });
};
const state = async (materialId = id) => json(await inject('GET', `/v3/uploads/material/${materialId}/previews?world=de`)).item;
const image = (materialId: number, n: number) => api.app.inject({ method: 'GET', url: `/images/previews/${materialId}/${n}.webp` });

/** Every preview URL in a JSON answer (listings put them in firstPreviewImage and previews). */
const previewUrlsIn = (body: string) => [...new Set(body.match(/https?:\/\/[^"]*\/images\/previews\/[^"]+/g) ?? [])];

async function publish(materialId: number) {
  const [subject] = await api.db.query<{ id: number }>(`SELECT id FROM subjects WHERE world = 'de' ORDER BY id LIMIT 1`);
  const meta = await inject('POST', `/v3/uploads/material/${materialId}?world=de`, {
    title: 'Bruchrechnen Seiten Alpha Bravo', description: 'Drei Seiten mit Übungen zum Bruchrechnen und Lösungen.',
    price: 4.5, subject_ids: [subject!.id], grades: [5], school_types: ['primary'],
  });
  expect(meta.statusCode).toBe(200);
  return inject('POST', `/v3/uploads/material/${materialId}/publish?world=de`);
}

describe('previews from the seller’s pages', () => {
  it('renders each uploaded page, watermarked, at most 500 px high, in a job queued with the upload', async () => {
    const res = await uploadTo('/v3/uploads/material?world=de', pdf);
    expect(res.statusCode).toBe(201);
    id = json(res).item.id;
    // The upload's transaction queued the render job.
    const [job] = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'previews.render' AND data->>'materialId' = $1`, [String(id)]);
    expect(job!.n).toBe(1);
    expect(['queued', 'rendering']).toContain((await state()).state);

    await api.jobs.drain();
    const ready = await state();
    expect(ready).toMatchObject({ state: 'ready', pagesDone: 3, pagesTotal: 3, previewPages: 3, source: 'pdf', error: null });
    expect(ready.images).toHaveLength(3);
    expect(ready.images[0].src).toMatch(/^data:image\/webp;base64,/);

    expect((await publish(id)).statusCode).toBe(200);
    const refs = await Promise.all([1, 2, 3].map((n) => referencePage(pdf, n, 500)));
    const refGrey = await Promise.all(refs.map((r) => grey(r, G.w, G.h)));
    for (const n of [1, 2, 3]) {
      const res = await image(id, n);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.height).toBeLessThanOrEqual(500);
      expect(meta.height).toBeGreaterThan(450);
      // Downsampled, preview n looks like our own render of page n and unlike the other pages.
      const mine = await grey(res.rawPayload, G.w, G.h);
      const diffs = refGrey.map((r) => meanDiff(mine, r));
      expect(diffs[n - 1]).toBeLessThan(12);
      for (const [i, d] of diffs.entries()) if (i !== n - 1) expect(d).toBeGreaterThan(diffs[n - 1]! + 3);
      // Full size: the watermark changes a visible share of the page compared with the plain render.
      const full = { w: meta.width!, h: meta.height! };
      expect(changedShare(await grey(res.rawPayload, full.w, full.h), await grey(refs[n - 1]!, full.w, full.h))).toBeGreaterThan(0.04);
    }
    expect((await image(id, 4)).statusCode).toBe(404);
  });

  it('lets no URL hand out a plain page: old URL shapes, the image services, every listed preview URL', async () => {
    const plain = await referencePage(pdf, 1, 500);
    /** Share of pixels the watermark changed, against the plain page at the image's own size. */
    const watermarked = async (bytes: Buffer) => {
      const m = await sharp(bytes).metadata();
      return changedShare(await grey(bytes, m.width!, m.height!), await grey(plain, m.width!, m.height!));
    };
    for (const url of [`/images/previews/${id}/1-wm.webp`, `/images/previews/${id}/1.png`, `/images/previews/${id}/0.webp`, `/images/previews/${id}/6.webp`]) {
      expect([400, 404]).toContain((await api.app.inject({ method: 'GET', url })).statusCode);
    }
    for (const src of [`/images/previews/${id}/1-wm.webp`, `/images/previews/${id}/4.webp`, `/uploads/materials/x.pdf`]) {
      expect((await api.app.inject({ method: 'GET', url: `/images/convert?src=${encodeURIComponent(src)}&format=png` })).statusCode).toBe(400);
    }
    const services = [
      `/images/resize?src=${encodeURIComponent(`/images/previews/${id}/1.webp`)}&h=500&w=1200&format=png&q=100`,
      `/images/convert?src=${encodeURIComponent(`/images/previews/${id}/1.webp?v=1`)}&format=png&q=100`,
    ];
    for (const url of services) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).height).toBeLessThanOrEqual(500);
      expect(await watermarked(res.rawPayload)).toBeGreaterThan(0.04);
    }
    // A crop of an empty (white) part of the page still carries the watermark.
    const crop = await api.app.inject({ method: 'GET', url: `/images/crop?src=${encodeURIComponent(`/images/previews/${id}/1.webp`)}&x=0&y=150&w=100&h=100&format=png` });
    expect(crop.statusCode).toBe(200);
    const cropGrey = await sharp(crop.rawPayload).greyscale().raw().toBuffer();
    expect(changedShare(cropGrey, Buffer.alloc(cropGrey.length, 255))).toBeGreaterThan(0.04);

    // Search, the material page and the cart list only watermarked images (plain and watermarked are one URL).
    const buyer = await fixtureUser(api);
    expect((await inject('POST', '/v1/cart/add?world=de', { material_id: id }, buyer.token)).statusCode).toBeLessThan(300);
    const answers = await Promise.all([
      api.app.inject({ method: 'GET', url: '/v1/search?world=de&sort=newest' }),
      api.app.inject({ method: 'GET', url: `/v1/materials/${id}?world=de` }),
      inject('GET', '/v1/cart/view?world=de', undefined, buyer.token),
    ]);
    const material = json(answers[1]!).item;
    expect(material.firstPreviewImage.plain).toBe(material.firstPreviewImage.watermarked);
    expect(material.previews).toHaveLength(3);
    expect(material.previews[0]).toMatchObject({ width: 353, height: 500 });
    const urls = answers.flatMap((a) => previewUrlsIn(a.body)).filter((u) => u.includes(`/images/previews/${id}/`));
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      expect(url).not.toMatch(/-wm/);
      const res = await api.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
      expect(res.statusCode).toBe(200);
      if (/\/1\.webp/.test(url)) expect(await watermarked(res.rawPayload)).toBeGreaterThan(0.04);
    }
  });

  it('shows 1 to 5 pages as the seller chooses: fewer at once, more after a new render (never more than the PDF has)', async () => {
    expect((await inject('POST', `/v3/uploads/material/${id}/previews?world=de`, { pages: 6 })).statusCode).toBe(400);
    const one = json(await inject('POST', `/v3/uploads/material/${id}/previews?world=de`, { pages: 1 })).item;
    expect(one.previewPages).toBe(1);
    expect((await image(id, 2)).statusCode).toBe(404);
    await api.jobs.drain();
    expect(await state()).toMatchObject({ state: 'ready', pagesTotal: 1, previewPages: 1 });
    expect(json(await api.app.inject({ method: 'GET', url: `/v1/materials/${id}?world=de` })).item.previews).toHaveLength(1);

    json(await inject('POST', `/v3/uploads/material/${id}/previews?world=de`, { pages: 5 }));
    await api.jobs.drain();
    const five = await state();
    expect(five).toMatchObject({ state: 'ready', previewPages: 5, pagesTotal: 3 });
    expect(five.images).toHaveLength(3);
    expect((await image(id, 3)).statusCode).toBe(200);
    expect((await image(id, 4)).statusCode).toBe(404);
  });

  it('draws the pages of a new file when the seller replaces it', async () => {
    // The card size of page 1 through the resize service (its answers are kept by the source's content).
    const card = async () => (await api.app.inject({ method: 'GET', url: `/images/resize?src=${encodeURIComponent(`/images/previews/${id}/1.webp`)}&w=400` })).rawPayload;
    const cardBefore = await card();
    expect((await card()).equals(cardBefore)).toBe(true);
    const next = await wordsPdf(['DELTA', 'ECHO'], 1);
    const res = await uploadTo(`/v3/uploads/material/${id}/file?world=de`, next, 'two-pages.pdf');
    expect(res.statusCode).toBe(200);
    expect(json(res).item).toMatchObject({ pages: 2, fileName: 'two-pages.pdf' });
    await api.jobs.drain();
    expect(await state()).toMatchObject({ state: 'ready', pagesTotal: 2 });
    const first = await grey((await image(id, 1)).rawPayload, G.w, G.h);
    const newPage = await grey(await referencePage(next, 1, 500), G.w, G.h);
    const oldPage = await grey(await referencePage(pdf, 1, 500), G.w, G.h);
    expect(meanDiff(first, newPage)).toBeLessThan(meanDiff(first, oldPage) - 3);
    // The resized card shows the new page, not a kept copy of the old one.
    const cardAfter = await grey(await card(), G.w, G.h);
    expect(meanDiff(cardAfter, newPage)).toBeLessThan(meanDiff(cardAfter, oldPage) - 3);
    expect((await image(id, 3)).statusCode).toBe(404);
    // The buyer receives the new file too (one file, replaced, not added).
    const [files] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM material_files WHERE material_id = $1', [id]);
    expect(files!.n).toBe(1);
  });

  it('tells the seller why a file that cannot be drawn failed; retry and a new file recover', async () => {
    const draft = json(await uploadTo('/v3/uploads/material?world=de', pdf)).item.id as number;
    await api.jobs.drain();
    // A file that pdf.js cannot read becomes the material's file (as an upload from before the
    // content checks, or through another call): the upload page notices and draws it again.
    const key = `materials/${draft}/broken-${Date.now()}.pdf`;
    const storage = (await import('../src/storage')).createStorage(api.config);
    await storage.put(key, Buffer.from('%PDF-1.7\nthis is not a PDF body\n%%EOF\n'), 'application/pdf');
    await api.db.query('UPDATE material_files SET storage_key = $2 WHERE material_id = $1', [draft, key]);
    expect(['queued', 'rendering']).toContain((await state(draft)).state);
    await api.jobs.drain();
    const failed = await state(draft);
    expect(failed).toMatchObject({ state: 'failed', error: { code: 'pdf_invalid' }, images: [] });
    expect(failed.error.message).toMatch(/could not be read as a PDF/);
    const refused = await publish(draft);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error.code).toBe('previews_failed');

    // Retrying the same broken file fails the same way, without crashing anything.
    await inject('POST', `/v3/uploads/material/${draft}/previews/retry?world=de`);
    await api.jobs.drain();
    expect((await state(draft)).state).toBe('failed');

    expect((await uploadTo(`/v3/uploads/material/${draft}/file?world=de`, pdf)).statusCode).toBe(200);
    await api.jobs.drain();
    expect(await state(draft)).toMatchObject({ state: 'ready', pagesTotal: 3, error: null });
    expect((await publish(draft)).statusCode).toBe(200);
  });

  it('shows a Word file as its first page through LibreOffice, or as a typed cover where LibreOffice is missing', async () => {
    const docx = await officeFile('docx', 'Arbeitsblatt Bruchrechnen');
    const res = await uploadTo('/v3/uploads/material?world=de', docx, 'Arbeitsblatt.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.statusCode).toBe(201);
    const draft = json(res).item.id as number;
    await api.jobs.drain();
    const ready = await state(draft);
    const { hasLibreOffice } = await import('../src/previews/office');
    expect(ready).toMatchObject({ state: 'ready', source: (await hasLibreOffice()) ? 'office' : 'cover', pagesTotal: 1 });
    expect(ready.images).toHaveLength(1);
    // A draft has no public preview yet.
    expect((await image(draft, 1)).statusCode).toBe(404);
  });

  it('draws a seeded material’s previews from its demo PDF on the first request, then lists their real size', async () => {
    const [m] = await api.db.query<{ id: number }>(
      `SELECT id FROM materials WHERE status = 'published' AND pages >= 2 AND NOT EXISTS (SELECT 1 FROM material_previews p WHERE p.material_id = materials.id) ORDER BY id LIMIT 1`,
    );
    const before = json(await api.app.inject({ method: 'GET', url: `/v1/materials/${m!.id}?world=de` })).item;
    expect(before.previews[0]).toMatchObject({ width: 354, height: 500 });
    const [first, again] = await Promise.all([image(m!.id, 1), image(m!.id, 1)]);
    expect(first.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const [second] = await Promise.all([image(m!.id, 2)]);
    expect(second.statusCode).toBe(200);
    expect(meanDiff(await grey(first.rawPayload, G.w, G.h), await grey(second.rawPayload, G.w, G.h))).toBeGreaterThan(1);
    const after = json(await api.app.inject({ method: 'GET', url: `/v1/materials/${m!.id}?world=de` })).item;
    expect(after.previews[0].watermarked).toMatch(/\?v=1$/);
    const size = await sharp(first.rawPayload).metadata();
    expect(after.previews[0]).toMatchObject({ width: size.width, height: size.height });
  });
});
