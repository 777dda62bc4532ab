#!/usr/bin/env node
// `pnpm bench:web` (issue 16): what a first view costs in the browser, measured in Chromium against the
// production build served exactly as `npm start` serves it (nine origins, compressed files), on its own
// ports and its own fresh database. A benchmark, not a test: it prints figures and exits 0.
//
// Per page (home, search, material, author, cart), cold cache:
//   - JavaScript as transferred (compressed bytes on the wire), split by part: shell (app + federation
//     runtime), framework (react, router, i18n, nanostores), shared-kit, contracts, remote entry, page
//     chunk, other; plus CSS and locales, so a regression names its cause;
//   - requests started before the first contentful paint, FCP and LCP, and the layout shift (CLS);
// and client-side navigation to a remote not loaded yet (cold) and to one already loaded (warm).
//
// Issue 15: Lighthouse 13 (mobile preset and desktop, simulated throttling) on home, search, a material
// and an author page, median of three runs each: performance, LCP, CLS, TBT. Lighthouse is fetched by
// `pnpm dlx` when the bench runs (it is no dependency of the product); BENCH_LIGHTHOUSE=0 skips it.
//
// Needs a build (`node scripts/build.mjs`). Options: BENCH_SHELL_PORT (3500; the remotes take the next
// eight), BENCH_API_PORT (4500), CHROMIUM_PATH, SEED_MATERIALS (800), BENCH_LIGHTHOUSE (1).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, ROOT, SHELL } from './lib/apps.mjs';

const require = createRequire(path.join(ROOT, 'e2e/package.json'));
const { chromium } = require('@playwright/test');
const autocannon = createRequire(path.join(ROOT, 'api/package.json'))('autocannon');

const SHELL_PORT = Number(process.env.BENCH_SHELL_PORT ?? 3500);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4500);
const BASE = `http://localhost:${SHELL_PORT}`;
const API = `http://localhost:${API_PORT}`;
const TARGET = { jsKb: 130, requests: 20, cls: 0.05, coldNavMs: 150, warmNavMs: 50 }; // issue 16

for (const app of [SHELL, ...REMOTES]) {
  if (!fs.existsSync(path.join(app.dir, 'dist/mf-manifest.json'))) {
    console.error(`${app.folder} is not built: run \`node scripts/build.mjs\` first.`);
    process.exit(1);
  }
}

