import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { repoRoot } from '../config';
import { PreviewError } from './errors';

/** spec §9: preview image height capped at 500; very wide pages are capped at the background width. */
export const PREVIEW_MAX_HEIGHT = 500;
export const PREVIEW_MAX_WIDTH = 1200;
/** A page that takes longer than this to draw is not a PDF a buyer could use either. */
const PAGE_TIMEOUT_MS = 20_000;

/** A rendered page: RGBA pixels at preview size. */
export interface PageImage {
  width: number;
  height: number;
  rgba: Buffer;
}

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | null = null;
// pdf.js is ESM and ~2 MB: loaded on the first render, not at API start.
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** Folders pdf.js reads fonts and decoders from (trailing slash: pdf.js appends file names). */
const assets = (() => {
  // Resolved from the api package (no import.meta: jest runs this file as CommonJS).
  const root = dirname(createRequire(join(repoRoot(), 'api', 'package.json')).resolve('pdfjs-dist/package.json'));
  return {
    standardFontDataUrl: `${join(root, 'standard_fonts')}/`,
    cMapUrl: `${join(root, 'cmaps')}/`,
    wasmUrl: `${join(root, 'wasm')}/`,
    iccUrl: `${join(root, 'iccs')}/`,
  };
})();

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new PreviewError('pdf_too_complex', 'A page of the PDF takes too long to draw. Save it again with fewer or smaller images (e.g. "Reduce file size") and upload it once more.'));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The PDF's own error as one the seller can act on. */
function toPreviewError(error: unknown): PreviewError {
  if (error instanceof PreviewError) return error;
  const name = (error as { name?: string }).name ?? '';
  if (name === 'PasswordException') {
    return new PreviewError('pdf_encrypted', 'The PDF is protected by a password. Save it without a password (or without "restrict opening") and upload it again.');
  }
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'UnknownErrorException' || name === 'ResponseException') {
    return new PreviewError('pdf_invalid', 'The file could not be read as a PDF: it may be damaged or cut off. Export it from your program again and upload the new file.');
  }
  return new PreviewError('pdf_unreadable', 'A page of the PDF could not be drawn. Export it again (e.g. "Save as PDF") and upload the new file.');
}

/**
 * Draws the first `count` pages of a PDF with pdf.js on @napi-rs/canvas, scaled so that no page is
 * higher than 500 px (spec §9). Calls `onPage` after each page, so progress can be shown. Throws a
 * PreviewError with a reason for the seller when the PDF cannot be read; never returns plain pages
 * to anyone but the caller (which watermarks them before storing).
 */
export async function renderPdfPages(
  bytes: Buffer, count: number, onPage: (done: number, total: number) => Promise<void> = async () => {},
): Promise<PageImage[]> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(bytes),
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
    const doc = await withTimeout(task.promise, PAGE_TIMEOUT_MS, () => void task.destroy()).catch((error: unknown) => {
      throw toPreviewError(error);
    });
    if (doc.numPages < 1) throw new PreviewError('pdf_empty', 'The PDF has no pages. Upload the file with the material\'s pages.');
    const total = Math.min(count, doc.numPages);
    const pages: PageImage[] = [];
    for (let n = 1; n <= total; n += 1) {
      pages.push(await withTimeout(drawPage(doc, n), PAGE_TIMEOUT_MS, () => void task.destroy()).catch((error: unknown) => {
        throw toPreviewError(error);
      }));
      await onPage(n, total);
    }
    return pages;
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

async function drawPage(doc: PDFDocumentProxy, n: number): Promise<PageImage> {
  const page = await doc.getPage(n);
  try {
    const base = page.getViewport({ scale: 1 });
    if (!(base.width > 0 && base.height > 0)) throw new PreviewError('pdf_invalid', `Page ${n} of the PDF has no size. Export the PDF again and upload the new file.`);
    const scale = Math.min(PREVIEW_MAX_HEIGHT / base.height, PREVIEW_MAX_WIDTH / base.width);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    // Pages without a background are white on paper, not transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    // @napi-rs/canvas implements the part of the DOM canvas pdf.js draws with (TOOLCHAIN.md).
    type Params = Parameters<typeof page.render>[0];
    await page.render({ canvas: canvas as unknown as Params['canvas'], canvasContext: context as unknown as Params['canvasContext'], viewport }).promise;
    const data = context.getImageData(0, 0, width, height).data;
    return { width, height, rgba: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
  } finally {
    page.cleanup();
  }
}
