/**
 * Issue 17, search cold at 1,000 req/s: each API process keeps an in-memory search index per world
 * (api/src/catalog/search-index.ts) built from `materials` and kept current from the rows that
 * changed since it last looked, instead of counting facets and ranking in PostgreSQL per search.
 *
 * - change_seq: every insert and update of a material takes the next value of material_change_seq
 *   (sales and rating counters included: they reorder results and notify nothing), so "what changed
 *   since" is one index range read. A transaction commits its rows after taking their numbers: the
 *   index re-reads the last seconds' numbers each time (search-index.ts LOOKBACK_MS).
 * - material_removal_seq: a DELETE or TRUNCATE of materials leaves no row to read; it advances this
 *   sequence, and an index that sees it move is built anew (tests and the seed truncate; the product
 *   never deletes a material, it unpublishes it).
 *
 * - search_materials_changed (migration 030) again, with change_seq among the columns whose change
 *   alone notifies nothing (as the counters: a sale must not empty every cache of its world).
 *
 * Sequences are not transactional and TRUNCATE ... RESTART IDENTITY does not reset them (they are
 * owned by no column), so their values only grow.
 */
export const sql = /* sql */ `
CREATE SEQUENCE material_change_seq;
CREATE SEQUENCE material_removal_seq;
ALTER TABLE materials ADD COLUMN change_seq bigint NOT NULL DEFAULT nextval('material_change_seq');
CREATE INDEX materials_change_seq ON materials (change_seq);

CREATE FUNCTION materials_take_change_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('material_change_seq');
  RETURN NEW;
END
$$;
CREATE TRIGGER materials_change_seq BEFORE UPDATE ON materials FOR EACH ROW EXECUTE FUNCTION materials_take_change_seq();

CREATE FUNCTION materials_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('material_removal_seq');
  RETURN NULL;
END
$$;
CREATE TRIGGER materials_removed_delete AFTER DELETE ON materials FOR EACH STATEMENT EXECUTE FUNCTION materials_removed();
CREATE TRIGGER materials_removed_truncate AFTER TRUNCATE ON materials FOR EACH STATEMENT EXECUTE FUNCTION materials_removed();

-- Migration 030's function, change_seq added to the counters a change of which notifies nothing.
CREATE OR REPLACE FUNCTION search_materials_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta search_delta[];
  worlds text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_facet_counts;
    DELETE FROM search_terms WHERE kind = 'material';
    PERFORM pg_notify('catalog_changed', '*');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    delta := ARRAY(SELECT ROW(1, n.id, n.world, n.title, n.sales_count, n.subject_ids, n.grades, n.material_type,
      n.school_types, n.final_price_cents = 0)::search_delta FROM new_rows n WHERE n.status = 'published');
    SELECT string_agg(DISTINCT n.world, ',') INTO worlds FROM new_rows n WHERE n.status = 'published';
  ELSIF TG_OP = 'DELETE' THEN
    delta := ARRAY(SELECT ROW(-1, o.id, o.world, o.title, o.sales_count, o.subject_ids, o.grades, o.material_type,
      o.school_types, o.final_price_cents = 0)::search_delta FROM old_rows o WHERE o.status = 'published');
    SELECT string_agg(DISTINCT o.world, ',') INTO worlds FROM old_rows o WHERE o.status = 'published';
  ELSE
    -- Only rows whose searchable state changed (a description edit or a new rating changes no count).
    delta := ARRAY(
      SELECT ROW(x.sign, x.id, x.world, x.title, x.sales_count, x.subject_ids, x.grades, x.material_type, x.school_types,
        x.final_price_cents = 0)::search_delta
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (1, n.id, n.status, n.world, n.title, n.sales_count, n.subject_ids, n.grades, n.material_type,
                                    n.school_types, n.final_price_cents),
                                   (-1, o.id, o.status, o.world, o.title, o.sales_count, o.subject_ids, o.grades, o.material_type,
                                    o.school_types, o.final_price_cents))
          AS x(sign, id, status, world, title, sales_count, subject_ids, grades, material_type, school_types, final_price_cents)
       WHERE x.status = 'published'
         AND (n.status, n.world, n.title, n.sales_count, n.subject_ids, n.grades, n.material_type, n.school_types, n.final_price_cents)
             IS DISTINCT FROM
             (o.status, o.world, o.title, o.sales_count, o.subject_ids, o.grades, o.material_type, o.school_types, o.final_price_cents));
    SELECT string_agg(DISTINCT w, ',') INTO worlds FROM (
      SELECT unnest(ARRAY[n.world, o.world]) AS w FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.status = 'published' OR o.status = 'published')
         AND (to_jsonb(n) - '{sales_count,rating_sum,rating_count,change_seq}'::text[])
             IS DISTINCT FROM (to_jsonb(o) - '{sales_count,rating_sum,rating_count,change_seq}'::text[])
    ) changed;
  END IF;
  IF cardinality(delta) > 0 THEN
    PERFORM search_apply_material_delta(delta);
  END IF;
  IF worlds IS NOT NULL THEN
    PERFORM pg_notify('catalog_changed', worlds);
  END IF;
  RETURN NULL;
END
$$;
`;
