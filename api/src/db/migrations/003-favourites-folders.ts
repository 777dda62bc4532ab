/** spec §3 Favorites (wishlist), anonymous favourites kept until login (spec §4), and folders. */
export const sql = /* sql */ `
CREATE TABLE favourites (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, material_id)
);

-- An anonymous visitor is known by a random token the browser keeps; persist moves the rows to the user.
CREATE TABLE anonymous_favourites (
  token text NOT NULL,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token, material_id)
);

CREATE TABLE folders (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  parent_id int REFERENCES folders(id) ON DELETE CASCADE,
  is_archive boolean NOT NULL DEFAULT false,
  folder_type text NOT NULL CHECK (folder_type IN ('purchased', 'own', 'favorite')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX folders_user ON folders (user_id, folder_type);

CREATE TABLE folders_materials (
  folder_id int NOT NULL REFERENCES folders(id) ON DELETE CASCADE,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (folder_id, material_id)
);
`;
