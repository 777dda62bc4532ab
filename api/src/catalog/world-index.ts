import type { World } from '../worlds';
import { anyIn, countEvery, countIn, Interner, multi, type FacetColumns, type Multi } from './index-columns';
import {
  basePredicate, COMPARE, countExtras, extraDoc, extraEntries, facetRows, SORTS, Tally,
  type BaseFields, type DocRow, type ExtraDoc, type Hit, type IndexMatch, type SortKey,
} from './index-docs';
import { ShownMaker, type Shown } from './index-shown';
import { SortOrders } from './index-orders';
import { TextIndex } from './index-text';
import type { ChangeMarks } from './world-feed';
import { RELEVANCE_CANDIDATES } from './search-page';
import type { FacetName, SearchFilters } from './search-query';
import { parseVector, rankQuery, rankWith, type QueryItem } from './ts-rank';

/** Changed rows are kept beside the built index until they are this many (then it is built anew). */
const MAX_EXTRAS_SHARE = 0.05;
const MIN_EXTRAS_REBUILD = 500;
/** Built anew this often anyway (the backstop for a change missed by every other rule). */
const REBUILD_MS = 10 * 60_000;

/**
 * A world's index as built from one snapshot (columns of typed arrays, one entry per published
 * material in id order), plus the materials changed since (`extras`, matched one by one).
 */
export class WorldIndex implements FacetColumns {
  readonly builtAt = Date.now();
  private readonly n: number;
  private readonly ids: Int32Array;
  private readonly sales: Int32Array;
  private readonly created: Float64Array;
  readonly price: Int32Array;
  private readonly ratingSum: Int32Array;
  private readonly ratingCount: Int32Array;
  private readonly author: Int32Array;
  private readonly interactive: Uint8Array;
  private readonly language: Int32Array;
  readonly type: Int32Array;
  readonly subjects: Multi;
  readonly grades: Multi;
  readonly schools: Multi;
  private readonly years: Multi;
  private readonly subjectIds = new Interner<number>();
  private readonly gradeIds = new Interner<number>();
  private readonly schoolIds = new Interner<string>();
  private readonly yearIds = new Interner<number>();
  private readonly typeIds = new Interner<string>();
  private readonly languageIds = new Interner<string>();
  readonly alive: Uint8Array;
  private readonly idxById = new Map<number, number>();
  /** The sort orders (index-orders.ts), set by build. */
  private orders!: SortOrders;
  /** Per facet (FACET_ORDER), per interned value: the built documents having it (browsing with chosen values reads only these). */
  private readonly valueDocs: Int32Array[][];
  /** Every facet's counts over the alive built documents (browsing without a filter reads them as they are). */
  private readonly allCounts: { facets: Int32Array[]; total: number };
  private readonly extras = new Map<number, ExtraDoc>();
  /** What a page shows of each built document (index-shown.ts). */
  private readonly shown: Shown[];
  /** The change numbers this index has read up to (world-feed.ts). */
  private readonly marks: ChangeMarks;

  private constructor(readonly world: World, rows: DocRow[], marks: ChangeMarks, readonly removals: number, private readonly text: TextIndex) {
    this.marks = marks;
    const n = (this.n = rows.length);
    this.ids = Int32Array.from(rows, (r) => r.id);
    this.sales = Int32Array.from(rows, (r) => r.sales_count);
    this.created = Float64Array.from(rows, (r) => Number(r.created_us));
    this.price = Int32Array.from(rows, (r) => r.final_price_cents);
    this.ratingSum = Int32Array.from(rows, (r) => r.rating_sum);
    this.ratingCount = Int32Array.from(rows, (r) => r.rating_count);
    this.author = Int32Array.from(rows, (r) => r.author_id);
    this.interactive = Uint8Array.from(rows, (r) => (r.interactive ? 1 : 0));
    this.language = Int32Array.from(rows, (r) => this.languageIds.of(r.language));
    this.type = Int32Array.from(rows, (r) => this.typeIds.of(r.material_type));
    this.subjects = multi(rows, (r) => r.subject_ids, this.subjectIds);
    this.grades = multi(rows, (r) => r.grades, this.gradeIds);
    this.schools = multi(rows, (r) => r.school_types, this.schoolIds);
    this.years = multi(rows, (r) => r.learning_years, this.yearIds);
    this.alive = new Uint8Array(n).fill(1);
    rows.forEach((r, i) => this.idxById.set(r.id, i));
    this.valueDocs = this.buildValueDocs();
    this.allCounts = { facets: this.valueDocs.map((docs) => Int32Array.from(docs, (d) => d.length)), total: n };
    const maker = new ShownMaker();
    this.shown = rows.map((r) => maker.of(r));
  }

