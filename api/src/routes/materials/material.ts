import { ItemOf, MaterialSchema, SCHOOL_TYPES, type Material, type SchoolType } from '@teachmarket/contracts/api-types';
import { optionalUser } from '../../auth/session';
import { cachedBody, dropCookieWhenPublic, isPersonal, MATERIAL_POLICY, sendCached } from '../../catalog/http-cache';
import { prepared } from '../../catalog/prepared';
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
  files: Array<{ type: string; pages: number | null }>;
  /** A bundle's items as summary rows in JSON (created_at a string), null for a material that is no bundle. */
  bundle_rows: Array<Omit<SummaryRow, 'created_at'> & { created_at: string }> | null;
  contained_in: Array<{ id: number; title: string }>;
  purchase_id: number | null;
}

/**
 * Issue 17: the whole material in ONE prepared statement (it was the detail row, then files, bundle
 * items, containing bundles and purchase in parallel: four or five round trips, each parsed and planned).
 * The lists come back as JSON built by PostgreSQL; $2 is the user (NULL: anonymous, no purchase).
 */
export const MATERIAL_SQL = `SELECT ${SUMMARY_COLUMNS}, m.description, m.school_types, m.learning_years, m.published_at, m.sales_count,
  (SELECT coalesce(json_agg(json_build_object('type', f.type, 'pages', f.pages) ORDER BY f.position), '[]'::json)
     FROM material_files f WHERE f.material_id = m.id) AS files,
  CASE WHEN m.is_bundle THEN (SELECT coalesce(json_agg(row_to_json(x) ORDER BY x.id), '[]'::json) FROM (
    SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} JOIN bundle_items b ON b.material_id = m.id WHERE b.bundle_id = $1
  ) x) END AS bundle_rows,
  (SELECT coalesce(json_agg(json_build_object('id', c.id, 'title', c.title) ORDER BY c.id), '[]'::json)
     FROM bundle_items b JOIN materials c ON c.id = b.bundle_id WHERE b.material_id = m.id AND c.status = 'published') AS contained_in,
  (SELECT p.id FROM purchases p WHERE p.user_id = $2::int AND p.material_id = m.id) AS purchase_id
  FROM ${SUMMARY_FROM} WHERE m.id = $1 AND m.status = 'published'`;

export async function loadMaterial(ctx: Ctx, id: number, userId: number | null): Promise<Material | null> {
  const [row] = await prepared<DetailRow>(ctx.db, MATERIAL_SQL, [id, userId]);
  if (!row) return null;
  const base = ctx.config.publicUrl;
  const pack = packFor(isWorld(row.world) ? row.world : 'de');
  const summary = toSummary(row, base);
  const items = (row.bundle_rows ?? []).map((r) => toSummary({ ...r, created_at: new Date(r.created_at) }, base));
  const itemsPrice = Math.round(items.reduce((sum, i) => sum + i.finalPrice * 100, 0)) / 100;
  return {
    ...summary,
    description: row.description,
    materialFiles: row.files,
    previews: previewPages(row, base),
    bundle: row.is_bundle ? { items, itemsPrice, saving: Math.max(0, Math.round((itemsPrice - summary.finalPrice) * 100) / 100) } : null,
    containedInBundles: row.contained_in,
    schoolTypes: row.school_types
      .filter((t): t is SchoolType => (SCHOOL_TYPES as readonly string[]).includes(t))
      .map((t) => ({ id: t, title: pack.schoolTypes[t] })),
    // The page showed the bare numbers: "7" for a French 5e (the search filters name them, routes/catalog/filters.ts).
    gradeTitles: summary.grades.map((g) => ({ id: g, title: pack.grade(g) })),
    learningYears: row.learning_years,
    isBundleInteractive: row.is_bundle && summary.interactiveId !== null,
    purchase_id: row.purchase_id,
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

