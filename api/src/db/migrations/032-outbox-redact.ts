/**
 * Issue 13: a delivered mail's outbox row no longer keeps a usable token (the worker redacts its
 * link and built message on delivery: api/src/mail/redact.ts). This redacts the rows delivered
 * before that, with the same rule written out here (a released migration never changes): every run
 * of 32+ base64url characters, the shape of every mailed token. Such a run holds no quote or
 * backslash, so the JSON text stays valid. Undelivered rows keep their link: the worker still needs it.
 */
export const sql = /* sql */ `
UPDATE outbox
   SET payload = regexp_replace(payload::text, '[A-Za-z0-9_-]{32,}', 'REDACTED', 'g')::jsonb
 WHERE channel = 'mail' AND sent_at IS NOT NULL AND payload::text ~ '[A-Za-z0-9_-]{32,}';
`;
