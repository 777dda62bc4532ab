/**
 * PostgreSQL's ts_rank(vector, query) with the default weights and normalisation 0, for the
 * in-memory search index (search-index.ts), so relevance pages need no ranking query. A port of
 * calc_rank, calc_rank_or and calc_rank_and of src/backend/utils/adt/tsrank.c, with C's float
 * (single precision) arithmetic reproduced by Math.fround at every step where C rounds to float,
 * so equal ranks stay equal and ties fall to the same tie-breakers as in SQL
 * (test/search-index.test.ts compares it with ts_rank over every material of the test seed).
 *
 * Positions are PostgreSQL's WordEntryPos: weight in the top two bits (3 = A ... 0 = D), position
 * in the low fourteen.
 */

const f = Math.fround;
/** Default weights D, C, B, A as C floats. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const wpos = (wep: number) => WEIGHTS[wep >> 14]!;
const posOf = (wep: number) => wep & 0x3fff;

/** One word of a parsed query: a lexeme, or a prefix of lexemes (`:*`). */
export interface QueryItem {
  lexeme: string;
  prefix: boolean;
}

/** The position lists of the vector's lexemes a query item matches, in the vector's lexeme order. */
export type EntriesOf = (item: QueryItem) => ArrayLike<number>[];

/** tsCompareString: bytewise, a shorter string first when one is the other's prefix (UTF-16 order stands in for UTF-8). */
const compareLexemes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** SortAndUniqItems: the query's operands sorted by their text, one per text. */
function uniqueItems(items: QueryItem[]): QueryItem[] {
  const sorted = [...items].sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
  return sorted.filter((item, i) => i === 0 || sorted[i - 1]!.lexeme !== item.lexeme);
}

function wordDistance(w: number): number {
  if (w > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2)));
}

function rankOr(entriesOf: EntriesOf, unique: QueryItem[]): number {
  let res = f(0);
  for (const item of unique) {
    for (const post of entriesOf(item)) {
      let resj = f(0);
      let wjm = f(-1);
      let jm = 0;
      for (let j = 0; j < post.length; j++) {
        const w = wpos(post[j]!);
        resj = f(resj + f(w / ((j + 1) * (j + 1))));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  if (unique.length > 0) res = f(res / unique.length);
  return res;
}

function rankAnd(entriesOf: EntriesOf, unique: QueryItem[]): number {
  let res = f(-1);
  const pos: Array<ArrayLike<number> | null> = unique.map(() => null);
  for (let i = 0; i < unique.length; i++) {
    for (const post of entriesOf(unique[i]!)) {
      pos[i] = post;
      for (let k = 0; k < i; k++) {
        const ct = pos[k];
        if (!ct) continue;
        for (let l = 0; l < post.length; l++) {
          for (let p = 0; p < ct.length; p++) {
            const dist = Math.abs(posOf(post[l]!) - posOf(ct[p]!));
            if (!dist) continue;
            const curw = f(Math.sqrt(f(f(wpos(post[l]!) * wpos(ct[p]!)) * wordDistance(dist))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/** A query made ready to rank many vectors: calc_rank's choice of method and its sorted, unique operands. */
export interface RankQuery {
  and: boolean;
  items: QueryItem[];
}

/**
 * The OR of `alternatives` (each an AND of items; empty ones are left out of the query, as
 * tsquery's || leaves out an empty operand), ready for rankWith.
 */
export function rankQuery(alternatives: QueryItem[][]): RankQuery {
  const parts = alternatives.filter((a) => a.length > 0);
  // The query's top operator: OR for two or more parts, else the one part's AND (or its only word).
  const items = uniqueItems(parts.flat());
  return { and: parts.length === 1 && parts[0]!.length > 1 && items.length > 1, items };
}

/** ts_rank of one vector (its entries per query item) against a prepared query. */
export function rankWith(query: RankQuery, entriesOf: EntriesOf): number {
  if (!query.items.length) return 0;
  const res = query.and ? rankAnd(entriesOf, query.items) : rankOr(entriesOf, query.items);
  return res < 0 ? f(1e-20) : res;
}

/** ts_rank(vector, OR of `alternatives`) in one call (tests; the index prepares the query once). */
export const tsRank = (entriesOf: EntriesOf, alternatives: QueryItem[][]): number => rankWith(rankQuery(alternatives), entriesOf);

const ENTRY = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;
const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** A tsvector's text (`'bruch':3A,15 'klass':7B`) as its lexemes with their WordEntryPos values, in order. */
export function parseVector(text: string): Array<[string, number[]]> {
  const out: Array<[string, number[]]> = [];
  for (const m of text.matchAll(ENTRY)) {
    const lexeme = m[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    const positions = m[2]
      ? m[2].split(',').map((p) => {
        const weight = WEIGHT_OF[p[p.length - 1]!];
        return weight === undefined ? Number(p) : (weight << 14) | Number(p.slice(0, -1));
      })
      : [];
    out.push([lexeme, positions]);
  }
  return out;
}
