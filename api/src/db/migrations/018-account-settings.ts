/**
 * Cabinet account settings (spec §2 cabinet pages; spec §7 "addresses and tax ids; credits"):
 * - billing_addresses: one address with an optional tax id per user (the checkout's fields);
 * - bank_accounts: a seller's payout account (IBAN checked with mod 97 before it is stored);
 * - credit_entries: credits granted to a user (spending is read from orders.used_credits_cents);
 * - vouchers.seller_id/active: a seller's vouchers apply to that seller's materials only and can be
 *   deactivated (platform vouchers have no seller);
 * - mail_opt_outs: finer partitions for the mail settings page. An unsubscribe link's
 *   'notifications' opt-out still turns every notification mail off.
 */
export const sql = /* sql */ `
CREATE TABLE billing_addresses (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  street text NOT NULL,
  postcode text NOT NULL,
  city text NOT NULL,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  tax_id text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bank_accounts (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  account_holder text NOT NULL,
  iban text NOT NULL CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'),
  bic text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE credit_entries (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_cents int NOT NULL CHECK (amount_cents <> 0),
  reason text NOT NULL CHECK (reason IN ('welcome', 'refund', 'goodwill', 'referral')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_entries_user ON credit_entries (user_id, created_at DESC);

ALTER TABLE vouchers ADD COLUMN seller_id int REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE vouchers ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE vouchers ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX vouchers_seller ON vouchers (seller_id, created_at DESC) WHERE seller_id IS NOT NULL;

ALTER TABLE mail_opt_outs DROP CONSTRAINT mail_opt_outs_partition_check;
ALTER TABLE mail_opt_outs ADD CONSTRAINT mail_opt_outs_partition_check
  CHECK (partition IN ('notifications', 'mailing', 'new_materials', 'sales'));
`;
