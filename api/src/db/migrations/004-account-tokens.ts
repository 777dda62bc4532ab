/** Single-use, expiring tokens of the account e-mails (sign-up confirm, password recovery). */
export const sql = /* sql */ `
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('register_confirm', 'password_recovery')),
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, kind);
`;
