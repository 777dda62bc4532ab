import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, fixtureUser, json, setupApi } from './helpers';
import { officeFile, sellerPdf, zipOf } from './delivery-fixtures';
import { multipart } from './multipart';

/**
 * Issue 12: a seller's files (PDF, DOCX, PPTX, ZIP, recognised by content) with their real name,
 * type and size; several per material; refused files leave nothing behind.
 */
const api = setupApi();
let seller: string;
beforeAll(async () => {
  seller = (await fixtureUser(api)).token;
});

const send = (url: string, bytes: Buffer, fileName: string, token = seller) => {
  const body = multipart([{ name: 'file', value: bytes, fileName, type: 'application/pdf' }]);
  return api.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};
const create = (bytes: Buffer, name: string) => send('/v3/uploads/material?world=de', bytes, name);

/** Every object in storage, and the rows that would point at files. */
async function stored() {
  const root = join(api.config.dataDir, 'storage', 'materials');
  const objects = existsSync(root) ? readdirSync(root, { recursive: true }).map(String).filter((f) => /\.\w+$/.test(f)).sort() : [];
  const [rows] = await api.db.query<{ files: number; materials: number }>(
    'SELECT (SELECT count(*)::int FROM material_files) AS files, (SELECT count(*)::int FROM materials) AS materials',
  );
  return { objects, ...rows! };
}

describe('uploading PDF, DOCX, PPTX and ZIP', () => {
  it('recognises each kind by content and keeps the real name, type and size', async () => {
    const cases: [Buffer, string, string, string][] = [
      [await sellerPdf(2, 'kinds'), 'Übungsblatt 1.pdf', 'pdf', 'application/pdf'],
      [await officeFile('docx', 'Text'), 'Lösungen.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [await officeFile('pptx', 'Folien'), 'Folien zur Stunde.pptx', 'pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
      [await zipOf([['karten/1.txt', 'eins'], ['karten/2.txt', 'zwei']]), 'Karten.zip', 'zip', 'application/zip'],
      // A Word file named .pdf by mistake is a Word file: it keeps the name, with the right extension.
      [await officeFile('docx', 'Verwechselt'), 'verwechselt.pdf', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ];
    for (const [bytes, name, type, contentType] of cases) {
      const res = await create(bytes, name);
      expect(res.statusCode).toBe(201);
      const { item } = json(res);
      expect(item.files).toHaveLength(1);
      expect(item.files[0]).toMatchObject({ position: 0, type, contentType, size: bytes.length, name: name === 'verwechselt.pdf' ? 'verwechselt.docx' : name });
      expect(item.fileName).toBe(item.files[0].name);
      expect(item.pages).toBe(type === 'pdf' ? 2 : 1);
    }
  });

  it('adds further files and removes one after the other (never the last)', async () => {
    const { item } = json(await create(await sellerPdf(1, 'main'), 'Hauptdatei.pdf'));
    const added = await send(`/v3/uploads/material/${item.id}/files?world=de`, await officeFile('docx', 'Lösung'), 'Lösung.docx');
    expect(added.statusCode).toBe(201);
    const zip = await send(`/v3/uploads/material/${item.id}/files?world=de`, await zipOf([['a.txt', 'a']]), 'Extras.zip');
    expect(json(zip).item.files.map((f: { name: string; position: number }) => [f.position, f.name])).toEqual([[0, 'Hauptdatei.pdf'], [1, 'Lösung.docx'], [2, 'Extras.zip']]);
    // Another session (the seller's list) reads the same files back.
    const again = json(await api.app.inject({ method: 'GET', url: `/v3/uploads/material/${item.id}?world=de`, headers: bearer(seller) })).item;
    expect(again.files.map((f: { name: string }) => f.name)).toEqual(['Hauptdatei.pdf', 'Lösung.docx', 'Extras.zip']);

    const before = await stored();
    const removed = await api.app.inject({ method: 'DELETE', url: `/v3/uploads/material/${item.id}/files/1?world=de`, headers: bearer(seller) });
    expect(removed.statusCode).toBe(200);
    expect(json(removed).item.files.map((f: { position: number }) => f.position)).toEqual([0, 2]);
    expect((await stored()).objects).toHaveLength(before.objects.length - 1);
    await api.app.inject({ method: 'DELETE', url: `/v3/uploads/material/${item.id}/files/0?world=de`, headers: bearer(seller) });
    const last = await api.app.inject({ method: 'DELETE', url: `/v3/uploads/material/${item.id}/files/2?world=de`, headers: bearer(seller) });
    expect(last.statusCode).toBe(409);
    expect(json(last).error.code).toBe('last_file');
    expect((await api.app.inject({ method: 'DELETE', url: `/v3/uploads/material/${item.id}/files/7?world=de`, headers: bearer(seller) })).statusCode).toBe(404);
    // Only the author may change the files.
    const other = (await fixtureUser(api)).token;
    expect((await send(`/v3/uploads/material/${item.id}/files?world=de`, await sellerPdf(1, 'x'), 'x.pdf', other)).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'DELETE', url: `/v3/uploads/material/${item.id}/files/2?world=de`, headers: bearer(other) })).statusCode).toBe(403);
  });

  it('refuses oversized, unsupported, truncated and malformed files with a clear 4xx, storing nothing', async () => {
    const { item } = json(await create(await sellerPdf(1, 'keep'), 'Bleibt.pdf'));
    const pdf = await sellerPdf(3, 'cut');
    const zip = await zipOf([['a.txt', 'a'.repeat(5000)], ['b.txt', 'b']]);
    const bad: [Buffer, string, number, string][] = [
      [Buffer.concat([pdf, Buffer.alloc(21 * 1024 * 1024, 32)]), 'big.pdf', 413, 'file_too_large'],
      [Buffer.from('\x89PNG\r\n\x1a\n not a material'), 'bild.pdf', 415, 'unsupported_file_type'],
      [Buffer.from('{\\rtf1 Word 95}'), 'old.doc', 415, 'unsupported_file_type'],
      [pdf.subarray(0, Math.floor(pdf.length * 0.6)), 'halb.pdf', 422, 'file_damaged'],
      [Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'), 'leer.pdf', 422, 'file_damaged'],
      [zip.subarray(0, zip.length - 30), 'halb.zip', 422, 'file_damaged'],
      [await zipOf([['leer/', '']]), 'leer.zip', 422, 'file_damaged'],
    ];
    const before = await stored();
    for (const [bytes, name, status, code] of bad) {
      for (const res of [await create(bytes, name), await send(`/v3/uploads/material/${item.id}/files?world=de`, bytes, name)]) {
        expect([name, res.statusCode]).toEqual([name, status]);
        expect(json(res).error).toMatchObject({ code, field: 'file' });
        expect(json(res).error.message.length).toBeGreaterThan(20);
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('deleting a draft removes its files from storage', async () => {
    const { item } = json(await create(await sellerPdf(1, 'gone'), 'Weg.pdf'));
    await send(`/v3/uploads/material/${item.id}/files?world=de`, await zipOf([['a.txt', 'a']]), 'Weg.zip');
    expect(readdirSync(join(api.config.dataDir, 'storage', 'materials', String(item.id)))).toHaveLength(2);
    expect((await api.app.inject({ method: 'DELETE', url: `/v3/uploads/material/${item.id}?world=de`, headers: bearer(seller) })).statusCode).toBe(200);
    expect(existsSync(join(api.config.dataDir, 'storage', 'materials', String(item.id)))).toBe(false);
    const [rows] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM material_files WHERE material_id = $1', [item.id]);
    expect(rows?.n).toBe(0);
  });
});
