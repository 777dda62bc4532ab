/**
 * Cookie and token checks of the HTTP client (spec §9 "HTTP client defaults: JSON bodies, xsrf
 * cookie and header handling"; spec §3 "access token (bearer, with validity check)").
 */

/** The API sets this non-HttpOnly cookie; the client echoes it in the header below. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A method that may change state: the API checks its XSRF header (GET, HEAD and OPTIONS never). */
export const isUnsafeMethod = (method: string): boolean => UNSAFE_METHODS.has(method.toUpperCase());

/** document.cookie where there is a document (the browser), '' elsewhere. */
export const documentCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);

/** One cookie's value from a `document.cookie` string, URL-decoded; null when absent or empty. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * The X-XSRF-TOKEN value for a request, or null: only for unsafe methods, only to the API's own
 * origin (the token must never leak to another host), only when the cookie is there.
 */
export function xsrfTokenFor(method: string, url: string, apiUrl: string, cookies: string): string | null {
  if (!isUnsafeMethod(method)) return null;
  if (new URL(url).origin !== new URL(apiUrl).origin) return null;
  return readCookie(cookies, XSRF_COOKIE);
}

/** A stored access token worth sending: a non-empty token string, not a stringified null/undefined. */
export function isUsableToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token !== 'undefined' && token !== 'null' && /^[A-Za-z0-9\-._~+/]+=*$/.test(token);
}
