import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/**
 * A PDF whose pages differ clearly: a big word and a block at a different place on every page, so
 * a preview of page n can only match the render of page n.
 */
export async function wordsPdf(words: string[], shift = 0): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  words.forEach((word, n) => {
    // `shift` moves every page's layout, so another file's page 1 does not look like this one's.
    const i = n + shift;
    const page = doc.addPage([595, 842]);
    page.drawText(word, { x: 60 + (i % 3) * 70, y: 700 - i * 170, size: 64, font, color: rgb(0, 0, 0) });
    page.drawRectangle({ x: 60 + ((i + 1) % 3) * 140, y: 80 + ((i * 2) % 5) * 120, width: 200, height: 120, color: rgb(0.1, 0.3 + 0.2 * (i % 3), 0.8) });
  });
  return Buffer.from(await doc.save());
}

/** Our own pdf.js render of page n (independent of the API's renderer): RGBA at the given height. */
export async function referencePage(pdf: Buffer, n: number, height: number): Promise<{ rgba: Buffer; width: number; height: number }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: height / page.getViewport({ scale: 1 }).height });
    const canvas = createCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    type Params = Parameters<typeof page.render>[0];
    await page.render({ canvas: canvas as unknown as Params['canvas'], canvasContext: context as unknown as Params['canvasContext'], viewport }).promise;
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    return { rgba: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width: canvas.width, height: canvas.height };
  } finally {
    await doc.destroy();
  }
}

/** Grey pixels of an image (encoded, or raw RGBA) at a fixed size. */
export async function grey(image: Buffer | { rgba: Buffer; width: number; height: number }, width: number, height: number): Promise<Buffer> {
  const input = Buffer.isBuffer(image) ? sharp(image) : sharp(image.rgba, { raw: { width: image.width, height: image.height, channels: 4 } });
  return input.flatten({ background: '#ffffff' }).resize(width, height, { fit: 'fill' }).greyscale().raw().toBuffer();
}

/** Mean absolute difference of two grey images of one size, 0-255. */
export function meanDiff(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** Share of pixels that differ by more than `by` grey levels. */
export function changedShare(a: Buffer, b: Buffer, by = 25): number {
  let changed = 0;
  for (let i = 0; i < a.length; i += 1) if (Math.abs(a[i]! - b[i]!) > by) changed += 1;
  return changed / a.length;
}
