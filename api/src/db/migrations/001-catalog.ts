/** Users, schools, catalogue, search. Prices are integers in minor units x100 of the currency. */
export const sql = /* sql */ `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE app_meta (key text PRIMARY KEY, value jsonb NOT NULL);

CREATE TABLE schools (
  id serial PRIMARY KEY,
  world text NOT NULL,
  name text NOT NULL,
  school_type text NOT NULL,
  is_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text,
  slug text NOT NULL,
  public_name text NOT NULL,
  world text NOT NULL DEFAULT 'de',
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'operator')),
  is_seller boolean NOT NULL DEFAULT false,
  creation_source text NOT NULL DEFAULT 'web',
  image_path text,
  subtitle text,
  description text,
  author_since timestamptz,
  is_private_profile boolean NOT NULL DEFAULT false,
  teachable_certified boolean NOT NULL DEFAULT false,
  profile_background_path text,
  profile_background_data jsonb,
  facebook_profile text,
  instagram_profile text,
  pinterest_profile text,
  credits_cents int NOT NULL DEFAULT 0,
  had_credits boolean NOT NULL DEFAULT false,
  invoice_email text,
  double_opt_in boolean NOT NULL DEFAULT false,
  confirmed_at timestamptz,
  terms_version_accepted int,
  school_id int REFERENCES schools(id) ON DELETE SET NULL,
  school_role text CHECK (school_role IN ('master', 'member')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_seller_name_trgm ON users USING gin (public_name gin_trgm_ops) WHERE is_seller;

CREATE TABLE follows (
  follower_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  author_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, author_id)
);
CREATE INDEX follows_author ON follows (author_id);

CREATE TABLE subjects (
  id serial PRIMARY KEY,
  world text NOT NULL,
  code text NOT NULL,
  title text NOT NULL,
  UNIQUE (world, code)
);
CREATE INDEX subjects_title_trgm ON subjects USING gin (title gin_trgm_ops);

CREATE TABLE materials (
  id serial PRIMARY KEY,
  world text NOT NULL,
  language text NOT NULL,
  ts_config regconfig NOT NULL,
  slug text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  -- Subject, material-type and grade labels in the material's language, so "Mathematik" finds maths.
  keywords text NOT NULL DEFAULT '',
  author_id int NOT NULL REFERENCES users(id),
  material_type text NOT NULL,
  price_cents int NOT NULL CHECK (price_cents >= 0),
  currency_code text NOT NULL,
  discount int NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 90),
  final_price_cents int GENERATED ALWAYS AS (((price_cents::bigint * (100 - discount)) / 100)::int) STORED,
  sale boolean NOT NULL DEFAULT false,
  is_bundle boolean NOT NULL DEFAULT false,
  interactive_id int,
  pages int NOT NULL DEFAULT 1,
  subject_ids int[] NOT NULL DEFAULT '{}',
  grades int[] NOT NULL DEFAULT '{}',
  learning_years int[] NOT NULL DEFAULT '{}',
  school_types text[] NOT NULL DEFAULT '{}',
  best_in_categories text[] NOT NULL DEFAULT '{}',
  sales_count int NOT NULL DEFAULT 0,
  rating_sum int NOT NULL DEFAULT 0,
  rating_count int NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'deleted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(ts_config, title), 'A') || setweight(to_tsvector(ts_config, keywords), 'B')
      || setweight(to_tsvector(ts_config, description), 'C')
  ) STORED
);
CREATE INDEX materials_search ON materials USING gin (search_vector);
CREATE INDEX materials_title_trgm ON materials USING gin (title gin_trgm_ops);
CREATE INDEX materials_world_created ON materials (world, created_at DESC);
CREATE INDEX materials_world_sales ON materials (world, sales_count DESC);
CREATE INDEX materials_world_price ON materials (world, final_price_cents);
CREATE INDEX materials_author ON materials (author_id);
CREATE INDEX materials_subjects ON materials USING gin (subject_ids);
CREATE INDEX materials_grades ON materials USING gin (grades);

CREATE TABLE material_files (
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  position int NOT NULL,
  type text NOT NULL,
  pages int,
  PRIMARY KEY (material_id, position)
);

CREATE TABLE bundle_items (
  bundle_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  PRIMARY KEY (bundle_id, material_id)
);
CREATE INDEX bundle_items_material ON bundle_items (material_id);

CREATE TABLE ratings (
  id serial PRIMARY KEY,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  stars int NOT NULL CHECK (stars BETWEEN 1 AND 5),
  text text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (material_id, user_id)
);

CREATE TABLE comments (
  id serial PRIMARY KEY,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_material ON comments (material_id, created_at DESC);

CREATE TABLE blog_posts (
  id serial PRIMARY KEY,
  world text NOT NULL,
  author_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  excerpt text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_posts_world ON blog_posts (world, created_at DESC);
`;
