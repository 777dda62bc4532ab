/**
 * Checkout (issue 4): the invoice data an order needs. Orders from before this migration (the seed's
 * demo order) have no invoice number; the API derives one from the id for them.
 */
export const sql = /* sql */ `
ALTER TABLE orders ADD COLUMN invoice_number text UNIQUE;
ALTER TABLE orders ADD COLUMN due_at timestamptz;
ALTER TABLE orders ADD COLUMN billing jsonb;
ALTER TABLE orders ADD COLUMN original_cents int NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN voucher_discount_cents int NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN used_credits_cents int NOT NULL DEFAULT 0;
CREATE INDEX orders_user ON orders (user_id, id DESC);
CREATE INDEX purchases_order ON purchases (order_id);
`;
