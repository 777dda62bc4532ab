import { bearer, fixtureUser, json, startApi, type TestApi } from './helpers';
import { officeFile } from './delivery-fixtures';
import { multipart } from './multipart';
import { grey, meanDiff, referencePage, wordsPdf } from './pdf-fixtures';

/**
 * Issue 12: adding or removing a file that changes what the previews are drawn from (the first PDF,
 * else the first file) re-renders them in the same transaction, so the public material page never
 * keeps showing pages of a file its buyers no longer receive. Checked on the public image and the
 * queue, without the seller's upload page (whose own poll would also notice a stale render).
 */
let api: TestApi;
let seller: string;
const G = { w: 36, h: 51 };

jest.setTimeout(180_000);
beforeAll(async () => {
  api = await startApi();
  seller = (await fixtureUser(api)).token;
}, 180_000);
afterAll(() => api.close());

const send = (url: string, bytes: Buffer, fileName: string, type = 'application/pdf') => {
  const body = multipart([{ name: 'file', value: bytes, fileName, type }]);
  return api.app.inject({ method: 'POST', url, headers: { ...bearer(seller), ...body.headers }, payload: body.payload });
};
const call = (method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object) =>
  api.app.inject({ method, url, headers: bearer(seller), ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
const image = async (id: number, n: number) => {
  const res = await api.app.inject({ method: 'GET', url: `/images/previews/${id}/${n}.webp` });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

/** The render row and the material's render jobs still waiting in the queue. */
async function renders(id: number) {
  const [row] = await api.db.query<{ version: number; ready_version: number | null; source: string | null }>(
    'SELECT version, ready_version, source FROM material_previews WHERE material_id = $1', [id],
  );
  const [jobs] = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'previews.render' AND data->>'materialId' = $1 AND state IN ('created', 'retry')`, [String(id)]);
  return { ...row!, jobs: jobs!.n };
}

async function publish(id: number) {
  const [subject] = await api.db.query<{ id: number }>(`SELECT id FROM subjects WHERE world = 'de' ORDER BY id LIMIT 1`);
  expect((await call('POST', `/v3/uploads/material/${id}?world=de`, {
    title: 'Bruchrechnen mit zwei Dateien', description: 'Übungen zum Bruchrechnen mit Lösungen.', price: 3, subject_ids: [subject!.id], grades: [5], school_types: ['primary'],
  })).statusCode).toBe(200);
  expect((await call('POST', `/v3/uploads/material/${id}/publish?world=de`)).statusCode).toBe(200);
}

describe('previews follow the material\'s files', () => {
  it('re-renders when the previewed PDF is removed, and not when a further file leaves it in place', async () => {
    const first = await wordsPdf(['ALPHA', 'BRAVO']);
    const second = await wordsPdf(['DELTA', 'ECHO'], 1);
    const created = await send('/v3/uploads/material?world=de', first, 'erste.pdf');
    expect(created.statusCode).toBe(201);
    const id = json(created).item.id as number;
    await api.jobs.drain();
    await publish(id);
    const before = await renders(id);
    expect(before).toMatchObject({ ready_version: before.version, jobs: 0 });
    const oldImage = await image(id, 1);

    // A second PDF comes after the first: the previews still show the first, nothing is redrawn.
    expect((await send(`/v3/uploads/material/${id}/files?world=de`, second, 'zweite.pdf')).statusCode).toBe(201);
    expect(await renders(id)).toEqual(before);

    // Removing the first PDF makes the second the previewed file: a new render is queued with the
    // removal, and the old pages stop being served at once.
    expect((await call('DELETE', `/v3/uploads/material/${id}/files/0?world=de`)).statusCode).toBe(200);
    const queued = await renders(id);
    expect(queued).toMatchObject({ version: before.version + 1, ready_version: null, jobs: 1 });

    await api.jobs.drain();
    expect(await renders(id)).toMatchObject({ version: queued.version, ready_version: queued.version, source: 'pdf' });
    const newImage = await image(id, 1);
    expect(newImage.equals(oldImage)).toBe(false);
    // The new preview is page 1 of the second file, not of the removed one.
    const shown = await grey(newImage, G.w, G.h);
    const ofSecond = meanDiff(shown, await grey(await referencePage(second, 1, 500), G.w, G.h));
    const ofFirst = meanDiff(shown, await grey(await referencePage(first, 1, 500), G.w, G.h));
    expect(ofSecond).toBeLessThan(12);
    expect(ofFirst).toBeGreaterThan(ofSecond + 3);
  });

  it('re-renders from the first PDF added to a material that had only an office file', async () => {
    const created = await send('/v3/uploads/material?world=de', await officeFile('docx', 'Lösungen'), 'Lösungen.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(created.statusCode).toBe(201);
    const id = json(created).item.id as number;
    await api.jobs.drain();
    await publish(id);
    const before = await renders(id);
    expect(before.source).not.toBe('pdf');
    const oldImage = await image(id, 1);

    const pdf = await wordsPdf(['FOXTROT', 'GOLF']);
    expect((await send(`/v3/uploads/material/${id}/files?world=de`, pdf, 'arbeitsblatt.pdf')).statusCode).toBe(201);
    expect(await renders(id)).toMatchObject({ version: before.version + 1, ready_version: null, jobs: 1 });
    await api.jobs.drain();
    expect(await renders(id)).toMatchObject({ ready_version: before.version + 1, source: 'pdf' });
    const newImage = await image(id, 1);
    expect(newImage.equals(oldImage)).toBe(false);
    expect(meanDiff(await grey(newImage, G.w, G.h), await grey(await referencePage(pdf, 1, 500), G.w, G.h))).toBeLessThan(12);
  });
});
