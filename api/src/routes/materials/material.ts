import { ItemOf, MaterialSchema, SCHOOL_TYPES, type Material, type SchoolType } from '@teachmarket/contracts/api-types';
import { optionalUser } from '../../auth/session';
import { cachedBody, dropCookieWhenPublic, isPersonal, MATERIAL_POLICY, sendCached } from '../../catalog/http-cache';
import { publicReadsOf } from '../../catalog/public-reads';
import { hasPreviews, SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../catalog/summary';
import { previewUrls } from '../../catalog/urls';
import { packFor } from '../../content/lang';
import type { App, Ctx } from '../../context';
import { notFound } from '../../errors';
import { DEFAULT_PREVIEW_SIZE, servedPreviews } from '../../previews';
import { errorResponses, IdParams, WorldQuery } from '../../lib/schema';
import { isWorld } from '../../worlds';

interface DetailRow extends SummaryRow {
  description: string; school_types: string[]; learning_years: number[]; published_at: Date; sales_count: number;
}

export async function loadMaterial(ctx: Ctx, id: number, userId: number | null): Promise<Material | null> {
  const [row] = await ctx.db.query<DetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, m.description, m.school_types, m.learning_years, m.published_at, m.sales_count
       FROM ${SUMMARY_FROM} WHERE m.id = $1 AND m.status = 'published'`,
    [id],
  );
  if (!row) return null;
  const base = ctx.config.publicUrl;
  const pack = packFor(isWorld(row.world) ? row.world : 'de');
  const [files, bundleRows, containedIn, purchase] = await Promise.all([
    ctx.db.query<{ type: string; pages: number | null }>('SELECT type, pages FROM material_files WHERE material_id = $1 ORDER BY position', [id]),
    row.is_bundle
      ? ctx.db.query<SummaryRow>(
          `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} JOIN bundle_items b ON b.material_id = m.id WHERE b.bundle_id = $1 ORDER BY m.id`,
          [id],
        )
      : Promise.resolve([]),
    ctx.db.query<{ id: number; title: string }>(
      `SELECT m.id, m.title FROM bundle_items b JOIN materials m ON m.id = b.bundle_id WHERE b.material_id = $1 AND m.status = 'published'`,
      [id],
    ),
    userId
      ? ctx.db.query<{ id: number }>('SELECT id FROM purchases WHERE user_id = $1 AND material_id = $2', [userId, id])
      : Promise.resolve([]),
  ]);
  const summary = toSummary(row, base);
  const items = bundleRows.map((r) => toSummary(r, base));
  const itemsPrice = Math.round(items.reduce((sum, i) => sum + i.finalPrice * 100, 0)) / 100;
  return {
    ...summary,
    description: row.description,
    materialFiles: files,
    previews: previewPages(row, base),
    bundle: row.is_bundle ? { items, itemsPrice, saving: Math.max(0, Math.round((itemsPrice - summary.finalPrice) * 100) / 100) } : null,
    containedInBundles: containedIn,
    schoolTypes: row.school_types
      .filter((t): t is SchoolType => (SCHOOL_TYPES as readonly string[]).includes(t))
      .map((t) => ({ id: t, title: pack.schoolTypes[t] })),
    learningYears: row.learning_years,
    isBundleInteractive: row.is_bundle && summary.interactiveId !== null,
    purchase_id: purchase[0]?.id ?? null,
    publishedAt: row.published_at.toISOString(),
    pages: row.pages,
    salesCount: row.sales_count,
  };
}

/**
 * The watermarked preview pages with their pixel sizes (the gallery reserves the space): those of
 * the finished render, capped by the seller's choice; before the first render (seeded materials)
 * as many as the seller shows, at A4 size, drawn on their first request.
 */
function previewPages(row: SummaryRow, base: string): Material['previews'] {
  const served = servedPreviews({ ready_version: row.preview_version, ready_sizes: row.preview_sizes ?? [] }, row.preview_pages);
  const sizes = served?.sizes ?? (hasPreviews(row) ? Array.from({ length: Math.min(row.preview_pages, Math.max(1, row.pages)) }, () => DEFAULT_PREVIEW_SIZE) : []);
  return sizes.map(([width, height], i) => ({ ...previewUrls(base, row.id, i + 1, served?.version ?? null), width, height }));
}

export function registerMaterial(app: App, ctx: Ctx) {
  const reads = publicReadsOf(app, ctx);
  app.get('/v1/materials/:id', {
    schema: {
      tags: ['materials'],
      summary: 'One material with description, files, previews and bundle contents (anonymous: public, cacheable)',
      params: IdParams,
      querystring: WorldQuery,
      response: { 200: ItemOf(MaterialSchema), ...errorResponses },
    },
    onSend: dropCookieWhenPublic,
  }, async (request, reply) => {
    // Issue 17: an anonymous read is public (ETag, short shared-cache lifetime, Vary: Authorization)
    // and served from memory until the change feed reports its world changed; a logged-in user's
    // answer carries purchase_id and is `private, no-store`.
    const personal = await isPersonal(ctx, request);
    const user = personal ? await optionalUser(ctx, request) : null;
    const id = request.params.id;
    const compute = async () => {
      const item = await loadMaterial(ctx, id, user?.id ?? null);
      if (!item) throw notFound('Material', id);
      return cachedBody(reply, { item }, item.world);
    };
    const cached = personal ? (await compute()).value : await reads.material.get(`material|${id}`, compute);
    return sendCached(request, reply, cached, personal, MATERIAL_POLICY);
  });
}

