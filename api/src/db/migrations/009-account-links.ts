/**
 * Issue 4/5 account links: finish registration (school invitations), change e-mail, free-material
 * download and recommendation links. Only token hashes are stored, like 004/005.
 */
export const sql = /* sql */ `
CREATE TABLE account_link_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('complete_registration', 'change_email')),
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_email text CHECK (new_email = lower(new_email)),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'change_email') = (new_email IS NOT NULL))
);
CREATE INDEX account_link_tokens_user ON account_link_tokens (user_id, kind);

-- A free-download link works several times within its lifetime (people download again on another device).
CREATE TABLE free_download_tokens (
  token_hash text PRIMARY KEY,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  email text NOT NULL,
  ip text NOT NULL,
  world text NOT NULL,
  uses int NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX free_download_tokens_email ON free_download_tokens (email, created_at);
CREATE INDEX free_download_tokens_ip ON free_download_tokens (ip, created_at);

CREATE TABLE recommendations (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  sender_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  recipient_email text NOT NULL,
  message text,
  world text NOT NULL,
  visits int NOT NULL DEFAULT 0,
  first_visited_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recommendations_sender ON recommendations (sender_id, created_at);
`;
