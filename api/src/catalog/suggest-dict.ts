import type { SuggestItem } from '@teachmarket/contracts/api-types';
import { bisect, lowerBound, turn } from './index-columns';
import { BROAD_TERMS, CANDIDATES, KINDS, LIMITS, PREFIX_WORDS, WALK_LIMIT, type Kind } from './suggest-query';

/** A row of search_terms as the dictionary keeps it (weight read as float8: exact below 2^53). */
export interface TermRow {
  id: number;
  kind: Kind;
  ref_id: number;
  text: string;
  norm: string;
  weight: number;
  words: string[];
}

interface Term {
  id: number;
  kind: number;
  ref: number;
  text: string;
  norm: string;
  weight: number;
  /** The vocabulary's own strings (one copy per word and world). */
  words: string[];
}

const KIND_NO = new Map<string, number>(KINDS.map((k, i) => [k, i]));
const KIND_LIMITS = KINDS.map((k) => LIMITS[k]);
/** How far a one- or two-character prefix walks a kind in rank order before it reads the prefix's words. */
const PREFIX_WALK = 600;

/** search_terms' weight index order: weight DESC, ref_id. */
const byRank = (a: Term, b: Term) => b.weight - a.weight || a.ref - b.ref;

/** C collation (UTF-8 bytes) orders as code points; JS compares UTF-16 units (they differ past U+FFFF). */
export function byCodePoint(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Equal up to here, so both are at a character's start or both at a pair's second half.
    const surrogate = (c: number) => c >= 0xd800 && c <= 0xdfff;
    return surrogate(x) || surrogate(y) ? a.codePointAt(i)! - b.codePointAt(i)! : x - y;
  }
  return a.length - b.length;
}

/** The best `limit` terms offered, whole-text prefix matches first, then byRank; each term once. */
class Top {
  readonly items: Array<{ t: Term; whole: boolean }> = [];
  constructor(private readonly limit: number) {}

  private static cmp(a: Term, aw: boolean, b: Term, bw: boolean): number {
    return aw === bw ? byRank(a, b) : aw ? -1 : 1;
  }

  offer(t: Term, whole: boolean): void {
    const items = this.items;
    if (items.length === this.limit) {
      const worst = items[items.length - 1]!;
      if (Top.cmp(t, whole, worst.t, worst.whole) >= 0) return;
    }
    if (items.some((x) => x.t === t)) return;
    let i = items.length;
    while (i > 0 && Top.cmp(t, whole, items[i - 1]!.t, items[i - 1]!.whole) < 0) i--;
    items.splice(i, 0, { t, whole });
    if (items.length > this.limit) items.pop();
  }
}

/** Terms added between two turns of the event loop while a dictionary is built. */
const BUILD_CHUNK = 5000;

/**
 * One world's suggest dictionary: the terms of search_terms with, per vocabulary word, the terms
 * having it (its uses are their number, as search_vocab's), the words in order (prefix ranges) and
 * per kind the terms in weight order (the walk of broad queries). Answers as suggest-query.ts'
 * statements do, row for row (typo guesses come from the database: suggest-index.ts).
 */
export class SuggestDict {
  private readonly terms = new Map<number, Term>();
  /** Per word, its own string (terms share it) and the terms having it. */
  private readonly vocab = new Map<string, { word: string; terms: Term[] }>();
  /** The vocabulary in JS string order: the words starting with a prefix are a contiguous range. */
  private sorted: string[] = [];
  private readonly ranked: Term[][] = KINDS.map(() => []);

  private constructor() {}

  /**
   * A world's dictionary from its terms; other requests are answered between chunks of BUILD_CHUNK
   * rows, as during the search index's build. The seed's titles repeat (de at 1M materials: 19,153
   * terms, 25 ms), but a real catalogue has about one term per material.
   */
  static async of(rows: TermRow[]): Promise<SuggestDict> {
    const dict = new SuggestDict();
    for (let from = 0; from < rows.length; from += BUILD_CHUNK) {
      if (from) await turn();
      for (let i = from; i < Math.min(rows.length, from + BUILD_CHUNK); i++) dict.add(rows[i]!, false);
    }
    await turn();
    // Postings grown by push keep spare room (most words have a few terms): trimmed to their size.
    for (const entry of dict.vocab.values()) entry.terms = entry.terms.slice();
    dict.sorted = [...dict.vocab.keys()].sort();
    for (const list of dict.ranked) list.sort(byRank);
    return dict;
  }

