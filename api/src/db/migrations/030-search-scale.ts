/**
 * Search at 100,000 materials (issue 17): work per search bounded by the page, not the match count.
 *
 * - materials_search_world: ONE GIN index over the world (btree_gin), a sample bucket (id % 32),
 *   the material's own-language tsvector and the facet arrays, for published rows. A text search
 *   with facet filters is one index scan; the bucket lets a broad query count a 1-in-32 sample
 *   instead of visiting every match (api/src/catalog/facets.ts). Replaces the world-less
 *   materials_search, which the planner intersected with a world index and then filtered row by row.
 * - search_facet_counts: facet counts per world with no filter and with each single facet value
 *   chosen (pairs), kept exact by statement-level triggers on materials. Browsing, one-filter pages
 *   and the mega menu read a few rows instead of unnesting the whole world.
 * - search_terms + search_vocab: the suggest dictionary per world (material titles, subjects,
 *   seller names) with their words; prefix lookups on the vocabulary (C collation btree), typos
 *   through trigrams on the vocabulary only (a few thousand words, not every title).
 * - NOTIFY catalog_changed '<world>,<world>' | '*' after every change a cached search, suggest,
 *   filter or material answer could show (api/src/catalog/change-feed.ts). Sales and rating
 *   counters do not notify: cached answers show them up to their TTL late.
 * - Migration 012's catalog_version (one hot row bumped by every write, read by every search) goes.
 */
