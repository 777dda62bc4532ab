/**
 * Social login and operator impersonation (issue 4).
 * - user_identities links a provider's stable subject to one user, so a later change of the
 *   e-mail address at the provider still finds the same account.
 * - access_tokens.impersonated_by marks tokens an operator obtained through login-as (spec §6:
 *   such a session disables tracking and e-mail hashes; spec §3 User.loggedInAsAnotherUser).
 * - impersonation_audit records every login-as, who did it and for whom.
 */
export const sql = /* sql */ `
CREATE TABLE user_identities (
  provider text NOT NULL CHECK (provider IN ('google', 'facebook', 'apple_id', 'microsoft')),
  subject text NOT NULL,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_user ON user_identities (user_id);

ALTER TABLE access_tokens ADD COLUMN impersonated_by int REFERENCES users(id) ON DELETE CASCADE;

CREATE TABLE impersonation_audit (
  id serial PRIMARY KEY,
  operator_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX impersonation_audit_operator ON impersonation_audit (operator_id, created_at);
`;
