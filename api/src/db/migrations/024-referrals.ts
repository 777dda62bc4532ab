/**
 * spec §2 "referral invitation /invitation", §7 "referrals": a user's personal referral code (the
 * link a colleague signs up through) and one row per invited or referred colleague:
 * - sent: invited_at set, nobody registered yet;
 * - registered: invitee_id set (a colleague who signed up through the link without a mail gets a
 *   row too, invited_at NULL);
 * - rewarded: the invitee's first paid order granted the inviter credits (credit_entries 'referral').
 * One inviter per invitee (UNIQUE invitee_id); one invitation per inviter and address.
 */
export const sql = /* sql */ `
CREATE TABLE referral_codes (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9]{10}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE referrals (
  id serial PRIMARY KEY,
  inviter_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  invitee_id int UNIQUE REFERENCES users(id) ON DELETE SET NULL,
  invited_at timestamptz,
  registered_at timestamptz,
  rewarded_at timestamptz,
  reward_cents int CHECK (reward_cents > 0),
  order_id int REFERENCES orders(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (inviter_id, email),
  CHECK (rewarded_at IS NULL OR (registered_at IS NOT NULL AND reward_cents IS NOT NULL))
);
CREATE INDEX referrals_inviter ON referrals (inviter_id, created_at DESC);
`;
