import { MessageChannel } from 'node:worker_threads';
import { PreviewError } from './errors';
import { previewPool } from './render-pool';

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

/** What the worker reports when pdf.js cannot draw the PDF (render-worker.mjs). */
interface Failure {
  name: string;
  page?: number;
}

/** The PDF's own error as one the seller can act on. */
function toPreviewError({ name, page }: Failure): PreviewError {
  if (name === 'NoPages') return new PreviewError('pdf_empty', 'The PDF has no pages. Upload the file with the material\'s pages.');
  if (name === 'NoSize') return new PreviewError('pdf_invalid', `Page ${page ?? 1} of the PDF has no size. Export the PDF again and upload the new file.`);
  if (name === 'PasswordException') {
    return new PreviewError('pdf_encrypted', 'The PDF is protected by a password. Save it without a password (or without "restrict opening") and upload it again.');
  }
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'UnknownErrorException' || name === 'ResponseException') {
    return new PreviewError('pdf_invalid', 'The file could not be read as a PDF: it may be damaged or cut off. Export it from your program again and upload the new file.');
  }
  return new PreviewError('pdf_unreadable', 'A page of the PDF could not be drawn. Export it again (e.g. "Save as PDF") and upload the new file.');
}

const tooComplex = () => new PreviewError('pdf_too_complex', 'A page of the PDF takes too long to draw. Save it again with fewer or smaller images (e.g. "Reduce file size") and upload it once more.');

type Progress = { type: 'start' } | { type: 'opened'; total: number } | { type: 'page'; done: number; total: number };
type WorkerPage = Omit<PageImage, 'rgba'> & { rgba: Uint8Array };

/**
 * Draws the first `count` pages of a PDF with pdf.js on @napi-rs/canvas, scaled so that no page is
 * higher than 500 px (spec §9), in a worker thread of the preview pool (render-pool.ts): drawing
 * takes the CPU for seconds, and the API's event loop must stay free for everyone else meanwhile.
 * Calls `onPage` after each page (in order; all calls have finished when this resolves), so progress
 * can be shown. Throws a PreviewError with a reason for the seller when the PDF cannot be read; never
 * returns plain pages to anyone but the caller (which watermarks them before storing).
 */
export async function renderPdfPages(
  bytes: Buffer, count: number, onPage: (done: number, total: number) => Promise<void> = async () => {},
): Promise<PageImage[]> {
  const { port1, port2 } = new MessageChannel();
  const abort = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  // The clock runs per stage (opening, then each page) from the moment a thread took the task, not
  // while it waits in the queue behind other materials. Aborting stops the thread, even a stuck one.
  const restartClock = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, PAGE_TIMEOUT_MS);
  };
  let progress = Promise.resolve();
  let reported = 0;
  let allReported = () => {};
  port1.on('message', (message: Progress) => {
    restartClock();
    if (message.type !== 'page') return;
    progress = progress.then(() => onPage(message.done, message.total));
    // Marked handled here; a failed onPage is thrown below, once the pages are back.
    progress.catch(() => undefined);
    reported = message.done;
    allReported();
  });
  try {
    const result = await previewPool().run(
      { data: new Uint8Array(bytes), count, maxWidth: PREVIEW_MAX_WIDTH, maxHeight: PREVIEW_MAX_HEIGHT, port: port2 },
      { transferList: [port2], signal: abort.signal },
    ).catch((error: unknown) => {
      throw timedOut ? tooComplex() : error;
    }) as { pages: WorkerPage[] } | { failure: Failure };
    clearTimeout(timer);
    if ('failure' in result) throw toPreviewError(result.failure);
    // The progress messages travel on their own channel: wait for the last one before returning.
    const total = result.pages.length;
    if (reported < total) await new Promise<void>((resolve) => { allReported = () => reported >= total && resolve(); });
    await progress;
    return result.pages.map(({ width, height, rgba }) => ({ width, height, rgba: Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength) }));
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}
