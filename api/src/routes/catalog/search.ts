import { Type } from '@sinclair/typebox';
import {
  FacetsSchema, MaterialSummarySchema, SCHOOL_TYPES, SEARCH_SORTS, SearchResponseSchema, type FacetBucket, type Facets, type MaterialSummary, type SearchResponse,
} from '@teachmarket/contracts/api-types';
import type { FacetCounts } from '../../catalog/facets';
import { cachedBody, cachedBytes, dropCookieWhenPublic, isPersonal, SEARCH_POLICY, sendCached } from '../../catalog/http-cache';
import { publicReadsOf } from '../../catalog/public-reads';
import { pageRows, planPage } from '../../catalog/search-page';
import { normaliseFilters, type SearchFilters } from '../../catalog/search-query';
import { toSummary } from '../../catalog/summary';
import { packFor } from '../../content/lang';
import { MATERIAL_TYPES, type MaterialType } from '../../content/types';
import type { App, Ctx } from '../../context';
import { badRequest } from '../../errors';
import { errorResponses, PageQuery, StringEnum, WorldParam } from '../../lib/schema';
import type { World } from '../../worlds';

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

const ITEMS_START = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

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
  const reads = publicReadsOf(app, ctx);
  app.get('/v1/search', {
    schema: {
      tags: ['catalog'],
      summary: 'Full-text search with filters, sorting and facet counts (public, cacheable: ETag, Cache-Control)',
      querystring: SearchQuerySchema,
      response: { 200: SearchResponseSchema, ...errorResponses },
    },
    onSend: dropCookieWhenPublic,
  }, async (request, reply) => {
    const query = request.query;
    if (query.page * query.per_page > MAX_SEARCH_WINDOW) {
      throw badRequest('validation_failed', `page * per_page may not exceed ${MAX_SEARCH_WINDOW}`, 'page');
    }
    if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max) {
      throw badRequest('validation_failed', 'price_min must not be greater than price_max', 'price_min');
    }
    const filters: SearchFilters = { ...query, world: query.world as World };
    const personal = await isPersonal(ctx, request);
    const key = `${normaliseFilters(filters)}|${query.sort}|${query.page}|${query.per_page}`;
    // The answer is the same for everyone (nothing user-specific in it): one cache for all.
    const cached = await reads.search.get(key, async () => {
      // The in-memory index (catalog/search-index.ts): exact counts and the page's summaries without
      // a query; the database only parses the words.
      const match = await reads.index.search(filters, query.sort, query.page, query.per_page, {
        baseUrl: ctx.config.publicUrl, serialize: reply.compileSerializationSchema(MaterialSummarySchema) as (s: MaterialSummary) => string,
      });
      if (match) {
        // The summaries' texts are the index's (summary-texts.ts), each written once per document version by
        // this route's serializer: the answer is the bytes the whole answer's serializer would write.
        // Keys in SearchResponseSchema's order.
        const facets = reply.compileSerializationSchema(FacetsSchema)(titled(filters.world, match)) as string;
        const parts: Buffer[] = [ITEMS_START];
        match.items.forEach((item, k) => (k ? parts.push(COMMA, item) : parts.push(item)));
        parts.push(Buffer.from(`],"total":${match.total},"page":${query.page},"per_page":${query.per_page},"facets":${facets}${match.approximate ? ',"approximate":true' : ''}}`));
        return cachedBytes(Buffer.concat(parts), filters.world);
      }
      // The SQL path (a query the index cannot parse, or the index switched off).
      // Facet counts and the total: counts table, one capped query, or the sample (catalog/facets.ts);
      // they decide how the page is found (a dense result walks its sort order: catalog/search-page.ts).
      // An exact count reads every match anyway: it brings the page's ids and summaries along (catalog/facets.ts).
      // The world's total (counts table) only decides the page plan, so it is read only when a page
      // query is needed (cold: one statement less for every search whose exact step brought the ids).
      const counts = await reads.facets.get(filters, { sort: query.sort, page: query.page, perPage: query.per_page });
      // The page's summaries come with its ids (one statement; search-page.ts pageRows).
      let rows = counts.pageRows;
      if (!rows) {
        const world = await reads.facets.get({ world: filters.world });
        const plan = planPage(counts.total, world.total, query.sort, query.page, query.per_page, Boolean(filters.q));
        rows = await pageRows(ctx.db, filters, query.sort, query.page, query.per_page, plan);
      }
      const body: SearchResponse = {
        items: rows.map((r) => toSummary(r, ctx.config.publicUrl)),
        total: counts.total,
        page: query.page,
        per_page: query.per_page,
        facets: titled(filters.world, counts),
        ...(counts.approximate ? { approximate: true } : {}),
      };
      return cachedBody(reply, body, filters.world);
    });
    return sendCached(request, reply, cached, personal, SEARCH_POLICY);
  });
}
