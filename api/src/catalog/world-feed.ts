import type { World } from '../worlds';
import type { ChangeFeed } from './change-feed';

/**
 * Issue 17: what the in-memory search index (search-index.ts) and suggest dictionary
 * (suggest-index.ts) share: per world, a structure built from PostgreSQL on the world's first use
 * and kept current without a read per request. The change feed (LISTEN/NOTIFY, migration 030)
 * marks a world changed; its next use first reads what changed since the structure last looked
 * (rows whose change number passed its mark: migrations 046, 049). Counters notify nothing: they
 * are read the same way at most SYNC_MS after the last look. While the feed is not connected,
 * every use looks.
 */

/** Counters (sales, ratings, suggest weights) reach the structures at most this late. */
export const SYNC_MS = 1000;

/**
 * A transaction takes its rows' change numbers before it commits: rows numbered within `lookbackMs`
 * (LOOKBACK_MS) before a look or a build are read again at the next looks, so a slow commit is not
 * skipped. A tunable for the tests, which cannot wait 10 s.
 */
export const LOOKBACK_MS = 10_000;
export const feedTuning = { lookbackMs: LOOKBACK_MS };

type Mark = { at: number; seq: number };

/**
 * Where a change sequence stood when a structure read it (builds and looks, every world): a build
 * starts its marks from the newest reading at least `lookbackMs` old. A transaction that took its
 * numbers before the build read the sequence but committed after it read the rows is then read at
 * the looks of the build's first `lookbackMs` (test: search-index.test.ts, suggest-index.test.ts
 * "a build"). Without such a reading (the process's first `lookbackMs`) the build's own number is
 * the start, as before: such a commit waits for the next build (REBUILD_MS).
 */
export class SeqReadings {
  private readings: Mark[] = [];

  add(at: number, seq: number): void {
    this.readings.push({ at, seq });
    // Keep the newest reading old enough for a build now, and every younger one.
    const cut = this.readings.findLastIndex((r) => at - r.at >= feedTuning.lookbackMs);
    if (cut > 0) this.readings = this.readings.slice(cut);
  }

  /** The marks of a structure built at `at` from the sequence at `seq`. */
  marks(at: number, seq: number): ChangeMarks {
    const old = this.readings.findLast((r) => at - r.at >= feedTuning.lookbackMs);
    this.add(at, seq);
    return new ChangeMarks(seq, old && old.seq < seq ? { at, older: old.seq } : undefined);
  }
}

/** The change numbers a structure has read up to, with when they were read (LOOKBACK_MS). */
export class ChangeMarks {
  private marks: Mark[];

  /** `built`: the build's time and a number read at least `lookbackMs` before it (SeqReadings). */
  constructor(seq: number, built?: { at: number; older: number }) {
    this.marks = built ? [{ at: 0, seq: built.older }, { at: built.at, seq }] : [{ at: 0, seq }];
  }

  /** The change number to read from: the last one read at least `lookbackMs` ago (or the build's). */
  since(now: number): number {
    let seq = this.marks[0]!.seq;
    for (const m of this.marks) if (now - m.at >= feedTuning.lookbackMs) seq = m.seq;
    return seq;
  }

  /** The newest change number read. */
  get last(): number {
    return this.marks[this.marks.length - 1]!.seq;
  }

  /** Everything up to `seq` was read at `now`: keep the marks that still decide `since` (the newest one old enough, and every younger one). */
  read(now: number, seq: number): void {
    this.marks.push({ at: now, seq });
    const old = this.marks.filter((m) => now - m.at >= feedTuning.lookbackMs);
    this.marks = [...old.slice(-1), ...this.marks.filter((m) => now - m.at < feedTuning.lookbackMs)];
  }
}

interface WorldState<T> {
  value: T | null;
  building: Promise<T> | null;
  syncing: Promise<void> | null;
  /** Notifications of this world seen; a look that started before the last one must look again. */
  notified: number;
  looked: number;
  lastLook: number;
}

/** Per world, a structure of type T built on first use and kept current from the change feed. */
export abstract class WorldFeed<T> {
  private readonly states = new Map<World, WorldState<T>>();
  private readonly off: Array<() => void> = [];
  /** Where the structure's change sequence stood at its reads (builds start their marks from them). */
  protected readonly readings = new SeqReadings();

  constructor(protected readonly feed: ChangeFeed) {
    this.off.push(feed.onChange((worlds) => {
      this.notified();
      for (const [world, state] of this.states) if (worlds === '*' || worlds.includes(world)) state.notified += 1;
    }));
    // Notifications sent while the listening connection was down are lost: look at every world again.
    this.off.push(feed.onConnected(() => {
      this.notified();
      for (const state of this.states.values()) state.notified += 1;
    }));
  }

  /** Reads a world's whole structure. */
  protected abstract load(world: World): Promise<T>;

  /** Brings `value` up to date with what changed since it last looked (at `now`); false: it must be built anew. */
  protected abstract refresh(world: World, value: T, now: number): Promise<boolean>;

  /** Whether to build anew in the background (the old one answers meanwhile). */
  protected abstract worn(value: T, now: number): boolean;

  /** Any notification (another world's too): for what is kept across worlds. */
  protected notified(): void {}

  dispose(): void {
    for (const off of this.off) off();
    this.states.clear();
  }

  /** The world's structure, built if it is not, and brought up to date if a change may have happened. */
  protected async current(world: World): Promise<T> {
    let state = this.states.get(world);
    if (!state) {
      state = { value: null, building: null, syncing: null, notified: 0, looked: 0, lastLook: 0 };
      this.states.set(world, state);
    }
    if (!state.value) return this.build(state, world);
    const now = Date.now();
    if (state.looked !== state.notified || !this.feed.isLive || now - state.lastLook >= SYNC_MS) await this.look(state, world);
    const value = state.value ?? await this.build(state, world);
    if (this.worn(value, now) && !state.building) void this.build(state, world).catch(() => undefined);
    return value;
  }

  private build(state: WorldState<T>, world: World): Promise<T> {
    state.building ??= (async () => {
      const notified = state.notified;
      const value = await this.load(world);
      state.value = value;
      state.looked = notified;
      state.lastLook = Date.now();
      return value;
    })().finally(() => {
      state.building = null;
    });
    return state.building;
  }

  /** Reads what changed since the structure last looked (one look at a time per world). */
  private async look(state: WorldState<T>, world: World): Promise<void> {
    state.syncing ??= (async () => {
      const value = state.value!;
      const notified = state.notified;
      const now = Date.now();
      if (!(await this.refresh(world, value, now))) {
        state.value = null;
        await this.build(state, world);
        return;
      }
      state.looked = notified;
      state.lastLook = now;
    })().finally(() => {
      state.syncing = null;
    });
    await state.syncing;
    // A change notified while this look read may not be in what it read.
    if (state.looked !== state.notified && state.value) await this.look(state, world);
  }
}
