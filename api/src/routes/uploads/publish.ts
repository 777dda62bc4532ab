import { loggedIn } from '../../auth/guards';
import {
  SCHOOL_TYPES, UploadMaterialResponseSchema, UploadMaterialUpdateSchema, type SchoolType,
} from '@teachmarket/contracts/api-types';
import { packFor } from '../../content/lang';
import type { MaterialType } from '../../content/types';
import type { App, Ctx } from '../../context';
import { ApiError, badRequest } from '../../errors';
import { errorResponses, IdParams, WorldQuery } from '../../lib/schema';
import { previewRow, requestPreviews } from '../../previews';
import { escapeHtml, slugify } from '../../lib/text';
import { isWorld, tsConfigFor, WORLD_INFO, type World } from '../../worlds';
import { queueNewMaterialMails } from '../../mail/new-material';
import { notifyNewMaterial } from '../../notifications/hub';
import { ownUpload, plainText, toUpload, type UploadRow, callersUpload } from './model';

const MIN_DESCRIPTION = 20;

/** The seller's plain text as the catalogue's HTML paragraphs (only p, as the material page expects). */
const toHtml = (text: string) =>
  text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean).map((p) => `<p>${escapeHtml(p)}</p>`).join('');

/** Search keywords in the material's language, like the seed's (so "Matemáticas" finds it). */
async function keywordsOf(ctx: Ctx, row: UploadRow, world: World): Promise<string> {
  const pack = packFor(world);
  const subjects = await ctx.db.query<{ title: string }>('SELECT title FROM subjects WHERE id = ANY($1::int[]) ORDER BY id', [row.subject_ids]);
  const schoolTypes = row.school_types.filter((t): t is SchoolType => (SCHOOL_TYPES as readonly string[]).includes(t)).map((t) => pack.schoolTypes[t]);
  return [...subjects.map((s) => s.title), pack.materialTypes[row.material_type as MaterialType] ?? '', ...row.grades.map((g) => pack.grade(g)), ...schoolTypes]
    .filter(Boolean).join(' · ');
}

/** spec §1: the text-language choice exists in the Spanish world only; elsewhere it is the world's language. */
function textLanguageOf(world: World, value: string | undefined, current: string): string {
  if (value === undefined) return current;
  if (world !== 'es') throw badRequest('validation_failed', 'body field "text_language" is only offered in the es world', 'text_language');
  return value;
}

/** What a published material needs; the first missing field is named so the form can mark it. */
function missingField(row: UploadRow): string | null {
  if (row.title.trim().length < 5) return 'title';
  if (plainText(row.description).trim().length < MIN_DESCRIPTION) return 'description';
  if (!row.subject_ids.length) return 'subject_ids';
  if (!row.school_types.length) return 'school_types';
  return null;
}

/** 400 incomplete_material for a missing field, 409 previews_failed when the file's pages cannot be drawn. */
export async function checkPublishable(ctx: Ctx, row: UploadRow): Promise<void> {
  const missing = missingField(row);
  if (missing) throw new ApiError(400, 'incomplete_material', `Fill in "${missing}" before publishing`, missing);
  // Buyers judge a material by its previews: a file whose pages cannot be drawn is fixed first.
  const previews = await previewRow(ctx.db, row.id);
  if (previews?.state === 'failed') {
    throw new ApiError(409, 'previews_failed', `The previews could not be made: ${previews.error_message ?? ''} Replace the file or try again.`.trim(), 'file');
  }
}

/**
 * Puts a checked material on sale. The first time (a draft that never was public) it gets its
 * dates and the author's followers are told; a material that was on sale before (withdrawn by its
 * author, or corrected after an operator took it out) keeps its dates and tells nobody again.
 */
