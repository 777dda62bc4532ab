import { indexOf, lowerBound, turn } from './index-columns';
import type { DocRow } from './index-docs';
import { parseVector, type QueryItem } from './ts-rank';

/** Rows parsed between two turns of the event loop while an index is built. */
const BUILD_CHUNK = 1000;

interface Postings {
  docs: number[];
  positions: number[];
  start: number[];
}

/** Matches at most 1 in this many documents are listed; more are walked in document order through their marks. */
const SPARSE = 16;

export interface TextMatch {
  count: number;
  /** The matches in ascending order when few (null: walk the marks). */
  list: number[] | null;
}

/**
 * The text part of a world's in-memory search index (world-index.ts): every lexeme of the built
 * documents' `search_vector` (sorted, so a prefix is a range), the documents having it (by position
 * in the build, ascending) and their positions with weights, for ts_rank (ts-rank.ts).
 */
export class TextIndex {
  private readonly n: number;
  private readonly lexemes: string[];
  private readonly postings: Int32Array[];
  /** Per lexeme, the positions of each of its documents: `positions[l]` from `positionStart[l][j]` to `[j + 1]`. */
  private readonly positions: Uint16Array[];
  private readonly positionStart: Int32Array[];

  private constructor(n: number, lists: Map<string, Postings>) {
    this.n = n;
    this.lexemes = [...lists.keys()].sort();
    this.postings = this.lexemes.map((l) => Int32Array.from(lists.get(l)!.docs));
    this.positions = this.lexemes.map((l) => Uint16Array.from(lists.get(l)!.positions));
    this.positionStart = this.lexemes.map((l) => {
      const list = lists.get(l)!;
      return Int32Array.from([...list.start, list.positions.length]);
    });
  }

  /**
   * The text index of the built documents. Parsing the vectors is most of a world's build (3 s of
   * 3.8 at 1M materials, de): done BUILD_CHUNK rows at a time, other requests are answered between.
   */
  static async of(rows: DocRow[]): Promise<TextIndex> {
    const lists = new Map<string, Postings>();
    for (let from = 0; from < rows.length; from += BUILD_CHUNK) {
      if (from) await turn();
      for (let i = from; i < Math.min(rows.length, from + BUILD_CHUNK); i++) {
        for (const [lexeme, positions] of parseVector(rows[i]!.vector)) {
          let list = lists.get(lexeme);
          if (!list) lists.set(lexeme, (list = { docs: [], positions: [], start: [] }));
          list.docs.push(i);
          list.start.push(list.positions.length);
          // A lexeme without positions ranks as PostgreSQL's POSNULL (position 0, weight D).
          list.positions.push(...(positions.length ? positions : [0]));
        }
      }
    }
    await turn();
    return new TextIndex(rows.length, lists);
  }

  /**
   * The documents some alternative of the query matches (every word of it), marked in `marks`
   * (zeroed), with their count; for few matches also their list in ascending order (the caller
   * visits those), for many none: the caller walks `marks`, in document order.
   */
  match(alternatives: QueryItem[][], marks: Uint8Array): TextMatch {
    const parts: Array<ArrayLike<number>> = [];
    let total = 0;
    for (const items of alternatives) {
      if (!items.length) continue;
      const lists = items.map((item) => this.lexemesOf(item).map((l) => this.postings[l]!));
      if (items.length === 1) {
        // One word: the documents of its lexemes, as they are.
        for (const list of lists[0]!) {
          parts.push(list);
          total += list.length;
        }
        continue;
      }
      const sizes = lists.map((ls) => ls.reduce((sum, l) => sum + l.length, 0));
      const order = [...items.keys()].sort((a, b) => sizes[a]! - sizes[b]!);
      const first = order[0]!;
      if (sizes[first] === 0) continue;
      // The rarest word's documents, kept while every other word has them too.
      let candidates: number[] = lists[first]!.length === 1 ? Array.from(lists[first]![0]!) : this.union(lists[first]!);
      for (const k of order.slice(1)) {
        const ls = lists[k]!;
        if (ls.length === 1) {
          const list = ls[0]!;
          candidates = candidates.filter((i) => indexOf(list, i) >= 0);
        } else {
          const union = new Uint8Array(this.n);
          for (const l of ls) for (const i of l) union[i] = 1;
          candidates = candidates.filter((i) => union[i] === 1);
        }
        if (!candidates.length) break;
      }
      parts.push(candidates);
      total += candidates.length;
    }
    let count = 0;
    const list: number[] | null = total * SPARSE < this.n ? [] : null;
    for (const part of parts) {
      for (let k = 0; k < part.length; k++) {
        const i = part[k]!;
        if (!marks[i]) {
          marks[i] = 1;
          count++;
          if (list) list.push(i);
        }
      }
    }
    list?.sort((a, b) => a - b);
    return { count, list };
  }

  /** The positions (in `lexemes`) of the lexemes an item matches: its own, or every one it is a prefix of. */
  lexemesOf(item: QueryItem): number[] {
    const start = lowerBound(this.lexemes, item.lexeme);
    if (!item.prefix) return this.lexemes[start] === item.lexeme ? [start] : [];
    const found: number[] = [];
    for (let l = start; l < this.lexemes.length && this.lexemes[l]!.startsWith(item.lexeme); l++) found.push(l);
    return found;
  }

  /** Each query item's lexemes, looked up once for all the documents a search ranks. */
  ranges(items: QueryItem[]): Map<QueryItem, number[]> {
    return new Map(items.map((item) => [item, this.lexemesOf(item)]));
  }

  /** Document i's position lists of the given lexemes (those it has), in lexeme order (ts-rank.ts EntriesOf). */
  entries(i: number, lexemes: number[]): number[][] {
    const out: number[][] = [];
    for (const l of lexemes) {
      const j = indexOf(this.postings[l]!, i);
      if (j < 0) continue;
      // A plain copy of the few positions: a typed array view per entry was most of a ranking's garbage.
      const positions = this.positions[l]!;
      const list: number[] = [];
      for (let k = this.positionStart[l]![j]!, end = this.positionStart[l]![j + 1]!; k < end; k++) list.push(positions[k]!);
      out.push(list);
    }
    return out;
  }

  private union(lists: Int32Array[]): number[] {
    const marks = new Uint8Array(this.n);
    const out: number[] = [];
    for (const l of lists) for (const i of l) if (!marks[i]) {
      marks[i] = 1;
      out.push(i);
    }
    return out;
  }
}
