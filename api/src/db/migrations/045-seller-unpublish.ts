/**
 * QA s16 finding 8: a seller takes their own published material off sale and publishes it again.
 * Both the seller's withdrawal and an operator's moderation leave the material a draft with
 * unpublished_at set (buyers keep their downloads; it cannot be deleted); unpublished_by says whose
 * decision it was: the author may put back only what they withdrew themselves (an operator's stays
 * theirs until the author corrects the material and publishes it, issue 19).
 */
export const sql = /* sql */ `
ALTER TABLE materials ADD COLUMN unpublished_by text CHECK (unpublished_by IN ('author', 'operator'));
UPDATE materials SET unpublished_by = 'operator' WHERE unpublished_at IS NOT NULL;
`;
