import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServerRenderer, withBody } from './server-render';

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
