/** URL rules of spec §4/§7, in one place so the hooks and their tests read the same list. */

export const VERSIONED = /^\/?v\d+\//;
export const CART_URL = /(^|\/)(v\d+\/cart\/|v\d+\/payment-options)/;
export const VALIDATE_URL = /\/v\d+\/oauth2\/validate(\?|$)/;
// spec §4: authenticate and item-tags URLs are never retried after a 401.
export const NEVER_RETRIED = /\/v\d+\/oauth2\/authenticate|item-tags/;
/** Calls that make the session itself: they never wait for the terms gate. */
export const SESSION_URL = /\/v\d+\/(oauth2\/|terms\/)/;

// spec §9: max consecutive 401 retries per URL.
export const MAX_CONSECUTIVE_401 = 5;
// spec §9: slow request threshold.
export const SLOW_REQUEST_MS = 3000;

// spec §7: on the payment page these calls are aborted.
const PAYMENT_ABORTED = [
  /\/v\d+\/filters(\?|$)/,
  /\/v3\/mega-menu\/get-subjects/,
  /\/v3\/subscriptions\/anonymous\/persist/,
  /\/v3\/elastic-indexer\/wishlist\/query/,
  /\/v3\/elastic-indexer\/anonymous-wishlist\/query/,
];
export const PAYMENT_ROUTE_ID = 'payment';
export const abortedOnPayment = (url: string): boolean => PAYMENT_ABORTED.some((re) => re.test(url));

/** The counter key of a URL: origin and path, so the world parameter or a page number do not split it. */
export function urlKey(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}
