/** Issue 18: a comment or an answer is at most this long (characters, after trimming). */
export const COMMENT_MAX = 2000;
export const RATING_REPLY_MAX = 2000;
/** Reasons a reader reports a comment for (the operator's moderation queue, issue 19). */
export const COMMENT_REPORT_REASONS = ['spam', 'offensive', 'personal_data', 'other'] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];
/** Rate limit: comments per user in a window (issue 18: "rate-limited"). */
export const COMMENT_LIMIT = { count: 5, minutes: 10 } as const;
