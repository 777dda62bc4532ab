import { test as plain } from '@playwright/test';
import { CUSTOM_DOMAIN, PORTS } from '../playwright.config';
import { API_URL, de, expect, expectRemote, firstMaterial, href, test } from './helpers';

// Issue 15: public pages arrive as rendered HTML. The shell's server build renders the same <Shell> the
// browser does, with the route's page from its remote's server build (the registry's serverEntry), and
// the browser hydrates that HTML instead of replacing it. Translations come with the page.

// scripts/serve.mjs renders wherever a remote has a server build; SERVER_RENDER=0 switches it off.
test.skip(process.env.SERVER_RENDER === '0', 'server rendering switched off (SERVER_RENDER=0)');
plain.skip(process.env.SERVER_RENDER === '0', 'server rendering switched off (SERVER_RENDER=0)');

// JavaScript off in this block only (a top-level use() would switch it off for the whole file); the
// plain test, as no script runs to take the page over.
plain.describe('without JavaScript', () => {
  plain.use({ javaScriptEnabled: false });
  plain('an information page, home and the help centre show their content, links and header', async ({ page }) => {
    await page.goto(href('imprint', {}, 'de'));
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', 'rendered');
    await expect(page.locator('main h1')).toHaveText(de('info', 'pages.imprint.title'));
    await expect(page.locator('main')).toContainText(de('info', 'pages.imprint.s1.body'));
    // The header and footer are there too, in the world's language, with real links.
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: de('footer', 'help') })).toHaveAttribute('href', href('help', {}, 'de'));

    await page.goto(href('home', {}, 'de'));
    await expect(page.locator('main h1')).toHaveText(de('home', 'hero.title'));
    await page.goto(href('help', {}, 'de'));
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main')).not.toBeEmpty();
  });

  // The page's own data is read by the server: what the API answers for the page is in the HTML.
  plain('search results, a material page, an author page and a landing page show their data from the API', async ({ page, request }) => {
    const search = (await (await request.get(`${API_URL}/v1/search?world=it&q=esercizi&page=1&per_page=24&sort=relevance`)).json()) as { items: { title: string }[] };
    expect(search.items.length).toBeGreaterThan(1);
    await page.goto(href('searchResults', {}, 'it', { query: { q: 'esercizi' } }));
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', 'rendered');
    await expect(page.getByTestId('material-card')).toHaveCount(search.items.length);
    await expect(page.getByTestId('material-card').first().getByRole('heading')).toHaveText(search.items[0]?.title ?? '');

    const m = await firstMaterial(request, 'de', '&price=paid');
    const { item: material } = (await (await request.get(`${API_URL}/v1/materials/${m.id}?world=de`)).json()) as { item: { title: string; author: { publicName: string } } };
    await page.goto(href('material', { id: String(m.id), slug: m.slug }, 'de'));
    await expect(page.locator('main h1')).toHaveText(material.title);
    await expect(page.getByTestId('buy-box')).toBeVisible();
    await expect(page.locator('main')).toContainText(material.author.publicName);

    await page.goto(href('author', { id: String(m.author.id), slug: m.author.slug }, 'de'));
    await expect(page.locator('main h1')).toHaveText(material.author.publicName);
    await expect(page.getByTestId('material-card').first()).toBeVisible();

    await page.goto(href('freeMaterialsLanding', {}, 'de'));
    await expect(page.getByTestId('material-card').first()).toBeVisible();
  });

  // spec §1: on a partner author's own domain "/" is that author's page, on the server too (it rendered
  // the catalogue's home there, which the browser then replaced).
  plain('a partner-author custom domain renders the author\'s page on the server', async ({ page, request }) => {
    const author = (await (await request.get(`${API_URL}/v1/authors/2`)).json()) as { item: { public_name: string } };
    await page.goto(`http://${CUSTOM_DOMAIN}:${PORTS.shell}/`);
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', 'rendered');
    await expect(page.locator('main h1')).toHaveText(author.item.public_name);
    await expect(page.getByTestId('material-card').first()).toBeVisible();
  });
});

