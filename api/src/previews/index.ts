/**
 * Previews from the seller's own pages (issue 12, issue 13 item 1): the first 1-5 pages of the
 * material's PDF, height <= 500 px (spec §9), watermarked with "teachmarket · #<id>" before they are
 * stored. No plain page image is ever stored or served.
 *
 * - requestPreviews(ctx, tx, id, …): in the transaction that changes the file or the page count;
 *   starts a new render version and queues the job (api/src/jobs) with it.
 * - the job (queue `previews.render`) draws, watermarks and stores; progress and failures are kept in
 *   material_previews for the seller's upload page.
 * - publicPreview(): the image behind /images/previews/:id/:n.webp; a published material without a
 *   render yet (seeded demo materials) is drawn on this first request, once per process.
 */
import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { defineJob, enqueue } from '../jobs';
import { renderPreviews } from './render';
import { bumpVersion, previewKey, previewRow, type PreviewRow } from './store';

export { MAX_PREVIEW_PAGES, MIN_PREVIEW_PAGES, previewRow, type PreviewRow, type PreviewState } from './store';
export { PreviewError } from './errors';

export const PREVIEW_JOB = 'previews.render';

/** spec §9 A4 portrait at height 500: the size a page is assumed to have before it was drawn. */
export const DEFAULT_PREVIEW_SIZE: [number, number] = [354, 500];

interface RenderJob {
  materialId: number;
  version: number;
}

/** Defines the render queue; called once when the routes are registered. */
export function registerPreviewJobs(ctx: Ctx): void {
  void defineJob<RenderJob>(ctx, PREVIEW_JOB, ({ materialId, version }) => renderPreviews(ctx, materialId, version), {
    // Failures a seller can fix are kept in material_previews, not thrown; a throw is an outage (storage, database).
    retryLimit: 2, retryDelay: 5, expireInSeconds: 300, concurrency: 1,
  });
}

/**
 * Asks for new previews of a material inside the caller's transaction (upload, new file, new page
 * count, retry). `fileChanged`: the old images show a file that is gone, so they stop being served now.
 */
export async function requestPreviews(ctx: Ctx, tx: Queryable, materialId: number, options: { fileChanged: boolean }): Promise<number> {
  const version = await bumpVersion(tx, materialId, options.fileChanged);
  await enqueue(ctx, tx, PREVIEW_JOB, { materialId, version } satisfies RenderJob);
  return version;
}

/** The served render of a material: its version and the sizes of the pages a visitor may see. */
export interface ServedPreviews {
  version: number;
  sizes: [number, number][];
}

/**
 * What the public may see of a render: the pages of the last finished render, no more than the
 * seller's current choice (a lowered count takes effect at once, before the new render is done).
 */
export function servedPreviews(row: Pick<PreviewRow, 'ready_version' | 'ready_sizes'> | null, previewPages: number): ServedPreviews | null {
  if (!row?.ready_version) return null;
  return { version: row.ready_version, sizes: row.ready_sizes.slice(0, previewPages) };
}

interface PublicRow {
  status: string;
  preview_pages: number;
  version: number | null;
  state: PreviewRow['state'] | null;
  ready_version: number | null;
  ready_sizes: [number, number][] | null;
}

async function publicRow(ctx: Ctx, materialId: number): Promise<PublicRow | null> {
  const [row] = await ctx.db.query<PublicRow>(
    `SELECT m.status, m.preview_pages, p.version, p.state, p.ready_version, p.ready_sizes
       FROM materials m LEFT JOIN material_previews p ON p.material_id = m.id WHERE m.id = $1`,
    [materialId],
  );
  return row ?? null;
}

/**
 * The watermarked WebP of preview page `page` of a published material, or null (unknown, not
 * published, page beyond what the seller shows, or the file cannot be drawn). A material that has
 * no finished render yet is drawn now; the visitor waits about half a second instead of seeing a
 * broken image.
 */
export async function publicPreview(ctx: Ctx, materialId: number, page: number): Promise<{ bytes: Buffer; version: number } | null> {
  let row = await publicRow(ctx, materialId);
  if (!row || row.status !== 'published' || page > row.preview_pages) return null;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const served = servedPreviews(row.ready_version ? { ready_version: row.ready_version, ready_sizes: row.ready_sizes ?? [] } : null, row.preview_pages);
    if (served) {
      if (page > served.sizes.length) return null;
      const bytes = await ctx.storage.get(previewKey(materialId, served.version, page));
      if (bytes) return { bytes, version: served.version };
      // The row says ready but the files are gone (storage emptied by hand): draw them again, once.
      if (attempt > 0) return null;
      await ctx.db.transaction((tx) => bumpVersion(tx, materialId, true));
    } else if (row.state === 'failed') {
      return null;
    } else if (row.version === null) {
      // Seeded materials have no row until someone looks: start version 1 without a job, drawn right here.
      await ctx.db.query(`INSERT INTO material_previews (material_id, version, state) VALUES ($1, 1, 'queued') ON CONFLICT (material_id) DO NOTHING`, [materialId]);
    }
    const current = await previewRow(ctx.db, materialId);
    if (!current) return null;
    await renderPreviews(ctx, materialId, current.version);
    row = await publicRow(ctx, materialId);
    if (!row) return null;
  }
  return null;
}
