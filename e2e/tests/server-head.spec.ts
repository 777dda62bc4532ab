import { test as plain, type Page } from '@playwright/test';
import { API_URL, siteUrl, expect, firstMaterial, href } from './helpers';

// Issue 15, first step: the shell's page server (shell/server/) answers every page URL with its HTTP
// status and a head a crawler or a link preview reads, before any JavaScript runs. These tests run
// with JavaScript disabled, so what they see is the server's HTML only.
const test = plain.extend({});
test.use({ javaScriptEnabled: false });

const head = (page: Page) => ({
  title: () => page.title(),
  meta: (key: string) => page.locator(`head meta[name="${key}"], head meta[property="${key}"]`).first().getAttribute('content'),
  canonical: () => page.locator('head link[rel="canonical"]').getAttribute('href'),
  alternates: async () => page.locator('head link[rel="alternate"][hreflang]').evaluateAll((els) => els.map((el) => [el.getAttribute('hreflang'), el.getAttribute('href')] as [string, string])),
  jsonLd: async () => (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>),
});

test('a material page: title, description, canonical, Open Graph with image and price, Product and BreadcrumbList from the API', async ({ page, request }) => {
  // Not the newest paid material: checkout, invoice-mail and referral-rating buy (and rate) that one while this
  // spec runs, and the page server's shared cache may still hold its page from before their rating.
  const listed = await firstMaterial(request, 'de', '&price=paid&page=5');
  const m = ((await (await request.get(`${API_URL}/v1/materials/${listed.id}?world=de`)).json()) as { item: { id: number; slug: string; title: string; finalPrice: number; currencyCode: string; rating: { count: number; average: number }; author: { publicName: string }; previews: { watermarked: string }[] } }).item;
  const path = href('material', { id: String(m.id), slug: m.slug }, 'de');
  const answer = await page.goto(path);
  expect(answer?.status()).toBe(200);
  const h = head(page);
  expect(await page.locator('html').getAttribute('lang')).toBe('de');
  expect(await h.title()).toContain(m.title);
  expect(await h.meta('robots')).toBe('index,follow');
  expect(await h.canonical()).toBe(siteUrl(path));
  expect(await h.meta('og:type')).toBe('product');
  expect(await h.meta('og:title')).toContain(m.title);
  // The preview's own URL; its ?v= version may be one render older: the page server keeps the API's
  // public material answer for its s-maxage like any shared cache (seeded previews are drawn on first use).
  const withoutVersion = (url: string | null | undefined) => url?.replace(/\?v=\d+$/, '');
  expect(withoutVersion(await h.meta('og:image'))).toBe(withoutVersion(m.previews[0]?.watermarked));
  expect(await h.meta('product:price:amount')).toBe(m.finalPrice.toFixed(2));
  expect(await h.meta('product:price:currency')).toBe(m.currencyCode);
  expect((await h.meta('description'))?.length).toBeGreaterThan(20);
  const [product, crumbs] = await h.jsonLd();
  expect(product).toMatchObject({ '@type': 'Product', name: m.title, sku: String(m.id), offers: { '@type': 'Offer', price: m.finalPrice.toFixed(2), priceCurrency: m.currencyCode } });
  if (m.rating.count > 0) expect(product?.aggregateRating).toMatchObject({ ratingCount: m.rating.count, ratingValue: m.rating.average });
  expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  const trail = (crumbs?.itemListElement as { name: string; item: string }[]).map((c) => c.name);
  expect(trail.at(-1)).toBe(m.title);
  // One of each tag: nothing the browser's Head would duplicate.
  expect(await page.locator('head title').count()).toBe(1);
  expect(await page.locator('head meta[name="description"]').count()).toBe(1);
});