  /** Inserts or updates the rows read, then drops the removed term ids. */
  apply(rows: TermRow[], removed: number[]): void {
    for (const row of rows) {
      const known = this.terms.get(row.id);
      if (known && known.text === row.text && known.norm === row.norm && KINDS[known.kind] === row.kind
        && known.words.length === row.words.length && known.words.every((w, i) => w === row.words[i])) {
        if (known.weight !== row.weight || known.ref !== row.ref_id) {
          this.unrank(known);
          known.weight = row.weight;
          known.ref = row.ref_id;
          this.rank(known);
        }
        continue;
      }
      if (known) this.remove(known);
      this.add(row, true);
    }
    for (const id of removed) {
      const known = this.terms.get(id);
      if (known) this.remove(known);
    }
  }

  private add(row: TermRow, keepOrder: boolean): void {
    const kind = KIND_NO.get(row.kind);
    if (kind === undefined) return;
    // An array of its exact size (one grown by push keeps room for 17 and more).
    const words = new Array<string>(row.words.length);
    const term: Term = { id: row.id, kind, ref: row.ref_id, text: row.text, norm: row.norm, weight: row.weight, words };
    row.words.forEach((word, i) => {
      let entry = this.vocab.get(word);
      if (!entry) {
        entry = { word, terms: [] };
        this.vocab.set(word, entry);
        if (keepOrder) this.sorted.splice(this.lowerBound(word), 0, word);
      }
      entry.terms.push(term);
      words[i] = entry.word;
    });
    this.terms.set(term.id, term);
    if (keepOrder) this.rank(term);
    else this.ranked[kind]!.push(term);
  }

  private remove(term: Term): void {
    this.terms.delete(term.id);
    this.unrank(term);
    for (const word of term.words) {
      const postings = this.vocab.get(word)?.terms;
      if (!postings) continue;
      const i = postings.indexOf(term);
      if (i >= 0) postings.splice(i, 1);
      if (!postings.length) {
        this.vocab.delete(word);
        const at = this.lowerBound(word);
        if (this.sorted[at] === word) this.sorted.splice(at, 1);
      }
    }
  }

  private rank(term: Term): void {
    const list = this.ranked[term.kind]!;
    list.splice(bisect(list, (x) => byRank(x, term) <= 0), 0, term);
  }

  private unrank(term: Term): void {
    const list = this.ranked[term.kind]!;
    for (let i = bisect(list, (x) => byRank(x, term) < 0); i < list.length && byRank(list[i]!, term) === 0; i++) {
      if (list[i] === term) {
        list.splice(i, 1);
        return;
      }
    }
    const at = list.indexOf(term);
    if (at >= 0) list.splice(at, 1);
  }

  private lowerBound(word: string): number {
    return lowerBound(this.sorted, word);
  }

  /** Calls fn for every vocabulary word starting with prefix. */
  private eachWord(prefix: string, fn: (word: string, postings: Term[]) => void): void {
    for (let i = this.lowerBound(prefix); i < this.sorted.length; i++) {
      const word = this.sorted[i]!;
      if (!word.startsWith(prefix)) break;
      fn(word, this.vocab.get(word)!.terms);
    }
  }

  /** PREFIX_SQL: terms having a word that starts with `prefix` (lower()ed, 1-5 characters). */
  prefix(prefix: string): SuggestItem[] {
    const tops = KIND_LIMITS.map((limit) => new Top(limit));
    // One or two characters start the words of a large share of the terms: first walk each kind in
    // rank order. Its first `limit` whole-text matches are the answer; a walk over the whole kind
    // (subjects) is too. Only the kinds left read the prefix's words' terms.
    const open = KINDS.map((_, k) => prefix.length > 2 || !this.walk(prefix, k, tops[k]!));
    if (open.some(Boolean)) {
      this.eachWord(prefix, (_, postings) => {
        for (const t of postings) if (open[t.kind]) tops[t.kind]!.offer(t, t.norm.startsWith(prefix));
      });
    }
    return items(tops);
  }

