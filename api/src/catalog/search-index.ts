import type { Db } from '../db';
import type { World } from '../worlds';
import type { ChangeFeed } from './change-feed';
import { DOC_COLUMNS, parseTsQueryText, type DocRow, type IndexMatch } from './index-docs';
import { DOC_FROM } from './index-shown';
import { prepared } from './prepared';
import { toTsQuery, worldConfigs, worldLiteral, type SearchFilters } from './search-query';
import { cacheSwitch } from './versioned-cache';
import type { QueryItem } from './ts-rank';
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
 * Kept current without a read per request: the change feed (LISTEN/NOTIFY, migration 030) marks a
 * world changed on publish, edit and unpublish, and the next search of that world first reads the
 * rows whose change_seq (migration 046) passed the index's mark. Sales and rating counters notify
 * nothing: they are read the same way at most SYNC_MS after the last look. While the feed is not
 * connected, every search looks. A DELETE or TRUNCATE of materials (tests, the seed) rebuilds.
 */

/** Counters (sales, ratings) reach the index at most this late. */
export const SYNC_MS = 1000;

/** Where the change and removal numbers stand (0 before a sequence's first use: last_value is then 1). */
const SEQUENCES = `SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM material_change_seq)::text AS seq,
  (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM material_removal_seq)::text AS removals`;

interface WorldState {
  index: WorldIndex | null;
  building: Promise<WorldIndex> | null;
  syncing: Promise<void> | null;
  /** Notifications of this world seen; a look that started before the last one must look again. */
  notified: number;
  looked: number;
  lastLook: number;
}

/** Parsed query texts kept (a few hundred bytes each). */
const PARSED_MAX = 10_000;

/** Switch for tests and the bench: off, every search takes the SQL path (facets.ts, search-page.ts). */
export const searchIndexSwitch = { enabled: true };

/** The search indexes of one API process (one per world, built on the world's first search). */
export class SearchIndex {
  private readonly states = new Map<World, WorldState>();
  private titles: Map<number, string> | null = null;
  private titlesNotified = 0;
  private readonly off: Array<() => void> = [];
  /** Query texts parsed into lexemes, most recently used last (parse). */
  private readonly parsed = new Map<string, QueryItem[][] | null>();

  constructor(private readonly db: Db, private readonly feed: ChangeFeed, private readonly log: (message: string) => void = () => undefined) {
    this.off.push(feed.onChange((worlds) => {
      this.titlesNotified += 1;
      for (const [world, state] of this.states) if (worlds === '*' || worlds.includes(world)) state.notified += 1;
    }));
    // Notifications sent while the listening connection was down are lost: look at every world again.
    this.off.push(feed.onConnected(() => {
      this.titlesNotified += 1;
      for (const state of this.states.values()) state.notified += 1;
    }));
  }

  dispose(): void {
    for (const off of this.off) off();
    this.states.clear();
  }

  /** The search's exact counts and page ids from the index; null when the SQL path must answer. */
  async search(f: SearchFilters, sort: string, page: number, perPage: number): Promise<IndexMatch | null> {
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
    return index.search(f, alternatives, sort, page, perPage, titles, tsq);
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

  private async parseNow(world: World, tsq: string): Promise<QueryItem[][] | null> {
    const configs = worldConfigs(world);
    const [row] = await prepared<Record<string, string>>(this.db,
      `SELECT ${configs.map((c, i) => `to_tsquery('${c}', $1)::text AS c${i}`).join(', ')}`, [tsq]);
    const out: QueryItem[][] = [];
    for (let i = 0; i < configs.length; i++) {
      const items = parseTsQueryText(row?.[`c${i}`] ?? '');
      if (!items) return null;
      out.push(items);
    }
    return out;
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

  /** The world's index, built if it is not, and brought up to date if a change may have happened. */
  private async current(world: World): Promise<WorldIndex> {
    let state = this.states.get(world);
    if (!state) {
      state = { index: null, building: null, syncing: null, notified: 0, looked: 0, lastLook: 0 };
      this.states.set(world, state);
    }
    if (!state.index) return this.build(state, world);
    const now = Date.now();
    if (state.looked !== state.notified || !this.feed.isLive || now - state.lastLook >= SYNC_MS) await this.look(state, world);
    if (state.index.worn && !state.building) void this.build(state, world).catch(() => undefined);
    return state.index;
  }

  private build(state: WorldState, world: World): Promise<WorldIndex> {
    state.building ??= (async () => {
      const notified = state.notified;
      const [marks] = await prepared<{ seq: string; removals: string }>(this.db,
        SEQUENCES, []);
      const rows = await prepared<DocRow>(this.db,
        `SELECT ${DOC_COLUMNS} FROM ${DOC_FROM} WHERE m.world = ${worldLiteral(world)} AND m.status = 'published' ORDER BY m.id`, []);
      const index = new WorldIndex(world, rows, Number(marks!.seq), Number(marks!.removals));
      state.index = index;
      state.looked = notified;
      state.lastLook = Date.now();
      return index;
    })().finally(() => {
      state.building = null;
    });
    return state.building;
  }

  /** Reads the rows changed since the index last looked (one look at a time per world). */
  private async look(state: WorldState, world: World): Promise<void> {
    state.syncing ??= (async () => {
      const index = state.index!;
      const notified = state.notified;
      const now = Date.now();
      const since = index.since(now);
      const [marks] = await prepared<{ seq: string; removals: string }>(this.db,
        SEQUENCES, []);
      if (Number(marks!.removals) !== index.removals) {
        state.index = null;
        await this.build(state, world);
        return;
      }
      const rows = await prepared<DocRow & { status: string; world: string }>(this.db, lookSql(world), [since]);
      index.apply(rows, now, Number(marks!.seq));
      state.looked = notified;
      state.lastLook = now;
    })().finally(() => {
      state.syncing = null;
    });
    await state.syncing;
    // A change notified while this look read may not be in what it read.
    if (state.looked !== state.notified) await this.look(state, world);
  }
}

/** A look's statement: the world's rows (any status) whose change number passed $1 (the bench prints its plan). */
export const lookSql = (world: World): string =>
  `SELECT ${DOC_COLUMNS}, m.status, m.world FROM ${DOC_FROM} WHERE m.change_seq > $1 AND m.world = ${worldLiteral(world)}`;
