/**
 * Issue 17, suggest at 100,000 materials: a one- to three-character query ("k", "Ma", "Mat") is a
 * prefix of many vocabulary words, and migration 030's dictionary answered it by walking the
 * world's most popular terms until 100 matched (1-2.7 ms per request at 100k materials, the bulk
 * of suggest's database time); one word of 4-5 characters ("Mathe", "Bruc") took a vocabulary
 * lookup and a GIN lookup per kind (0.3-0.5 ms). search_term_prefixes lists, per term, every
 * distinct 1-5 character prefix of its words with what suggest ranks by, so a query of one such
 * word is three index range reads of 6 / 3 / 3 rows: (world, kind, prefix) in rank order
 * (whole-text prefix matches first, then weight, then id).
 *
 * Kept by triggers on search_terms, like search_vocab: a term's words never change (a rename is
 * a delete + insert), only its weight (sales) and ref_id (its title's lowest published id) do.
 * About 21 rows per term (1.04M rows for the 48,821 terms of the 100k-material seed; 684k at 1-3).
 */
export const sql = /* sql */ `
CREATE TABLE search_term_prefixes (
  term_id int NOT NULL,
  prefix text COLLATE "C" NOT NULL,
  world text NOT NULL,
  kind text NOT NULL,
  -- The term's whole text (norm) starts with the prefix.
  whole boolean NOT NULL,
  weight bigint NOT NULL,
  ref_id int NOT NULL,
  PRIMARY KEY (term_id, prefix)
);
CREATE INDEX search_term_prefixes_rank ON search_term_prefixes (world, kind, prefix, whole DESC, weight DESC, ref_id) INCLUDE (term_id);

CREATE FUNCTION search_terms_prefixes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_term_prefixes (term_id, prefix, world, kind, whole, weight, ref_id)
    SELECT DISTINCT t.id, left(w, n), t.world, t.kind, starts_with(t.norm, left(w, n)), t.weight, t.ref_id
      FROM new_terms t, unnest(t.words) w, generate_series(1, least(5, length(w))) n
     ORDER BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_term_prefixes p USING old_terms o WHERE p.term_id = o.id;
  ELSE
    UPDATE search_term_prefixes p SET weight = n.weight, ref_id = n.ref_id
      FROM new_terms n JOIN old_terms o ON o.id = n.id
     WHERE p.term_id = n.id AND (n.weight, n.ref_id) IS DISTINCT FROM (o.weight, o.ref_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_terms_prefixes_insert AFTER INSERT ON search_terms REFERENCING NEW TABLE AS new_terms FOR EACH STATEMENT EXECUTE FUNCTION search_terms_prefixes();
CREATE TRIGGER search_terms_prefixes_update AFTER UPDATE ON search_terms REFERENCING OLD TABLE AS old_terms NEW TABLE AS new_terms FOR EACH STATEMENT EXECUTE FUNCTION search_terms_prefixes();
CREATE TRIGGER search_terms_prefixes_delete AFTER DELETE ON search_terms REFERENCING OLD TABLE AS old_terms FOR EACH STATEMENT EXECUTE FUNCTION search_terms_prefixes();

INSERT INTO search_term_prefixes (term_id, prefix, world, kind, whole, weight, ref_id)
SELECT DISTINCT t.id, left(w, n), t.world, t.kind, starts_with(t.norm, left(w, n)), t.weight, t.ref_id
  FROM search_terms t, unnest(t.words) w, generate_series(1, least(5, length(w))) n
 ORDER BY 1, 2;
-- PGlite has no autovacuum: the planner would know nothing of the new table until someone analyses it.
ANALYZE search_term_prefixes;
`;
