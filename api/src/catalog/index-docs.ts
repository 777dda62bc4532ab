import { emptyFacets, sortFacets, type FacetCounts, type FacetRow } from './facet-types';
import type { FacetName, SearchFilters } from './search-query';
import { SHOWN_COLUMNS, type Shown, type ShownRow } from './index-shown';
import type { PageDoc } from './summary-texts';
import type { QueryItem } from './ts-rank';

/**
 * The materials of the in-memory search index (search-index.ts) as rows read from PostgreSQL and
 * as the changed documents kept beside a built index (world-index.ts), with the sort orders and
 * the filters applied to such a document.
 */
export const SORTS = ['bestseller', 'newest', 'price_asc', 'price_desc', 'rating'] as const;
export type SortKey = (typeof SORTS)[number];

/** One published material as search needs it. */
export interface Doc {
  id: number;
  subjects: number[];
  grades: number[];
  years: number[];
  type: string;
  schools: string[];
  price: number;
  language: string;
  author: number;
  interactive: boolean;
  sales: number;
  /** created_at in microseconds since 1970 (exact: below 2^53). */
  created: number;
  ratingSum: number;
  ratingCount: number;
}

/** A changed material kept beside the built index, matched by its own lexemes. */
export interface ExtraDoc extends Doc {
  /** Its vector's lexemes in order, and their positions. */
  lexemes: string[];
  positions: Map<string, number[]>;
  shown: Shown;
}

/** A material as the index reads it (DOC_COLUMNS FROM index-shown.ts DOC_FROM). */
export interface DocRow extends ShownRow {
  id: number;
  subject_ids: number[];
  grades: number[];
  learning_years: number[];
  material_type: string;
  school_types: string[];
  final_price_cents: number;
  language: string;
  author_id: number;
  interactive: boolean;
  sales_count: number;
  created_us: string;
  rating_sum: number;
  rating_count: number;
  /** search_vector as text: lexemes with positions and weights (ts-rank.ts parseVector). */
  vector: string;
}

export const DOC_COLUMNS = `m.id, m.subject_ids, m.grades, m.learning_years, m.material_type, m.school_types, m.final_price_cents,
  m.language, m.author_id, m.interactive_id IS NOT NULL AS interactive, m.sales_count,
  (extract(epoch FROM m.created_at) * 1000000)::bigint::text AS created_us, m.rating_sum, m.rating_count,
  m.search_vector::text AS vector, ${SHOWN_COLUMNS}`;

export const toDoc = (r: DocRow): Doc => ({
  id: r.id, subjects: r.subject_ids, grades: r.grades, years: r.learning_years, type: r.material_type, schools: r.school_types,
  price: r.final_price_cents, language: r.language, author: r.author_id, interactive: r.interactive, sales: r.sales_count,
  created: Number(r.created_us), ratingSum: r.rating_sum, ratingCount: r.rating_count,
});

/** The fields the sort orders read. */
export type SortFields = Pick<Doc, 'id' | 'sales' | 'created' | 'price' | 'ratingSum' | 'ratingCount'>;

const average = (d: SortFields) => (d.ratingCount ? d.ratingSum / d.ratingCount : null);

/** The orders of ORDER_BY (search-query.ts), the same ties. */
export const COMPARE: Record<SortKey, (a: SortFields, b: SortFields) => number> = {
  bestseller: (a, b) => b.sales - a.sales || a.id - b.id,
  newest: (a, b) => b.created - a.created || b.id - a.id,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  price_desc: (a, b) => b.price - a.price || a.id - b.id,
  rating: (a, b) => {
    const x = average(a);
    const y = average(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return y - x;
    }
    return b.ratingCount - a.ratingCount || a.id - b.id;
  },
};

/**
 * to_tsquery's text of our AND-of-words queries (`'bruch':*`, `'klass' & '5':*`, '' for only stop
 * words) as items; null for anything else (a word the parser split: `<->`), which the SQL path answers.
 */
export function parseTsQueryText(text: string): QueryItem[] | null {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const items: QueryItem[] = [];
  const re = /\s*'((?:[^']|'')*)'(:\*)?\s*(&|$)/y;
  let at = 0;
  while (at < trimmed.length) {
    re.lastIndex = at;
    const m = re.exec(trimmed);
    if (!m) return null;
    items.push({ lexeme: m[1]!.replace(/''/g, "'"), prefix: Boolean(m[2]) });
    at = re.lastIndex;
    if (!m[3]) break;
  }
  return at >= trimmed.length ? items : null;
}

/** How the non-facet filters read a document: a changed one (DOC_FIELDS), or a built one by its position (world-index.ts). */
export interface BaseFields<T> {
  hasYear(t: T, years: ReadonlySet<number>): boolean;
  price(t: T): number;
  language(t: T): string;
  author(t: T): number;
  interactive(t: T): boolean;
}

export const DOC_FIELDS: BaseFields<Doc> = {
  hasYear: (d, years) => d.years.some((y) => years.has(y)),
  price: (d) => d.price,
  language: (d) => d.language,
  author: (d) => d.author,
  interactive: (d) => d.interactive,
};

/** The filters' non-facet conditions (no counts of their own), as buildWhere's; null: none. */
export function basePredicate<T>(f: SearchFilters, get: BaseFields<T>): ((t: T) => boolean) | null {
  const tests: Array<(t: T) => boolean> = [];
  if (f.learning_years?.length) {
    const years = new Set(f.learning_years);
    tests.push((t) => get.hasYear(t, years));
  }
  if (f.price_min !== undefined) {
    const min = Math.round(f.price_min * 100);
    tests.push((t) => get.price(t) >= min);
  }
  if (f.price_max !== undefined) {
    const max = Math.round(f.price_max * 100);
    tests.push((t) => get.price(t) <= max);
  }
  if (f.text_language) {
    const language = f.text_language;
    tests.push((t) => get.language(t) === language);
  }
  if (f.author_id) {
    const author = f.author_id;
    tests.push((t) => get.author(t) === author);
  }
  if (f.interactive) tests.push((t) => get.interactive(t));
  if (!tests.length) return null;
  return (t) => tests.every((test) => test(t));
}

