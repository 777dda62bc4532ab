#!/usr/bin/env node
// Serves the built marketplace like production: the API with its embedded database, the shell on
// its origin (with /remotes.json, /config.json and /locales beside it) and each remote on its own
// origin under a versioned path (/<name>/<version>/), so cross-origin loading is exercised.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import sirv from 'sirv';
import { endHtml, streamHtml } from './lib/compress-html.mjs';
import { REMOTES, ROOT, SHELL, ports } from './lib/apps.mjs';
import { createSecurityHeaders, parseOriginList, registryOriginsOfText } from './lib/security-headers.mjs';
import { withBootData, withLocalePreloads, withPreconnects } from './lib/html-hints.mjs';
import { loadPageServer } from './lib/page-server.mjs';
import { remoteCatalog, savedRegistry } from './lib/saved-registry.mjs';
import { defaultRegistry, longCache, remoteServer } from './lib/remote-origins.mjs';

const P = ports();
const host = process.env.HOST ?? '127.0.0.1', DEV = process.env.SERVE_DEV === '1';
const apiUrl = process.env.API_URL ?? `http://localhost:${P.api}`;
const servers = [];
let api = null;
// Issue 13: nosniff, CSP (the shell's derived from the registry served), framing, referrer, CORP.
const security = createSecurityHeaders({
  frameAncestors: parseOriginList(process.env.FRAME_ANCESTORS, 'FRAME_ANCESTORS'),
  imageOrigins: [process.env.API_PUBLIC_URL],
});

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function listen(server, port, label) {
  return new Promise((resolve, reject) => {
    server.once('error', (err) => reject(new Error(`${label}: cannot listen on port ${port} (${err.code ?? err.message})`)));
    server.listen(port, host, () => resolve());
  });
}

function runtimeConfig() {
  const devOrigins = process.env.DEV_OVERRIDE_ORIGINS
    ? process.env.DEV_OVERRIDE_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean)
    : REMOTES.map((r) => `http://localhost:${5001 + r.index}`);
  let customDomains = {};
  const domainsFile = process.env.CUSTOM_DOMAINS_FILE ?? path.join(ROOT, 'deploy/custom-domains.json');
  if (fs.existsSync(domainsFile)) customDomains = JSON.parse(fs.readFileSync(domainsFile, 'utf8'));
  // Issue 19: browsers report errors in Sentry's protocol; by default to the API's own intake
  // (stored for the operators' errors view), SENTRY_DSN points them at a real Sentry or GlitchTip.
  const api = new URL(apiUrl);
  const sentryDsn = process.env.SENTRY_DSN || `${api.protocol}//${process.env.CLIENT_ERRORS_KEY ?? 'teachmarket-web'}@${api.host}/1`;
  return { apiUrl, devOverrideOrigins: devOrigins, customDomains, partnerMarker: process.env.PARTNER_MARKER ?? '/partner/', sentryDsn };
}

