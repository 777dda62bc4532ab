import type { Ctx } from '../context';
import { materialPdf, materialSources } from '../materials/source';
import { typedCover } from './cover';
import { PreviewError } from './errors';
import { officeToPdf } from './office';
import { renderPdfPages, type PageImage } from './render-pdf';
import { previewKey, previewRow, renderUpdates, versionPrefix, type PreviewRow } from './store';
import { watermarkedWebp } from './watermark';

/** Renders that run at once in this process (2 cores; pdf.js draws in the pool of render-pool.ts, the watermark here). */
const MAX_PARALLEL = 2;
let active = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (active >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  active += 1;
  try {
    return await work();
  } finally {
    active -= 1;
    waiting.shift()?.();
  }
}

/** One render per material version in this process: the job and a visitor's first request share it. */
const inFlight = new Map<string, Promise<void>>();

/**
 * Makes the previews of render `version` of a material: the first pages of its PDF (as many as the
 * seller chose), or for an office file its first page (LibreOffice) or a typed cover. Every image
 * is watermarked before it is stored; the state row tells the seller how far it got and why it
 * failed. Safe to run twice (a superseded or finished version is left alone).
 */
export function renderPreviews(ctx: Ctx, materialId: number, version: number): Promise<void> {
  const key = `${ctx.config.dataDir}:${materialId}:${version}`;
  let work = inFlight.get(key);
  if (!work) {
    work = limited(() => render(ctx, materialId, version)).finally(() => inFlight.delete(key));
    inFlight.set(key, work);
  }
  return work;
}

async function render(ctx: Ctx, materialId: number, version: number): Promise<void> {
  const row = await previewRow(ctx.db, materialId);
  if (!row || row.version !== version || row.ready_version === version) return;
  const [m] = await ctx.db.query<{ preview_pages: number; title: string; status: string }>(
    'SELECT preview_pages, title, status FROM materials WHERE id = $1',
    [materialId],
  );
  if (!m || m.status === 'deleted') return;
  const updates = renderUpdates(ctx.db, materialId, version);
  let sourceKey: string | null = null;
  try {
    sourceKey = await mainSourceKey(ctx, materialId);
    if (!(await updates.rendering(m.preview_pages))) return;
    const { pages, source } = await drawPages(ctx, materialId, m.preview_pages, m.title, (done, total) => updates.progress(done, total));
    for (const [i, page] of pages.entries()) {
      await ctx.storage.put(previewKey(materialId, version, i + 1), await watermarkedWebp(page, materialId), 'image/webp');
    }
    if (await updates.ready(pages.map((p) => [p.width, p.height]), source, sourceKey)) {
      await removeOlderVersions(ctx, materialId, version, null);
    } else {
      // A newer request came in while this one drew: its images are not needed.
      await ctx.storage.deletePrefix(versionPrefix(materialId, version));
    }
  } catch (error) {
    const reason = error instanceof PreviewError
      ? error
      : new PreviewError('render_failed', 'The previews could not be made. Try again; if it fails again, export the file again and upload the new file.');
    if (!(error instanceof PreviewError)) console.warn(`previews of material ${materialId} v${version}: ${(error as Error).stack ?? String(error)}`);
    await updates.failed(reason.code, reason.message, sourceKey);
    await ctx.storage.deletePrefix(versionPrefix(materialId, version));
    // Images of a replaced file are not served any more; the last good render of this file is kept.
    await removeOlderVersions(ctx, materialId, version, (await previewRow(ctx.db, materialId))?.ready_version ?? null);
  }
}

async function drawPages(
  ctx: Ctx, materialId: number, count: number, title: string, onPage: (done: number, total: number) => Promise<void>,
): Promise<{ pages: PageImage[]; source: NonNullable<PreviewRow['source']> }> {
  const pdf = await materialPdf(ctx, materialId);
  if (pdf) return { pages: await renderPdfPages(pdf, count, onPage), source: 'pdf' };
  const first = (await materialSources(ctx, materialId))[0];
  if (!first) throw new PreviewError('file_missing', 'The material has no file to make previews from. Upload its file again.');
  if (first.type === 'docx' || first.type === 'pptx') {
    const bytes = await ctx.storage.get(first.key);
    const converted = bytes ? await officeToPdf(bytes, first.type) : null;
    // spec §9 previews show pages; an office file shows its first page when LibreOffice can draw it.
    if (converted) return { pages: await renderPdfPages(converted, 1, onPage), source: 'office' };
  }
  const cover = await typedCover(first.type, title);
  await onPage(1, 1);
  return { pages: [cover], source: 'cover' };
}

/**
 * The storage key of the file previews are drawn from (the first PDF, else the first file), so a
 * render remembers what it drew and a changed file list can be noticed (see previewsAreCurrent).
 */
export async function mainSourceKey(ctx: Ctx, materialId: number): Promise<string | null> {
  return previewSource(await materialSources(ctx, materialId))?.key ?? null;
}

/** Which of a material's files the previews are drawn from: the first PDF, else the first file. */
export function previewSource<T extends { type: string }>(files: T[]): T | undefined {
  return files.find((f) => f.type === 'pdf') ?? files[0];
}

/** Images of older renders, except the one still served (`keep`); versions are small consecutive numbers. */
async function removeOlderVersions(ctx: Ctx, materialId: number, version: number, keep: number | null): Promise<void> {
  for (let v = Math.max(1, version - 20); v < version; v += 1) {
    if (v !== keep) await ctx.storage.deletePrefix(versionPrefix(materialId, v));
  }
}
