// Issue 19 "remotes per world": how scripts/serve.mjs serves the registry operators save in the console.
// The API keeps every saved version (remote_registries); the newest wins over this server's own
// registry (REMOTES_FILE or the generated one), so the shell, its CSP and the page server (which
// re-registers changed server entries per request) serve a change within seconds, without a restart.
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the console offers the API this server starts (its REMOTE_CATALOG): this server's own registry
 * (the baseline an operator can return to) and every built version of each remote it serves
 * (`versions`: dist/ and dist-*\/ per remote, each on localhost:`portOf(remote)`, with its server
 * build where it has one and SERVER_RENDER is not 0), the way defaultRegistry() in remote-origins.mjs names them.
 */
export function remoteCatalog(remotes, versions, portOf, ownRegistryText) {
  const builds = {};
  for (const r of remotes) {
    builds[r.name] = versions.get(r.name).map((v) => {
      const base = `http://localhost:${portOf(r)}/${r.name}/${v.version}`;
      const renders = process.env.SERVER_RENDER !== '0' && fs.existsSync(path.join(v.dir, 'server/remoteEntry.js'));
      return { version: v.version, entry: `${base}/mf-manifest.json`, ...(renders ? { serverEntry: `${base}/server/remoteEntry.js` } : {}) };
    });
  }
  return JSON.stringify({ baseline: JSON.parse(ownRegistryText), builds });
}

/**
 * The registry to serve: the newest one saved in the console (GET /v1/remotes/registry), else
 * `fallback()` (this server's own). Polled from now on: every 500 ms until the API first answers (it
 * starts after this server), then every REGISTRY_POLL_MS (default 2 s; an unchanged registry costs a
 * 304). None saved (404): the fallback. While the API cannot be reached the last one read stays in force.
 */
export function savedRegistry(apiUrl, fallback, intervalMs = Number(process.env.REGISTRY_POLL_MS) || 2000) {
  let saved = null;
  let etag = null;
  let answered = false;
  async function poll() {
    try {
      const res = await fetch(new URL('/v1/remotes/registry', apiUrl), { headers: etag ? { 'if-none-match': etag } : {}, signal: AbortSignal.timeout(5000) });
      if (res.status === 200) {
        saved = JSON.stringify((await res.json()).registry, null, 2);
        etag = res.headers.get('etag');
      } else if (res.status === 404) {
        saved = null;
        etag = null;
      }
      answered = true;
    } catch {
      // the API is starting, restarting or down: keep what was read last
    }
    setTimeout(poll, answered ? intervalMs : 500).unref();
  }
  void poll();
  return { text: () => saved ?? fallback() };
}