export async function publishRow(ctx: Ctx, row: UploadRow): Promise<void> {
  const world = isWorld(row.world) ? row.world : 'de';
  const previews = await previewRow(ctx.db, row.id);
  const firstTime = row.status === 'draft' && row.unpublished_at === null;
  const keywords = await keywordsOf(ctx, row, world);
  // The followers' notifications commit with the publish (issue 17: NOTIFY is sent on commit).
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE materials SET status = 'published', keywords = $2, currency_code = $3,
              unpublished_at = NULL, unpublished_by = NULL, unpublished_reason = NULL,
              created_at = CASE WHEN $4::boolean THEN now() ELSE created_at END,
              published_at = CASE WHEN $4::boolean THEN now() ELSE published_at END WHERE id = $1`,
      [row.id, keywords, WORLD_INFO[world].currency, firstTime],
    );
    if (firstTime) {
      await notifyNewMaterial(tx, row.id);
      // Issue 18: and a mail to each follower who wants one, with the unfollow link.
      await queueNewMaterialMails(ctx, tx, row.id);
    }
  });
  // Without a render yet (e.g. a draft from before previews were jobs) one is queued now; until it
  // is done, the first visitor's request draws the pages (api/src/previews publicPreview).
  if (!previews) await ctx.db.transaction((tx) => requestPreviews(ctx, tx, row.id, { fileChanged: true }));
}

export function registerPublishing(app: App, ctx: Ctx) {
  app.post('/v3/uploads/material/:id', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['uploads'],
      summary: 'Update the metadata of an own material (price in the world currency, 0 = free; text_language only in es)',
      params: IdParams, querystring: WorldQuery, body: UploadMaterialUpdateSchema,
      response: { 200: UploadMaterialResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user, row } = await callersUpload(ctx, request);
    const world = isWorld(row.world) ? row.world : 'de';
    const body = request.body;
    const language = textLanguageOf(world, body.text_language, row.language);
    if (body.subject_ids?.length) {
      const known = await ctx.db.query<{ id: number }>('SELECT id FROM subjects WHERE world = $1 AND id = ANY($2::int[])', [world, body.subject_ids]);
      if (known.length !== body.subject_ids.length) throw badRequest('validation_failed', `body field "subject_ids" holds a subject not offered in ${world}`, 'subject_ids');
    }
    const badType = body.school_types?.find((t) => !(SCHOOL_TYPES as readonly string[]).includes(t));
    if (badType) throw badRequest('validation_failed', `body field "school_types" must be of: ${SCHOOL_TYPES.join(', ')}`, 'school_types');
    const title = body.title?.trim() ?? row.title;
    if (title.length < 5) throw badRequest('validation_failed', 'body field "title" must have at least 5 characters', 'title');
    // Prices are kept in hundredths (spec §5 integer cents); whole-number currencies round down.
    const priceCents = body.price === undefined ? row.price_cents : Math.floor(body.price * 100 + 1e-6);
    await ctx.db.query(
      `UPDATE materials SET title = $2, slug = $3, description = $4, price_cents = $5, material_type = $6, subject_ids = $7::int[],
              grades = $8::int[], school_types = $9::text[], language = $10, ts_config = $11::regconfig WHERE id = $1`,
      [row.id, title, slugify(title), body.description === undefined ? row.description : toHtml(body.description), priceCents,
        body.material_type ?? row.material_type, body.subject_ids ?? row.subject_ids, (body.grades ?? row.grades).sort((a, b) => a - b),
        body.school_types ?? row.school_types, language, tsConfigFor(language, world)],
    );
    const updated = await ownUpload(ctx, row.id, user.id);
    if (updated.status === 'published') await ctx.db.query('UPDATE materials SET keywords = $2 WHERE id = $1', [row.id, await keywordsOf(ctx, updated, world)]);
    return { item: toUpload(updated) };
  });

  app.post('/v3/uploads/material/:id/publish', {
    schema: {
      tags: ['uploads'],
      summary: "Publish an own draft: checks required fields and previews, makes it searchable, notifies the author's followers",
      params: IdParams, querystring: WorldQuery, response: { 200: UploadMaterialResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user, row } = await callersUpload(ctx, request);
    await checkPublishable(ctx, row);
    await publishRow(ctx, row);
    return { item: toUpload(await ownUpload(ctx, row.id, user.id)) };
  });
}
