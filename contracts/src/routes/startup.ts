/** Pure helpers for start-up routing (spec §2 "Start-up routing", spec §4 clear_auth). */

// "query=?utm_source" only as a whole parameter name, not inside "searchquery=?utm_source"
const UTM_GLITCH = /(^|[?&])query=\?utm_source/g;

/**
 * spec §2: "On the root path a query string containing "query=?utm_source" is rewritten to "query=&"
 * and the page reloads." The stray "?" of a badly built campaign link becomes "&", so
 * `?query=?utm_source=x` → `?query=&utm_source=x` (the utm_source parameter is kept).
 * Returns the new search string (same leading "?" as given) or null when there is nothing to do.
 * The caller applies it on the root path only and reloads.
 */
export function rewriteUtmQuery(search: string): string | null {
  if (!search.match(UTM_GLITCH)) return null;
  return search.replace(UTM_GLITCH, '$1query=&utm_source');
}

/**
 * spec §4: "A clear_auth query parameter forces token removal and is stripped from the URL."
 * Removes every clear_auth parameter and keeps the rest of the URL byte for byte (other parameters are
 * not re-encoded). Works on absolute URLs and on paths.
 */
export function stripClearAuth(input: string | URL): { url: string; hadClearAuth: boolean } {
  const url = String(input);
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return { url, hadClearAuth: false };
  const pairs = beforeHash.slice(queryAt + 1).split('&');
  const kept = pairs.filter((pair) => {
    const key = pair.split('=', 1)[0] ?? '';
    try {
      return decodeURIComponent(key.replaceAll('+', ' ')) !== 'clear_auth';
    } catch {
      return true;
    }
  });
  if (kept.length === pairs.length) return { url, hadClearAuth: false };
  const query = kept.filter((pair) => pair !== '').join('&');
  return { url: beforeHash.slice(0, queryAt) + (query ? `?${query}` : '') + hash, hadClearAuth: true };
}

export type RootDecision = 'redirect' | 'landing' | 'main';

/** A stored redirect is followed only to a path on this site ("/x", not "//evil.example" or "https:..."). */
export function isSafeRedirectTarget(target: string | null | undefined): target is string {
  return typeof target === 'string' && /^\/(?![/\\])/.test(target);
}

/**
 * spec §2: "Root path shows a landing view or the main view; if a stored redirect target exists, root
 * redirects there." The spec does not say which visitors get the landing view: first-time visitors do.
 * A stored target that is not a same-site path is ignored (no open redirect).
 */
export function rootDecision(input: { storedRedirect?: string | null; isFirstVisit: boolean }): RootDecision {
  if (isSafeRedirectTarget(input.storedRedirect)) return 'redirect';
  return input.isFirstVisit ? 'landing' : 'main';
}
