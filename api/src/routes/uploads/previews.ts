import { loggedIn } from '../../auth/guards';
import {
  UploadMaterialResponseSchema, UploadPreviewPagesSchema, UploadPreviewsResponseSchema,
} from '@teachmarket/contracts/api-types';
import type { App, Ctx } from '../../context';
import { errorResponses, IdParams, WorldQuery } from '../../lib/schema';
import { deleteObjects, storeMaterialFile, withCleanup } from '../../materials/files';
import { registerPreviewJobs, requestPreviews } from '../../previews';
import { attachPreviewPool } from '../../previews/render-pool';
import { sellerPreviews } from '../../previews/seller-view';
import { readMaterialFile } from './material-file-upload';
import { ownUpload, toUpload, callersUpload } from './model';

/** The seller's page-count choice of an own material (materials.preview_pages, migration 026). */
async function previewPagesOf(ctx: Ctx, id: number): Promise<number> {
  const [row] = await ctx.db.query<{ preview_pages: number }>('SELECT preview_pages FROM materials WHERE id = $1', [id]);
  return row?.preview_pages ?? 3;
}

/**
 * Previews on the upload page (issue 12): their state (queued, rendering n of m, ready with
 * thumbnails, failed with a reason), how many pages are shown (1-5), a retry, and replacing the
 * material's main file, which draws them again. Rendering itself is a job (api/src/previews).
 */
export function registerUploadPreviews(app: App, ctx: Ctx) {
  registerPreviewJobs(ctx);
  // pdf.js draws in worker threads; they end with the app.
  attachPreviewPool(app);

  app.get('/v3/uploads/material/:id/previews', {
    schema: {
      tags: ['uploads'],
      summary: 'Preview state of an own material: queued, rendering (pages done of total), ready (watermarked thumbnails) or failed (reason)',
      params: IdParams, querystring: WorldQuery, response: { 200: UploadPreviewsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { row } = await callersUpload(ctx, request);
    return { item: await sellerPreviews(ctx, row.id, await previewPagesOf(ctx, row.id)) };
  });

  app.post('/v3/uploads/material/:id/previews', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['uploads'],
      summary: 'Choose how many pages (1-5) of an own material are shown as preview; a new choice draws them again',
      params: IdParams, querystring: WorldQuery, body: UploadPreviewPagesSchema,
      response: { 200: UploadPreviewsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { row } = await callersUpload(ctx, request);
    const { pages } = request.body;
    await ctx.db.transaction(async (tx) => {
      const changed = await tx.query('UPDATE materials SET preview_pages = $2 WHERE id = $1 AND preview_pages <> $2 RETURNING id', [row.id, pages]);
      // Fewer pages are hidden at once (the public URLs check the count); the job draws the new set.
      if (changed.length) await requestPreviews(ctx, tx, row.id, { fileChanged: false });
    });
    return { item: await sellerPreviews(ctx, row.id, pages) };
  });

  app.post('/v3/uploads/material/:id/previews/retry', {
    schema: {
      tags: ['uploads'],
      summary: 'Draw the previews of an own material again (after a failure)',
      params: IdParams, querystring: WorldQuery, response: { 200: UploadPreviewsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { row } = await callersUpload(ctx, request);
    await ctx.db.transaction((tx) => requestPreviews(ctx, tx, row.id, { fileChanged: false }));
    return { item: await sellerPreviews(ctx, row.id, await previewPagesOf(ctx, row.id)) };
  });

  app.post('/v3/uploads/material/:id/file', {
    schema: {
      tags: ['uploads'],
      summary: "Replace an own material's main file (its first file; multipart field \"file\"): buyers receive the new one, previews are drawn again",
      consumes: ['multipart/form-data'],
      params: IdParams, querystring: WorldQuery,
      response: { 200: UploadMaterialResponseSchema, ...errorResponses, 413: errorResponses[400], 415: errorResponses[400], 422: errorResponses[400] },
    },
  }, async (request) => {
    const { user, row } = await callersUpload(ctx, request);
    const { file } = await readMaterialFile(request, []);
    const oldKey = await withCleanup(ctx, (track) => ctx.db.transaction(async (tx) => {
      // The row lock orders this against the files component's calls on the same material.
      await tx.query('SELECT id FROM materials WHERE id = $1 FOR UPDATE', [row.id]);
      const [main] = await tx.query<{ position: number; storage_key: string | null }>(
        'DELETE FROM material_files WHERE material_id = $1 AND position = (SELECT min(position) FROM material_files WHERE material_id = $1) RETURNING position, storage_key',
        [row.id],
      );
      await storeMaterialFile(ctx, tx, row.id, main?.position ?? 0, file, track);
      if (file.inspected.pages) await tx.query('UPDATE materials SET pages = $2 WHERE id = $1', [row.id, file.inspected.pages]);
      await requestPreviews(ctx, tx, row.id, { fileChanged: true });
      return main?.storage_key ?? null;
    }));
    if (oldKey) await deleteObjects(ctx, [oldKey]);
    return { item: toUpload(await ownUpload(ctx, row.id, user.id)) };
  });
}
