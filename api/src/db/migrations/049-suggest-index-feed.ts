/**
 * Issue 17, suggest from memory: each API process keeps a suggest dictionary per world
 * (api/src/catalog/suggest-index.ts) built from `search_terms` and kept current from the rows that
 * changed since it last looked, as the search index does with `materials` (migration 046).
 *
 * - change_seq: every insert and update of a term takes the next value of search_term_change_seq
 *   (weight and ref_id updates included: sales reorder suggestions and notify nothing).
 * - search_term_removals: a term's words never change (a rename is a delete + insert), so a title
 *   change, an unpublish or a seller's new name deletes terms; each deleted term is logged here with
 *   a number of the same sequence, and a dictionary reads the removals past its mark with the rows.
 *   Rows older than an hour go; the highest number they had moves search_term_horizon.
 * - search_term_horizon: a dictionary whose mark is below `seq` may have missed a removal and is
 *   built anew. A mass delete (more than 1,000 terms in one statement: a re-seed, TRUNCATE of
 *   materials, subjects or users) logs nothing and counts `epoch` up: a dictionary built under
 *   another epoch is built anew (read with the build, so a build that overlapped the delete's
 *   transaction sees the new epoch only after it, however the change numbers fell).
 */
export const sql = /* sql */ `
CREATE SEQUENCE search_term_change_seq;
ALTER TABLE search_terms ADD COLUMN change_seq bigint NOT NULL DEFAULT nextval('search_term_change_seq');
CREATE INDEX search_terms_change_seq ON search_terms (change_seq);

CREATE FUNCTION search_terms_take_change_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('search_term_change_seq');
  RETURN NEW;
END
$$;
CREATE TRIGGER search_terms_change_seq BEFORE UPDATE ON search_terms FOR EACH ROW EXECUTE FUNCTION search_terms_take_change_seq();

CREATE TABLE search_term_removals (
  seq bigint PRIMARY KEY DEFAULT nextval('search_term_change_seq'),
  world text NOT NULL,
  term_id int NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_term_removals_at ON search_term_removals (at);

CREATE TABLE search_term_horizon (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  seq bigint NOT NULL,
  epoch bigint NOT NULL
);
INSERT INTO search_term_horizon (one, seq, epoch) VALUES (true, 0, 0);

CREATE FUNCTION search_terms_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pruned bigint;
BEGIN
  -- (Nested: a TRUNCATE has no transition table, and old_terms must not even be named then.)
  IF TG_OP = 'DELETE' THEN
    IF (SELECT count(*) FROM (SELECT 1 FROM old_terms LIMIT 1001) x) <= 1000 THEN
      INSERT INTO search_term_removals (world, term_id) SELECT o.world, o.id FROM old_terms o ORDER BY o.id;
      WITH gone AS (DELETE FROM search_term_removals r WHERE r.at < now() - interval '1 hour' RETURNING r.seq)
      SELECT max(g.seq) INTO pruned FROM gone g;
      IF pruned IS NOT NULL THEN
        UPDATE search_term_horizon SET seq = greatest(seq, pruned);
      END IF;
      RETURN NULL;
    END IF;
  END IF;
  UPDATE search_term_horizon SET epoch = epoch + 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_terms_removed_delete AFTER DELETE ON search_terms REFERENCING OLD TABLE AS old_terms FOR EACH STATEMENT EXECUTE FUNCTION search_terms_removed();
CREATE TRIGGER search_terms_removed_truncate AFTER TRUNCATE ON search_terms FOR EACH STATEMENT EXECUTE FUNCTION search_terms_removed();
`;
