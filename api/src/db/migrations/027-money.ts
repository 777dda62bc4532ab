/**
 * Money that adds up (issue 12 "Seller money", "Buyer money", "Payment methods"; issue 13 item 7).
 * Amounts are integer minor units of the order's currency (api/src/money/ explains every rule).
 * - orders: an invoice order is a receivable, `awaiting_payment` until an operator (or a payment
 *   provider's webhook) settles it; files_released_at says when its downloads were granted (at once
 *   for trusted buyers, on payment for everyone else: api/src/money/release.ts); cancelled/refunded;
 *   VAT of the buyer's country; the invoice number now comes from number_series (gap-free).
 * - number_series: one row per numbered series (invoices per year, seller statements per year),
 *   incremented inside the transaction that uses the number, so a rollback leaves no gap.
 * - order_lines: per line the gross price and its exact shares of voucher discount, credits and
 *   money paid (gross = voucher + credit + paid), the platform fee and the seller's net. active is
 *   false once the order is cancelled or refunded (the material can then be ordered again).
 * - seller_ledger: what the seller's balance is read from: sale (+net), reversal (-net, refund or
 *   cancellation), payout (-amount). One sale and at most one reversal per line.
 * - payouts: pending -> paid, to the IBAN saved when the payout was created; seller_statements: the
 *   monthly credit note's sequential number; idempotency_keys: POST /v1/orders retries;
 *   operator_audit: who did what to which order or payout, before and after.
 * The backfill books purchases from before this migration as settled sales at the starter fee
 * (their day's tier was never recorded); the seed runs it again after seeding (BACKFILL_SQL).
 */
export const BACKFILL_SQL = /* sql */ `
UPDATE orders SET files_released_at = coalesce(paid_at, created_at), release_rule = 'paid' WHERE status = 'paid' AND files_released_at IS NULL;
UPDATE orders SET invoice_number = 'TM-' || extract(year FROM created_at AT TIME ZONE 'UTC')::int || '-' || lpad(id::text, 6, '0')
 WHERE invoice_number IS NULL;
-- The id-derived numbers issued so far stay; the counter continues after the highest of each year.
INSERT INTO number_series (series, last)
SELECT substr(invoice_number, 1, 7), max(substr(invoice_number, 9)::int)
  FROM orders WHERE invoice_number ~ '^TM-[0-9]{4}-[0-9]{1,9}$' GROUP BY 1
ON CONFLICT (series) DO UPDATE SET last = greatest(number_series.last, excluded.last);
WITH src AS (
  SELECT p.id AS pid, p.order_id, p.user_id, p.material_id, m.author_id, m.title, p.created_at,
         coalesce(o.currency_code, m.currency_code) AS currency_code, p.price_cents::bigint AS gross,
         coalesce(o.voucher_discount_cents, 0)::bigint AS disc, coalesce(o.used_credits_cents, 0)::bigint AS cred,
         v.seller_id AS voucher_seller, coalesce(p.order_id, -p.id) AS grp,
         -- a seller's voucher discounted only that seller's lines
         (CASE WHEN v.seller_id IS NULL OR v.seller_id = m.author_id THEN p.price_cents ELSE 0 END)::bigint AS vw
    FROM purchases p JOIN materials m ON m.id = p.material_id
    LEFT JOIN orders o ON o.id = p.order_id
    LEFT JOIN vouchers v ON v.code = o.voucher_code
   WHERE (p.price_cents > 0 OR p.order_id IS NOT NULL)
     AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.buyer_id = p.user_id AND l.material_id = p.material_id)
), t1 AS (
  -- sum() of bigint is numeric: every share is cast back, so the divisions below are integer divisions.
  SELECT s.*, (sum(vw) OVER (PARTITION BY grp))::bigint AS total FROM src s
), v1 AS (
  SELECT t1.*, CASE WHEN total > 0 THEN (disc * vw) / total ELSE 0 END AS vfloor,
         CASE WHEN total > 0 THEN (disc * vw) % total ELSE 0 END AS vrem
    FROM t1
), v2 AS (
  SELECT v1.*, (vfloor + CASE WHEN row_number() OVER (PARTITION BY grp ORDER BY vrem DESC, pid)
                                   <= disc - (sum(vfloor) OVER (PARTITION BY grp))::bigint THEN 1 ELSE 0 END)::bigint AS vshare
    FROM v1
), t2 AS (
  SELECT v2.*, (sum(gross - vshare) OVER (PARTITION BY grp))::bigint AS rest FROM v2
), c1 AS (
  SELECT t2.*, CASE WHEN rest > 0 THEN (cred * (gross - vshare)) / rest ELSE 0 END AS cfloor,
         CASE WHEN rest > 0 THEN (cred * (gross - vshare)) % rest ELSE 0 END AS crem
    FROM t2
), c2 AS (
  SELECT c1.*, (cfloor + CASE WHEN row_number() OVER (PARTITION BY grp ORDER BY crem DESC, pid)
                                   <= cred - (sum(cfloor) OVER (PARTITION BY grp))::bigint THEN 1 ELSE 0 END)::bigint AS cshare
    FROM c1
), lines AS (
  SELECT c2.*, CASE WHEN vshare = 0 THEN NULL WHEN voucher_seller IS NULL THEN 'platform' ELSE 'seller' END AS voucher_by,
         gross - CASE WHEN voucher_seller IS NOT NULL THEN vshare ELSE 0 END AS base
    FROM c2
), ins AS (
  INSERT INTO order_lines (order_id, buyer_id, material_id, seller_id, title, currency_code, gross_cents, voucher_cents,
                           voucher_by, credit_cents, paid_cents, fee_percent, fee_cents, net_cents, created_at)
  SELECT order_id, user_id, material_id, author_id, title, currency_code, gross, vshare, voucher_by, cshare,
         gross - vshare - cshare, 40, (base * 40 + 50) / 100, base - (base * 40 + 50) / 100, created_at
    FROM lines
  RETURNING id, seller_id, currency_code, gross_cents, voucher_cents, voucher_by, fee_cents, net_cents, created_at
)
INSERT INTO seller_ledger (seller_id, currency_code, kind, order_line_id, gross_cents, discount_cents, fee_cents, net_cents, created_at)
SELECT seller_id, currency_code, 'sale', id, gross_cents, CASE WHEN voucher_by = 'seller' THEN voucher_cents ELSE 0 END,
       fee_cents, net_cents, created_at
  FROM ins;
`;

