/**
 * Issue 19 "moderation": what the operators decided about reported words and materials.
 * - comments.moderated_at: an operator kept the comment; reports up to then are settled, a later
 *   report puts it back in the queue (removing a comment deletes it, as its author's own delete does);
 * - ratings.moderated_at: an operator looked at the review (kept it, or removed its text: the stars stay);
 * - materials.unpublished_at / unpublished_reason: an operator took a material out of the catalogue
 *   (status back to draft, so its author can correct and publish it again; the reason was mailed).
 */
export const sql = /* sql */ `
ALTER TABLE comments ADD COLUMN moderated_at timestamptz;
ALTER TABLE ratings ADD COLUMN moderated_at timestamptz;
ALTER TABLE materials ADD COLUMN unpublished_at timestamptz;
ALTER TABLE materials ADD COLUMN unpublished_reason text;
CREATE INDEX comment_reports_newest ON comment_reports (created_at DESC);
CREATE INDEX ratings_unmoderated ON ratings (created_at DESC) WHERE text IS NOT NULL AND moderated_at IS NULL;
`;
