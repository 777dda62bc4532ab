import type { Db } from '../db';
import { prepared } from './prepared';
import { MAX_WORDS } from './suggest-query';

/**
 * How the database lowercases, per character: lower() (the query's prefix, whole-text matches) and
 * to_tsvector('simple') (the words of the dictionary and of a query). Both follow the database's
 * locale (lc_ctype; ICU or libc), which JS cannot know: the database is asked once per process for
 * every letter of the scripts our worlds write (Latin, Greek, Cyrillic; kana, CJK and Hangul in runs)
 * and the ASCII digits, and a character is used only when it lowercases to one character and the
 * parser keeps it inside a word (before and after letters and digits). A query with any other
 * character takes the SQL path.
 */
export interface Lowering {
  sql: Map<string, string>;
  ts: Map<string, string>;
}

const RANGES: Array<[number, number]> = [[0x30, 0x39], [0x41, 0x5a], [0x61, 0x7a], [0xc0, 0x24f], [0x370, 0x3ff], [0x400, 0x52f], [0x1e00, 0x1fff]];
/** Scripts without case (kana, CJK ideographs, Hangul): asked about in runs of CHUNK letters, each run used whole or not at all. */
const CASELESS: Array<[number, number]> = [[0x3040, 0x30ff], [0x4e00, 0x9fff], [0xac00, 0xd7a3]];
/** A run of CJK letters is one word: it must stay under the parser's 2,047 bytes. */
const CHUNK = 500;
const WORD_CHAR = /^[\p{L}0-9]$/u;

function lettersOf(ranges: Array<[number, number]>): string[] {
  const out: string[] = [];
  for (const [from, to] of ranges) for (let c = from; c <= to; c++) {
    const ch = String.fromCodePoint(c);
    if (WORD_CHAR.test(ch)) out.push(ch);
  }
  return out;
}

/** The characters asked about one by one (letters and ASCII digits of RANGES). */
export const probeCharacters = () => lettersOf(RANGES);

const PROBE_SQL = `SELECT c, lower(c) AS l,
    array_to_string(tsvector_to_array(to_tsvector('simple', 'x' || c || 'x')), ' ') AS mid,
    array_to_string(tsvector_to_array(to_tsvector('simple', c || '5')), ' ') AS head,
    array_to_string(tsvector_to_array(to_tsvector('simple', '5' || c)), ' ') AS tail
  FROM unnest($1::text[]) c`;
const CASELESS_SQL = `SELECT s FROM unnest($1::text[]) s WHERE lower(s) = s
  AND array_to_string(tsvector_to_array(to_tsvector('simple', 'x' || s || 'x')), ' ') = 'x' || s || 'x'
  AND array_to_string(tsvector_to_array(to_tsvector('simple', s || '5')), ' ') = s || '5'
  AND array_to_string(tsvector_to_array(to_tsvector('simple', '5' || s)), ' ') = '5' || s`;

export async function loadLowering(db: Db): Promise<Lowering> {
  const rows = await prepared<{ c: string; l: string; mid: string; head: string; tail: string }>(db, PROBE_SQL, [probeCharacters()]);
  const sql = new Map<string, string>([[' ', ' ']]);
  const ts = new Map<string, string>();
  for (const r of rows) {
    if ([...r.l].length === 1) sql.set(r.c, r.l);
    const inner = r.mid.startsWith('x') && r.mid.endsWith('x') ? r.mid.slice(1, -1) : '';
    if ([...inner].length === 1 && r.head === `${inner}5` && r.tail === `5${inner}`) ts.set(r.c, inner);
  }
  const caseless = lettersOf(CASELESS);
  const chunks = Array.from({ length: Math.ceil(caseless.length / CHUNK) }, (_, i) => caseless.slice(i * CHUNK, (i + 1) * CHUNK).join(''));
  for (const { s } of await prepared<{ s: string }>(db, CASELESS_SQL, [chunks])) {
    for (const ch of s) {
      sql.set(ch, ch);
      ts.set(ch, ch);
    }
  }
  return { sql, ts };
}

/** lower(text) as the database computes it; null when a character is not known. */
export function lowerSql(lowering: Lowering, text: string): string | null {
  let out = '';
  for (const ch of text) {
    const l = lowering.sql.get(ch);
    if (l === undefined) return null;
    out += l;
  }
  return out;
}

/**
 * The words of to_tsvector('simple', text) in position order, distinct, the first MAX_WORDS: only for
 * words of known letters and digits separated by spaces (each is then one token); null otherwise.
 */
export function queryWords(lowering: Lowering, text: string): string[] | null {
  const words: string[] = [];
  for (const token of text.split(' ')) {
    if (!token) continue;
    let word = '';
    for (const ch of token) {
      const l = lowering.ts.get(ch);
      if (l === undefined) return null;
      word += l;
    }
    if (!words.includes(word)) words.push(word);
  }
  return words.slice(0, MAX_WORDS);
}