  /** Fills top from kind k's terms in rank order; false when the walk cannot be sure of the answer. */
  private walk(prefix: string, k: number, top: Top): boolean {
    const list = this.ranked[k]!;
    const limit = KIND_LIMITS[k]!;
    const whole: Term[] = [];
    const others: Term[] = [];
    const steps = Math.min(list.length, PREFIX_WALK);
    for (let i = 0; i < steps && whole.length < limit; i++) {
      const t = list[i]!;
      const isWhole = t.norm.startsWith(prefix);
      if (!isWhole && others.length >= limit) continue;
      if (!t.words.some((w) => w.startsWith(prefix))) continue;
      (isWhole ? whole : others).push(t);
    }
    if (whole.length < limit && steps < list.length) return false;
    for (const t of whole) top.offer(t, true);
    for (const t of others) top.offer(t, false);
    return true;
  }

  /** TERMS_SQL's first step: per query word the vocabulary words it stands for (typo guesses aside). */
  prefixSets(words: string[]): string[][] {
    return words.map((w) => this.prefixWords(w));
  }

  /** Whether every word is in the dictionary (a typo guess read from search_vocab may be newer). */
  knows(words: string[]): boolean {
    return words.every((w) => this.vocab.has(w));
  }

  /**
   * The rest of TERMS_SQL for the query words' sets (prefixSets, typo guesses filled in) and the
   * query's lower()ed text. A word that stands for nothing: no suggestion.
   */
  answer(sets: string[][], lowered: string): SuggestItem[] {
    if (sets.some((s) => !s.length)) return [];
    const counts = sets.map((s) => s.reduce((sum, w) => sum + this.vocab.get(w)!.terms.length, 0));
    const n = Math.min(...counts);
    const rare = sets[counts.indexOf(n)]!;
    const lookup = sets.map((s) => new Set(s));
    const matches = (t: Term) => lookup.every((set) => t.words.some((w) => set.has(w)));
    const candidates: Term[][] = KINDS.map(() => []);
    if (n <= BROAD_TERMS) {
      const seen = new Set<Term>();
      for (const word of rare) for (const t of this.vocab.get(word)!.terms) {
        if (!seen.has(t) && matches(t)) candidates[t.kind]!.push(t);
        seen.add(t);
      }
      for (let k = 0; k < candidates.length; k++) candidates[k] = candidates[k]!.sort(byRank).slice(0, CANDIDATES);
    } else {
      for (let k = 0; k < candidates.length; k++) {
        const list = this.ranked[k]!;
        const out = candidates[k]!;
        for (let i = 0; i < Math.min(WALK_LIMIT, list.length) && out.length < CANDIDATES; i++) if (matches(list[i]!)) out.push(list[i]!);
      }
    }
    const tops = KIND_LIMITS.map((limit) => new Top(limit));
    for (const list of candidates) for (const t of list) tops[t.kind]!.offer(t, t.norm.startsWith(lowered));
    return items(tops);
  }

  /** The PREFIX_WORDS most used vocabulary words `word` is a prefix of (equal uses: in byte order). */
  private prefixWords(word: string): string[] {
    const best: Array<{ word: string; uses: number }> = [];
    const worse = (a: { word: string; uses: number }, b: { word: string; uses: number }) => b.uses - a.uses || byCodePoint(a.word, b.word);
    this.eachWord(word, (w, postings) => {
      const entry = { word: w, uses: postings.length };
      if (best.length === PREFIX_WORDS && worse(entry, best[best.length - 1]!) >= 0) return;
      let i = best.length;
      while (i > 0 && worse(entry, best[i - 1]!) < 0) i--;
      best.splice(i, 0, entry);
      if (best.length > PREFIX_WORDS) best.pop();
    });
    return best.map((e) => e.word);
  }
}

function items(tops: Top[]): SuggestItem[] {
  return tops.flatMap((top) => top.items.map(({ t }) => ({ text: t.text, kind: KINDS[t.kind]!, id: t.ref })));
}
