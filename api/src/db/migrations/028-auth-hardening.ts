/**
 * Issue 13 "Trust":
 * - login_throttles: failed logins per account (sha256 of the address) and per client address, with
 *   the back-off's end, in the database so every API instance shares them (api/src/auth/login-throttle.ts).
 *   The login no longer writes login_attempts (the change-password check still does).
 * - account_tokens.revoked_at: a newer mail's token ends the older ones of the same kind. Tokens
 *   were already stored as sha256 only (004); of the open ones, each user keeps only the newest per
 *   kind, as if it had just been issued under the new rule.
 * - account_notices: when an account's owner was last told "someone tried to sign up with your
 *   address", so ten sign-ups at once send one such mail, not ten.
 */
export const sql = /* sql */ `
CREATE TABLE login_throttles (
  key text PRIMARY KEY,
  failures int NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_failure_at timestamptz NOT NULL DEFAULT now(),
  blocked_until timestamptz
);
CREATE INDEX login_throttles_last_failure ON login_throttles (last_failure_at);

DELETE FROM login_attempts WHERE key LIKE 'a|%' OR key LIKE 'i|%';

ALTER TABLE account_tokens ADD COLUMN revoked_at timestamptz;
UPDATE account_tokens t SET revoked_at = now()
 WHERE t.used_at IS NULL
   AND EXISTS (SELECT 1 FROM account_tokens n
                WHERE n.user_id = t.user_id AND n.kind = t.kind AND (n.created_at, n.token_hash) > (t.created_at, t.token_hash));

CREATE TABLE account_notices (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);
`;