  /**
   * A world's index from its published rows. Other requests are answered between the parts: the
   * text index a chunk at a time, then the columns, then each sort order. Measured on de: 100k
   * materials, the longest stretch 0.37 s -> 0.07 s; 1M, 3.5 s -> 0.5 s (a rebuild comes every
   * 10 minutes or after 5 % changed rows, and it must not stop the process's other answers).
   */
  static async build(world: World, rows: DocRow[], marks: ChangeMarks, removals: number): Promise<WorldIndex> {
    const text = await TextIndex.of(rows);
    const index = new WorldIndex(world, rows, marks, removals, text);
    index.orders = await SortOrders.of(index.n, (i) => index.fields(i));
    return index;
  }

  /**
   * A zeroed mask over the built documents, kept between searches (a search runs without awaiting,
   * so one at a time uses them): two masks of n bytes per search were most of its garbage.
   */
  private scratch(k: 0 | 1 | 2): Uint8Array {
    const mask = (this.masks[k] ??= new Uint8Array(this.n));
    mask.fill(0);
    return mask;
  }

  private readonly masks: Uint8Array[] = [];

  private fields(i: number): Hit {
    return { idx: i, id: this.ids[i]!, sales: this.sales[i]!, created: this.created[i]!, price: this.price[i]!, ratingSum: this.ratingSum[i]!, ratingCount: this.ratingCount[i]! };
  }

  get size(): number {
    return this.n;
  }

  get changed(): number {
    return this.extras.size;
  }

  /** Whether the changes kept beside the index have grown past its share (build anew). */
  get worn(): boolean {
    return this.extras.size > Math.max(MIN_EXTRAS_REBUILD, this.n * MAX_EXTRAS_SHARE) || Date.now() - this.builtAt > REBUILD_MS;
  }

  /** The change number to read from (world-feed.ts ChangeMarks). */
  since(now: number): number {
    return this.marks.since(now);
  }

  /** The rows (any status) whose change number passed `since`, read at `now` with the sequence at `seq`. */
  apply(rows: Array<DocRow & { status: string; world: string }>, now: number, seq: number): void {
    const maker = new ShownMaker();
    for (const r of rows) {
      const idx = this.idxById.get(r.id);
      if (idx !== undefined && this.alive[idx]) {
        this.alive[idx] = 0;
        this.forget(idx);
      }
      if (r.status === 'published' && r.world === this.world) this.extras.set(r.id, extraDoc(r, parseVector(r.vector), maker.of(r)));
      else this.extras.delete(r.id);
    }
    this.marks.read(now, seq);
  }

  /** Per facet, per interned value, the documents having it (a document once per value it has). */
  private buildValueDocs(): Int32Array[][] {
    const lists: number[][][] = [this.subjectIds, this.gradeIds, this.typeIds, this.schoolIds].map((ids) => ids.values.map(() => []));
    lists.push([[], []]);
    for (let i = 0; i < this.n; i++) {
      this.eachValue(i, (facet, value) => lists[facet]![value]!.push(i));
    }
    return lists.map((facet) => facet.map((docs) => Int32Array.from(docs)));
  }

  /** Calls `fn` with (facet in FACET_ORDER, interned value) for every facet value of document i, as the counts count them. */
  private eachValue(i: number, fn: (facet: number, value: number) => void): void {
    const each = (m: Multi, facet: number) => {
      for (let k = m.off[i]!, end = m.off[i + 1]!; k < end; k++) fn(facet, m.vals[k]!);
    };
    each(this.subjects, 0);
    each(this.grades, 1);
    fn(2, this.type[i]!);
    each(this.schools, 3);
    fn(4, this.price[i] === 0 ? 0 : 1);
  }

  /** Marks (and lists, given `docs`) the built documents having a chosen value of a chosen facet. */
  private markChosen(chosenFacets: number[], valueMasks: Array<Uint8Array | null>, marks: Uint8Array, docs: number[] | null): Uint8Array {
    for (const facet of chosenFacets) {
      valueMasks[facet]!.forEach((on, value) => {
        if (on) for (const i of this.valueDocs[facet]![value]!) if (!marks[i]) {
          marks[i] = 1;
          docs?.push(i);
        }
      });
    }
    return marks;
  }

  /** A built document leaves `allCounts` (it changed or left the catalogue: `extras` has what it is now). */
  private forget(i: number): void {
    this.eachValue(i, (facet, value) => {
      this.allCounts.facets[facet]![value]! -= 1;
    });
    this.allCounts.total -= 1;
  }

