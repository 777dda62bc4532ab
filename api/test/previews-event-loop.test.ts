import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { renderPdfPages } from '../src/previews/render-pdf';
import { startApi, type TestApi } from './helpers';

/**
 * pdf.js draws in a worker thread (render-pool.ts): while a heavy PDF is drawn, the API still answers.
 * On the main thread, decoding one large photo held the event loop for about a second per page, so
 * the searches below finished only after page 2 (checked against the former renderer). Ordering
 * only, no timing thresholds.
 */
let api: TestApi;
let origin: string;

beforeAll(async () => {
  api = await startApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await api.close();
});

/**
 * Page 1 is blank; pages 2-4 each show a large noisy photo (JPEG, 2500 x 2500 pixels): pdf.js decodes
 * such an image in one go, for about a second, which on the main thread would hold every request back.
 */
async function heavyPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  const side = 2500;
  const jpeg = await sharp({ create: { width: side, height: side, channels: 3, background: '#88aacc', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 90 }).toBuffer();
  for (let p = 0; p < 3; p += 1) {
    // Embedded once per page, so pdf.js cannot reuse the decoded image of the page before.
    doc.addPage([595, 842]).drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await doc.save());
}

test('answers searches while a large multi-page PDF is being drawn', async () => {
  const pdf = await heavyPdf();
  const order: string[] = [];
  const searches = async () => {
    // Ten searches one after another, each a few turns of the event loop (connect, query, answer).
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(`${origin}/v1/search?world=de&per_page=24`);
      expect(((await res.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    }
    order.push('searches');
  };
  let searching: Promise<void> | null = null;
  const pages = await renderPdfPages(pdf, 4, async (done) => {
    // Started once the blank page 1 is drawn: the heavy pages 2-4 are still ahead.
    if (done === 1) searching = searches();
    else order.push(`page ${done}`);
  });
  order.push('render');
  await searching;
  expect(order).toEqual(['searches', 'page 2', 'page 3', 'page 4', 'render']);
  // The heavy pages really were drawn: 4 pages at preview height, the photo's pixels on page 4.
  expect(pages.map((p) => p.height)).toEqual([500, 500, 500, 500]);
  expect(pages[3]!.rgba.some((byte, i) => i % 4 !== 3 && byte < 200)).toBe(true);
});
