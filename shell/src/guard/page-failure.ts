import { atom } from 'nanostores';

/**
 * How many remote-failure fallbacks (RemoteFallback, with its retry button) are on screen (issue 18).
 * The feature tour waits while one is: its backdrop would cover the retry button, and its steps point
 * at a page that is not there. Once a retry brings the page, the tour comes back.
 */
export const $pageFailures = atom(0);
