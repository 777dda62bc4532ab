import type { SuggestItem } from '@teachmarket/contracts/api-types';
import type { Db } from '../db';
import { prepared } from './prepared';
import type { SqlQuery } from './search-query';

/** Suggestions per kind, as before: materials (distinct titles), subjects, authors. */
const LIMITS = { material: 6, subject: 3, author: 3 } as const;
/** Per query word: the most used vocabulary words it is a prefix of, plus the closest typo matches. */
const PREFIX_WORDS = 32;
const TYPO_WORDS = 8;
/** Typos are only guessed from this many characters on (shorter words match too much). */
export const TYPO_MIN_LENGTH = 4;
/** Terms ranked per kind: the most popular candidates, then whole-text prefix matches first among them. */
const CANDIDATES = 100;

/** Above this many candidate terms a lookup would fetch them all: walk the most popular terms instead. */
const BROAD_TERMS = 400;
/** How far that walk goes at most (it stops as soon as CANDIDATES matched). */
const WALK_LIMIT = 1500;

/**
 * The query's words as PostgreSQL splits and lowercases the dictionary's (to_tsvector 'simple'),
 * each with the vocabulary words it may stand for: the most used words it is a prefix of (C-collation
 * btree range); only when there is none and from TYPO_MIN_LENGTH characters on, the words most
 * similar to it (pg_trgm on the vocabulary, a few thousand words per world, never on the titles).
 * `n` bounds how many terms contain one of them.
 */
const WORD_SETS = `
  SELECT s.pos, s.words, (SELECT coalesce(sum(v.uses), 0)::int FROM search_vocab v WHERE v.world = $1 AND v.word = ANY(s.words)) AS n
    FROM (
      SELECT q.pos, coalesce(
        (SELECT array_agg(c.word) FROM (
           SELECT v.word FROM search_vocab v
            WHERE v.world = $1 AND v.word >= q.w COLLATE "C" AND v.word < (q.w || chr(1114111)) COLLATE "C"
            ORDER BY v.uses DESC LIMIT ${PREFIX_WORDS}) c),
        (SELECT array_agg(c.word) FROM (
           SELECT v.word FROM search_vocab v
            WHERE length(q.w) >= ${TYPO_MIN_LENGTH} AND v.world = $1 AND q.w <% v.word
            ORDER BY word_similarity(q.w, v.word) DESC, v.uses DESC LIMIT ${TYPO_WORDS}) c),
        '{}'::text[]) AS words
      FROM (SELECT t.lexeme AS w, t.positions[1] AS pos FROM unnest(to_tsvector('simple', $2)) t ORDER BY 2 LIMIT 6) q
    ) s
   ORDER BY s.pos`;

/** Per kind the CANDIDATES most popular matching terms, then whole-text prefix matches first. */
function termsSql(wordSets: number, walk: boolean): string {
  const conds = Array.from({ length: wordSets }, (_, i) => `t.words && $${i + 3}::text[]`).join(' AND ');
  const perKind = (ord: number, kind: keyof typeof LIMITS) => {
    const candidates = walk
      // A LIMIT-fenced walk down the popularity index: rows are pulled only until CANDIDATES matched.
      ? `SELECT t.ref_id, t.text, t.norm, t.weight FROM (
           SELECT t.ref_id, t.text, t.norm, t.weight, t.words FROM search_terms t
            WHERE t.world = $1 AND t.kind = '${kind}' ORDER BY t.weight DESC, t.ref_id LIMIT ${WALK_LIMIT}) t
          WHERE ${conds} LIMIT ${CANDIDATES}`
      : `SELECT t.ref_id, t.text, t.norm, t.weight FROM search_terms t
          WHERE t.world = $1 AND t.kind = '${kind}' AND ${conds} ORDER BY t.weight DESC, t.ref_id LIMIT ${CANDIDATES}`;
    return `(SELECT ${ord} AS ord, '${kind}' AS kind, c.ref_id, c.text, starts_with(c.norm, lower($2)) AS whole, c.weight
               FROM (${candidates}) c ORDER BY 5 DESC, c.weight DESC, c.ref_id LIMIT ${LIMITS[kind]})`;
  };
  return `SELECT x.kind, x.ref_id, x.text FROM (${perKind(1, 'material')} UNION ALL ${perKind(2, 'subject')} UNION ALL ${perKind(3, 'author')}) x
    ORDER BY x.ord, x.whole DESC, x.weight DESC, x.ref_id`;
}

/** The two statements of a suggestion: the query words' vocabulary, then the terms (also for the bench's EXPLAIN). */
export async function suggestQueries(db: Db, world: string, q: string): Promise<{ words: SqlQuery; terms: SqlQuery | null }> {
  const words = { sql: WORD_SETS, params: [world, q] };
  const sets = await prepared<{ pos: number; words: string[]; n: number }>(db, words.sql, words.params);
  if (!sets.length || sets.some((s) => !s.words.length)) return { words, terms: null };
  // The cap on candidates: rare words are looked up (GIN), common ones walked in popularity order.
  const walk = Math.min(...sets.map((s) => s.n)) > BROAD_TERMS;
  return { words, terms: { sql: termsSql(sets.length, walk), params: [world, q.trim(), ...sets.map((s) => s.words)] } };
}

/**
 * Search-as-you-type from the dictionary of migration 030: a term matches when every query word
 * matches one of its words (prefix, or a typo from 4 characters). Two short index lookups instead
 * of scoring every title by trigram similarity.
 */
export async function suggest(db: Db, world: string, q: string): Promise<SuggestItem[]> {
  const { terms } = await suggestQueries(db, world, q);
  if (!terms) return [];
  const rows = await prepared<{ kind: SuggestItem['kind']; ref_id: number; text: string }>(db, terms.sql, terms.params);
  return rows.map((r) => ({ text: r.text, kind: r.kind, id: r.ref_id }));
}