test('a server-rendered page with data hydrates without asking the API again and stays interactive', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    // A slow answer's report (shell/src/http/client.ts slow_request, > 3 s) says the machine is loaded, not
    // that hydration failed: it came on a CI machine shared by several runs (s19).
    if ((m.type() === 'error' && !/took over \d+ ms/.test(m.text())) || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === API_URL && /^\/v1\/(search|materials\/\d+)(\?|$)/.test(url.pathname + url.search)) reads.push(url.pathname + url.search);
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('#root [data-testid="material-card"] h3')?.setAttribute('data-server-node', 'yes');
      document.querySelector('#root main h1')?.setAttribute('data-server-node', 'yes');
    });
  });
  // Another world than the process's default: the header and the page must render that world on both sides.
  // Asked once before: on a cold server the first search may pass the data budget and be left to the
  // browser (its loading state, then fresh nodes); this test is about hydrating rendered data.
  const search = href('searchResults', {}, 'it', { query: { q: 'esercizi' } });
  await request.get(search);
  await page.goto(search);
  await expectRemote(page, 'mfe_catalog');
  await expect(page.locator('[data-testid="material-card"] h3[data-server-node="yes"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^IT/ })).toBeVisible();

  const m = await firstMaterial(request, 'de', '&price=paid');
  await request.get(href('material', { id: String(m.id), slug: m.slug }, 'de'));
  await page.goto(href('material', { id: String(m.id), slug: m.slug }, 'de'));
  await expectRemote(page, 'mfe_material');
  await expect(page.locator('main h1[data-server-node="yes"]')).toBeVisible();
  // Interactive after hydration: add to cart counts, the favourite toggles.
  const count = page.getByTestId('cart-count');
  const before = Number(await count.textContent());
  await page.getByRole('button', { name: de('material-page', 'addToCart') }).click();
  await expect(count).toHaveText(String(before + 1));
  const toggle = page.getByTestId('buy-box').getByTestId('favourite-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The search and the material came with their pages: the browser did not read them again.
  expect(reads).toEqual([]);
  expect(problems).toEqual([]);
});

// Issue 16: DOMPurify (~10 KB br) is no part of a rendered page's first view: the server sanitised the
// seller's HTML (sanitize-html) and hydration keeps that markup; the browser loads its sanitiser only for
// HTML it renders itself (shared-kit's SanitizedHtml).
test('seller HTML: the server\'s sanitised markup stays without the browser\'s sanitiser; a page the browser renders loads it', async ({ page, request }) => {
  const sanitizer: string[] = [];
  page.on('request', (r) => {
    if (/\/sanitize\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname)) sanitizer.push(r.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const d = document.querySelector('#root .tm-material__description');
      d?.setAttribute('data-server-node', 'yes');
      (window as unknown as { serverDescription?: string }).serverDescription = d?.innerHTML;
    });
  });
  const m = await firstMaterial(request, 'de');
  const url = href('material', { id: String(m.id), slug: m.slug }, 'de');
  await request.get(url);
  await page.goto(url);
  await expectRemote(page, 'mfe_material');
  const description = page.locator('.tm-material__description[data-server-node="yes"]');
  await expect(description.locator('p').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await description.innerHTML()).toBe(await page.evaluate(() => (window as unknown as { serverDescription?: string }).serverDescription));
  expect(sanitizer).toEqual([]);

  // The help centre reached in the page: the browser renders its articles, sanitised by the loaded sanitiser.
  await page.locator('footer').getByRole('link', { name: de('footer', 'help') }).click();
  await expect(page).toHaveURL(new RegExp(`${href('help', {}, 'de')}$`));
  const article = page.locator('.tm-help__body').first();
  await expect(article.locator('p').first()).toBeAttached();
  expect(await article.innerHTML()).not.toMatch(/<script|onerror|onclick/);
  expect(sanitizer).toHaveLength(1);
});

test('the browser hydrates the server\'s HTML: the same nodes stay, no console error, links and buttons work', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  // Mark the server's heading before any script runs: hydration keeps the node, a fresh render would not.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const h1 = document.querySelector('#root main h1');
      if (h1) h1.setAttribute('data-server-node', 'yes');
    });
  });
  const locales: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/locales/')) locales.push(path);
  });
  // The server renders a page once its remote's server build is loaded (warmed at start); a cold first
  // render over budget is answered with the plain shell by design, so the page is asked for once first.
  await request.get(href('imprint', {}, 'de'));
  await page.goto(href('imprint', {}, 'de'));
  await expectRemote(page, 'mfe_info');
  await expect(page.locator('main h1[data-server-node="yes"]')).toHaveText(de('info', 'pages.imprint.title'));
  // The namespaces the server rendered with came with the page: none of them is fetched again.
  expect(locales.filter((p) => /^\/locales\/de\/(common|header|footer|meta|info)\./.test(p))).toEqual([]);

  // Interactive after hydration: the footer link navigates in the page, the country switch opens.
  await page.locator('footer').getByRole('link', { name: de('footer', 'help') }).click();
  await expect(page).toHaveURL(new RegExp(`${href('help', {}, 'de')}$`));
  await expect(page.locator('main h1')).toBeVisible();
  await page.getByRole('button', { name: /^DE/ }).click();
  await expect(page.getByRole('navigation', { name: de('header', 'worldSwitch.list') })).toBeVisible();
  expect(problems).toEqual([]);
});

// Issue 15 "Which pages": a personal page (cart, checkout, cabinet) may stream the shell with the page's
// loading state; nothing user-specific is in it and no shared cache keeps it. The browser, which has the
// visitor's cart, renders the page: the item added in this browser is there after hydration.
test('the cart comes as the shell with its loading state, never anyone\'s cart, and the browser renders the visitor\'s', async ({ page, request }) => {
  const m = await firstMaterial(request, 'de', '&price=paid');
  const { item } = (await (await request.get(`${API_URL}/v1/materials/${m.id}?world=de`)).json()) as { item: { title: string } };
  await page.goto(href('material', { id: String(m.id), slug: m.slug }, 'de'));
  await expectRemote(page, 'mfe_material');
  await page.getByRole('button', { name: de('material-page', 'addToCart') }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // What the server sends for the cart, asked with this browser's cookies: the shell, its loading slot, no item.
  const cart = href('shoppingCart', {}, 'de');
  const response = await page.request.get(cart);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();
  expect(html).toMatch(/<div id="root" data-ssr="loading">/);
  expect(html).toContain('<header class="tm-header');
  expect(html).not.toContain(item.title);

  await page.goto(cart);
  await expectRemote(page, 'mfe_commerce');
  await expect(page.locator('main')).toContainText(item.title);
});
