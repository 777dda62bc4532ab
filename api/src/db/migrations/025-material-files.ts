/**
 * Delivery of the seller's own files (issue 12 "the core loop", issue 13 item 1):
 * - material_files gains where each uploaded file lies in storage (ctx.storage, a data folder or an
 *   S3 bucket) and what the seller sent: its real name, content type and size. Seeded demo rows keep
 *   a null storage_key (their PDF is generated on first need: api/src/materials/demo/).
 * - material_downloads records every account download with why it was granted (the seller's sales
 *   page keeps counting only the free ones) and the buyer's order; the per-user download limit counts
 *   these rows in the database, so it holds across API processes.
 */
export const sql = /* sql */ `
ALTER TABLE material_files ADD COLUMN storage_key text;
ALTER TABLE material_files ADD COLUMN name text;
ALTER TABLE material_files ADD COLUMN content_type text;
ALTER TABLE material_files ADD COLUMN size_bytes bigint;
ALTER TABLE material_files ADD COLUMN uploaded_at timestamptz;
ALTER TABLE material_files ADD CONSTRAINT material_files_stored
  CHECK (storage_key IS NULL OR (name IS NOT NULL AND content_type IS NOT NULL AND size_bytes > 0));
CREATE UNIQUE INDEX material_files_storage_key ON material_files (storage_key) WHERE storage_key IS NOT NULL;

ALTER TABLE material_downloads ADD COLUMN grant_kind text NOT NULL DEFAULT 'free'
  CHECK (grant_kind IN ('purchase', 'author', 'free'));
ALTER TABLE material_downloads ADD COLUMN order_id int REFERENCES orders(id) ON DELETE SET NULL;
CREATE INDEX material_downloads_user ON material_downloads (user_id, created_at) WHERE user_id IS NOT NULL;
`;