test('an author page: Person with the public name, canonical with the slug', async ({ page, request }) => {
  const m = await firstMaterial(request);
  const author = ((await (await request.get(`${API_URL}/v1/authors/${m.author.id}?world=de`)).json()) as { item: { public_name: string; slug: string } }).item;
  const path = href('author', { id: String(m.author.id), slug: author.slug }, 'de');
  expect((await page.goto(path))?.status()).toBe(200);
  const h = head(page);
  expect(await h.title()).toContain(author.public_name);
  expect(await h.canonical()).toBe(siteUrl(path));
  expect(await h.meta('og:type')).toBe('profile');
  const [person] = await h.jsonLd();
  expect(person).toMatchObject({ '@type': 'Person', name: author.public_name, url: siteUrl(path) });
});

test('home, search, a landing page and an information page: the route texts of the world, robots, canonical, reciprocal hreflang', async ({ page }) => {
  const meta = (await (await page.request.get(`/locales/manifest.json`)).json()) as Record<string, string>;
  const texts = (await (await page.request.get(`/locales/${meta['fr/meta']}`)).json()) as Record<string, { title: string }>;
  const home = href('home', {}, 'fr');
  expect((await page.goto(home))?.status()).toBe(200);
  const h = head(page);
  expect(await h.title()).toBe(texts.home?.title);
  expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  const homeAlternates = await h.alternates();
  expect(homeAlternates).toContainEqual(['fr', siteUrl(home)]);
  expect(homeAlternates).toContainEqual(['x-default', siteUrl(href('home', {}, 'de'))]);
  // Reciprocal: the German home lists the same set.
  await page.goto(href('home', {}, 'de'));
  expect(new Set((await h.alternates()).map(([l, u]) => `${l} ${u}`))).toEqual(new Set(homeAlternates.map(([l, u]) => `${l} ${u}`)));

  await page.goto(href('searchResults', {}, 'fr', { query: { q: 'math' } }));
  expect(await h.title()).toBe(texts.searchResults?.title);
  expect(await h.meta('robots')).toMatch(/^(index|noindex),(follow|nofollow)$/);

  const imprint = href('imprint', {}, 'fr');
  expect((await page.goto(imprint))?.status()).toBe(200);
  expect(await h.title()).toBe(texts.imprint?.title ?? texts.default?.title);
  expect(await h.canonical()).toBe(siteUrl(imprint));

  const landing = href('freeMaterialsLanding', {}, 'de');
  expect((await page.goto(landing))?.status()).toBe(200);
  expect(await h.canonical()).toBe(siteUrl(landing));
});

test('HTTP status and canonical redirects: 404, wrong slug, wrong world, wrong localised segment, a redirect route', async ({ request }) => {
  const m = await firstMaterial(request);
  const canonical = href('material', { id: String(m.id), slug: m.slug }, 'de');
  const get = (path: string) => request.get(path, { maxRedirects: 0 });
  const locationOf = async (path: string) => {
    const res = await get(path);
    return [res.status(), res.headers().location];
  };
  expect((await get('/de/diese-seite-gibt-es-nicht')).status()).toBe(404);
  expect((await get('/xx/material/1/a')).status()).toBe(404);
  expect((await get(href('material', { id: '999999999', slug: 'nichts' }, 'de'))).status()).toBe(404);
  const missing = await get(href('material', { id: '999999999', slug: 'nichts' }, 'de'));
  expect(await missing.text()).toContain('name="robots" content="noindex');
  expect(await locationOf(`${href('material', { id: String(m.id), slug: 'falscher-slug' }, 'de')}?utm_source=x`)).toEqual([301, `${canonical}?utm_source=x`]);
  // A German material asked for in the French world: its own world's URL.
  expect(await locationOf(href('material', { id: String(m.id), slug: m.slug }, 'fr'))).toEqual([301, canonical]);
  // Italian says "materiale": the English segment is the same page in Italian words.
  const italian = href('material', { id: String(m.id), slug: m.slug }, 'it');
  expect(italian).not.toContain('/material/');
  expect(await locationOf(italian.replace('/materiale/', '/material/'))).toEqual([301, italian]);
  // spec §2: /my-subjects always goes to the home page's following tab.
  expect(await locationOf(href('mySubjects', {}, 'de'))).toEqual([302, href('home', { tab: 'following' }, 'de')]);
});

