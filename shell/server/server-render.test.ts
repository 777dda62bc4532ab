/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApiFetch, createServerRenderer, withBody } from './server-render';

// Issue 15: what the page server does with the shell's server build. The real build is exercised by
// e2e/tests/server-render.spec.ts; here the faults: no bundle, a bundle that throws, one that never
// answers, and the page it writes.

const INDEX = '<!doctype html><html><head></head><body><div id="root">\n<noscript>JS</noscript>\n</div></body></html>';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-ssr-'));
const bundle = path.join(dir, 'render.js');
fs.writeFileSync(bundle, '');
fs.writeFileSync(path.join(dir, 'manifest.json'), '{}');
const input = { url: new URL('http://x/de/impressum'), host: 'localhost', world: 'de' as const, registryText: '{}', configText: '{}' };

const renderer = (renderPage: () => Promise<unknown>, logs: string[] = []) =>
  createServerRenderer({
    bundlePath: bundle,
    apiUrl: 'http://api.invalid',
    localesDir: dir,
    loadBudgetMs: 20,
    dataBudgetMs: 20,
    renderBudgetMs: 20,
    log: (m) => logs.push(m),
    loadModule: async () => ({ default: Promise.resolve({ renderPage, warmUp: () => undefined }) }),
  });

test('without a server build nothing is rendered here', async () => {
  const none = createServerRenderer({ bundlePath: path.join(dir, 'missing.js'), apiUrl: 'http://api.invalid', localesDir: dir });
  await expect(none.render(input)).resolves.toBeNull();
});

test('a render that throws or never answers leaves the page to the browser, and says why', async () => {
  const logs: string[] = [];
  await expect(renderer(() => Promise.reject(new Error('boom')), logs).render(input)).resolves.toBeNull();
  const started = Date.now();
  await expect(renderer(() => new Promise(() => undefined), logs).render(input)).resolves.toBeNull();
  expect(Date.now() - started).toBeLessThan(5000);
  expect(logs.join('\n')).toMatch(/boom/);
  expect(logs.join('\n')).toMatch(/render budgets/);
});

test('a rendered page carries its HTML in #root and its state as a data block, with the remote problems logged', async () => {
  const logs: string[] = [];
  const body = await renderer(async () => ({ rendered: true, html: '<main>Hi</main>', state: { world: 'de', note: '</script><script>x' }, slot: 'loading', problems: ['mfe_info: 404'] }), logs).render(input);
  expect(body).not.toBeNull();
  const page = withBody(INDEX, body!);
  expect(page).toContain('<div id="root" data-ssr="loading"><main>Hi</main></div>');
  expect(page).not.toContain('<noscript>JS</noscript>');
  // The state cannot close its script element early.
  expect(page).toContain('<script type="application/json" id="tm-ssr">');
  expect(page.match(/<\/script>/g)).toHaveLength(1);
  expect(logs).toEqual(['server render /de/impressum: mfe_info: 404']);
});

describe("the pages' API reads through the page server's shared cache", () => {
  const hits = new Map<string, number>();
  let origin = '';
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
      if (req.url === '/public') res.setHeader('cache-control', 'public, max-age=0, s-maxage=30, stale-while-revalidate=30');
      if (req.url === '/cookie') {
        res.setHeader('cache-control', 'public, s-maxage=30');
        res.setHeader('set-cookie', 'XSRF-TOKEN=abc; Path=/');
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ url: req.url, n: hits.get(req.url ?? '') }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  test('a public read is asked once within its s-maxage; one not marked public, or setting a cookie, every time', async () => {
    const apiFetch = createApiFetch();
    const read = async (p: string) => (await (await apiFetch(`${origin}${p}`)).json()) as { n: number };
    expect((await read('/public')).n).toBe(1);
    expect((await read('/public')).n).toBe(1);
    expect((await read('/private')).n).toBe(1);
    expect((await read('/private')).n).toBe(2);
    await read('/cookie');
    await read('/cookie');
    expect(hits.get('/public')).toBe(1);
    expect(hits.get('/private')).toBe(2);
    expect(hits.get('/cookie')).toBe(2);
  });
});