export const sql = /* sql */ `
CREATE EXTENSION IF NOT EXISTS btree_gin;

DROP TRIGGER IF EXISTS materials_catalog_version ON materials;
DROP TRIGGER IF EXISTS materials_catalog_version_truncate ON materials;
DROP TRIGGER IF EXISTS subjects_catalog_version ON subjects;
DROP FUNCTION IF EXISTS bump_catalog_version();
DROP TABLE IF EXISTS catalog_version;

DROP INDEX IF EXISTS materials_search;
CREATE INDEX materials_search_world ON materials
  USING gin (world, (id % 32), search_vector, subject_ids, grades, school_types) WHERE status = 'published';
-- "rating" sort can walk an index like the other sorts (broad searches stop after one page).
CREATE INDEX materials_world_rating ON materials
  (world, (rating_sum::float / NULLIF(rating_count, 0)) DESC NULLS LAST, rating_count DESC, id) WHERE status = 'published';
-- The suggest dictionary looks up a title's lowest material id when that material goes.
CREATE INDEX materials_world_title ON materials (world, lower(title), id) WHERE status = 'published';

CREATE TABLE search_facet_counts (
  world text NOT NULL,
  -- '' / '': no filter; otherwise the one chosen facet value these counts are filtered by.
  filter_facet text NOT NULL,
  filter_value text NOT NULL,
  -- '' / '': the total of the (filtered) set.
  facet text NOT NULL,
  value text NOT NULL,
  count int NOT NULL,
  PRIMARY KEY (world, filter_facet, filter_value, facet, value)
);

CREATE TABLE search_terms (
  id serial PRIMARY KEY,
  world text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('material', 'subject', 'author')),
  -- material: lower(title) (one term per distinct title); subject, author: the id.
  key text NOT NULL,
  text text NOT NULL,
  norm text NOT NULL,
  -- material: the lowest published id with this title; subject / author id.
  ref_id int NOT NULL,
  uses int NOT NULL DEFAULT 1,
  -- material: the sales of every published material with this title.
  weight bigint NOT NULL DEFAULT 0,
  words text[] NOT NULL,
  UNIQUE (world, kind, key)
);
CREATE INDEX search_terms_words ON search_terms USING gin (world, words);
-- Common words: the most popular terms are walked in order until enough match.
CREATE INDEX search_terms_weight ON search_terms (world, kind, weight DESC, ref_id);

CREATE TABLE search_vocab (
  world text NOT NULL,
  word text COLLATE "C" NOT NULL,
  uses int NOT NULL,
  PRIMARY KEY (world, word)
);
CREATE INDEX search_vocab_trgm ON search_vocab USING gin (world, word gin_trgm_ops);

CREATE FUNCTION search_words_of(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(tsvector_to_array(to_tsvector('simple'::regconfig, t)), '{}'::text[]) $$;

-- The vocabulary follows the terms (a term's words never change: a rename is a delete + insert).
CREATE FUNCTION search_terms_vocab() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_vocab AS v (world, word, uses)
    SELECT t.world, w, count(*) FROM new_terms t, unnest(t.words) w GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (world, word) DO UPDATE SET uses = v.uses + EXCLUDED.uses;
  ELSE
    UPDATE search_vocab v SET uses = v.uses - g.n
      FROM (SELECT t.world, w, count(*) AS n FROM old_terms t, unnest(t.words) w GROUP BY 1, 2) g
     WHERE v.world = g.world AND v.word = g.w;
    DELETE FROM search_vocab v USING (SELECT DISTINCT t.world, w FROM old_terms t, unnest(t.words) w) g
     WHERE v.world = g.world AND v.word = g.w AND v.uses <= 0;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_terms_vocab_insert AFTER INSERT ON search_terms REFERENCING NEW TABLE AS new_terms FOR EACH STATEMENT EXECUTE FUNCTION search_terms_vocab();
CREATE TRIGGER search_terms_vocab_delete AFTER DELETE ON search_terms REFERENCING OLD TABLE AS old_terms FOR EACH STATEMENT EXECUTE FUNCTION search_terms_vocab();

-- One published material version entering (+1) or leaving (-1) the searchable set.
CREATE TYPE search_delta AS (
  sign int, id int, world text, title text, sales int, subject_ids int[], grades int[],
  material_type text, school_types text[], free boolean
);

CREATE FUNCTION search_apply_material_delta(delta search_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Facet counts: every value of a row (no filter), and every pair of values of two different
  -- facets (one facet value chosen); '' is the total. Keys in order, so two writers lock rows in
  -- the same order.
  WITH d AS (
    SELECT x.* FROM unnest(delta) WITH ORDINALITY AS x(sign, id, world, title, sales, subject_ids, grades,
      material_type, school_types, free, ord)
  ), v AS (
    SELECT DISTINCT d.ord, d.sign, d.world, f.facet, f.value FROM d CROSS JOIN LATERAL (
      SELECT 'subject'::text, s::text FROM unnest(d.subject_ids) s
      UNION ALL SELECT 'class_grade', g::text FROM unnest(d.grades) g
      UNION ALL SELECT 'material_type', d.material_type
      UNION ALL SELECT 'school_type', st FROM unnest(d.school_types) st
      UNION ALL SELECT 'price', CASE WHEN d.free THEN 'free' ELSE 'paid' END
      UNION ALL SELECT '', ''
    ) f(facet, value)
  ), p AS (
    SELECT v.sign, v.world, ''::text AS ff, ''::text AS fv, v.facet, v.value FROM v
    UNION ALL
    SELECT a.sign, a.world, a.facet, a.value, b.facet, b.value
      FROM v a JOIN v b ON b.ord = a.ord AND b.facet <> a.facet WHERE a.facet <> ''
  )
  INSERT INTO search_facet_counts AS c (world, filter_facet, filter_value, facet, value, count)
  SELECT world, ff, fv, facet, value, sum(sign) FROM p GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (world, filter_facet, filter_value, facet, value) DO UPDATE SET count = c.count + EXCLUDED.count;

  -- Suggest terms: one per distinct title, counting its published materials and their sales.
  WITH t AS (
    SELECT d.world, lower(d.title) AS key, min(d.title) AS text, sum(d.sign)::int AS uses,
           sum(d.sign * d.sales::bigint) AS weight, min(d.id) FILTER (WHERE d.sign > 0) AS ref
      FROM unnest(delta) d GROUP BY 1, 2
  )
  INSERT INTO search_terms AS s (world, kind, key, text, norm, ref_id, uses, weight, words)
  SELECT world, 'material', key, text, key, coalesce(ref, 0), uses, weight, search_words_of(text) FROM t
   WHERE uses <> 0 OR weight <> 0 ORDER BY world, key
  ON CONFLICT (world, kind, key) DO UPDATE SET
    uses = s.uses + EXCLUDED.uses, weight = s.weight + EXCLUDED.weight,
    ref_id = CASE WHEN EXCLUDED.ref_id > 0 AND (s.ref_id = 0 OR EXCLUDED.ref_id < s.ref_id) THEN EXCLUDED.ref_id ELSE s.ref_id END;

  UPDATE search_terms s SET ref_id = coalesce((
      SELECT min(m.id) FROM materials m WHERE m.world = s.world AND lower(m.title) = s.key AND m.status = 'published'), 0)
    FROM (SELECT DISTINCT d.world, lower(d.title) AS key, d.id FROM unnest(delta) d WHERE d.sign < 0) r
   WHERE s.world = r.world AND s.kind = 'material' AND s.key = r.key AND s.ref_id = r.id;

  DELETE FROM search_terms s USING (SELECT DISTINCT d.world, lower(d.title) AS key FROM unnest(delta) d WHERE d.sign < 0) r
   WHERE s.world = r.world AND s.kind = 'material' AND s.key = r.key AND s.uses <= 0;
END
$$;

CREATE FUNCTION search_materials_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
         AND (to_jsonb(n) - '{sales_count,rating_sum,rating_count}'::text[])
             IS DISTINCT FROM (to_jsonb(o) - '{sales_count,rating_sum,rating_count}'::text[])
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
CREATE TRIGGER materials_search_insert AFTER INSERT ON materials REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_materials_changed();
CREATE TRIGGER materials_search_update AFTER UPDATE ON materials REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_materials_changed();
CREATE TRIGGER materials_search_delete AFTER DELETE ON materials REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_materials_changed();
CREATE TRIGGER materials_search_truncate AFTER TRUNCATE ON materials FOR EACH STATEMENT EXECUTE FUNCTION search_materials_changed();

-- Subjects: a suggest term each; their titles show in facets, filters and every material summary.
CREATE FUNCTION search_subjects_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  worlds text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_terms WHERE kind = 'subject';
    PERFORM pg_notify('catalog_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_terms s USING old_rows o WHERE s.world = o.world AND s.kind = 'subject' AND s.key = o.id::text;
    SELECT string_agg(DISTINCT o.world, ',') INTO worlds FROM old_rows o;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO search_terms (world, kind, key, text, norm, ref_id, uses, weight, words)
    SELECT n.world, 'subject', n.id::text, n.title, lower(n.title), n.id, 1, 0, search_words_of(n.title) FROM new_rows n ORDER BY 1, 3;
    SELECT string_agg(DISTINCT w, ',') INTO worlds FROM (
      SELECT n.world AS w FROM new_rows n UNION SELECT unnest(string_to_array(worlds, ','))) x;
  END IF;
  IF worlds IS NOT NULL THEN
    PERFORM pg_notify('catalog_changed', worlds);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER subjects_search_insert AFTER INSERT ON subjects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_subjects_changed();
CREATE TRIGGER subjects_search_update AFTER UPDATE ON subjects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_subjects_changed();
CREATE TRIGGER subjects_search_delete AFTER DELETE ON subjects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_subjects_changed();
CREATE TRIGGER subjects_search_truncate AFTER TRUNCATE ON subjects FOR EACH STATEMENT EXECUTE FUNCTION search_subjects_changed();

-- Sellers: a suggest term each; name, slug and image show in every summary of their materials.
CREATE FUNCTION search_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown boolean := false;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_terms WHERE kind = 'author';
    PERFORM pg_notify('catalog_changed', '*');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO search_terms (world, kind, key, text, norm, ref_id, uses, weight, words)
    SELECT n.world, 'author', n.id::text, n.public_name, lower(n.public_name), n.id, 1, 0, search_words_of(n.public_name)
      FROM new_rows n WHERE n.is_seller ORDER BY 1, 3;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_terms s USING old_rows o WHERE o.is_seller AND s.world = o.world AND s.kind = 'author' AND s.key = o.id::text;
    shown := EXISTS (SELECT 1 FROM old_rows o WHERE o.is_seller);
  ELSE
    DELETE FROM search_terms s USING old_rows o JOIN new_rows n ON n.id = o.id
     WHERE o.is_seller AND (n.is_seller, n.world, n.public_name) IS DISTINCT FROM (o.is_seller, o.world, o.public_name)
       AND s.world = o.world AND s.kind = 'author' AND s.key = o.id::text;
    INSERT INTO search_terms (world, kind, key, text, norm, ref_id, uses, weight, words)
    SELECT n.world, 'author', n.id::text, n.public_name, lower(n.public_name), n.id, 1, 0, search_words_of(n.public_name)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.is_seller AND (n.is_seller, n.world, n.public_name) IS DISTINCT FROM (o.is_seller, o.world, o.public_name)
     ORDER BY 1, 3;
    shown := EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.is_seller OR o.is_seller)
        AND (n.is_seller, n.public_name, n.slug, n.image_path) IS DISTINCT FROM (o.is_seller, o.public_name, o.slug, o.image_path));
  END IF;
  IF shown THEN
    PERFORM pg_notify('catalog_changed', '*');
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_search_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_users_changed();
CREATE TRIGGER users_search_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_users_changed();
CREATE TRIGGER users_search_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_users_changed();
CREATE TRIGGER users_search_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION search_users_changed();

-- Files and bundle contents show on a published material's page.
CREATE FUNCTION search_material_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  worlds text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('catalog_changed', '*');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT m.world, ',') INTO worlds FROM new_rows r JOIN materials m ON m.id = r.material_id WHERE m.status = 'published';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT m.world, ',') INTO worlds FROM old_rows r JOIN materials m ON m.id = r.material_id WHERE m.status = 'published';
  ELSE
    SELECT string_agg(DISTINCT m.world, ',') INTO worlds FROM (SELECT material_id FROM new_rows UNION SELECT material_id FROM old_rows) r
      JOIN materials m ON m.id = r.material_id WHERE m.status = 'published';
  END IF;
  IF worlds IS NOT NULL THEN
    PERFORM pg_notify('catalog_changed', worlds);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER material_files_search_insert AFTER INSERT ON material_files REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_material_parts_changed();
CREATE TRIGGER material_files_search_update AFTER UPDATE ON material_files REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_material_parts_changed();
CREATE TRIGGER material_files_search_delete AFTER DELETE ON material_files REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_material_parts_changed();
CREATE TRIGGER bundle_items_search_insert AFTER INSERT ON bundle_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_material_parts_changed();
CREATE TRIGGER bundle_items_search_delete AFTER DELETE ON bundle_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_material_parts_changed();

-- A finished or failed preview render changes a summary's first image (not every progress step).
CREATE FUNCTION search_preview_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w text;
BEGIN
  SELECT m.world INTO w FROM materials m
   WHERE m.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.material_id ELSE NEW.material_id END AND m.status = 'published';
  IF w IS NOT NULL THEN
    PERFORM pg_notify('catalog_changed', w);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER material_previews_search AFTER INSERT OR DELETE OR UPDATE OF state, ready_version ON material_previews FOR EACH ROW EXECUTE FUNCTION search_preview_changed();

-- Fill everything from the rows that exist already.
SELECT search_apply_material_delta(ARRAY(
  SELECT ROW(1, m.id, m.world, m.title, m.sales_count, m.subject_ids, m.grades, m.material_type, m.school_types,
    m.final_price_cents = 0)::search_delta FROM materials m WHERE m.status = 'published'));
INSERT INTO search_terms (world, kind, key, text, norm, ref_id, uses, weight, words)
SELECT world, 'subject', id::text, title, lower(title), id, 1, 0, search_words_of(title) FROM subjects;
INSERT INTO search_terms (world, kind, key, text, norm, ref_id, uses, weight, words)
SELECT world, 'author', id::text, public_name, lower(public_name), id, 1, 0, search_words_of(public_name) FROM users WHERE is_seller;
`;