function shellServer(registryJson, configJson) {
  const shellDist = path.join(SHELL.dir, 'dist');
  const localesDist = path.join(ROOT, 'locales/dist');
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) fail('The shell is not built: run "pnpm build" first.');
  if (!fs.existsSync(path.join(localesDist, 'manifest.json'))) fail('The locales are not built: run "pnpm build" first.');
  const assets = sirv(shellDist, { dev: DEV, etag: true, brotli: true, gzip: true, setHeaders: longCache });
  const locales = sirv(localesDist, { dev: DEV, etag: true, brotli: true, gzip: true, setHeaders: longCache });
  const index = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const config = JSON.parse(configJson);
  const readLocalesManifest = () => JSON.parse(fs.readFileSync(path.join(localesDist, 'manifest.json'), 'utf8'));
  const localesManifest = readLocalesManifest();
  // What shell/src/bootstrap.tsx loads before its first render.
  const FIRST_NAMESPACES = ['common', 'header', 'footer', 'meta'];
  // Issue 15: status and head per page from the shell's page server (shell/server/).
  const pages = pageServer.create({ origin: DEMO_API_ENV.PUBLIC_WEB_URL ?? `http://localhost:${P.shell}`, worldWebUrls: process.env.WORLD_WEB_URLS, apiUrl, customDomains: config.customDomains, localesDir: localesDist,
    // Issue 15: the shell's server build renders public pages (a production build writes it; dev has none).
    renderBundle: DEV ? undefined : path.join(SHELL.dir, 'dist-server/render.js'),
    shellDir: shellDist,
    firstViewCss: fs.existsSync(path.join(shellDist, 'first-view-css.json')) ? JSON.parse(fs.readFileSync(path.join(shellDist, 'first-view-css.json'), 'utf8')) : [],
    // Issue 15: a rendered page's scripts start after its largest paint (SCRIPTS_AFTER_FIRST_PAINT=0: from the head, as before).
    firstViewScripts: process.env.SCRIPTS_AFTER_FIRST_PAINT === '0' || !fs.existsSync(path.join(shellDist, 'first-view-scripts.json')) ? undefined : JSON.parse(fs.readFileSync(path.join(shellDist, 'first-view-scripts.json'), 'utf8')),
    renderBudgets: { loadBudgetMs: Number(process.env.SSR_LOAD_BUDGET_MS) || undefined, dataBudgetMs: Number(process.env.SSR_DATA_BUDGET_MS) || undefined, renderBudgetMs: Number(process.env.SSR_RENDER_BUDGET_MS) || undefined } });
  // Issue 15: the server builds are fetched and their pages loaded before the first visitor (the
  // remotes' origins listen already); a failure here only means the first renders are the browser's.
  pages.warmUp(registryJson()).catch((error) => console.warn('server render warm-up:', error));
  const sendIndex = async (req, res) => {
    const requested = new URL(req.url ?? '/', 'http://localhost');
    if (requested.pathname === '/index.html' || requested.pathname === '/index') requested.pathname = '/';
    const answer = await pages.answer(requested, req.headers.host ?? null);
    res.statusCode = answer.status;
    // Issue 15: a public page (indexable or noindex-follow) is the same for every visitor (the session lives in the
    // browser), so a shared cache may keep it briefly (a registry rollback reaches visitors within a minute).
    // Private pages (account, cabinet, cart, checkout) and answers made without the API's data are not kept.
    const shared = !DEV && !answer.degraded && answer.head.robots !== 'noindex,nofollow';
    res.setHeader('Cache-Control', shared ? 'public, max-age=0, s-maxage=30, stale-while-revalidate=60' : 'no-cache');
    if (answer.location) {
      res.setHeader('Location', answer.location);
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    const registryText = registryJson();
    const { head, rest, rendered } = await pages.page(DEV ? fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8') : index, answer, registryText, requested, {
      host: req.headers.host ?? '', configText: configJson,
    });
    const world = requested.pathname.split('/')[1] || null;
    const withOrigins = withPreconnects(head, { remoteOrigins: registryOriginsOfText(registryText), apiOrigin: new URL(config.apiUrl).origin });
    // A page rendered here carries its translations (issue 15): no locale files to preload.
    const hinted = rendered
      ? withOrigins
      : withLocalePreloads(withOrigins, { manifest: DEV ? readLocalesManifest() : localesManifest, world, namespaces: FIRST_NAMESPACES });
    const body = rest.then((html) => withBootData(html, { configText: configJson, registryText }));
    if (rendered && shared) {
      // Issue 15: the head (status, head tags, styles) goes out while the server renders the body. The
      // policy is made from the head: a rendered body has no inline style or script to allow, and a
      // public page carries no nonce.
      await streamHtml(req, res, security.shellHtml(req, res, { html: hinted, registryText, config, shared }), body);
      return;
    }
    const html = hinted + (await body);
    endHtml(req, res, security.shellHtml(req, res, { html, registryText, config, shared }));
  };
  const sendPage = (req, res) => {
    sendIndex(req, res).catch((error) => {
      // A bug here must not take the page down: the plain shell still renders it in the browser.
      console.error('page server:', error);
      if (res.headersSent) return res.end();
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(security.shellHtml(req, res, { html: index, registryText: registryJson(), config }));
    });
  };
  const proxySitemap = async (res, apiPath) => {
    try {
      const upstream = await fetch(new URL(apiPath, apiUrl), { signal: AbortSignal.timeout(30000) });
      res.statusCode = upstream.status;
      res.setHeader('Content-Type', upstream.headers.get('content-type') ?? 'application/xml; charset=utf-8');
      res.setHeader('Cache-Control', upstream.headers.get('cache-control') ?? 'no-cache');
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      res.statusCode = 503;
      res.setHeader('Retry-After', '60');
      res.end('The sitemap is not available right now.');
    }
  };
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    security.shellResource(req, res);
    // The HTML is never sent by sirv: it needs a fresh nonce per response.
    if (url.pathname === '/' || url.pathname === '/index.html' || url.pathname === '/index') return sendPage(req, res);
    if (url.pathname === '/robots.txt') {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.end(pages.robotsTxt(req.headers.host ?? null));
      return;
    }
    const sitemap = pages.sitemapApiPath(url.pathname);
    if (sitemap) return void proxySitemap(res, sitemap);
    if (url.pathname === '/remotes.json' || url.pathname === '/config.json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(url.pathname === '/remotes.json' ? registryJson() : configJson);
      return;
    }
    if (DEV && url.pathname === '/__dev/events') {
      // pnpm dev: the shell listens here and reloads the page when any app was rebuilt.
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write('retry: 1000\n\n');
      devClients.add(res);
      req.on('close', () => devClients.delete(res));
      return;
    }
    if (url.pathname.startsWith('/locales/')) {
      req.url = req.url.slice('/locales'.length);
      locales(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
      return;
    }
    // Every route of every world: status and head from the page server, the body rendered by the shell's router.
    assets(req, res, () => sendPage(req, res));
  });
}

/** The API must accept the shell's partner-author custom domains as origins too. */
function corsOrigins() {
  const hosts = Object.keys(runtimeConfig().customDomains).map((h) => `http://${h}:${P.shell}`);
  return [process.env.CORS_ORIGINS, ...hosts].filter(Boolean).join(',');
}

