/**
 * Seller cabinet (spec §2 cabinet /sales-downloads, /post-editor):
 * - material_downloads: one row per download of a free material (a free material has no purchase, so
 *   the sales page counts its downloads here): 'account' = a logged-in user's download, 'link' = the
 *   e-mailed free-download link (api/src/routes/account-links/free-download.ts).
 * - purchases_material: the sales page reads the purchases of a seller's materials by date.
 * - blog_posts.source/updated_at: the post editor stores what the author wrote (a small markup, see
 *   shared-kit/src/api-types/blog-editor.ts) next to the HTML the API renders from it.
 */
export const sql = /* sql */ `
CREATE TABLE material_downloads (
  id serial PRIMARY KEY,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  source text NOT NULL CHECK (source IN ('account', 'link')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX material_downloads_material ON material_downloads (material_id, created_at);
CREATE INDEX purchases_material ON purchases (material_id, created_at DESC);

ALTER TABLE blog_posts ADD COLUMN source text;
ALTER TABLE blog_posts ADD COLUMN updated_at timestamptz;
CREATE INDEX blog_posts_author ON blog_posts (author_id, created_at DESC);
`;
