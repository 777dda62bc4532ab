/** School wishlist (spec §3 "a separate school wishlist with its own total"), public folders, item tags. */
export const sql = /* sql */ `
CREATE TABLE school_wishlist (
  school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  -- Who added it: the adder may remove it again, besides the school admin (role master).
  added_by int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, material_id)
);

-- A public folder is readable by anyone through folders/public/query.
ALTER TABLE folders ADD COLUMN is_public boolean NOT NULL DEFAULT false;

CREATE TABLE item_tags (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  tag text NOT NULL CHECK (length(tag) BETWEEN 1 AND 40),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, material_id, tag)
);
`;
