import type { SuggestItem } from '@teachmarket/contracts/api-types';
import type { Db } from '../db';
import type { World } from '../worlds';
import type { ChangeFeed } from './change-feed';
import { prepared } from './prepared';
import { SuggestDict, type TermRow } from './suggest-dict';
import { ONE_WORD, TYPO_MIN_LENGTH, TYPO_SQL } from './suggest-query';
import { loadLowering, lowerSql, queryWords, type Lowering } from './suggest-text';
import { type ChangeMarks, WorldFeed } from './world-feed';

/**
 * Issue 17: suggest answered from memory. Every API process keeps, per world, the suggest
 * dictionary of search_terms (suggest-dict.ts) and answers with the rows suggest-query.ts'
 * statements would give, in their order (test suggest-index.test.ts compares them). A word no
 * vocabulary word starts with (from 4 characters) asks the database for its typo guesses alone
 * (pg_trgm on search_vocab, TYPO_SQL); the rest is done here. The SQL path answers queries with
 * characters whose lowercasing or word splitting is not known (suggest-text.ts), typo guesses the
 * dictionary has not read yet, and a world whose dictionary could not be built or brought up to date.
 *
 * Kept current as the search index (world-feed.ts): the change feed marks a world changed on
 * publish, title change, unpublish, subject and seller changes; the next suggest of that world
 * reads the terms whose change_seq (migration 049) passed the dictionary's mark and the removals
 * logged since. Weights (sales) notify nothing: read the same way at most SYNC_MS late. A mass
 * removal (re-seed, TRUNCATE) counts the horizon's epoch up: the world is built anew.
 */

/** Built anew this often anyway (the backstop for a change missed by every other rule). */
const REBUILD_MS = 10 * 60_000;

/** Switch for tests and the bench: off, every suggestion takes the SQL path (suggest-query.ts). */
export const suggestIndexSwitch = { enabled: true };

const MARKS = `SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM search_term_change_seq)::text AS seq,
  (SELECT seq FROM search_term_horizon)::text AS horizon, (SELECT epoch FROM search_term_horizon)::text AS epoch`;
const COLUMNS = 't.id, t.kind, t.ref_id, t.text, t.norm, t.weight::float8 AS weight, t.words';

interface Dictionary {
  dict: SuggestDict;
  builtAt: number;
  /** search_term_horizon's epoch when built (a mass removal counts it up). */
  epoch: string;
  marks: ChangeMarks;
}

/** The suggest dictionaries of one API process (one per world, built on the world's first suggest). */
export class SuggestIndex extends WorldFeed<Dictionary> {
  private lowering: Promise<Lowering> | null = null;

  constructor(private readonly db: Db, feed: ChangeFeed, private readonly log: (message: string) => void = () => undefined) {
    super(feed);
  }

  /** The suggestions for the trimmed query; null when the SQL path must answer. */
  async suggest(world: World, text: string): Promise<SuggestItem[] | null> {
    if (!suggestIndexSwitch.enabled || !text) return null;
    let dict: SuggestDict;
    let lowering: Lowering;
    try {
      this.lowering ??= loadLowering(this.db).catch((error: Error) => {
        this.lowering = null;
        throw error;
      });
      [lowering, { dict }] = await Promise.all([this.lowering, this.current(world)]);
    } catch (error) {
      this.log(`suggest dictionary of ${world}: ${(error as Error).message}`);
      return null;
    }
    const lowered = lowerSql(lowering, text);
    if (lowered === null) return null;
    if (ONE_WORD.test(text)) {
      const found = dict.prefix(lowered);
      if (found.length || [...text].length < TYPO_MIN_LENGTH) return found;
    }
    const words = queryWords(lowering, text);
    if (!words) return null;
    const sets = dict.prefixSets(words);
    if (sets.some((set, i) => !set.length && [...words[i]!].length < TYPO_MIN_LENGTH)) return [];
    for (let i = 0; i < sets.length; i++) {
      if (sets[i]!.length) continue;
      // A word no vocabulary word starts with, from TYPO_MIN_LENGTH characters: its guesses by trigram.
      let guesses: string[];
      try {
        guesses = (await prepared<{ word: string }>(this.db, TYPO_SQL, [world, words[i]])).map((r) => r.word);
      } catch (error) {
        this.log(`suggest typo guesses: ${(error as Error).message}`);
        return null;
      }
      if (!dict.knows(guesses)) return null;
      sets[i] = guesses;
    }
    return dict.answer(sets, lowered);
  }

  protected async load(world: World): Promise<Dictionary> {
    const [marks] = await prepared<{ seq: string; epoch: string }>(this.db, MARKS, []);
    const at = Date.now();
    const rows = await prepared<TermRow>(this.db, `SELECT ${COLUMNS} FROM search_terms t WHERE t.world = $1`, [world]);
    return { dict: await SuggestDict.of(rows.map(numeric)), builtAt: Date.now(), epoch: marks!.epoch, marks: this.readings.marks(at, Number(marks!.seq)) };
  }

  /** Reads the terms changed and removed since the dictionary last looked; removals it cannot read build anew. */
  protected async refresh(world: World, d: Dictionary, now: number): Promise<boolean> {
    const from = d.marks.since(now);
    const [marks] = await prepared<{ seq: string; horizon: string; epoch: string }>(this.db, MARKS, []);
    this.readings.add(Date.now(), Number(marks!.seq));
    // A mass delete, or removals pruned from the log since this dictionary last read.
    if (marks!.epoch !== d.epoch || Number(marks!.horizon) > d.marks.last) return false;
    const rows = await prepared<TermRow>(this.db, `SELECT ${COLUMNS} FROM search_terms t WHERE t.change_seq > $1 AND t.world = $2`, [from, world]);
    const removed = await prepared<{ term_id: number }>(this.db,
      'SELECT r.term_id FROM search_term_removals r WHERE r.seq > $1 AND r.world = $2', [from, world]);
    d.dict.apply(rows.map(numeric), removed.map((r) => r.term_id));
    d.marks.read(now, Number(marks!.seq));
    return true;
  }

  protected worn(d: Dictionary, now: number): boolean {
    return now - d.builtAt > REBUILD_MS;
  }
}

/** Drivers differ in what they parse (bigint as text, float8 as number): numbers for the dictionary. */
const numeric = (r: TermRow): TermRow => ({ ...r, id: Number(r.id), ref_id: Number(r.ref_id), weight: Number(r.weight) });