type FacetTest = ((d: Doc) => boolean) | null;

/** One test per chosen facet (null: not chosen), as buildFacetParts' flags. */
export function facetTests(f: SearchFilters): Record<FacetName, FacetTest> {
  const overlaps = <T>(values: T[] | undefined, of: (d: Doc) => T[]): FacetTest => {
    if (!values?.length) return null;
    const set = new Set(values);
    return (d) => of(d).some((v) => set.has(v));
  };
  return {
    subject: overlaps(f.subject, (d) => d.subjects),
    class_grade: overlaps(f.class_grade, (d) => d.grades),
    material_type: f.material_type?.length ? ((types) => (d: Doc) => types.has(d.type))(new Set(f.material_type)) : null,
    school_type: overlaps(f.school_type, (d) => d.schools),
    price: f.price ? (f.price === 'free' ? (d) => d.price === 0 : (d) => d.price > 0) : null,
  };
}

export const FACETS: readonly FacetName[] = ['subject', 'class_grade', 'material_type', 'school_type', 'price'];

/** Counts per facet value; subject and class_grade ids are numbers. */
export class Tally {
  readonly maps: Record<FacetName, Map<number | string, number>> = {
    subject: new Map(), class_grade: new Map(), material_type: new Map(), school_type: new Map(), price: new Map(),
  };

  add(facet: FacetName, d: Doc): void {
    const map = this.maps[facet];
    const bump = (v: number | string) => map.set(v, (map.get(v) ?? 0) + 1);
    switch (facet) {
      case 'subject': for (const v of d.subjects) bump(v); break;
      case 'class_grade': for (const v of d.grades) bump(v); break;
      case 'school_type': for (const v of d.schools) bump(v); break;
      case 'material_type': bump(d.type); break;
      case 'price': bump(d.price === 0 ? 'free' : 'paid'); break;
    }
  }
}

/** What a search over the index found: the exact counts and the page's summaries in order. */
export interface IndexMatch extends FacetCounts {
  /** The page's documents, in order (summary-texts.ts writes their summaries). */
  docs: PageDoc[];
}

/** A document of a result: a built one (`idx`), or a changed one (`extra`, idx -1). */
export type Hit = SortFields & { idx: number; extra?: ExtraDoc };

/** The first `count` of built hits and changed documents, each already in `compare`'s order. */
export function mergeInOrder(base: Hit[], extras: ExtraDoc[], compare: (a: SortFields, b: SortFields) => number, count: number): Hit[] {
  const picks: Hit[] = [];
  let a = 0;
  let b = 0;
  while (picks.length < count && (a < base.length || b < extras.length)) {
    if (b >= extras.length || (a < base.length && compare(base[a]!, extras[b]!) <= 0)) picks.push(base[a++]!);
    else {
      const extra = extras[b++]!;
      picks.push({ ...extra, idx: -1, extra });
    }
  }
  return picks;
}

/** A changed row as a document kept beside the built index. */
export function extraDoc(r: DocRow, entries: Array<[string, number[]]>, shown: Shown): ExtraDoc {
  return { ...toDoc(r), lexemes: entries.map(([l]) => l), positions: new Map(entries), shown };
}

/** The position lists of a changed document's lexemes a query item matches (ts-rank.ts EntriesOf). */
export const extraEntries = (d: ExtraDoc) => (item: QueryItem): number[][] => (item.prefix
  ? d.lexemes.filter((l) => l.startsWith(item.lexeme)).map((l) => d.positions.get(l)!)
  : d.positions.has(item.lexeme) ? [d.positions.get(item.lexeme)!] : []);

/**
 * The changed documents' part of a search: each facet's counts over the documents every OTHER
 * chosen facet admits (multi-select), added to `tally`; returns the documents passing every filter.
 */
export function countExtras(extras: Iterable<ExtraDoc>, f: SearchFilters, alternatives: QueryItem[][] | null, tally: Tally): ExtraDoc[] {
  const base = basePredicate(f, DOC_FIELDS);
  const tests = facetTests(f);
  const chosen = FACETS.filter((name) => tests[name] !== null);
  const matches = (d: ExtraDoc) => !alternatives || alternatives.some((items) => items.length > 0
    && items.every((it) => (it.prefix ? d.lexemes.some((l) => l.startsWith(it.lexeme)) : d.positions.has(it.lexeme))));
  const passing: ExtraDoc[] = [];
  for (const d of extras) {
    if (!matches(d) || (base && !base(d))) continue;
    const failed = chosen.filter((name) => !tests[name]!(d));
    if (failed.length > 1) continue;
    if (failed.length === 1) tally.add(failed[0]!, d);
    else {
      for (const name of FACETS) tally.add(name, d);
      passing.push(d);
    }
  }
  return passing;
}

/** The facet counts of a search as the API's rows (subjects titled, unknown subjects left out, as the SQL path's join). */
export function facetRows(tally: Tally, titles: Map<number, string>): FacetCounts['facets'] {
  const facets = emptyFacets();
  for (const name of FACETS) {
    for (const [id, count] of tally.maps[name]) {
      if (name === 'subject') {
        const title = titles.get(id as number);
        if (title !== undefined) facets.subject.push({ id, title, count });
      } else facets[name].push({ id, title: null, count } satisfies FacetRow);
    }
  }
  return sortFacets(facets);
}
