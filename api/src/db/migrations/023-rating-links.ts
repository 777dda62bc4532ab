/**
 * spec §2 cabinet "rating email landing": after a purchase the buyer gets a "how did you like this
 * material?" mail. Its link carries a single-use, expiring token bound to one purchase (so it proves
 * the purchase without a login). Only the token's sha256 is stored, like 004/009.
 */
export const sql = /* sql */ `
CREATE TABLE rating_tokens (
  token_hash text PRIMARY KEY,
  purchase_id int NOT NULL UNIQUE REFERENCES purchases(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
