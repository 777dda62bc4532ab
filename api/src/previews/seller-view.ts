import sharp from 'sharp';
import type { UploadPreviews } from '@teachmarket/contracts/api-types';
import type { Ctx } from '../context';
import { mainSourceKey } from './render';
import { previewKey, previewRow, type PreviewRow } from './store';
import { requestPreviews, servedPreviews } from './index';

/** Thumbnails on the upload page: small enough to send inline, big enough to recognise a page. */
const THUMB_HEIGHT = 180;

/**
 * Whether the last render drew the material's current main file. The files component adds and
 * removes files through its own calls; a render of a file that is no longer the main one is stale.
 */
function isStale(row: PreviewRow, currentKey: string | null): boolean {
  return (row.state === 'ready' || row.state === 'failed') && row.source_key !== currentKey;
}

/**
 * The preview state the seller sees on the upload page. A stale render (the main file changed
 * through another call) or a material without any render yet is queued here, so the page always
 * ends in ready or failed.
 */
export async function sellerPreviews(ctx: Ctx, materialId: number, previewPages: number): Promise<UploadPreviews> {
  let row = await previewRow(ctx.db, materialId);
  if (!row || isStale(row, await mainSourceKey(ctx, materialId))) {
    await ctx.db.transaction((tx) => requestPreviews(ctx, tx, materialId, { fileChanged: true }));
    row = await previewRow(ctx.db, materialId);
  }
  if (!row) throw new Error(`material_previews row of ${materialId} vanished`);
  const served = servedPreviews(row, previewPages);
  const images = served
    ? await Promise.all(served.sizes.map(async ([width, height], i) => {
        const bytes = await ctx.storage.get(previewKey(materialId, served.version, i + 1));
        const thumb = bytes ? await sharp(bytes).resize({ height: THUMB_HEIGHT }).webp({ quality: 70 }).toBuffer() : null;
        return thumb ? { src: `data:image/webp;base64,${thumb.toString('base64')}`, width, height } : null;
      }))
    : [];
  return {
    state: row.state,
    pagesDone: row.pages_done,
    pagesTotal: row.pages_total,
    previewPages,
    source: row.source,
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    images: images.filter((i): i is NonNullable<typeof i> => i !== null),
  };
}
