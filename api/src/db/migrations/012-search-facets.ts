/**
 * Search facet cache support (api/src/catalog/facet-cache.ts): catalog_version is bumped by a
 * statement-level trigger whenever a column that search filters or facets read changes (or a
 * subject title, shown in the subject facet). A cached facet count is only used while the version
 * it was computed at is still current, so uploads, publishing, deletions and edits by any API
 * instance on the same database invalidate it without each write path having to remember to.
 * sales_count / rating changes (orders, ratings) do not bump it: no facet or filter reads them.
 */
export const sql = /* sql */ `
CREATE TABLE catalog_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO catalog_version DEFAULT VALUES;

CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER materials_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF status, world, language, ts_config, title, description, keywords, author_id,
    material_type, price_cents, discount, interactive_id, subject_ids, grades, learning_years, school_types
  ON materials FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER materials_catalog_version_truncate
  AFTER TRUNCATE ON materials FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER subjects_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON subjects FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();

-- Facet counts unnest these arrays over the filtered rows; the school type filter (&&) gets the
-- same GIN index subject_ids and grades already have (migration 001).
CREATE INDEX materials_school_types ON materials USING gin (school_types);
`;
