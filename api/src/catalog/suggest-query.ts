import type { SuggestItem } from '@teachmarket/contracts/api-types';
import type { Db } from '../db';
import { prepared } from './prepared';
import type { SqlQuery } from './search-query';

/** Suggestions per kind, as before: materials (distinct titles), subjects, authors. */
export const LIMITS = { material: 6, subject: 3, author: 3 } as const;
export type Kind = keyof typeof LIMITS;
export const KINDS = Object.keys(LIMITS) as Kind[];
/** Per query word: the most used vocabulary words it is a prefix of, plus the closest typo matches. */
export const PREFIX_WORDS = 32;
const TYPO_WORDS = 8;
/** Typos are only guessed from this many characters on (shorter words match too much). */
export const TYPO_MIN_LENGTH = 4;
/** Terms ranked per kind: the most popular candidates, then whole-text prefix matches first among them. */
export const CANDIDATES = 100;
/** Query words looked at (the first ones). */
export const MAX_WORDS = 6;

/** Above this many candidate terms a lookup would fetch them all: walk the most popular terms instead. */
export const BROAD_TERMS = 400;
/** How far that walk goes at most (it stops as soon as CANDIDATES matched). */
export const WALK_LIMIT = 1500;

/**
 * A query that is one word of at most this many letters or digits is answered from the precomputed
 * prefixes of migration 044 (search_term_prefixes), not from the vocabulary; only when no word
 * starts with it (a typo, from TYPO_MIN_LENGTH characters) does the vocabulary statement follow.
 */
export const PREFIX_MAX = 5;
export const ONE_WORD = new RegExp(`^[\\p{L}\\p{Nd}]{1,${PREFIX_MAX}}$`, 'u');

/**
 * One word of 1-5 characters: per kind the first rows of the (world, kind, prefix) range of
 * search_term_prefixes, already in rank order (whole-text prefix matches first, then weight). The
 * same answer as the vocabulary statement's (checked for every 4-5 character prefix of the 100k
 * seed's de and fr vocabulary), without its candidate cap.
 */
const PREFIX_SQL = `SELECT x.kind, x.ref_id, t.text FROM (${KINDS.map((kind, i) => `(
    SELECT ${i + 1} AS ord, p.kind, p.ref_id, p.whole, p.weight, p.term_id FROM search_term_prefixes p
     WHERE p.world = $1 AND p.kind = '${kind}' AND p.prefix = lower($2)
     ORDER BY p.whole DESC, p.weight DESC, p.ref_id LIMIT ${LIMITS[kind]})`).join(' UNION ALL ')}
  ) x JOIN search_terms t ON t.id = x.term_id
  ORDER BY x.ord, x.whole DESC, x.weight DESC, x.ref_id`;

/**
 * Slot i (1-based) of the query words' vocabulary sets matches the term's words (or is unused). Written
 * as an OR so it is never an index condition: the lookup's index condition is the rarest set alone.
 */
const slot = (alias: string, i: number) => `(g.s${i} IS NULL OR ${alias}.words && g.s${i})`;
const everySet = (alias: string) => Array.from({ length: MAX_WORDS }, (_, i) => slot(alias, i + 1)).join(' AND ');

/**
 * Every other query, in one statement:
 * - q: the query's words as PostgreSQL splits and lowercases the dictionary's (to_tsvector 'simple');
 * - s: per word the vocabulary words it may stand for: the most used words it is a prefix of
 *   (C-collation btree range; equally used words in byte order, so the 32 are one set, the same the
 *   in-memory dictionary takes: suggest-index.ts); only when there is none and from TYPO_MIN_LENGTH characters on, the
 *   words most similar to it (pg_trgm on the vocabulary, a few thousand words per world, never on
 *   the titles); n bounds how many terms contain one of them. The sets carry the default collation:
 *   search_vocab.word is "C", and an array in another collation than search_terms.words cannot use
 *   its GIN index (the planner walked the (world, kind) btree instead: 1.3 ms for "Mathe", not 0.3);
 * - g: one row (none when a word stands for nothing): the sets in word order s1..s6, the rarest
 *   set and the smallest n;
 * - hits: rare words (g.n <= BROAD_TERMS terms) are looked up once for every kind (GIN on the rarest
 *   set; the index has no kind, so a lookup per kind read the same posting lists and heap rows three
 *   times: "Klasse 5" 326 rows each, 0.65 -> 0.5 ms; "Arbeitsblatt Ph" 0.24 -> 0.17 ms);
 * - per kind, the cap on candidates: the CANDIDATES most popular of its hits, or for common words a
 *   walk in popularity order (a LIMIT-fenced walk down the weight index: rows are pulled only until
 *   CANDIDATES matched); the branch not taken never runs (its filter on g fails first).
 *   Of the CANDIDATES most popular matches, whole-text prefix matches come first.
 */
