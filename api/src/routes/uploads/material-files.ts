import {
  UploadFileParams, MAX_MATERIAL_FILES, UploadMaterialResponseSchema,
} from '@teachmarket/contracts/api-types';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { deleteObjects, storeMaterialFile, withCleanup } from '../../materials/files';
import { errorResponses, IdParams, WorldQuery } from '../../lib/schema';
import { requestPreviews } from '../../previews';
import { previewSource } from '../../previews/render';
import { ownUpload, toUpload, callersUpload } from './model';
import { readMaterialFile } from './material-file-upload';

/** The stored file the previews are drawn from (the renderer's rule); null while none is stored (legacy or demo). */
async function previewedKey(tx: Queryable, materialId: number): Promise<string | null> {
  const files = await tx.query<{ type: string; storage_key: string }>(
    'SELECT type, storage_key FROM material_files WHERE material_id = $1 AND storage_key IS NOT NULL ORDER BY position', [materialId],
  );
  return previewSource(files)?.storage_key ?? null;
}

/**
 * Several files per material (issue 12): a seller adds a worksheet's solutions as a DOCX, the slides
 * as a PPTX … Buyers receive them in this order; several download as one ZIP.
 */
export function registerMaterialFiles(app: App, ctx: Ctx) {
  app.post('/v3/uploads/material/:id/files', {
    schema: {
      tags: ['uploads'],
      summary: 'Add a file (PDF, DOCX, PPTX or ZIP; multipart field "file") to an own material',
      consumes: ['multipart/form-data'],
      params: IdParams, querystring: WorldQuery,
      response: { 201: UploadMaterialResponseSchema, ...errorResponses, 413: errorResponses[400], 415: errorResponses[400], 422: errorResponses[400] },
    },
  }, async (request, reply) => {
    const { user, row } = await callersUpload(ctx, request);
    const { file } = await readMaterialFile(request, []);
    await withCleanup(ctx, (track) => ctx.db.transaction(async (tx) => {
      // The row lock orders simultaneous additions to one material (positions stay unique, the limit holds).
      await tx.query('SELECT id FROM materials WHERE id = $1 FOR UPDATE', [row.id]);
      const [files] = await tx.query<{ n: number; next: number }>(
        'SELECT count(*)::int AS n, coalesce(max(position) + 1, 0)::int AS next FROM material_files WHERE material_id = $1', [row.id],
      );
      if ((files?.n ?? 0) >= MAX_MATERIAL_FILES) {
        throw new ApiError(409, 'too_many_files', `A material can have at most ${MAX_MATERIAL_FILES} files`, 'file');
      }
      const previewed = await previewedKey(tx, row.id);
      await storeMaterialFile(ctx, tx, row.id, files?.next ?? 0, file, track);
      // The first PDF added to a material of office files (or to a legacy one) becomes what the previews show.
      if ((await previewedKey(tx, row.id)) !== previewed) await requestPreviews(ctx, tx, row.id, { fileChanged: true });
    }));
    return reply.status(201).send({ item: toUpload(await ownUpload(ctx, row.id, user.id)) });
  });

  app.delete('/v3/uploads/material/:id/files/:position', {
    schema: {
      tags: ['uploads'],
      summary: 'Remove one file of an own material (not its last one)',
      params: UploadFileParams, querystring: WorldQuery,
      response: { 200: UploadMaterialResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user, row } = await callersUpload(ctx, request);
    const key = await ctx.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM materials WHERE id = $1 FOR UPDATE', [row.id]);
      const files = await tx.query<{ position: number; storage_key: string }>(
        'SELECT position, storage_key FROM material_files WHERE material_id = $1 AND storage_key IS NOT NULL', [row.id],
      );
      const target = files.find((f) => f.position === request.params.position);
      if (!target) throw new ApiError(404, 'not_found', `File ${request.params.position} of material ${row.id} not found`);
      // A material is what its buyers receive: it cannot become empty (add the new file first, then remove the old one).
      if (files.length === 1) throw new ApiError(409, 'last_file', 'A material needs at least one file: add another before removing this one');
      const previewed = await previewedKey(tx, row.id);
      await tx.query('DELETE FROM material_files WHERE material_id = $1 AND position = $2', [row.id, target.position]);
      // Removing the previewed file: buyers must not keep seeing pages of a file they no longer receive.
      if ((await previewedKey(tx, row.id)) !== previewed) await requestPreviews(ctx, tx, row.id, { fileChanged: true });
      return target.storage_key;
    });
    await deleteObjects(ctx, [key]);
    return { item: toUpload(await ownUpload(ctx, row.id, user.id)) };
  });
}
