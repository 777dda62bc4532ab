/** Where tracked events wait until they are sent (tracking.ts; start.ts reads it before loading the tracker). */
export const PENDING_KEY = 'tm_tracking_pending';
