// Security headers of the static origins scripts/serve.mjs serves (issue 13, item 6): the shell (its
// HTML, assets, /remotes.json, /config.json, /locales), each remote's origin, and the partner-author
// custom domains (the same shell server under another host name).
//
// The shell's Content-Security-Policy is derived from what the shell will load at run time:
//   script-src / style-src / img-src / font-src: every origin of the registry actually served
//     (/remotes.json, per-world overrides included) and the developer-override origins /config.json allows;
//   connect-src / img-src: the API (and its websocket, ws: or wss:). The remotes' origins are not in
//     connect-src: the browser's federation runtime reads no manifest (issue 16, disableSnapshot), it loads
//     a remote's entry, chunks and CSS as <script> and <link> only, so nothing may fetch() from them;
//   no 'unsafe-inline' for scripts: the HTML's <script> tags carry a nonce that is new on every response.
// Styles: remotes bring CSS files (<link>, mini-css-extract-plugin), nothing inserts <style> elements,
// and React applies `style={…}` props through the CSSOM (element.style), which CSP does not govern, so
// style-src has no 'unsafe-inline' either; a style="" attribute in HTML markup would be blocked (the
// sanitisers in shared-kit allow no attributes, so API-supplied markup never carries one).
import crypto from 'node:crypto';

