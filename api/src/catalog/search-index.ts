import type { Db } from '../db';
import type { World } from '../worlds';
import type { ChangeFeed } from './change-feed';
import { DOC_COLUMNS, parseTsQueryText, type DocRow } from './index-docs';
import type { FacetCounts } from './facet-types';
import { SummaryTexts, type SummaryOutput } from './summary-texts';
import { DOC_FROM } from './index-shown';
import { prepared } from './prepared';
import { toTsQuery, worldConfigs, worldLiteral, type SearchFilters } from './search-query';
import { cacheSwitch } from './versioned-cache';
import type { QueryItem } from './ts-rank';
import { WorldFeed } from './world-feed';
import { WorldIndex } from './world-index';

export { parseTsQueryText } from './index-docs';

/**
 * Issue 17: search at 100,000 materials in a few milliseconds. Every API process keeps, per world,
 * the published materials' search fields and their lexemes (the words of `search_vector`, in each
 * material's own language configuration) in memory: an inverted index for the text, the facet
 * values for exact counts, each sort order as a permutation (world-index.ts), and what a page shows
 * of each material (index-shown.ts). A search asks PostgreSQL only to parse its words into lexemes
 * (the world's text configurations; kept per text); relevance ranks the 300 most popular matches
 * with ts-rank.ts, PostgreSQL's ts_rank to the bit.
 *
 * The same answers as the SQL path (facets.ts, search-page.ts; test search-index.test.ts compares
 * them), but the counts are always exact: no sample.
 *
 * Kept current without a read per request (world-feed.ts): the change feed marks a world changed
 * on publish, edit and unpublish, and the next search of that world first reads the rows whose
 * change_seq (migration 046) passed the index's mark; sales and rating counters at most SYNC_MS
 * late. A DELETE or TRUNCATE of materials (tests, the seed) rebuilds.
 */

/** Where the change and removal numbers stand (0 before a sequence's first use: last_value is then 1). */
const SEQUENCES = `SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM material_change_seq)::text AS seq,
  (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM material_removal_seq)::text AS removals`;

/** Parsed query texts kept (a few hundred bytes each). */
const PARSED_MAX = 10_000;

interface ParseWaiter {
  tsq: string;
  resolve: (items: QueryItem[][] | null) => void;
  reject: (error: unknown) => void;
}

/** A parsed text's row (one tsquery text per configuration) as items; null when one is not AND-ed words. */
function itemsOf(configs: string[], row: Record<string, string> | undefined): QueryItem[][] | null {
  const out: QueryItem[][] = [];
  for (let i = 0; i < configs.length; i++) {
    const items = parseTsQueryText(row?.[`c${i}`] ?? '');
    if (!items) return null;
    out.push(items);
  }
  return out;
}

/** Switch for tests and the bench: off, every search takes the SQL path (facets.ts, search-page.ts). */
export const searchIndexSwitch = { enabled: true };

/** A search answered by the index: its counts and its page's summaries as JSON texts (UTF-8), in order. */
export interface IndexAnswer extends FacetCounts {
  items: Buffer[];
}

/** The search indexes of one API process (one per world, built on the world's first search). */
export class SearchIndex extends WorldFeed<WorldIndex> {
  private titles: Map<number, string> | null = null;
  private titlesNotified = 0;
  /** Query texts parsed into lexemes, most recently used last (parse). */
  private readonly parsed = new Map<string, QueryItem[][] | null>();
  /** The summaries' JSON texts, kept per document version. */
  private readonly texts = new SummaryTexts();

  constructor(private readonly db: Db, feed: ChangeFeed, private readonly log: (message: string) => void = () => undefined) {
    super(feed);
  }

  /** Subject titles are kept for every world: any change may concern them. */
  protected override notified(): void {
    this.titlesNotified += 1;
  }

  /**
   * The search's exact counts and its page's summaries (JSON texts written by `out`, summary-texts.ts)
   * from the index; null when the SQL path must answer.
   */
  async search(f: SearchFilters, sort: string, page: number, perPage: number, out: SummaryOutput): Promise<IndexAnswer | null> {
    if (!searchIndexSwitch.enabled) return null;
    let alternatives: QueryItem[][] | null = null;
    let tsq: string | null = null;
    if (f.q) {
      tsq = toTsQuery(f.q);
      if (!tsq) alternatives = [];
      else {
        const parsed = await this.parse(f.world, tsq);
        if (!parsed) return null;
        alternatives = parsed;
      }
    }
    let index: WorldIndex;
    let titles: Map<number, string>;
    try {
      [index, titles] = await Promise.all([this.current(f.world), this.subjectTitles()]);
    } catch (error) {
      // The index could not be built or brought up to date: this search takes the SQL path.
      this.log(`search index of ${f.world}: ${(error as Error).message}`);
      return null;
    }
    const { docs, ...counts } = index.search(f, alternatives, sort, page, perPage, titles, tsq);
    return { ...counts, items: docs.map((doc) => this.texts.of(f.world, doc, titles, out)) };
  }

