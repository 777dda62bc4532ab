// The remotes' own origins as `npm start` serves them (scripts/serve.mjs): every built version of a
// remote under /<name>/<version>/, cross-origin, and the registry generated from what was built.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { REMOTES } from './apps.mjs';

/** Every built version of a remote: dist/ and dist-*\/, each with its mf-manifest.json. */
export function builtVersions(remote) {
  const out = [];
  for (const entry of fs.readdirSync(remote.dir)) {
    if (entry !== 'dist' && !entry.startsWith('dist-')) continue;
    const manifestPath = path.join(remote.dir, entry, 'mf-manifest.json');
    if (!fs.existsSync(manifestPath)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    out.push({ version: manifest.metaData?.buildInfo?.buildVersion ?? 'unknown', dir: path.join(remote.dir, entry), isDefault: entry === 'dist' });
  }
  return out;
}

/** Content-hashed files for a year, manifests and entries revalidated (the shell's assets too). */
export const longCache = (res, file) => {
  // Content-hashed files are immutable; manifests and entries must always be revalidated.
  const base = path.basename(file);
  if (/\.[0-9a-f]{8}\.(js|css|json)$/.test(base) && !base.startsWith('remoteEntry')) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
};

function cors(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Timing-Allow-Origin', '*');
}

/** One remote's origin: `security` sets its headers (security-headers.mjs), `dev` turns sirv's caching off. */
export function remoteServer(remote, { dev, security }) {
  const versions = builtVersions(remote);
  if (versions.length === 0) throw new Error(`${remote.folder} is not built: run "pnpm build" first.`);
  const handlers = versions.map((v) => ({ prefix: `/${remote.name}/${v.version}/`, serve: sirv(v.dir, { dev, etag: true, brotli: true, gzip: true, setHeaders: longCache }) }));
  const server = http.createServer((req, res) => {
    cors(res);
    security.remote(req, res);
    const url = req.url ?? '/';
    const handler = handlers.find((h) => url.startsWith(h.prefix));
    if (!handler) {
      res.statusCode = 404;
      res.end(`No such version of ${remote.name}. Served: ${handlers.map((h) => h.prefix).join(', ')}`);
      return;
    }
    req.url = url.slice(handler.prefix.length - 1);
    handler.serve(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  return { server, versions };
}

/** The registry of what was built: each remote's default version, with its server build when there is one. */
export function defaultRegistry(remoteVersions, ports) {
  const remotes = {};
  for (const r of REMOTES) {
    const def = remoteVersions.get(r.name).find((v) => v.isDefault) ?? remoteVersions.get(r.name)[0];
    const base = `http://localhost:${ports.remote(r)}/${r.name}/${def.version}`;
    // Issue 15: the server build of the same version, where the build wrote one (dist/server/);
    // SERVER_RENDER=0 leaves every page to the browser.
    const renders = process.env.SERVER_RENDER !== '0' && fs.existsSync(path.join(def.dir, 'server/remoteEntry.js'));
    const server = renders ? { serverEntry: `${base}/server/remoteEntry.js` } : {};
    remotes[r.name] = { entry: `${base}/mf-manifest.json`, version: def.version, ...server };
  }
  return { remotes };
}
