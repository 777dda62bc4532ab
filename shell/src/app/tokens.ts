import { ACCESS_TOKEN_KEY, CART_TOKEN_KEY, storage } from '@teachmarket/shared-kit';
import { documentCookies, readCookie } from '../http/cookies';

// spec §3 local-storage keys; the session (shell/src/session) writes and clears them.
export { ACCESS_TOKEN_KEY };

export const accessToken = (): string | null => storage.get(ACCESS_TOKEN_KEY);

/**
 * spec §3: the cart token lives in local storage and is "also readable from a cookie-like object":
 * a `cart_token` cookie (set by a server-side page or an app web view) is used when storage has none.
 */
export const cartToken = (cookies: () => string = documentCookies): string | null =>
  storage.get(CART_TOKEN_KEY) ?? readCookie(cookies(), CART_TOKEN_KEY);
