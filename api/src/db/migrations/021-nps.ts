/**
 * spec §2 cabinet /nps: the Net Promoter Score survey. A user answers at most once per 90 days
 * (api/src/routes/seller/nps.ts checks it); every answer is kept for the score over time.
 */
export const sql = /* sql */ `
CREATE TABLE nps_responses (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  score int NOT NULL CHECK (score BETWEEN 0 AND 10),
  comment text,
  world text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nps_responses_user ON nps_responses (user_id, created_at DESC);
`;