  /** A built document's fields as the non-facet filters read them (index-docs.ts basePredicate). */
  private readonly baseFields: BaseFields<number> = {
    hasYear: (i, years) => {
      const { off, vals } = this.years;
      for (let k = off[i]!, end = off[i + 1]!; k < end; k++) if (years.has(this.yearIds.values[vals[k]!]!)) return true;
      return false;
    },
    price: (i) => this.price[i]!,
    language: (i) => this.languageIds.values[this.language[i]!]!,
    author: (i) => this.author[i]!,
    interactive: (i) => this.interactive[i] === 1,
  };

  /**
   * Counts and page of a search: `alternatives` is the query in each of the world's text
   * configurations (null: no text; an empty list: text that matches nothing).
   */
  search(f: SearchFilters, alternatives: QueryItem[][] | null, sort: string, page: number, perPage: number,
    titles: Map<number, string>, tsq: string | null): IndexMatch {
    const n = this.n;
    // The text's matches are marked in this mask (and listed when few).
    const matchMarks = alternatives ? this.scratch(0) : null;
    const text = alternatives ? this.text.match(alternatives, matchMarks!) : null;
    const base = basePredicate(f, this.baseFields);
    const chosenFacets = [f.subject?.length, f.class_grade?.length, f.material_type?.length, f.school_type?.length, f.price]
      .flatMap((chosen, facet) => (chosen ? [facet] : []));
    // Chosen facet values as masks over the interned values (buildFacetParts' flags).
    const subjectMask = this.subjectIds.mask(f.subject);
    const gradeMask = this.gradeIds.mask(f.class_grade);
    const typeMask = this.typeIds.mask(f.material_type);
    const schoolMask = this.schoolIds.mask(f.school_type);
    const price = f.price ?? null;
    const counts = this.allCounts.facets.map((c) => new Int32Array(c.length));
    const [subjectCounts, gradeCounts, typeCounts, schoolCounts, priceCounts] = counts as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
    let passing = this.scratch(1);
    let passingCount = 0;
    /** The passing documents, when the visit was a list (for a few of them, sorting these beats walking an order). */
    const passingList: number[] = [];
    let total = 0;
    const { subjects, grades, schools, type, alive } = this;
    // Which built documents to visit: the text's matches (a list when few, else every document with
    // their marks); without text or other filters, for chosen facet values only the documents having
    // one (a document outside fails every chosen facet: with one facet chosen it counts for that facet
    // alone, whose counts over all documents are kept); with nothing chosen, none (the kept counts are
    // the answer).
    let visit: ArrayLike<number> | null = text ? text.list : null;
    const textMarks = text && !text.list ? matchMarks : null;
    let chosenMarks: Uint8Array | null = null;
    let kept = -1;
    const valueMasks = [subjectMask, gradeMask, typeMask, schoolMask, price ? Uint8Array.of(price === 'free' ? 1 : 0, price === 'paid' ? 1 : 0) : null];
    if (!text && !base) {
      if (!chosenFacets.length) {
        counts.forEach((c, facet) => c.set(this.allCounts.facets[facet]!));
        total = passingCount = this.allCounts.total;
        passing = alive;
        visit = [];
      } else {
        const docs: number[] = [];
        this.markChosen(chosenFacets, valueMasks, this.scratch(0), docs);
        visit = docs;
        if (chosenFacets.length === 1) {
          kept = chosenFacets[0]!;
          counts[kept]!.set(this.allCounts.facets[kept]!);
        }
      }
    } else if (chosenFacets.length >= 2) {
      // A document with no chosen value of two chosen facets fails both and counts nowhere: only
      // the documents having some chosen value are visited.
      chosenMarks = this.markChosen(chosenFacets, valueMasks, this.scratch(2), null);
    } else if (textMarks && !base && !chosenFacets.length && text!.count * 2 > n) {
      // Most documents match: the kept counts less those of the documents that do not.
      counts.forEach((c, facet) => c.set(this.allCounts.facets[facet]!));
      total = this.allCounts.total;
      for (let i = 0; i < n; i++) {
        if (!alive[i]) textMarks[i] = 0;
        else if (!textMarks[i]) {
          this.eachValue(i, (facet, value) => {
            counts[facet]![value]! -= 1;
          });
          total -= 1;
        }
      }
      passing = textMarks;
      passingCount = total;
      visit = [];
    }
    const size = visit ? visit.length : n;
    if (!chosenFacets.length && !chosenMarks && !base) {
      // The common search (words alone): every match counts in every facet.
      const found = countEvery(this, visit, size, textMarks, counts, passing, passingList);
      total += found;
      passingCount += found;
    } else for (let k = 0; k < size; k++) {
      const i = visit ? visit[k]! : k;
      if ((textMarks && !textMarks[i]) || (chosenMarks && !chosenMarks[i]) || !alive[i] || (base && !base(i))) continue;
      const isFree = this.price[i] === 0;
      // Which chosen facets the document fails: a facet's counts are over the documents every OTHER
      // chosen facet admits (multi-select); failing two, it counts nowhere.
      let failed = -1;
      let fails = 0;
      if (subjectMask && !anyIn(subjects, i, subjectMask)) { failed = 0; fails++; }
      if (gradeMask && !anyIn(grades, i, gradeMask)) { failed = 1; fails++; }
      if (typeMask && !typeMask[type[i]!]) { failed = 2; fails++; }
      if (schoolMask && !anyIn(schools, i, schoolMask)) { failed = 3; fails++; }
      if (price && (price === 'free') !== isFree) { failed = 4; fails++; }
      if (fails > 1) continue;
      if ((failed === -1 || failed === 0) && kept !== 0) countIn(subjects, i, subjectCounts);
      if ((failed === -1 || failed === 1) && kept !== 1) countIn(grades, i, gradeCounts);
      if ((failed === -1 || failed === 2) && kept !== 2) typeCounts[type[i]!]! += 1;
      if ((failed === -1 || failed === 3) && kept !== 3) countIn(schools, i, schoolCounts);
      if ((failed === -1 || failed === 4) && kept !== 4) priceCounts[isFree ? 0 : 1]! += 1;
      if (failed === -1) {
        total += 1;
        passing[i] = 1;
        passingCount += 1;
        if (visit) passingList.push(i);
      }
    }
    const tally = new Tally();
    const passingExtras = this.extras.size ? countExtras(this.extras.values(), f, alternatives, tally) : [];
    total += passingExtras.length;
    const merge = <T extends string | number>(name: FacetName, interner: Interner<T>, counts: ArrayLike<number>) => {
      const map = tally.maps[name];
      for (let k = 0; k < counts.length; k++) if (counts[k]) map.set(interner.values[k]!, (map.get(interner.values[k]!) ?? 0) + counts[k]!);
    };
    merge('subject', this.subjectIds, subjectCounts);
    merge('class_grade', this.gradeIds, gradeCounts);
    merge('material_type', this.typeIds, typeCounts);
    merge('school_type', this.schoolIds, schoolCounts);
    if (priceCounts[0]) tally.maps.price.set('free', (tally.maps.price.get('free') ?? 0) + priceCounts[0]);
    if (priceCounts[1]) tally.maps.price.set('paid', (tally.maps.price.get('paid') ?? 0) + priceCounts[1]);

    const offset = (page - 1) * perPage;
    const end = offset + perPage;
    const relevance = sort === 'relevance' && tsq !== null;
    const key: SortKey = relevance ? 'bestseller' : (SORTS as readonly string[]).includes(sort) ? (sort as SortKey) : 'bestseller';
    const inOrder = this.orders.first(key, relevance ? Math.max(end, RELEVANCE_CANDIDATES) : end, passing, passingCount, passingList, passingExtras);
    const result: IndexMatch = { total, facets: facetRows(tally, titles), approximate: false, docs: [] };
    const show = (hits: Hit[]) => {
      for (const p of hits) result.docs.push({ shown: p.extra?.shown ?? this.shown[p.idx]!, counters: p });
    };
    if (!relevance || !alternatives) {
      show(inOrder.slice(offset, end));
      return result;
    }
    // Relevance (search-page.ts): the most popular RELEVANCE_CANDIDATES by ts_rank (ties: sales, id), then the rest by popularity.
    if (offset < RELEVANCE_CANDIDATES) {
      const query = rankQuery(alternatives);
      const ranges = this.text.ranges(query.items);
      const ranked = inOrder.slice(0, RELEVANCE_CANDIDATES).map((p) => ({
        p, rank: rankWith(query, p.extra ? extraEntries(p.extra) : (item) => this.text.entries(p.idx, ranges.get(item) ?? [])),
      }));
      ranked.sort((a, b) => b.rank - a.rank || COMPARE.bestseller(a.p, b.p));
      show(ranked.slice(offset, Math.min(end, RELEVANCE_CANDIDATES)).map((r) => r.p));
    }
    show(inOrder.slice(Math.max(offset, RELEVANCE_CANDIDATES), end));
    return result;
  }
}
