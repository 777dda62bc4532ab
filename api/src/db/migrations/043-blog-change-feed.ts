/**
 * Issue 17, the 200-visitor run: every visitor's home page reads the world's blog posts, and each
 * read ran its two statements (page and count). The list is now kept in memory per API process
 * (api/src/routes/authors/blog.ts) like the catalogue's public reads, so a post written, edited or
 * deleted must reach every process's cache: it notifies the catalogue change feed (migration 030's
 * channel) with its world. An author's name or picture shown beside the post: the users trigger of
 * 030 notifies every world for a seller's; any other change of it is bounded by the cache's lifetime.
 */
export const sql = /* sql */ `
CREATE FUNCTION blog_posts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  worlds text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('catalog_changed', '*');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT n.world, ',') INTO worlds FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT o.world, ',') INTO worlds FROM old_rows o;
  ELSE
    SELECT string_agg(DISTINCT w, ',') INTO worlds FROM (SELECT n.world AS w FROM new_rows n UNION SELECT o.world FROM old_rows o) x;
  END IF;
  IF worlds IS NOT NULL THEN
    PERFORM pg_notify('catalog_changed', worlds);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER blog_posts_feed_insert AFTER INSERT ON blog_posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blog_posts_changed();
CREATE TRIGGER blog_posts_feed_update AFTER UPDATE ON blog_posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blog_posts_changed();
CREATE TRIGGER blog_posts_feed_delete AFTER DELETE ON blog_posts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION blog_posts_changed();
CREATE TRIGGER blog_posts_feed_truncate AFTER TRUNCATE ON blog_posts FOR EACH STATEMENT EXECUTE FUNCTION blog_posts_changed();
`;
