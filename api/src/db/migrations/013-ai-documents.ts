/**
 * AI tools (spec §1, §7 AI calls): generated documents (quiz, worksheet, description drafts) owned by
 * one user, and the description history of a material. A generated result is stored at once (so it can
 * be downloaded or saved later); `saved` marks what the user kept, `deleted_at` what they removed.
 */
export const sql = /* sql */ `
CREATE TABLE ai_documents (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tool text NOT NULL CHECK (tool IN ('description', 'quiz', 'worksheet')),
  provider text NOT NULL CHECK (provider IN ('text-tools', 'openai-compatible')),
  title text NOT NULL,
  material_id int REFERENCES materials(id) ON DELETE SET NULL,
  input jsonb NOT NULL,
  body text NOT NULL DEFAULT '',
  questions jsonb NOT NULL DEFAULT '[]',
  instruction text,
  saved boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_documents_user ON ai_documents (user_id, updated_at DESC) WHERE deleted_at IS NULL;
CREATE TABLE ai_description_history (
  id serial PRIMARY KEY,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('text-tools', 'openai-compatible')),
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_description_history_material ON ai_description_history (material_id, created_at DESC);
`;
