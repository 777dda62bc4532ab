import type { SuggestItem } from '@teachmarket/contracts/api-types';
import type { Db } from '../db';
import type { World } from '../worlds';
import type { ChangeFeed } from './change-feed';
import { prepared } from './prepared';
import { SYNC_MS } from './search-index';
import { SuggestDict, type TermRow } from './suggest-dict';
import { ONE_WORD, TYPO_MIN_LENGTH, TYPO_SQL } from './suggest-query';
import { loadLowering, lowerSql, queryWords, type Lowering } from './suggest-text';
import { LOOKBACK_MS } from './world-index';

/**
 * Issue 17: suggest answered from memory. Every API process keeps, per world, the suggest
 * dictionary of search_terms (suggest-dict.ts) and answers with the rows suggest-query.ts'
 * statements would give, in their order (test suggest-index.test.ts compares them). A word no
 * vocabulary word starts with (from 4 characters) asks the database for its typo guesses alone
 * (pg_trgm on search_vocab, TYPO_SQL); the rest is done here. The SQL path answers queries with
 * characters whose lowercasing or word splitting is not known (suggest-text.ts), typo guesses the
 * dictionary has not read yet, and a world whose dictionary could not be built or brought up to date.
 *
 * Kept current as the search index (search-index.ts): the change feed marks a world changed on
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
  /** The change numbers read up to, with when (LOOKBACK_MS), as WorldIndex keeps them. */
  marks: Array<{ at: number; seq: number }>;
}

interface WorldState {
  current: Dictionary | null;
  building: Promise<Dictionary> | null;
  syncing: Promise<void> | null;
  notified: number;
  looked: number;
  lastLook: number;
}

const since = (d: Dictionary, now: number) => {
  let seq = d.marks[0]!.seq;
  for (const m of d.marks) if (now - m.at >= LOOKBACK_MS) seq = m.seq;
  return seq;
};

/** The suggest dictionaries of one API process (one per world, built on the world's first suggest). */
export class SuggestIndex {
  private readonly states = new Map<World, WorldState>();
  private readonly off: Array<() => void> = [];
  private lowering: Promise<Lowering> | null = null;

  constructor(private readonly db: Db, private readonly feed: ChangeFeed, private readonly log: (message: string) => void = () => undefined) {
    this.off.push(feed.onChange((worlds) => {
      for (const [world, state] of this.states) if (worlds === '*' || worlds.includes(world)) state.notified += 1;
    }));
    this.off.push(feed.onConnected(() => {
      for (const state of this.states.values()) state.notified += 1;
    }));
  }

  dispose(): void {
    for (const off of this.off) off();
    this.states.clear();
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
      [lowering, dict] = await Promise.all([this.lowering, this.current(world)]);
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

  /** The world's dictionary, built if it is not, and brought up to date if a change may have happened. */
  private async current(world: World): Promise<SuggestDict> {
    let state = this.states.get(world);
    if (!state) {
      state = { current: null, building: null, syncing: null, notified: 0, looked: 0, lastLook: 0 };
      this.states.set(world, state);
    }
    if (!state.current) return (await this.build(state, world)).dict;
    const now = Date.now();
    if (state.looked !== state.notified || !this.feed.isLive || now - state.lastLook >= SYNC_MS) await this.look(state, world);
    const d = state.current ?? await this.build(state, world);
    if (now - d.builtAt > REBUILD_MS && !state.building) void this.build(state, world).catch(() => undefined);
    return d.dict;
  }

  private build(state: WorldState, world: World): Promise<Dictionary> {
    state.building ??= (async () => {
      const notified = state.notified;
      const [marks] = await prepared<{ seq: string; epoch: string }>(this.db, MARKS, []);
      const rows = await prepared<TermRow>(this.db, `SELECT ${COLUMNS} FROM search_terms t WHERE t.world = $1`, [world]);
      const d: Dictionary = {
        dict: new SuggestDict(rows.map(numeric)), builtAt: Date.now(), epoch: marks!.epoch, marks: [{ at: 0, seq: Number(marks!.seq) }],
      };
      state.current = d;
      state.looked = notified;
      state.lastLook = Date.now();
      return d;
    })().finally(() => {
      state.building = null;
    });
    return state.building;
  }

  /** Reads the terms changed and removed since the dictionary last looked (one look at a time per world). */
  private async look(state: WorldState, world: World): Promise<void> {
    state.syncing ??= (async () => {
      const d = state.current!;
      const notified = state.notified;
      const now = Date.now();
      const from = since(d, now);
      const [marks] = await prepared<{ seq: string; horizon: string; epoch: string }>(this.db, MARKS, []);
      if (marks!.epoch !== d.epoch || Number(marks!.horizon) > d.marks[d.marks.length - 1]!.seq) {
        // Removals this dictionary cannot read (a mass delete, or pruned from the log): built anew.
        state.current = null;
        await this.build(state, world);
        return;
      }
      const rows = await prepared<TermRow>(this.db, `SELECT ${COLUMNS} FROM search_terms t WHERE t.change_seq > $1 AND t.world = $2`, [from, world]);
      const removed = await prepared<{ term_id: number }>(this.db,
        'SELECT r.term_id FROM search_term_removals r WHERE r.seq > $1 AND r.world = $2', [from, world]);
      d.dict.apply(rows.map(numeric), removed.map((r) => r.term_id));
      d.marks.push({ at: now, seq: Number(marks!.seq) });
      const old = d.marks.filter((m) => now - m.at >= LOOKBACK_MS);
      d.marks = [...old.slice(-1), ...d.marks.filter((m) => now - m.at < LOOKBACK_MS)];
      state.looked = notified;
      state.lastLook = now;
    })().finally(() => {
      state.syncing = null;
    });
    await state.syncing;
    if (state.looked !== state.notified && state.current) await this.look(state, world);
  }
}

/** Drivers differ in what they parse (bigint as text, float8 as number): numbers for the dictionary. */
const numeric = (r: TermRow): TermRow => ({ ...r, id: Number(r.id), ref_id: Number(r.ref_id), weight: Number(r.weight) });
