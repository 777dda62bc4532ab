/**
 * Draws the first pages of a PDF with pdf.js on @napi-rs/canvas inside a worker thread of the preview
 * pool (render-pdf.ts), so drawing never blocks the API's event loop. Plain JavaScript on purpose:
 * Node loads this file itself in the thread, past tsx and past jest's transform, so it must run as
 * it is under `npm start` (tsx), jest (@swc/jest, CommonJS) and the bench alike.
 *
 * Task: { data: Uint8Array, count, maxWidth, maxHeight, port: MessagePort }. Posts { type: 'start' },
 * then { type: 'opened', total } and { type: 'page', done, total } on `port`, so the caller can show
 * progress and watch each page's time. Returns { pages: [{ width, height, rgba }] } with the pixel
 * buffers moved (not copied) to the caller, or { failure: { name, page? } } when the PDF cannot be
 * drawn; the caller turns the name into a reason for the seller (structured clone drops the names of
 * pdf.js's own error classes, so they are not thrown across the thread boundary).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { move, transferableSymbol, valueSymbol } from 'piscina';

/** Folders pdf.js reads fonts and decoders from (trailing slash: pdf.js appends file names). */
const assets = (() => {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    standardFontDataUrl: `${join(root, 'standard_fonts')}/`,
    cMapUrl: `${join(root, 'cmaps')}/`,
    wasmUrl: `${join(root, 'wasm')}/`,
    iccUrl: `${join(root, 'iccs')}/`,
  };
})();

const failure = (error, page) => ({ failure: { name: String(error?.name ?? ''), page } });

export default async function renderPages({ data, count, maxWidth, maxHeight, port }) {
  port.postMessage({ type: 'start' });
  const task = getDocument({
    data,
    ...assets,
    cMapPacked: true,
    // Untrusted files: no eval of embedded code, no fetching, no system fonts picked up by name.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    let doc;
    try {
      doc = await task.promise;
    } catch (error) {
      return failure(error);
    }
    if (doc.numPages < 1) return failure({ name: 'NoPages' });
    const total = Math.min(count, doc.numPages);
    port.postMessage({ type: 'opened', total });
    const pages = [];
    for (let n = 1; n <= total; n += 1) {
      try {
        pages.push(await drawPage(doc, n, maxWidth, maxHeight));
      } catch (error) {
        return failure(error, n);
      }
      port.postMessage({ type: 'page', done: n, total });
    }
    // Each page owns its buffer: moved to the caller's thread instead of cloned (up to 5 x 2.4 MB).
    return move({
      get [transferableSymbol]() { return pages.map((p) => p.rgba.buffer); },
      get [valueSymbol]() { return { pages }; },
    });
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

async function drawPage(doc, n, maxWidth, maxHeight) {
  const page = await doc.getPage(n);
  try {
    const base = page.getViewport({ scale: 1 });
    if (!(base.width > 0 && base.height > 0)) throw Object.assign(new Error(`page ${n} has no size`), { name: 'NoSize' });
    const scale = Math.min(maxHeight / base.height, maxWidth / base.width);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    // Pages without a background are white on paper, not transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    // @napi-rs/canvas implements the part of the DOM canvas pdf.js draws with (TOOLCHAIN.md).
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    // A copy in a buffer of its own: the canvas's memory belongs to the native side and cannot be moved.
    const rgba = new Uint8Array(context.getImageData(0, 0, width, height).data);
    return { width, height, rgba };
  } finally {
    page.cleanup();
  }
}
