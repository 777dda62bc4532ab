import { Type } from '@sinclair/typebox';
import { SCHOOL_TYPES, SEARCH_SORTS, SearchResponseSchema, type FacetBucket, type Facets } from '../../../../shared-kit/src/api-types';
import { buildWhere, ORDER_BY, type FacetName, type SearchFilters } from '../../catalog/search-query';
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

async function facets(ctx: Ctx, filters: SearchFilters): Promise<Facets> {
  const pack = packFor(filters.world);
  const run = async (name: FacetName, select: string, from: string, group: string, order: string) => {
    const { where, params } = buildWhere(filters, name);
    return ctx.db.query<{ id: number | string; title?: string; count: number }>(
      `SELECT ${select}, count(*)::int AS count FROM ${from} WHERE ${where} GROUP BY ${group} ORDER BY ${order}`,
      params,
    );
  };
  const [subject, grade, type, school, price] = await Promise.all([
    run('subject', 's.id, s.title', 'materials m CROSS JOIN LATERAL unnest(m.subject_ids) sid JOIN subjects s ON s.id = sid', 's.id, s.title', 'count DESC, s.id'),
    run('class_grade', 'g AS id', 'materials m CROSS JOIN LATERAL unnest(m.grades) g', 'g', 'g'),
    run('material_type', 'm.material_type AS id', 'materials m', 'm.material_type', 'count DESC'),
    run('school_type', 'st AS id', 'materials m CROSS JOIN LATERAL unnest(m.school_types) st', 'st', 'count DESC'),
    run('price', "CASE WHEN m.final_price_cents = 0 THEN 'free' ELSE 'paid' END AS id", 'materials m', '1', '1 DESC'),
  ]);
  const [freeTitle, paidTitle] = PRICE_TITLES[filters.world] ?? ['Free', 'Paid'];
  const bucket = (id: number | string, title: string, count: number): FacetBucket => ({ id, title, count });
  return {
    subject: subject.map((r) => bucket(r.id, r.title ?? '', r.count)),
    class_grade: grade.map((r) => bucket(r.id, pack.grade(Number(r.id)), r.count)),
    material_type: type.map((r) => bucket(r.id, pack.materialTypes[r.id as MaterialType] ?? String(r.id), r.count)),
    school_type: school.map((r) => bucket(r.id, pack.schoolTypes[r.id as keyof typeof pack.schoolTypes] ?? String(r.id), r.count)),
    price: price.map((r) => bucket(r.id, r.id === 'free' ? freeTitle : paidTitle, r.count)),
  };
}

export function registerSearch(app: App, ctx: Ctx) {
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
    const [rows, total, facetCounts] = await Promise.all([
      ctx.db.query<SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE ${where} ORDER BY ${order}
         LIMIT $${listParams.length - 1} OFFSET $${listParams.length}`,
        listParams,
      ),
      ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM materials m WHERE ${where}`, params),
      facets(ctx, filters),
    ]);
    return {
      items: rows.map((r) => toSummary(r, ctx.config.publicUrl)),
      total: total[0]?.n ?? 0,
      page: query.page,
      per_page: query.per_page,
      facets: facetCounts,
    };
  });
}
