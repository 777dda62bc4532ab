import type { SummaryRow } from './summary';

/**
 * Issue 17: what a search page shows of a material (its summary, summary.ts), kept by the in-memory
 * search index with the document, so a search reads no summaries from PostgreSQL. The author's and
 * the preview's parts come from other tables; migration 048 gives the material a new change number
 * when they change, so the index reads it again as it does after an edit.
 */

/** The summary's columns the index reads besides its search fields (index-docs.ts DOC_COLUMNS). */
export const SHOWN_COLUMNS = `m.slug, m.title, m.price_cents, m.currency_code, m.discount, m.sale, m.is_bundle,
  m.best_in_categories, m.interactive_id, m.pages, m.preview_pages, u.slug AS author_slug, u.public_name AS author_name,
  u.image_path AS author_image, pv.state AS preview_state, pv.ready_version AS preview_version, pv.ready_sizes AS preview_sizes`;

/** The tables those columns come from (summary.ts SUMMARY_FROM's joins). */
export const DOC_FROM = 'materials m JOIN users u ON u.id = m.author_id LEFT JOIN material_previews pv ON pv.material_id = m.id';

type Author = Pick<SummaryRow, 'author_id' | 'author_slug' | 'author_name' | 'author_image'>;
type Preview = Pick<SummaryRow, 'preview_state' | 'preview_version' | 'preview_sizes'>;

/** A row as read with SHOWN_COLUMNS and the search fields the summary repeats. */
export type ShownRow = Omit<SummaryRow, 'subjects' | 'created_at' | 'world' | 'rating_sum' | 'rating_count' | 'final_price_cents'>
  & { subject_ids: number[] };

/** One document's summary parts; authors and the empty preview are shared between documents. */
export interface Shown {
  id: number;
  slug: string;
  title: string;
  language: string;
  priceCents: number;
  currency: string;
  discount: number;
  sale: boolean;
  isBundle: boolean;
  best: string[];
  interactiveId: number | null;
  type: string;
  grades: number[];
  /** Its subjects' ids, each once, ascending (as the SQL path's subquery orders them). */
  subjectIds: number[];
  pages: number;
  previewPages: number;
  author: Author;
  preview: Preview;
}

/** The counters and price a summary shows, read from the index's current fields (index-docs.ts SortFields). */
export interface ShownCounters {
  /** final_price_cents. */
  price: number;
  ratingSum: number;
  ratingCount: number;
  /** created_at in microseconds since 1970. */
  created: number;
}

const NO_PREVIEW: Preview = Object.freeze({ preview_state: null, preview_version: null, preview_sizes: null });
const NONE: string[] = [];

/** Makes Shown parts of rows, sharing equal authors and strings (one per index build or look). */
export class ShownMaker {
  private readonly authors = new Map<number, Author>();
  private readonly strings = new Map<string, string>();

  private intern(s: string): string {
    const known = this.strings.get(s);
    if (known !== undefined) return known;
    this.strings.set(s, s);
    return s;
  }

  of(r: ShownRow): Shown {
    let author = this.authors.get(r.author_id);
    if (!author || author.author_slug !== r.author_slug || author.author_name !== r.author_name || author.author_image !== r.author_image) {
      author = { author_id: r.author_id, author_slug: r.author_slug, author_name: r.author_name, author_image: r.author_image };
      this.authors.set(r.author_id, author);
    }
    const preview = r.preview_state === null && r.preview_version === null && r.preview_sizes === null
      ? NO_PREVIEW
      : { preview_state: r.preview_state, preview_version: r.preview_version, preview_sizes: r.preview_sizes };
    return {
      id: r.id, slug: r.slug, title: r.title, language: this.intern(r.language), priceCents: r.price_cents,
      currency: this.intern(r.currency_code), discount: r.discount, sale: r.sale, isBundle: r.is_bundle,
      best: r.best_in_categories.length ? r.best_in_categories : NONE, interactiveId: r.interactive_id,
      type: this.intern(r.material_type), grades: r.grades, subjectIds: uniqueAscending(r.subject_ids), pages: r.pages,
      previewPages: r.preview_pages, author, preview,
    };
  }
}

const uniqueAscending = (ids: number[]): number[] =>
  ids.length < 2 ? ids : [...new Set(ids)].sort((a, b) => a - b);

/** The summary row of a document (summary.ts toSummary takes it), its subjects titled as the SQL path's subquery. */
export function summaryRowOf(world: string, s: Shown, c: ShownCounters, titles: Map<number, string>): SummaryRow {
  // The subjects that exist, by id, each once.
  const subjects: SummaryRow['subjects'] = [];
  for (const id of s.subjectIds) {
    const title = titles.get(id);
    if (title !== undefined) subjects.push({ id, title });
  }
  return {
    id: s.id, slug: s.slug, title: s.title, world, language: s.language, price_cents: s.priceCents,
    final_price_cents: c.price, currency_code: s.currency, discount: s.discount, sale: s.sale, is_bundle: s.isBundle,
    rating_sum: c.ratingSum, rating_count: c.ratingCount, best_in_categories: s.best, created_at: new Date(Math.floor(c.created / 1000)),
    interactive_id: s.interactiveId, material_type: s.type, grades: s.grades, pages: s.pages, ...s.author, subjects,
    preview_pages: s.previewPages, ...s.preview,
  };
}
