// Issue 16: the shell's HTML tells the browser at once which origins the page will talk to (every
// remote of the served registry and the API), so their connections open while the shell's own
// JavaScript still loads. Remote manifests and the API are fetched with CORS (a separate connection
// pool from the remotes' scripts), so each remote origin gets both kinds of preconnect.

/** `<link rel="preconnect">` tags for these origins, inserted before `</head>`. */
export function withPreconnects(html, { remoteOrigins = [], apiOrigin } = {}) {
  const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const valid = (o) => {
    try {
      return new URL(o).origin === o;
    } catch {
      return false;
    }
  };
  const links = [];
  for (const origin of [...new Set(remoteOrigins)].filter(valid)) {
    links.push(`<link rel="preconnect" href="${escape(origin)}" />`, `<link rel="preconnect" href="${escape(origin)}" crossorigin />`);
  }
  if (apiOrigin && valid(apiOrigin)) links.push(`<link rel="preconnect" href="${escape(apiOrigin)}" crossorigin="use-credentials" />`);
  if (!links.length || !html.includes('</head>')) return html;
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

/**
 * `<link rel="preload" as="fetch">` for the locale files the shell loads before its first render (the
 * manifest and the world's bundle of `namespaces`), so they download while the shell's JavaScript
 * does instead of after it (issue 16). `world` is the path's first segment when it names a bundle of
 * the locales manifest; anything else (the root path, an unknown segment) adds nothing.
 */
export function withLocalePreloads(html, { manifest, world, namespaces, base = '/locales' }) {
  if (!world || !manifest || !html.includes('</head>')) return html;
  const files = namespaces.map((ns) => manifest[`${world}/${ns}`]).filter((f) => typeof f === 'string' && /^[a-z]{2}\/[\w-]+\.[0-9a-f]{8}\.json$/.test(f));
  if (files.length === 0) return html;
  // crossorigin (anonymous) matches the credentials of the backend's plain fetch(), so the browser reuses the preload.
  const links = [`${base}/manifest.json`, ...files.map((f) => `${base}/${f}`)].map((href) => `<link rel="preload" as="fetch" href="${href}" crossorigin />`);
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

/**
 * Issue 16: /config.json and /remotes.json as served, carried by the page in a data block (never run as
 * script: no nonce needed), so the shell starts without waiting for them. Both stay texts: the shell
 * checks them exactly as if it had fetched them (an unreadable registry is reported, not thrown).
 */
export function withBootData(html, { configText, registryText }) {
  if (!html.includes('</body>')) return html;
  const json = JSON.stringify({ config: configText, registry: registryText })
    .replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return html.replace('</body>', () => `<script type="application/json" id="tm-boot">${json}</script></body>`);
}
