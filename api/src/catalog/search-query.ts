import type { World } from '../worlds';
import { isWorld, tsConfigFor, WORLD_INFO } from '../worlds';

/** Filters of GET /v1/search, already validated by the route schema. */
export interface SearchFilters {
  world: World;
  q?: string;
  subject?: number[];
  class_grade?: number[];
  learning_years?: number[];
  material_type?: string[];
  school_type?: string[];
  price?: 'free' | 'paid';
  price_min?: number;
  price_max?: number;
  text_language?: string;
  author_id?: number;
  interactive?: boolean;
}

/** A statement and its parameters (the bench prints their plans). */
export interface SqlQuery {
  sql: string;
  params: unknown[];
}

export type FacetName = 'subject' | 'class_grade' | 'material_type' | 'school_type' | 'price';

/**
 * Free text -> a safe tsquery: only letters and digits survive (no tsquery operators, no SQL),
 * words are ANDed and the last one is a prefix so results appear while typing.
 */
export function toTsQuery(q: string): string | null {
  const words = q.normalize('NFC').match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  if (!words.length) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** Rows whose id % SAMPLE_MODULUS is 0 form the sample broad searches count (their own index per world: migration 042). */
export const SAMPLE_MODULUS = 32;

/** The text configurations a world's materials are indexed in (spec §1: es also ca, eu, gl), plus simple. */
export function worldConfigs(world: World): string[] {
  const extra = world === 'es' ? [tsConfigFor('ca', world), tsConfigFor('eu', world), tsConfigFor('gl', world)] : [];
  return [...new Set([WORLD_INFO[world].tsConfig, ...extra, 'simple'])];
}

/**
 * The query as ONE tsquery: the words parsed in every configuration of the world, ORed. Each
 * material's vector is in its own language's configuration; one `@@` against the union is one
 * GIN scan (an OR of two `@@` conditions was filtered row by row). Config names come from the
 * fixed table in worlds.ts, never from the request.
 */
export function tsQueryExpr(world: World, queryParam: string): string {
  return `(${worldConfigs(world).map((c) => `to_tsquery('${c}', ${queryParam})`).join(' || ')})`;
}

/**
 * The world as a SQL literal, not a parameter: each world's text and sample GIN indexes are partial
 * (`WHERE world = 'de'`, migration 042) and a prepared statement's generic plan can only use a
 * partial index whose predicate its own text proves. Only the fixed world codes pass.
 */
export function worldLiteral(world: World): string {
  if (!isWorld(world)) throw new Error(`not a world: ${String(world)}`);
  return `'${world}'`;
}

export interface WhereOptions {
  /** Only the 1-in-SAMPLE_MODULUS sample (the predicate of the world's sample index: the other rows are never visited). */
  sample?: boolean;
}

/** WHERE clause + params; `without` drops one facet's own filter (multi-select facet counts). */
export function buildWhere(
  f: SearchFilters, without?: FacetName, options: WhereOptions = {},
): { where: string; params: unknown[]; tsq: string | null; tsqExpr: string | null } {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts = [`m.status = 'published'`, `m.world = ${worldLiteral(f.world)}`];
  const tsq = f.q ? toTsQuery(f.q) : null;
  if (f.q && !tsq) parts.push('false');
  const tsqSql = tsq ? tsQueryExpr(f.world, p(tsq)) : null;
  if (tsqSql) parts.push(`m.search_vector @@ ${tsqSql}`);
  if (options.sample) parts.push(`(m.id % ${SAMPLE_MODULUS}) = 0`);
  if (f.subject?.length && without !== 'subject') parts.push(`m.subject_ids && ${p(f.subject)}::int[]`);
  if (f.class_grade?.length && without !== 'class_grade') parts.push(`m.grades && ${p(f.class_grade)}::int[]`);
  if (f.learning_years?.length) parts.push(`m.learning_years && ${p(f.learning_years)}::int[]`);
  if (f.material_type?.length && without !== 'material_type') parts.push(`m.material_type = ANY(${p(f.material_type)}::text[])`);
  if (f.school_type?.length && without !== 'school_type') parts.push(`m.school_types && ${p(f.school_type)}::text[]`);
  if (f.price && without !== 'price') parts.push(f.price === 'free' ? 'm.final_price_cents = 0' : 'm.final_price_cents > 0');
  if (f.price_min !== undefined) parts.push(`m.final_price_cents >= ${p(Math.round(f.price_min * 100))}`);
  if (f.price_max !== undefined) parts.push(`m.final_price_cents <= ${p(Math.round(f.price_max * 100))}`);
  if (f.text_language) parts.push(`m.language = ${p(f.text_language)}`);
  if (f.author_id) parts.push(`m.author_id = ${p(f.author_id)}`);
  if (f.interactive) parts.push('m.interactive_id IS NOT NULL');
  return { where: parts.join(' AND '), params, tsq, tsqExpr: tsqSql };
}

export const ORDER_BY: Record<string, string> = {
  newest: 'm.created_at DESC, m.id DESC',
  price_asc: 'm.final_price_cents ASC, m.id ASC',
  price_desc: 'm.final_price_cents DESC, m.id ASC',
  rating: '(m.rating_sum::float / NULLIF(m.rating_count, 0)) DESC NULLS LAST, m.rating_count DESC, m.id ASC',
  bestseller: 'm.sales_count DESC, m.id ASC',
};

export const FACET_NAMES: readonly FacetName[] = ['subject', 'class_grade', 'material_type', 'school_type', 'price'];

/**
 * For the one-pass facet query: the WHERE clause without any facet filter, plus one boolean
 * expression per facet filter ('true' when unset). A facet's counts are the base rows where every
 * OTHER facet's flag holds (multi-select: a facet's own choice does not narrow its own counts).
 */
export function buildFacetParts(
  f: SearchFilters, options: WhereOptions = {},
): { where: string; params: unknown[]; flags: Record<FacetName, string>; tsqExpr: string | null } {
  const { subject, class_grade, material_type, school_type, price, ...rest } = f;
  const base = buildWhere(rest, undefined, options);
  const params = base.params;
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const flags: Record<FacetName, string> = {
    subject: subject?.length ? `m.subject_ids && ${p(subject)}::int[]` : 'true',
    class_grade: class_grade?.length ? `m.grades && ${p(class_grade)}::int[]` : 'true',
    material_type: material_type?.length ? `m.material_type = ANY(${p(material_type)}::text[])` : 'true',
    school_type: school_type?.length ? `m.school_types && ${p(school_type)}::text[]` : 'true',
    price: price ? (price === 'free' ? 'm.final_price_cents = 0' : 'm.final_price_cents > 0') : 'true',
  };
  // A row failing two chosen facets counts nowhere: with 2+ facets chosen the base keeps only rows
  // passing all but at most one of them (an index condition, so the rest is never visited).
  const active = FACET_NAMES.filter((n) => flags[n] !== 'true');
  const nearly = active.length < 2 ? [] : [`(${active.map((a) => `(${active.filter((o) => o !== a).map((o) => flags[o]).join(' AND ')})`).join(' OR ')})`];
  return { where: [base.where, ...nearly].join(' AND '), params, flags, tsqExpr: base.tsqExpr };
}

/** A stable cache key: the same result set whatever the order or duplicates of the chosen values. */
export function normaliseFilters(f: SearchFilters): string {
  const sorted = <T extends number | string>(list?: T[]) => (list?.length ? [...new Set(list)].sort() : null);
  return JSON.stringify([
    f.world, f.q ? toTsQuery(f.q)?.toLowerCase() ?? '' : null, sorted(f.subject), sorted(f.class_grade), sorted(f.learning_years),
    sorted(f.material_type), sorted(f.school_type), f.price ?? null,
    f.price_min === undefined ? null : Math.round(f.price_min * 100), f.price_max === undefined ? null : Math.round(f.price_max * 100),
    f.text_language ?? null, f.author_id ?? null, f.interactive ? true : null,
  ]);
}
