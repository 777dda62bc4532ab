/**
 * Issue 18: a comment is reported with the same dialog as a review or a material (a reason and,
 * optionally, the reader's words), so its reports keep those words for the operators too.
 */
export const sql = /* sql */ `
ALTER TABLE comment_reports ADD COLUMN note text;
`;
