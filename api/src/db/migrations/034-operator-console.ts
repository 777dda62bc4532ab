/**
 * The operator's console (issue 19, first part):
 * - users.locked_at / locked_reason: an operator locks an account (no login, its tokens stop working);
 *   the reason is for the audit trail and the next operator, never shown to the user;
 * - the audit log is read newest first (operator_audit had only a per-subject index);
 * - the school verification queue (requested, not yet verified) and the user search by e-mail
 *   address or name (substring, case-insensitive: trigram indexes, pg_trgm exists since 001).
 */
export const sql = /* sql */ `
ALTER TABLE users ADD COLUMN locked_at timestamptz;
ALTER TABLE users ADD COLUMN locked_reason text;
CREATE INDEX operator_audit_newest ON operator_audit (created_at DESC, id DESC);
CREATE INDEX schools_verification_queue ON schools (verification_requested_at) WHERE verification_requested_at IS NOT NULL AND NOT is_verified;
CREATE INDEX users_email_trgm ON users USING gin (email gin_trgm_ops);
CREATE INDEX users_public_name_trgm ON users USING gin (lower(public_name) gin_trgm_ops);
`;
