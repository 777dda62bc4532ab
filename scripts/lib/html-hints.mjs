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
