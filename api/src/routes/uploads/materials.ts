import { Type } from '@sinclair/typebox';
import {
  MAX_MATERIAL_BYTES, UploadMaterialResponseSchema, UploadMaterialsResponseSchema,
} from '../../../../shared-kit/src/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError } from '../../errors';
import { errorResponses, IdParams, WorldQuery } from '../../lib/schema';
import { slugify } from '../../lib/text';
import { tsConfigFor, WORLD_INFO } from '../../worlds';
import { ownUpload, toUpload, UPLOAD_SELECT, type UploadRow } from './model';
import { readUpload } from './multipart';
import { removeUpload, saveUpload, storedName } from './storage';

/** Pages of a PDF: its page objects (compressed object streams hide them: then at least 1). */
export function pdfPages(bytes: Buffer): number {
  const count = bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  return Math.max(1, Math.min(count, 2000));
}

const titleFromFile = (name: string) => {
  const base = name.replace(/\.pdf$/i, '').replace(/[_-]+/g, ' ').trim();
  return (base.length >= 5 ? base : `${base} material`.trim()).slice(0, 150);
};

export function registerMaterialUploads(app: App, ctx: Ctx) {
  app.post('/v3/uploads/material', {
    schema: {
      tags: ['uploads'],
      summary: 'Upload a PDF (multipart: file, optional title): creates a draft material of the seller in the world of ?world',
      consumes: ['multipart/form-data'],
      querystring: WorldQuery,
      response: { 201: UploadMaterialResponseSchema, ...errorResponses, 413: errorResponses[400], 415: errorResponses[400] },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { file, fields } = await readUpload(request, { fileField: 'file', maxBytes: MAX_MATERIAL_BYTES, kinds: ['pdf'], fields: ['title'] });
    const title = (fields.title ?? '').trim() || titleFromFile(file.fileName);
    if (title.length < 5 || title.length > 150) throw new ApiError(400, 'validation_failed', 'body field "title" must have 5 to 150 characters', 'title');
    const world = request.query.world;
    const info = WORLD_INFO[world];
    const name = storedName(user.id, '.pdf');
    await saveUpload(ctx, 'materials', name, file.bytes);
    const id = await ctx.db.transaction(async (tx) => {
      const [m] = await tx.query<{ id: number }>(
        `INSERT INTO materials (world, language, ts_config, slug, title, description, author_id, material_type, price_cents, currency_code,
                                pages, status, created_at, published_at)
         VALUES ($1, $2, $3::regconfig, $4, $5, '', $6, 'worksheet', 0, $7, $8, 'draft', now(), now()) RETURNING id`,
        [world, info.language, tsConfigFor(info.language, world), slugify(title), title, user.id, info.currency, pdfPages(file.bytes)],
      );
      const materialId = m!.id;
      await tx.query('INSERT INTO material_files (material_id, position, type, pages) VALUES ($1, 0, $2, $3)', [materialId, 'pdf', pdfPages(file.bytes)]);
      await tx.query(
        'INSERT INTO material_uploads (material_id, user_id, file_name, stored_name, size_bytes) VALUES ($1, $2, $3, $4, $5)',
        [materialId, user.id, file.fileName, name, file.bytes.length],
      );
      // Decision (issue 5): a user becomes a seller with the first upload (spec §1: sellers are the
      // ones who upload; spec §2: the author redirect sends non-sellers here to start selling).
      await tx.query('UPDATE users SET is_seller = true, author_since = coalesce(author_since, now()) WHERE id = $1', [user.id]);
      return materialId;
    });
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
    const user = await requireUser(ctx, request);
    const row = await ownUpload(ctx, request.params.id, user.id);
    if (row.status !== 'draft') throw new ApiError(409, 'not_a_draft', 'Only drafts can be deleted');
    await ctx.db.transaction(async (tx) => {
      await tx.query(`UPDATE materials SET status = 'deleted' WHERE id = $1`, [row.id]);
      await tx.query('DELETE FROM material_uploads WHERE material_id = $1', [row.id]);
    });
    await removeUpload(ctx, 'materials', row.stored_name);
    return { id: row.id };
  });
}
