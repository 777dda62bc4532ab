/** The seller NPS survey: one answer per user per 90 days. */
export const NPS_INTERVAL_DAYS = 90;
export const NPS_COMMENT_MAX = 2000;