/** file name -> part, from every app's federation manifest (which chunk carries which shared package). */
function partsOfFiles() {
  const parts = new Map();
  const partOf = (name) =>
    name.startsWith('@teachmarket/shared-kit') ? 'shared-kit' : name.startsWith('@teachmarket/contracts') ? 'contracts' : 'framework';
  for (const app of [SHELL, ...REMOTES]) {
    const manifest = JSON.parse(fs.readFileSync(path.join(app.dir, 'dist/mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared ?? []) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) if (!parts.has(file)) parts.set(file, partOf(shared.name));
    }
    for (const expose of manifest.exposes ?? []) {
      for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) if (!parts.has(file)) parts.set(file, 'page chunk');
    }
  }
  return parts;
}

function classify(url, parts) {
  const u = new URL(url);
  const file = path.basename(u.pathname);
  if (u.origin === API) return 'api';
  if (/^\/locales\//.test(u.pathname)) return 'locales';
  if (/\.css$/.test(file)) return 'css';
  if (!/\.js$/.test(file)) return 'document and data';
  if (file.startsWith('remoteEntry')) return 'remote entry';
  if (parts.has(file)) return parts.get(file);
  return u.port === String(SHELL_PORT) ? 'shell' : 'other js';
}

const JS_PARTS = ['shell', 'framework', 'shared-kit', 'contracts', 'remote entry', 'page chunk', 'other js'];

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachmarket-bench-web-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
    env: { ...process.env, PORT: String(SHELL_PORT), API_PORT: String(API_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_MATERIALS: process.env.SEED_MATERIALS ?? '800' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('scripts/serve.mjs stopped while starting');
    const ok = await fetch(`${API}/health`).then((r) => r.ok).catch(() => false);
    if (ok) return stop;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the API did not answer /health within 240 s');
}

/** One cold page load in a fresh context: bytes per part, requests before FCP, FCP, LCP, CLS. */
async function measure(browser, url, parts) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 412, height: 823 } });
  // A settled visitor: consent decided, so no modal covers the page and shifts it (the bench measures the page).
  await context.addInitScript(() => {
    try {
      localStorage.setItem('cookieConsent', JSON.stringify({ accepted: ['essential'], at: new Date().toISOString() }));
      localStorage.setItem('tour_finished_new_header_2026', 'true'); // e2e/tests/helpers.ts TOUR_FINISHED_KEY
    } catch {
      // storage blocked: the page shows the consent modal, which the figures then include
    }
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, wall: e.wallTime * 1000, bytes: 0 }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.addInitScript(() => {
    const w = window;
    w.__bench = { cls: 0, lcp: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        w.__bench.cls += entry.value;
        w.__bench.shifts = [...(w.__bench.shifts ?? []), { value: entry.value, at: entry.startTime, nodes: entry.sources.map((s) => s.node ? `${s.node.nodeName}.${s.node.className ?? ''} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}` : '?') }];
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__bench.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('.tm-remote', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(1000); // late shifts (images, fonts) count too
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return { origin: performance.timeOrigin, fcp, lcp: window.__bench.lcp, cls: window.__bench.cls, shifts: window.__bench.shifts ?? [] };
  });
  const fcpWall = timing.origin + timing.fcp;
  const byPart = {};
  let beforeFcp = 0;
  for (const r of requests.values()) {
    if (r.url.startsWith('data:') || r.url.startsWith('ws:')) continue;
    const part = classify(r.url, parts);
    byPart[part] = (byPart[part] ?? 0) + r.bytes;
    if (r.wall <= fcpWall) beforeFcp += 1;
  }
  if (process.env.BENCH_VERBOSE) {
    for (const shift of timing.shifts) console.log(`  shift ${shift.value.toFixed(3)} at ${shift.at.toFixed(0)} ms: ${shift.nodes.join(' | ')}`);
    for (const r of [...requests.values()].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(r.bytes).padStart(7)} KB  ${classify(r.url, parts).padEnd(12)} ${r.url}`);
  }
  const js = JS_PARTS.reduce((sum, p) => sum + (byPart[p] ?? 0), 0);
  await context.close();
  return { js, byPart, beforeFcp, requests: requests.size, fcp: timing.fcp, lcp: timing.lcp, cls: timing.cls };
}

/**
 * Client-side navigation: from home to a remote not loaded yet, then back and there again (warm), until
 * `shown` (a CSS selector: the remote's outlet, or the page's heading) is in the document.
 */
async function navigation(browser, from, to, shown) {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(from, { waitUntil: 'networkidle' });
  const go = async (target, selector) =>
    page.evaluate(
      async ({ target, selector }) => {
        const started = performance.now();
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
        await new Promise((resolve) => {
          const check = () => (document.querySelector(selector) ? resolve(undefined) : requestAnimationFrame(check));
          check();
        });
        return performance.now() - started;
      },
      { target, selector },
    );
  const cold = await go(to, shown);
  await go(from, '.tm-remote[data-remote="mfe_catalog"]');
  const warm = await go(to, shown);
  await context.close();
  return { cold, warm };
}

/**
 * The pages' URLs as a visitor finds them (the route table is TypeScript; the links the shell renders
 * are its output): home, its first material, that material's author, the header's search, cart and help.
 */
async function discoverPages(browser) {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const home = `${BASE}/de`;
  await page.goto(home, { waitUntil: 'networkidle' });
  await page.waitForSelector('.tm-remote[data-remote="mfe_catalog"]');
  const links = await page.evaluate(() => {
    const abs = (a) => (a ? new URL(a.getAttribute('href'), location.href).href : null);
    return {
      material: abs(document.querySelector('main a[href*="/material/"]')),
      cart: abs(document.querySelector('[data-testid="cart-count"]')?.closest('a')),
      help: abs([...document.querySelectorAll('header a, footer a')].find((a) => /hilfe|help/i.test(a.getAttribute('href') ?? ''))),
    };
  });
  const search = page.locator('header input[type="search"]');
  await search.fill('Mathe');
  await search.press('Enter');
  await page.waitForURL((url) => url.href !== home && url.search.includes('Mathe'), { timeout: 15_000 }).catch(() => undefined);
  const searchUrl = page.url() !== home ? page.url() : null;
  let author = null;
  if (links.material) {
    await page.goto(links.material, { waitUntil: 'networkidle' });
    await page.waitForSelector('.tm-remote[data-remote="mfe_material"]');
    author = await page.evaluate(() => {
      const a = document.querySelector('main a[href*="/autor/"]'); // de segment of the author route
      return a ? new URL(a.getAttribute('href'), location.href).href : null;
    });
  }
  await context.close();
  return [['home', home], ['search', searchUrl], ['material', links.material], ['author', author], ['cart', links.cart], ['help', links.help]];
}

const LIGHTHOUSE = 'lighthouse@13.5.0';
const LIGHTHOUSE_TARGET = { mobile: { score: 95, lcp: 2000, cls: 0.05, tbt: 150 }, desktop: { score: 98 } }; // issue 15

/** One Lighthouse run (a fresh Chromium each time, as Lighthouse starts it): the figures the issue names. */
function lighthouse(url, preset) {
  const args = ['dlx', LIGHTHOUSE, url, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance',
    '--chrome-flags=--headless --no-sandbox --disable-gpu', ...(preset === 'desktop' ? ['--preset=desktop'] : [])];
  const r = spawnSync('pnpm', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } });
  if (r.status !== 0) throw new Error(`lighthouse failed: ${(r.stderr || r.stdout).slice(-400)}`);
  const report = JSON.parse(r.stdout.slice(r.stdout.indexOf('{')));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return { score: Math.round(report.categories.performance.score * 100), lcp: audit('largest-contentful-paint'), cls: audit('cumulative-layout-shift'), tbt: audit('total-blocking-time'), fcp: audit('first-contentful-paint') };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const pad = (s, n) => String(s).padStart(n);

const stop = await startServer();
try {
  const parts = partsOfFiles();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const pages = await discoverPages(browser);
  console.log(`\nFirst view, cold cache, ${os.cpus().length} cores, 412x823 (KB as transferred; targets: JS <= ${TARGET.jsKb} KB, <= ${TARGET.requests} requests before FCP, CLS <= ${TARGET.cls})\n`);
  console.log(`${'page'.padEnd(9)}${pad('JS KB', 8)}${JS_PARTS.map((p) => pad(p, 13)).join('')}${pad('css', 8)}${pad('locales', 9)}${pad('req<FCP', 9)}${pad('req', 6)}${pad('FCP ms', 8)}${pad('LCP ms', 8)}${pad('CLS', 7)}`);
  for (const [name, url] of pages.filter(([n]) => n !== 'help')) {
    if (!url) {
      console.log(`${name.padEnd(9)} (no demo data to find this page)`);
      continue;
    }
    const m = await measure(browser, url, parts);
    console.log(
      `${name.padEnd(9)}${pad(kb(m.js), 8)}${JS_PARTS.map((p) => pad(kb(m.byPart[p] ?? 0), 13)).join('')}${pad(kb(m.byPart.css ?? 0), 8)}${pad(kb(m.byPart.locales ?? 0), 9)}` +
        `${pad(m.beforeFcp, 9)}${pad(m.requests, 6)}${pad(m.fcp.toFixed(0), 8)}${pad(m.lcp.toFixed(0), 8)}${pad(m.cls.toFixed(3), 7)}`,
    );
  }
  // Issue 15: the page server's throughput per page (server rendering included), 10 connections, 10 s.
  const SERVER_TARGET = { rps: 100, p95: 150 };
  console.log(`\nPage server, 10 connections x 10 s per page (targets: >= ${SERVER_TARGET.rps} responses/s, p95 <= ${SERVER_TARGET.p95} ms)\n`);
  console.log(`${'page'.padEnd(9)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}${pad('p99 ms', 8)}${pad('non-2xx', 9)}${pad('rendered', 10)}`);
  for (const [name, url] of pages.filter(([n]) => ['home', 'search', 'material', 'author'].includes(n))) {
    if (!url) continue;
    const html = await (await fetch(url)).text();
    const rendered = /data-ssr="(\w+)"/.exec(html)?.[1] ?? 'no';
    const r = await autocannon({ url, connections: 10, duration: 10 });
    const p95 = r.latency.p97_5 !== undefined && r.latency.p90 !== undefined ? (r.latency.p90 + r.latency.p97_5) / 2 : r.latency.p99;
    console.log(`${name.padEnd(9)}${pad(r.requests.average.toFixed(0), 8)}${pad(r.latency.p50, 8)}${pad(p95.toFixed(0), 8)}${pad(r.latency.p99, 8)}${pad(r.non2xx, 9)}${pad(rendered, 10)}`);
  }
  console.log('  (p95 interpolated between autocannon\'s p90 and p97.5)');

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const t = LIGHTHOUSE_TARGET;
    console.log(`\nLighthouse 13, median of 3 runs (targets: mobile >= ${t.mobile.score}, LCP <= ${t.mobile.lcp} ms, CLS <= ${t.mobile.cls}, TBT <= ${t.mobile.tbt} ms; desktop >= ${t.desktop.score})\n`);
    console.log(`${'page'.padEnd(9)}${pad('preset', 9)}${pad('score', 7)}${pad('FCP ms', 8)}${pad('LCP ms', 8)}${pad('CLS', 7)}${pad('TBT ms', 8)}   runs`);
    for (const [name, url] of pages.filter(([n]) => ['home', 'search', 'material', 'author'].includes(n))) {
      if (!url) continue;
      for (const preset of ['mobile', 'desktop']) {
        try {
          const runs = [0, 1, 2].map(() => lighthouse(url, preset));
          const mid = (key) => [...runs.map((r) => r[key])].sort((a, b) => a - b)[1];
          console.log(`${name.padEnd(9)}${pad(preset, 9)}${pad(mid('score'), 7)}${pad(mid('fcp').toFixed(0), 8)}${pad(mid('lcp').toFixed(0), 8)}${pad(mid('cls').toFixed(3), 7)}${pad(mid('tbt').toFixed(0), 8)}   ${runs.map((r) => r.score).join('/')}`);
        } catch (error) {
          console.log(`${name.padEnd(9)}${pad(preset, 9)}  ${error.message}`);
        }
      }
    }
  }

  // Issue 16: home -> help (the remote's outlet), and home -> a material until its heading shows (the page
  // whose parts asked for their translations one after another: ~500 ms before withNamespaces).
  const url = (name) => pages.find(([n]) => n === name)[1];
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log('');
  for (const [label, to, shown] of [
    ['home -> help (mfe_info)', url('help'), '.tm-remote[data-remote="mfe_info"]'],
    ['home -> material (mfe_material, until its heading)', url('material'), '.tm-remote[data-remote="mfe_material"] h1'],
  ]) {
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await navigation(browser, url('home'), to, shown));
    console.log(
      `Client-side navigation ${label}, median of 3: cold ${median(runs.map((r) => r.cold)).toFixed(0)} ms (target <= ${TARGET.coldNavMs}), warm ${median(runs.map((r) => r.warm)).toFixed(0)} ms (target <= ${TARGET.warmNavMs})`,
    );
  }
  await browser.close();
} finally {
  stop();
}