test('robots.txt names the sitemap on the site origin', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain(`Sitemap: ${siteUrl('/sitemap.xml')}`);
});

/** Parses XML in Chromium (a real XML parser): the document, or the parser's error. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const locs = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map((el) => el.textContent ?? '');
    const alternates = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent ?? '',
      links: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''] as [string, string]),
    }));
    return { error, root: doc.documentElement.localName, locs, alternates };
  }, xml);
}

test('sitemaps: valid XML on the site origin, each URL answers 200 with itself as canonical, alternates reciprocal', async ({ page, request }) => {
  await page.goto(href('imprint', {}, 'de')); // any page of the origin, for DOMParser
  const indexRes = await request.get('/sitemap.xml');
  expect(indexRes.status()).toBe(200);
  expect(indexRes.headers()['content-type']).toContain('xml');
  const index = await parseXml(page, await indexRes.text());
  expect(index.error).toBeNull();
  expect(index.root).toBe('sitemapindex');
  expect(index.locs.length).toBeGreaterThan(27);
  for (const loc of index.locs) expect(loc.startsWith(siteUrl('/sitemaps/'))).toBe(true);

  // The German files of each kind: every URL on the site origin; a sample of each answers 200 with itself as canonical.
  const german = index.locs.filter((loc) => /\/sitemaps\/de-/.test(loc));
  expect(german.some((l) => l.includes('-materials-'))).toBe(true);
  const byUrl = new Map<string, [string, string][]>();
  for (const file of german) {
    const res = await request.get(new URL(file).pathname);
    expect(res.status(), file).toBe(200);
    const set = await parseXml(page, await res.text());
    expect(set.error, file).toBeNull();
    expect(set.root).toBe('urlset');
    for (const u of set.alternates) byUrl.set(u.loc, u.links);
    for (const u of set.alternates.slice(0, 4)) {
      expect(u.loc.startsWith(siteUrl('/de/')) || u.loc === siteUrl('/de'), u.loc).toBe(true);
      const answer = await request.get(new URL(u.loc).pathname + new URL(u.loc).search, { maxRedirects: 0 });
      expect(answer.status(), u.loc).toBe(200);
      const html = await answer.text();
      expect(html, `${u.loc} names itself as canonical`).toContain(`<link rel="canonical" href="${u.loc.replace(/&/g, '&amp;')}"`);
      expect(html).toContain('<meta name="robots" content="index,follow"/>');
    }
  }
  // Reciprocal alternates: a German page that lists a French alternate is listed by that French page.
  const withAlternates = [...byUrl.entries()].find(([, links]) => links.some(([lang]) => lang === 'fr'));
  expect(withAlternates, 'some German page has hreflang alternates').toBeTruthy();
  const [deUrl, links] = withAlternates!;
  expect(links).toContainEqual(['x-default', expect.any(String)]);
  const frUrl = links.find(([lang]) => lang === 'fr')![1];
  const frFile = index.locs.find((loc) => loc.includes('/sitemaps/fr-') && !loc.includes('-materials-') && !loc.includes('-authors-') && !loc.includes('-blog'));
  const frFiles = index.locs.filter((loc) => loc.includes('/sitemaps/fr-'));
  let frLinks: [string, string][] | undefined;
  for (const file of frFile ? [frFile, ...frFiles] : frFiles) {
    const set = await parseXml(page, await (await request.get(new URL(file).pathname)).text());
    frLinks = set.alternates.find((u) => u.loc === frUrl)?.links;
    if (frLinks) break;
  }
  expect(frLinks, `${frUrl} is in the French sitemaps`).toBeTruthy();
  expect(frLinks).toContainEqual(['de', deUrl]);

  expect((await request.get('/sitemaps/xx-materials-1.xml')).status()).toBe(404);
});
