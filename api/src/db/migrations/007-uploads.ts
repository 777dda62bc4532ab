/**
 * Uploads (issue 5): the PDF behind a seller's material. Drafts are rows of `materials` with
 * status 'draft' (001); this table keeps where the uploaded file lies under DATA_DIR (never in the
 * repo) and what the seller sent, so the file can be replaced, listed and removed with its draft.
 */
export const sql = /* sql */ `
CREATE TABLE material_uploads (
  material_id int PRIMARY KEY REFERENCES materials(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  stored_name text NOT NULL,
  size_bytes int NOT NULL CHECK (size_bytes > 0),
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX material_uploads_user ON material_uploads (user_id);
CREATE INDEX materials_author_status ON materials (author_id, status);
`;
