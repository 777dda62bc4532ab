import { Type } from '@sinclair/typebox';
import { SCHOOL_TYPES, SEARCH_SORTS, SearchResponseSchema, type FacetBucket, type Facets } from '../../../../shared-kit/src/api-types';
import { FacetCache, type FacetCounts } from '../../catalog/facets';
import { buildWhere, ORDER_BY, type SearchFilters } from '../../catalog/search-query';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../catalog/summary';
import { packFor } from '../../content/lang';
import { MATERIAL_TYPES, type MaterialType } from '../../content/types';
import type { App, Ctx } from '../../context';
import { badRequest } from '../../errors';
import { errorResponses, PageQuery, StringEnum, WorldParam } from '../../lib/schema';
import { WORLD_INFO, type World } from '../../worlds';

const IntList = Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 50 });

export const SearchQuerySchema = Type.Object({
  world: WorldParam,
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...PageQuery,
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 24 }),
  sort: StringEnum(SEARCH_SORTS, { default: 'relevance' }),
  subject: Type.Optional(IntList),
  class_grade: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 13 }), { maxItems: 13 })),
  learning_years: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 13 }), { maxItems: 13 })),
  material_type: Type.Optional(Type.Array(StringEnum(MATERIAL_TYPES), { maxItems: 20 })),
  school_type: Type.Optional(Type.Array(StringEnum(SCHOOL_TYPES), { maxItems: 20 })),
  price: Type.Optional(StringEnum(['free', 'paid'] as const)),
  price_min: Type.Optional(Type.Number({ minimum: 0, maximum: 100000000 })),
  price_max: Type.Optional(Type.Number({ minimum: 0, maximum: 100000000 })),
  // spec §1: a language code, or none for materials without text (the Spanish world's choices).
  text_language: Type.Optional(Type.String({ pattern: '^([a-z]{2}|none)$' })),
  author_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  interactive: Type.Optional(Type.Boolean()),
});

/** Deep pages are not useful and expensive: page * per_page is capped. */
export const MAX_SEARCH_WINDOW = 10000;

const PRICE_TITLES: Record<string, [string, string]> = {
  de: ['Kostenlos', 'Kostenpflichtig'], es: ['Gratis', 'De pago'], fr: ['Gratuit', 'Payant'],
  gr: ['Δωρεάν', 'Επί πληρωμή'], it: ['Gratis', 'A pagamento'],
};

/** Localised titles for the raw counts (subjects carry their own title from the database). */
function titled(world: World, counts: FacetCounts): Facets {
  const pack = packFor(world);
  const [freeTitle, paidTitle] = PRICE_TITLES[world] ?? ['Free', 'Paid'];
  const bucket = (id: number | string, title: string, count: number): FacetBucket => ({ id, title, count });
  const f = counts.facets;
  return {
    subject: f.subject.map((r) => bucket(r.id, r.title ?? '', r.count)),
    class_grade: f.class_grade.map((r) => bucket(r.id, pack.grade(Number(r.id)), r.count)),
    material_type: f.material_type.map((r) => bucket(r.id, pack.materialTypes[r.id as MaterialType] ?? String(r.id), r.count)),
    school_type: f.school_type.map((r) => bucket(r.id, pack.schoolTypes[r.id as keyof typeof pack.schoolTypes] ?? String(r.id), r.count)),
    price: f.price.map((r) => bucket(r.id, r.id === 'free' ? freeTitle : paidTitle, r.count)),
  };
}

export function registerSearch(app: App, ctx: Ctx) {
  // Facet counts and the total come from one query, cached per normalised filters (catalog/facets.ts).
  const facetCache = new FacetCache(ctx.db);
  app.addHook('onClose', async () => facetCache.dispose());
  app.get('/v1/search', {
    schema: {
      tags: ['catalog'],
      summary: 'Full-text search with filters, sorting and facet counts',
      querystring: SearchQuerySchema,
      response: { 200: SearchResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const query = request.query;
    if (query.page * query.per_page > MAX_SEARCH_WINDOW) {
      throw badRequest('validation_failed', `page * per_page may not exceed ${MAX_SEARCH_WINDOW}`, 'page');
    }
    if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max) {
      throw badRequest('validation_failed', 'price_min must not be greater than price_max', 'price_min');
    }
    const filters: SearchFilters = { ...query, world: query.world as World };
    const { where, params, tsq } = buildWhere(filters);
    let order = ORDER_BY[query.sort] ?? ORDER_BY.bestseller!;
    const listParams = [...params];
    if (query.sort === 'relevance') {
      if (tsq) {
        listParams.push(WORLD_INFO[filters.world].tsConfig, tsq);
        const n = listParams.length;
        order = `ts_rank(m.search_vector, to_tsquery($${n - 1}::regconfig, $${n})) DESC, m.sales_count DESC, m.id ASC`;
      } else {
        order = ORDER_BY.bestseller!;
      }
    }
    listParams.push(query.per_page, (query.page - 1) * query.per_page);
    // The ranked page is picked by id first, so the summary columns (author join, subject titles)
    // are built for the page's rows only, not for every match before sorting.
    const [ids, counts] = await Promise.all([
      ctx.db.query<{ id: number }>(
        `SELECT m.id FROM materials m WHERE ${where} ORDER BY ${order} LIMIT $${listParams.length - 1} OFFSET $${listParams.length}`,
        listParams,
      ),
      facetCache.get(filters),
    ]);
    const pageIds = ids.map((r) => r.id);
    const found = pageIds.length
      ? await ctx.db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE m.id = ANY($1::int[])`, [pageIds])
      : [];
    const byId = new Map(found.map((r) => [r.id, r]));
    const rows = pageIds.map((id) => byId.get(id)).filter((r): r is SummaryRow => r !== undefined);
    return {
      items: rows.map((r) => toSummary(r, ctx.config.publicUrl)),
      total: counts.total,
      page: query.page,
      per_page: query.per_page,
      facets: titled(filters.world, counts),
    };
  });
}
