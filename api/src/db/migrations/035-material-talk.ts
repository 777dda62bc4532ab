/**
 * Issue 18 "the catalogue talks back": a material's author answers a comment (one level of replies)
 * and a review; anyone edits and deletes their own comment and reports another's. Reports wait for
 * the operator's moderation queue (issue 19). Comments per user and time are counted for the rate
 * limit through comments_user_recent. users.terms_accepted_at keeps the upcoming-terms popup away
 * from who accepted the terms just now.
 */
export const sql = /* sql */ `
ALTER TABLE comments ADD COLUMN parent_id integer REFERENCES comments (id) ON DELETE CASCADE;
ALTER TABLE comments ADD COLUMN edited_at timestamptz;
CREATE INDEX comments_parent ON comments (parent_id) WHERE parent_id IS NOT NULL;
CREATE INDEX comments_user_recent ON comments (user_id, created_at DESC);

CREATE TABLE comment_reports (
  comment_id integer NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);

ALTER TABLE ratings ADD COLUMN reply text;
ALTER TABLE ratings ADD COLUMN replied_at timestamptz;

-- One popup at a time (issue 18): who accepted the current terms a few days ago (at sign-up, say) is
-- not asked about the next version at once; the gate asks on its effective date.
ALTER TABLE users ADD COLUMN terms_accepted_at timestamptz;
`;