/** The origin of an http(s) URL, or null. Only an origin ever reaches a policy: no path, no ';'. */
export function originOf(value) {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The websocket origin of an http(s) origin (http -> ws, https -> wss). */
function socketOrigin(origin) {
  return origin.replace(/^http/, 'ws');
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/** Every origin a registry document points at: each remote's entry and each world's override. */
export function registryOrigins(registry) {
  const origins = [];
  const remotes = registry && typeof registry === 'object' ? registry.remotes : null;
  if (!remotes || typeof remotes !== 'object') return [];
  for (const remote of Object.values(remotes)) {
    if (!remote || typeof remote !== 'object') continue;
    origins.push(originOf(remote.entry));
    if (remote.worlds && typeof remote.worlds === 'object') {
      for (const override of Object.values(remote.worlds)) origins.push(originOf(override?.entry));
    }
  }
  return unique(origins).sort();
}

/** A registry text as served; unreadable JSON gives no origins (the shell reports it and loads nothing). */
export function registryOriginsOfText(text) {
  try {
    return registryOrigins(JSON.parse(text));
  } catch {
    return [];
  }
}

/**
 * Origins from configuration (FRAME_ANCESTORS, …): a comma- or space-separated list of exact origins.
 * A bad entry stops the server with a message naming it (a typo must not silently open framing).
 */
export function parseOriginList(raw, name) {
  const out = [];
  for (const item of String(raw ?? '').split(/[\s,]+/).filter(Boolean)) {
    const origin = originOf(item);
    if (!origin || origin !== item.replace(/\/$/, '')) throw new Error(`${name}: "${item}" is not an origin (scheme://host[:port])`);
    out.push(origin);
  }
  return unique(out);
}

/** A fresh nonce for one response (128 bits, base64). */
export function newNonce() {
  return crypto.randomBytes(16).toString('base64');
}

/** The HTML with the nonce on every <script> and <style> tag (html-webpack-plugin's output has only <script src>). */
export function withNonce(html, nonce) {
  return String(html).replace(/<(script|style)\b(?![^>]*\snonce=)/gi, `<$1 nonce="${nonce}"`);
}

const serialize = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ');

/**
 * The shell HTML's policy.
 * @param {object} input
 * @param {string[]} input.remoteOrigins   registryOrigins() of the registry served
 * @param {{ apiUrl: string, devOverrideOrigins?: string[], sentryDsn?: string }} input.config  /config.json
 * @param {string | null} input.nonce  null for a page a shared cache may keep (the same nonce would reach
 *   every visitor): the page has no inline script to allow, so 'self' and the remote origins suffice
 * @param {string[]} [input.frameAncestors]  origins that may frame the shell (default: none)
 * @param {string[]} [input.imageOrigins]    more image hosts (API_PUBLIC_URL when it differs from apiUrl)
 * @param {string[]} [input.styleHashes]     CSP sources of the page's inline style blocks (inlineStyleHashes)
 */
export function shellPolicy({ remoteOrigins, config, nonce, frameAncestors = [], imageOrigins = [], styleHashes = [] }) {
  const api = originOf(config.apiUrl);
  const devOrigins = unique((config.devOverrideOrigins ?? []).map(originOf));
  const code = unique([...remoteOrigins, ...devOrigins]);
  const sentry = originOf(config.sentryDsn);
  const images = unique([api, ...imageOrigins.map(originOf)]);
  return serialize({
    'default-src': ["'self'"],
    // No 'unsafe-eval' even for development builds: their source maps are not eval-based (webpack-factory).
    'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...code],
    'style-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...unique(styleHashes), ...code],
    'img-src': ["'self'", 'data:', ...unique([...images, ...code])],
    'font-src': ["'self'", ...code],
    // The API, its notification socket, error reporting (no remote origin: see the top of this file).
    'connect-src': ["'self'", ...unique([api, api && socketOrigin(api), sentry])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors.length ? frameAncestors : ["'none'"],
  });
}

/**
 * Issue 15/16: a server-rendered page carries its first stylesheets inline (shell/server/inline-css.ts,
 * `<style data-href>`); the policy allows exactly those texts by their SHA-256, so an injected style
 * block still does not apply.
 */
export function inlineStyleHashes(html) {
  return [...html.matchAll(/<style data-href="[^"]*">([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
}

/** The policy of everything that is not the shell's HTML (JS, CSS, JSON): nothing to run, nothing to frame. */
export function resourcePolicy(frameAncestors = []) {
  return serialize({ 'default-src': ["'none'"], 'frame-ancestors': frameAncestors.length ? frameAncestors : ["'none'"] });
}

/** Whether the request reached us over https (directly, or through a TLS-terminating proxy). */
function overHttps(req) {
  // A forged X-Forwarded-Proto over plain http only earns an HSTS header browsers ignore on http.
  return Boolean(req.socket?.encrypted) || String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
}

/**
 * Headers for the static origins.
 * @param {object} [options]
 * @param {string[]} [options.frameAncestors]  partner origins that may frame the shell
 * @param {string[]} [options.imageOrigins]
 */
export function createSecurityHeaders({ frameAncestors = [], imageOrigins = [] } = {}) {
  const baseline = (req, res, corp) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // X-Frame-Options cannot name several origins: with partner framing, frame-ancestors alone decides.
    if (!frameAncestors.length) res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Resource-Policy', corp);
    res.setHeader('Content-Security-Policy', resourcePolicy(frameAncestors));
    if (overHttps(req)) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
  return {
    /** A remote's JS and CSS run in the shell's pages on other origins (and partner domains: other sites). */
    remote(req, res) {
      baseline(req, res, 'cross-origin');
    },
    /** The shell's own files, /remotes.json, /config.json, /locales: only the shell's pages use them. */
    shellResource(req, res) {
      baseline(req, res, 'same-origin');
    },
    /**
     * The shell's HTML: the full policy, with a fresh nonce unless the page is `shared` (a public page
     * a CDN may keep: issue 15). Returns the HTML to send.
     */
    shellHtml(req, res, { html, registryText, config, shared = false }) {
      baseline(req, res, 'same-origin');
      const nonce = shared ? null : newNonce();
      res.setHeader(
        'Content-Security-Policy',
        shellPolicy({ remoteOrigins: registryOriginsOfText(registryText), config, nonce, frameAncestors, imageOrigins, styleHashes: inlineStyleHashes(html) }),
      );
      res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
      return nonce ? withNonce(html, nonce) : html;
    },
  };
}
