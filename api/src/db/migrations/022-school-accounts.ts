/**
 * School accounts (spec §1 "Schools can have accounts with an admin role", §3 schoolAccount, §6 roles):
 * - schools get the address a school account is created with, its creator and a verification
 *   request (the official e-mail domain the admin asks to be checked; operators approve by setting
 *   is_verified, which has no screen yet);
 * - school_invitations: every invitation a school admin sends. A new address gets a password-less
 *   member account and a finish-registration link (account_link_tokens, token_hash NULL here); an
 *   existing account without a school gets a token of its own, accepted on /my-school.
 */
export const sql = /* sql */ `
ALTER TABLE schools ADD COLUMN street text;
ALTER TABLE schools ADD COLUMN postcode text;
ALTER TABLE schools ADD COLUMN city text;
ALTER TABLE schools ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$');
ALTER TABLE schools ADD COLUMN created_by int REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE schools ADD COLUMN verification_domain text;
ALTER TABLE schools ADD COLUMN verification_requested_at timestamptz;

CREATE TABLE school_invitations (
  id serial PRIMARY KEY,
  school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_account boolean NOT NULL,
  token_hash text UNIQUE,
  invited_by int REFERENCES users(id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (new_account = (token_hash IS NULL))
);
CREATE INDEX school_invitations_school ON school_invitations (school_id, created_at DESC);
CREATE UNIQUE INDEX school_invitations_open ON school_invitations (school_id, user_id) WHERE accepted_at IS NULL AND revoked_at IS NULL;
`;
