/**
 * Issue 19 "moderation": readers report a review (a rating with text) and a material, not only a
 * comment. One report per reader and item (a reason from a fixed list and, optionally, their words);
 * reports made after an operator last decided (ratings.moderated_at, materials.moderated_at) are the
 * open ones the moderation queue lists. Reports per reader and time are counted for the rate limit
 * (the *_user_recent indexes, comments' reports included).
 */
export const sql = /* sql */ `
CREATE TABLE rating_reports (
  rating_id integer NOT NULL REFERENCES ratings (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (rating_id, user_id)
);
CREATE INDEX rating_reports_newest ON rating_reports (created_at DESC);
CREATE INDEX rating_reports_user_recent ON rating_reports (user_id, created_at DESC);

CREATE TABLE material_reports (
  material_id integer NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (material_id, user_id)
);
CREATE INDEX material_reports_newest ON material_reports (created_at DESC);
CREATE INDEX material_reports_user_recent ON material_reports (user_id, created_at DESC);
CREATE INDEX comment_reports_user_recent ON comment_reports (user_id, created_at DESC);

-- An operator kept a reported material (or unpublished it): the reports up to then are settled.
ALTER TABLE materials ADD COLUMN moderated_at timestamptz;
-- The review queue is the reported reviews now, not every review with text.
DROP INDEX ratings_unmoderated;
`;