export const sql = /* sql */ `
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending', 'awaiting_payment', 'paid', 'cancelled', 'refunded'));
ALTER TABLE orders ADD COLUMN files_released_at timestamptz;
ALTER TABLE orders ADD COLUMN release_rule text;
ALTER TABLE orders ADD COLUMN hold_reason text CHECK (hold_reason IN ('unconfirmed', 'overdue', 'over_limit'));
ALTER TABLE orders ADD COLUMN payment_reference text;
ALTER TABLE orders ADD COLUMN payment_provider text NOT NULL DEFAULT 'invoice';
ALTER TABLE orders ADD COLUMN provider_payment_id text;
ALTER TABLE orders ADD COLUMN cancelled_at timestamptz;
ALTER TABLE orders ADD COLUMN refunded_at timestamptz;
ALTER TABLE orders ADD COLUMN vat_country text;
ALTER TABLE orders ADD COLUMN vat_rate_bp int NOT NULL DEFAULT 0 CHECK (vat_rate_bp >= 0);
ALTER TABLE orders ADD COLUMN vat_cents int NOT NULL DEFAULT 0 CHECK (vat_cents >= 0);
CREATE INDEX orders_awaiting ON orders (due_at) WHERE status = 'awaiting_payment';

CREATE TABLE number_series (
  series text PRIMARY KEY,
  last int NOT NULL CHECK (last >= 0)
);

CREATE TABLE order_lines (
  id serial PRIMARY KEY,
  order_id int REFERENCES orders(id),
  buyer_id int REFERENCES users(id) ON DELETE SET NULL,
  material_id int NOT NULL REFERENCES materials(id),
  seller_id int NOT NULL REFERENCES users(id),
  title text NOT NULL,
  currency_code text NOT NULL,
  gross_cents int NOT NULL CHECK (gross_cents >= 0),
  voucher_cents int NOT NULL DEFAULT 0 CHECK (voucher_cents >= 0),
  voucher_by text CHECK (voucher_by IN ('seller', 'platform')),
  credit_cents int NOT NULL DEFAULT 0 CHECK (credit_cents >= 0),
  paid_cents int NOT NULL CHECK (paid_cents >= 0),
  fee_percent int NOT NULL CHECK (fee_percent BETWEEN 0 AND 100),
  fee_cents int NOT NULL,
  net_cents int NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (gross_cents = voucher_cents + credit_cents + paid_cents)
);
CREATE INDEX order_lines_order ON order_lines (order_id);
CREATE INDEX order_lines_seller ON order_lines (seller_id, created_at DESC);
CREATE INDEX order_lines_buyer ON order_lines (buyer_id, material_id);
-- A material is in at most one live order of a buyer (the guard against two tabs ordering it twice).
CREATE UNIQUE INDEX order_lines_open ON order_lines (buyer_id, material_id) WHERE active AND order_id IS NOT NULL;

CREATE TABLE payouts (
  id serial PRIMARY KEY,
  seller_id int NOT NULL REFERENCES users(id),
  currency_code text NOT NULL,
  amount_cents int NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid')),
  account_holder text NOT NULL,
  iban text NOT NULL,
  bic text,
  created_by int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  paid_reference text,
  paid_by int REFERENCES users(id) ON DELETE SET NULL,
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
CREATE UNIQUE INDEX payouts_one_pending ON payouts (seller_id, currency_code) WHERE status = 'pending';
CREATE INDEX payouts_seller ON payouts (seller_id, created_at DESC);

CREATE TABLE seller_ledger (
  id serial PRIMARY KEY,
  seller_id int NOT NULL REFERENCES users(id),
  currency_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('sale', 'reversal', 'payout')),
  order_line_id int REFERENCES order_lines(id),
  payout_id int REFERENCES payouts(id),
  gross_cents int NOT NULL DEFAULT 0,
  discount_cents int NOT NULL DEFAULT 0,
  fee_cents int NOT NULL DEFAULT 0,
  net_cents int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'payout') = (payout_id IS NOT NULL)),
  CHECK ((kind = 'payout') = (order_line_id IS NULL)),
  CHECK (kind = 'payout' OR net_cents = gross_cents - discount_cents - fee_cents)
);
CREATE UNIQUE INDEX seller_ledger_line ON seller_ledger (order_line_id, kind) WHERE order_line_id IS NOT NULL;
CREATE INDEX seller_ledger_seller ON seller_ledger (seller_id, created_at);

CREATE TABLE seller_statements (
  id serial PRIMARY KEY,
  seller_id int NOT NULL REFERENCES users(id),
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  number text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (seller_id, month)
);

CREATE TABLE idempotency_keys (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  order_id int NOT NULL REFERENCES orders(id),
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE TABLE operator_audit (
  id serial PRIMARY KEY,
  operator_id int NOT NULL REFERENCES users(id),
  action text NOT NULL,
  subject_type text NOT NULL,
  subject_id int,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_subject ON operator_audit (subject_type, subject_id, created_at);
${BACKFILL_SQL}
`;
