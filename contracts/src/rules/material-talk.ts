/** Issue 18: a comment or an answer is at most this long (characters, after trimming). */
export const COMMENT_MAX = 2000;
export const RATING_REPLY_MAX = 2000;
/** Reasons a reader reports a comment for (the operator's moderation queue, issue 19). */
export const COMMENT_REPORT_REASONS = ['spam', 'offensive', 'personal_data', 'other'] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];
/** Rate limit: comments per user in a window (issue 18: "rate-limited"). */
export const COMMENT_LIMIT = { count: 5, minutes: 10 } as const;
/** Issue 19: reasons a reader reports a review (a rating with text) for; the same as for a comment. */
export const REVIEW_REPORT_REASONS = COMMENT_REPORT_REASONS;
export type ReviewReportReason = CommentReportReason;
/** Issue 19: reasons a reader reports a material for. */
export const MATERIAL_REPORT_REASONS = ['copyright', 'misleading', 'offensive', 'spam', 'other'] as const;
export type MaterialReportReason = (typeof MATERIAL_REPORT_REASONS)[number];
/** The optional words a reader adds to a report (characters, after trimming). */
export const REPORT_NOTE_MAX = 500;
/** Rate limit: reports (of comments, reviews and materials together) per user in a window. */
export const REPORT_LIMIT = { count: 10, minutes: 10 } as const;