  /** The query's words as lexemes in each of the world's configurations, as the SQL path's tsquery. */
  private async parse(world: World, tsq: string): Promise<QueryItem[][] | null> {
    // Kept per text: a configuration's parser and dictionaries (migrations) give the same lexemes
    // for the same words at every call; this is no answer of the catalogue, which can change.
    // The bench's cold figures (caches off) parse every time.
    const key = `${world} ${tsq}`;
    const known = cacheSwitch.enabled ? this.parsed.get(key) : undefined;
    if (known !== undefined) {
      this.parsed.delete(key);
      this.parsed.set(key, known);
      return known;
    }
    const result = await this.parseNow(world, tsq);
    this.parsed.set(key, result);
    if (this.parsed.size > PARSED_MAX) this.parsed.delete(this.parsed.keys().next().value!);
    return result;
  }

  /**
   * The texts of one world's searches arriving in the same turn of the event loop are parsed in one
   * statement (issue 17: under load, one round trip and one pooled query for many searches instead
   * of one each; nothing is kept).
   */
  private parseNow(world: World, tsq: string): Promise<QueryItem[][] | null> {
    return new Promise((resolve, reject) => {
      let batch = this.parsing.get(world);
      if (!batch) {
        this.parsing.set(world, (batch = []));
        setImmediate(() => {
          this.parsing.delete(world);
          void this.parseBatch(world, batch!);
        });
      }
      batch.push({ tsq, resolve, reject });
    });
  }

  private readonly parsing = new Map<World, ParseWaiter[]>();

  private async parseBatch(world: World, batch: ParseWaiter[]): Promise<void> {
    const configs = worldConfigs(world);
    const texts = [...new Set(batch.map((w) => w.tsq))];
    try {
      const rows = await prepared<Record<string, string>>(this.db,
        `SELECT ${configs.map((c, i) => `to_tsquery('${c}', x.t)::text AS c${i}`).join(', ')}
           FROM unnest($1::text[]) WITH ORDINALITY AS x(t, n) ORDER BY x.n`, [texts]);
      const parsed = new Map(texts.map((text, k) => [text, itemsOf(configs, rows[k])]));
      for (const w of batch) w.resolve(parsed.get(w.tsq)!);
    } catch (error) {
      // One text's failure must not fail the others' searches: each is tried alone.
      if (texts.length === 1) for (const w of batch) w.reject(error);
      else for (const w of batch) void this.parseBatch(world, [w]);
    }
  }

  private async subjectTitles(): Promise<Map<number, string>> {
    if (this.titles && this.titlesNotified === 0 && this.feed.isLive) return this.titles;
    const seen = this.titlesNotified;
    const rows = await prepared<{ id: number; title: string }>(this.db, 'SELECT id, title FROM subjects', []);
    const titles = new Map(rows.map((r) => [r.id, r.title]));
    if (this.titlesNotified === seen) this.titlesNotified = 0;
    this.titles = titles;
    return titles;
  }

  protected async load(world: World): Promise<WorldIndex> {
    const [marks] = await prepared<{ seq: string; removals: string }>(this.db, SEQUENCES, []);
    const at = Date.now();
    const rows = await prepared<DocRow>(this.db,
      `SELECT ${DOC_COLUMNS} FROM ${DOC_FROM} WHERE m.world = ${worldLiteral(world)} AND m.status = 'published' ORDER BY m.id`, []);
    return WorldIndex.build(world, rows, this.readings.marks(at, Number(marks!.seq)), Number(marks!.removals));
  }

  /** Reads the rows changed since the index last looked; a deletion (removal number moved) builds anew. */
  protected async refresh(world: World, index: WorldIndex, now: number): Promise<boolean> {
    const since = index.since(now);
    const [marks] = await prepared<{ seq: string; removals: string }>(this.db, SEQUENCES, []);
    this.readings.add(Date.now(), Number(marks!.seq));
    if (Number(marks!.removals) !== index.removals) return false;
    const rows = await prepared<DocRow & { status: string; world: string }>(this.db, lookSql(world), [since]);
    index.apply(rows, now, Number(marks!.seq));
    return true;
  }

  protected worn(index: WorldIndex): boolean {
    return index.worn;
  }
}

/** A look's statement: the world's rows (any status) whose change number passed $1 (the bench prints its plan). */
export const lookSql = (world: World): string =>
  `SELECT ${DOC_COLUMNS}, m.status, m.world FROM ${DOC_FROM} WHERE m.change_seq > $1 AND m.world = ${worldLiteral(world)}`;
