/**
 * Issue 17, search at 1,000,000 materials: migration 030's one GIN index over world, sample bucket
 * (id % 32), text and facet arrays made every text search intersect the world's whole posting list
 * (a sixth of the catalogue for de) and the bucket's with the text's, in the index scan itself: at
 * 1M materials the index scan of a broad term's 1-in-32 sample ("Arbeitsblatt", de) read 108 index
 * pages in 18 ms (warm; seen at ~220 ms under load), through materials_sample_de 7 pages in 1 ms.
 * Replaced by two partial GIN
 * indexes per world on the text and the facet arrays alone, so the world and the bucket are the
 * index's predicate, not keys it must intersect:
 *
 * - materials_text_<world>: the world's published materials (search page, exact facet counts, totals);
 * - materials_sample_<world>: only its 1-in-32 sample rows (the facet sample of a broad search reads
 *   1/32 of the text's postings instead of all of them).
 *
 * The world-less GIN indexes on subject_ids, grades and school_types go too: only search filters on
 * these arrays, always within one world, and these indexes cover them there. Left in place, the
 * planner ANDed them with the world's btree instead (1M materials, "Klasse" + a subject + a school
 * type: 8,072 buffers and 52 ms for the page; 4,496 and 35 ms through materials_text_de).
 *
 * The queries name the world as a literal (api/src/catalog/search-query.ts), so the planner proves
 * the predicate in a prepared statement's generic plan too. The worlds are frozen here: a world
 * added later needs a migration adding its two indexes (api/test/search-scale.test.ts checks that
 * every world of WORLDS has them); without them its searches stay correct, only slower.
 */
const WORLDS_042 = [
  'de', 'es', 'fr', 'gr', 'it', 'bg', 'cn', 'cz', 'dk', 'fi', 'hi', 'hr', 'hu', 'id', 'jp', 'kr', 'kz', 'my',
  'nl', 'no', 'pl', 'ro', 'rs', 'se', 'sk', 'th', 'ua',
];

const COLUMNS = 'search_vector, subject_ids, grades, school_types';

export const sql = /* sql */ `
DROP INDEX IF EXISTS materials_search_world;
DROP INDEX IF EXISTS materials_subjects;
DROP INDEX IF EXISTS materials_grades;
DROP INDEX IF EXISTS materials_school_types;
${WORLDS_042.map((w) => `CREATE INDEX materials_text_${w} ON materials USING gin (${COLUMNS})
  WHERE world = '${w}' AND status = 'published';
CREATE INDEX materials_sample_${w} ON materials USING gin (${COLUMNS})
  WHERE world = '${w}' AND status = 'published' AND (id % 32) = 0;`).join('\n')}
`;