const devClients = new Set();
/** pnpm dev: watch every app's dist/ and tell the open pages to reload after a rebuild. */
function watchBuilds() {
  let timer = null;
  const dirs = [path.join(SHELL.dir, 'dist'), ...REMOTES.map((r) => path.join(r.dir, 'dist')), path.join(ROOT, 'locales/dist')];
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    fs.watch(dir, () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const client of devClients) client.write('event: reload\ndata: rebuilt\n\n');
      }, 400);
    });
  }
}

// Issue 13: the embedded demo turns on the developer endpoints (loopback clients only) and mails links to
// this shell; a setting of your own wins, and NODE_ENV=production gets neither (the API then requires PUBLIC_WEB_URL).
const PRODUCTION = process.env.NODE_ENV === 'production';
const DEMO_API_ENV = {
  DEV_ENDPOINTS: process.env.DEV_ENDPOINTS ?? (PRODUCTION ? undefined : '1'),
  PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL ?? (PRODUCTION ? undefined : `http://localhost:${P.shell}`),
};

function startApi() {
  if (process.env.API_URL) return Promise.resolve(); // an API elsewhere
  return new Promise((resolve, reject) => {
    const tsx = path.join(ROOT, 'api/node_modules/.bin/tsx');
    api = spawn(tsx, process.env.API_WATCH === '1' ? ['watch', 'src/main.ts'] : ['src/main.ts'], {
      cwd: path.join(ROOT, 'api'),
      // Request logs would drown the URLs above: warnings and errors only, unless LOG_LEVEL says otherwise.
      env: { ...process.env, ...DEMO_API_ENV, API_PORT: String(P.api), CORS_ORIGINS: corsOrigins(), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', REMOTE_CATALOG: remoteCatalog(REMOTES, remoteVersions, P.remote, ownRegistryJson()) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    api.once('exit', (code) => {
      if (!shuttingDown) {
        console.error(`The API stopped (exit ${code}).`);
        shutdown(1);
      }
    });
    const started = Date.now();
    const poll = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${P.api}/health`);
        if (res.ok) return resolve();
      } catch {
        // not up yet
      }
      if (Date.now() - started > 180000) return reject(new Error('The API did not become ready within 180 s'));
      setTimeout(poll, 300);
    };
    poll();
  });
}

let shuttingDown = false;
function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const s of servers) s.close();
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    api.once('exit', () => process.exit(code));
    setTimeout(() => process.exit(code), 5000).unref();
  } else {
    process.exit(code);
  }
}
// A file replaced by a rebuild while it is being sent (pnpm dev) errors on sirv's read stream,
// which has no listener: that one response fails, the server stays up.
process.on('uncaughtException', (error) => {
  if (error && error.code === 'ENOENT') {
    console.warn(`serve: ${error.path} vanished while being sent (rebuilt?)`);
    return;
  }
  console.error(error);
  shutdown(1);
});
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const remoteVersions = new Map();
for (const remote of REMOTES) {
  let built;
  try {
    built = remoteServer(remote, { dev: DEV, security });
  } catch (error) {
    fail(error.message);
  }
  const { server, versions } = built;
  remoteVersions.set(remote.name, versions);
  servers.push(server);
  await listen(server, P.remote(remote), remote.folder);
}
const registryFile = process.env.REMOTES_FILE;
const generated = JSON.stringify(defaultRegistry(remoteVersions, P), null, 2);
const ownRegistryJson = () => (registryFile ? fs.readFileSync(registryFile, 'utf8') : generated);
const registry = savedRegistry(apiUrl, ownRegistryJson); // issue 19: the newest registry saved in the operators' console wins
const pageServer = await loadPageServer();
const shell = shellServer(registry.text, JSON.stringify(runtimeConfig(), null, 2));
if (DEV) watchBuilds();
servers.push(shell);
await listen(shell, P.shell, 'shell');
console.log('Starting the API (first start creates the database and demo data)…');
await startApi().catch((err) => {
  console.error(err.message);
  shutdown(1);
});

console.log(`\nTeachmarket is running:\n  shell    http://localhost:${P.shell}\n  API      ${apiUrl}  (docs: ${apiUrl}/docs)`);
for (const r of REMOTES) {
  console.log(`  ${r.name.padEnd(16)} http://localhost:${P.remote(r)}/${r.name}/  (${remoteVersions.get(r.name).map((v) => v.version).join(', ')})`);
}
if (!process.env.API_URL && DEMO_API_ENV.DEV_ENDPOINTS === '1') {
  console.log(`  outbox   ${apiUrl}/dev/outbox  (demo: DEV_ENDPOINTS=1, this machine only; mails link to ${DEMO_API_ENV.PUBLIC_WEB_URL})`);
}
console.log(`  registry ${registryFile ? registryFile : `generated (http://localhost:${P.shell}/remotes.json)`}; a registry saved in the operators' console (/operator/remotes) wins\nPress Ctrl-C to stop.\n`);
