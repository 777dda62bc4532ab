/**
 * Issue 17: the in-memory search index (api/src/catalog/search-index.ts) keeps what a search page
 * shows of each material (its summary) beside the search fields, so a search reads no summary from
 * PostgreSQL. Two of a summary's parts live outside `materials`: the author's slug, public name and
 * image (users), and the preview's state and version (material_previews). A change of them now
 * takes the material's next change number (migration 046), so the index reads the material again at
 * the next search, as it does for an edit. Neither touch notifies by itself: users' and previews'
 * own triggers (migration 030) already report the world on the change feed.
 */
export const sql = /* sql */ `
CREATE FUNCTION materials_author_shown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE materials m SET change_seq = nextval('material_change_seq')
    FROM new_rows n JOIN old_rows o ON o.id = n.id
   WHERE m.author_id = n.id AND m.status = 'published'
     AND (n.slug, n.public_name, n.image_path) IS DISTINCT FROM (o.slug, o.public_name, o.image_path);
  RETURN NULL;
END
$$;
CREATE TRIGGER users_author_shown AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION materials_author_shown();

CREATE FUNCTION materials_preview_shown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE materials SET change_seq = nextval('material_change_seq')
   WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.material_id ELSE NEW.material_id END AND status = 'published';
  RETURN NULL;
END
$$;
CREATE TRIGGER material_previews_shown AFTER INSERT OR DELETE OR UPDATE OF state, ready_version ON material_previews
  FOR EACH ROW EXECUTE FUNCTION materials_preview_shown();
`;
