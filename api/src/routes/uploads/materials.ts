import { Type } from '@sinclair/typebox';
import {
  UploadMaterialResponseSchema, UploadMaterialsResponseSchema,
} from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError } from '../../errors';
import { errorResponses, IdParams, WorldQuery } from '../../lib/schema';
import { slugify } from '../../lib/text';
import { tsConfigFor, WORLD_INFO } from '../../worlds';
import { deleteObjects, materialPrefix, storeMaterialFile, withCleanup } from '../../materials/files';
import { requestPreviews } from '../../previews';
import { ownUpload, toUpload, UPLOAD_SELECT, type UploadRow, callersUpload } from './model';
import { readMaterialFile } from './material-file-upload';
import { removeUpload } from '../_lib/upload-files';

const titleFromFile = (name: string) => {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\.(pdf|docx|pptx|zip)$/i, '').replace(/[_-]+/g, ' ').trim();
  return (base.length >= 5 ? base : `${base} material`.trim()).slice(0, 150);
};

export function registerMaterialUploads(app: App, ctx: Ctx) {
  app.post('/v3/uploads/material', {
    schema: {
      tags: ['uploads'],
      summary: 'Upload a PDF, DOCX, PPTX or ZIP (multipart: file, optional title): creates a draft material of the seller in the world of ?world',
      consumes: ['multipart/form-data'],
      querystring: WorldQuery,
      response: { 201: UploadMaterialResponseSchema, ...errorResponses, 413: errorResponses[400], 415: errorResponses[400], 422: errorResponses[400] },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { file, fields } = await readMaterialFile(request, ['title']);
    const title = (fields.title ?? '').trim() || titleFromFile(file.fileName);
    if (title.length < 5 || title.length > 150) throw new ApiError(400, 'validation_failed', 'body field "title" must have 5 to 150 characters', 'title');
    const world = request.query.world;
    const info = WORLD_INFO[world];
    const id = await withCleanup(ctx, (track) => ctx.db.transaction(async (tx) => {
      const [m] = await tx.query<{ id: number }>(
        `INSERT INTO materials (world, language, ts_config, slug, title, description, author_id, material_type, price_cents, currency_code,
                                pages, status, created_at, published_at)
         VALUES ($1, $2, $3::regconfig, $4, $5, '', $6, 'worksheet', 0, $7, $8, 'draft', now(), now()) RETURNING id`,
        [world, info.language, tsConfigFor(info.language, world), slugify(title), title, user.id, info.currency, file.inspected.pages ?? 1],
      );
      const materialId = m!.id;
      // The seller's file goes to ctx.storage (data folder or S3 bucket) under a key of its own (issue 12).
      await storeMaterialFile(ctx, tx, materialId, 0, file, track);
      // Previews are drawn from the file by a job that exists only if this upload commits (api/src/previews).
      await requestPreviews(ctx, tx, materialId, { fileChanged: true });
      // Decision (issue 5): a user becomes a seller with the first upload (spec §1: sellers are the
      // ones who upload; spec §2: the author redirect sends non-sellers here to start selling).
      await tx.query('UPDATE users SET is_seller = true, author_since = coalesce(author_since, now()) WHERE id = $1', [user.id]);
      return materialId;
    }));
    const row = await ownUpload(ctx, id, user.id);
    return reply.status(201).send({ item: toUpload(row) });
  });

  app.get('/v3/uploads/materials', {
    schema: {
      tags: ['uploads'], summary: "The logged-in seller's own materials, drafts included, newest first",
      querystring: WorldQuery, response: { 200: UploadMaterialsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const rows = await ctx.db.query<UploadRow>(
      `${UPLOAD_SELECT} WHERE m.author_id = $1 AND m.status IN ('draft', 'published') ORDER BY m.created_at DESC, m.id DESC LIMIT 500`,
      [user.id],
    );
    return { items: rows.map(toUpload) };
  });

  app.get('/v3/uploads/material/:id', {
    schema: {
      tags: ['uploads'], summary: 'One own material (draft or published) for editing',
      params: IdParams, querystring: WorldQuery, response: { 200: UploadMaterialResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    return { item: toUpload(await ownUpload(ctx, request.params.id, user.id)) };
  });

  app.delete('/v3/uploads/material/:id', {
    schema: {
      tags: ['uploads'], summary: 'Delete an own draft (published materials stay: buyers may own them)',
      params: IdParams, querystring: WorldQuery, response: { 200: Type.Object({ id: Type.Integer() }), ...errorResponses },
    },
  }, async (request) => {
    const { row } = await callersUpload(ctx, request);
    if (row.status !== 'draft') throw new ApiError(409, 'not_a_draft', 'Only drafts can be deleted');
    // Issue 19: a material an operator took out of the catalogue was public: buyers may own it.
    const [was] = await ctx.db.query<{ unpublished_at: Date | null }>('SELECT unpublished_at FROM materials WHERE id = $1', [row.id]);
    if (was?.unpublished_at) throw new ApiError(409, 'not_a_draft', 'A material that was published cannot be deleted: buyers may own it');
    const keys = await ctx.db.transaction(async (tx) => {
      await tx.query(`UPDATE materials SET status = 'deleted' WHERE id = $1`, [row.id]);
      await tx.query('DELETE FROM material_uploads WHERE material_id = $1', [row.id]);
      const files = await tx.query<{ storage_key: string }>(
        'DELETE FROM material_files WHERE material_id = $1 AND storage_key IS NOT NULL RETURNING storage_key', [row.id],
      );
      return files.map((f) => f.storage_key);
    });
    await deleteObjects(ctx, keys);
    await ctx.storage.deletePrefix(materialPrefix(row.id));
    // A draft uploaded before migration 025 kept its PDF in DATA_DIR/uploads/materials.
    await removeUpload(ctx, 'materials', row.stored_name);
    return { id: row.id };
  });
}