const TERMS_SQL = `
WITH q AS (
  SELECT t.lexeme AS w, t.positions[1] AS pos FROM unnest(to_tsvector('simple', $2)) t ORDER BY 2 LIMIT ${MAX_WORDS}
), s AS (
  SELECT row_number() OVER (ORDER BY q.pos) AS i, coalesce(
    (SELECT array_agg(c.word) FROM (
       SELECT v.word FROM search_vocab v
        WHERE v.world = $1 AND v.word >= q.w COLLATE "C" AND v.word < (q.w || chr(1114111)) COLLATE "C"
        ORDER BY v.uses DESC, v.word LIMIT ${PREFIX_WORDS}) c),
    (SELECT array_agg(c.word) FROM (
       SELECT v.word FROM search_vocab v
        WHERE length(q.w) >= ${TYPO_MIN_LENGTH} AND v.world = $1 AND q.w <% v.word
        ORDER BY word_similarity(q.w, v.word) DESC, v.uses DESC, v.word LIMIT ${TYPO_WORDS}) c),
    '{}'::text[]) COLLATE "default" AS words
  FROM q
), n AS (
  SELECT s.i, s.words, (SELECT coalesce(sum(v.uses), 0) FROM search_vocab v WHERE v.world = $1 AND v.word = ANY(s.words)) AS n FROM s
), g AS MATERIALIZED (
  SELECT min(n.n) AS n, (SELECT r.words FROM n r ORDER BY r.n, r.i LIMIT 1) AS rare,
         ${Array.from({ length: MAX_WORDS }, (_, i) => `max(n.words) FILTER (WHERE n.i = ${i + 1}) AS s${i + 1}`).join(', ')}
    FROM n HAVING count(*) > 0 AND bool_and(cardinality(n.words) > 0)
), hits AS MATERIALIZED (
  SELECT l.* FROM g CROSS JOIN LATERAL (
    SELECT t.kind, t.ref_id, t.text, t.norm, t.weight FROM search_terms t
     WHERE t.world = $1 AND t.words && g.rare AND ${everySet('t')}) l
   WHERE g.n <= ${BROAD_TERMS}
)
SELECT x.kind, x.ref_id, x.text FROM (${KINDS.map((kind, i) => `(
  SELECT ${i + 1} AS ord, '${kind}' AS kind, c.ref_id, c.text, starts_with(c.norm, lower($2)) AS whole, c.weight FROM (
    SELECT l.ref_id, l.text, l.norm, l.weight FROM (
      SELECT h.ref_id, h.text, h.norm, h.weight FROM hits h WHERE h.kind = '${kind}'
       ORDER BY h.weight DESC, h.ref_id LIMIT ${CANDIDATES}) l
    UNION ALL
    SELECT l.ref_id, l.text, l.norm, l.weight FROM g CROSS JOIN LATERAL (
      SELECT w.ref_id, w.text, w.norm, w.weight FROM (
        SELECT t.ref_id, t.text, t.norm, t.weight, t.words FROM search_terms t
         WHERE t.world = $1 AND t.kind = '${kind}' ORDER BY t.weight DESC, t.ref_id LIMIT ${WALK_LIMIT}) w
       WHERE ${everySet('w')} LIMIT ${CANDIDATES}) l
     WHERE g.n > ${BROAD_TERMS}
  ) c ORDER BY 5 DESC, c.weight DESC, c.ref_id LIMIT ${LIMITS[kind]})`).join(' UNION ALL ')}
) x
ORDER BY x.ord, x.whole DESC, x.weight DESC, x.ref_id`;

/**
 * One word's typo guesses, as TERMS_SQL's second branch finds them (equal similarity and uses in byte
 * order in both, so they are one set): the in-memory dictionary (suggest-index.ts) reads only these.
 */
export const TYPO_SQL = `SELECT v.word FROM search_vocab v WHERE v.world = $1 AND $2 <% v.word
  ORDER BY word_similarity($2, v.word) DESC, v.uses DESC, v.word LIMIT ${TYPO_WORDS}`;

/** The statement a suggestion runs first (also for the bench's EXPLAIN). */
export function suggestQuery(world: string, q: string): SqlQuery {
  const text = q.trim();
  return { sql: ONE_WORD.test(text) ? PREFIX_SQL : TERMS_SQL, params: [world, text] };
}

type Row = { kind: SuggestItem['kind']; ref_id: number; text: string };

/**
 * Search-as-you-type from the dictionary of migrations 030 and 044: a term matches when every
 * query word matches one of its words (prefix, or a typo from 4 characters). One prepared
 * statement of index lookups per request (two for a one-word typo) instead of scoring every title
 * by trigram similarity.
 */
export async function suggest(db: Db, world: string, q: string): Promise<SuggestItem[]> {
  const first = suggestQuery(world, q);
  let rows = await prepared<Row>(db, first.sql, first.params);
  const text = first.params[1] as string;
  if (!rows.length && first.sql === PREFIX_SQL && [...text].length >= TYPO_MIN_LENGTH) rows = await prepared<Row>(db, TERMS_SQL, first.params);
  return rows.map((r) => ({ text: r.text, kind: r.kind, id: r.ref_id }));
}
