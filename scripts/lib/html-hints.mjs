// Issue 16: the shell's HTML tells the browser at once which origins the page will talk to (the
// route's remote, or every remote of the served registry when the page names none, and the API), so
// their connections open while the shell's own JavaScript still loads. Remote manifests and the API are fetched with CORS (a separate connection
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
  const origins = [...new Set(remoteOrigins)].filter(valid);
  // A page that already preloads its route's remote (a server-rendered page) opens connections to that
  // origin only; the others get a DNS lookup. Sixteen preconnects (eight remotes on the demo's ports)
  // competed with the page's own first requests on a phone (issue 15, LCP).
  // (An origin counts as used when a tag or the #tm-later list of a rendered page names a file of it.)
  const used = origins.filter((origin) => html.includes(`href="${escape(origin)}/`) || html.includes(`"href":"${origin}/`));
  for (const origin of origins) {
    if (used.length === 0 || used.includes(origin)) {
      links.push(`<link rel="preconnect" href="${escape(origin)}" />`, `<link rel="preconnect" href="${escape(origin)}" crossorigin />`);
    } else {
      links.push(`<link rel="dns-prefetch" href="${escape(origin)}" />`);
    }
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
