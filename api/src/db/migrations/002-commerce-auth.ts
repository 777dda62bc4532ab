/** Sessions, carts, vouchers, orders, tracking, personalisation, terms, mail outbox. */
export const sql = /* sql */ `
CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE CASCADE,
  client_id text NOT NULL,
  grant_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX access_tokens_user ON access_tokens (user_id);

CREATE TABLE login_attempts (
  key text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_key ON login_attempts (key, attempted_at);

CREATE TABLE vouchers (
  code text PRIMARY KEY CHECK (code = upper(code)),
  world text,
  kind text NOT NULL CHECK (kind IN ('percent', 'amount')),
  value int NOT NULL CHECK (value > 0),
  min_order_cents int NOT NULL DEFAULT 0,
  valid_until timestamptz,
  max_uses int,
  uses int NOT NULL DEFAULT 0
);

CREATE TABLE carts (
  token text PRIMARY KEY,
  user_id int UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  world text NOT NULL,
  voucher_code text REFERENCES vouchers(code),
  used_credits_cents int NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  cart_token text NOT NULL REFERENCES carts(token) ON DELETE CASCADE ON UPDATE CASCADE,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_token, material_id)
);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  world text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled')),
  payment_method text NOT NULL,
  currency_code text NOT NULL,
  total_cents int NOT NULL,
  voucher_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);

CREATE TABLE purchases (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  material_id int NOT NULL REFERENCES materials(id),
  order_id int REFERENCES orders(id),
  price_cents int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, material_id)
);

CREATE TABLE events (
  id serial PRIMARY KEY,
  track_sid text NOT NULL,
  user_id int,
  world text NOT NULL,
  name text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE personalisations (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  preferences jsonb NOT NULL DEFAULT '{}',
  requested boolean NOT NULL DEFAULT false,
  popup_shown_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE terms_versions (
  version int PRIMARY KEY,
  published_at timestamptz NOT NULL
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
`;
