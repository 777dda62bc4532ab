/**
 * Issue 13: a delivered mail's row must not keep a usable token (password reset, confirm, e-mail
 * change, invitations, free download, recommendation, rating). Every live token the API mails is
 * newToken(): 32 random bytes in base64url, 43 characters. Any run of 32 or more such characters is
 * taken for a token, without a list of "token mails" that a new mail kind could be missing from.
 * A long slug caught by it only loses detail in the record; the mail itself is already delivered.
 */
const TOKEN_RUN = /[A-Za-z0-9_-]{32,}/g;

/** What stands in the stored link where the token was (kept: origin, path, kind of page). */
export const REDACTED = 'REDACTED';

export function redactTokens(text: string): string {
  return text.replace(TOKEN_RUN, REDACTED);
}

