import type { Response } from '@playwright/test';
import { API_URL, expect, expectRemote, firstMaterial, href, test } from './helpers';

// Issue 16: every static origin (the shell and the eight remotes) sends its JavaScript, CSS and
// locale files compressed, chosen by the browser's Accept-Encoding, with `Vary: Accept-Encoding`;
// the API compresses its JSON. Measured on a cold load, in Chromium, across the origins as served.
test('a cold load of home and a material page gets compressed JS, CSS, locales and API JSON', async ({ page, request }) => {
  const material = await firstMaterial(request);
  const seen: Response[] = [];
  page.on('response', (response) => seen.push(response));

  await page.goto(href('home', {}, 'de'));
  await expectRemote(page, 'mfe_catalog');
  await page.goto(href('material', { id: material.id, slug: material.slug }, 'de'));
  await expectRemote(page, 'mfe_material');

  const checked: { url: string; encoding: string | undefined; vary: string | undefined }[] = [];
  const first = new Set<string>();
  for (const response of seen) {
    const url = new URL(response.url());
    // The cold request only: a revalidated file (no-cache manifests on the second page) comes back as a
    // bodiless 304 that Chromium reports with the 304's own headers.
    if (first.has(response.url())) continue;
    first.add(response.url());
    const isStatic = /\.(js|css)$/.test(url.pathname) || /^\/locales\/.+\.json$/.test(url.pathname);
    const isApiJson = response.url().startsWith(API_URL) && (response.headers()['content-type'] ?? '').startsWith('application/json');
    if (!isStatic && !isApiJson) continue;
    if (response.status() !== 200) continue;
    const body = await response.body().catch(() => null);
    // Files under 1 KB are sent as they are (compressing them gains nothing).
    if (!body || body.length < 1024) continue;
    const headers = await response.allHeaders();
    checked.push({ url: url.pathname, encoding: headers['content-encoding'], vary: headers.vary });
  }
  const origins = new Set(seen.filter((r) => /\.js$/.test(new URL(r.url()).pathname)).map((r) => new URL(r.url()).origin));
  // The shell and at least the two remotes of these pages.
  expect(origins.size).toBeGreaterThanOrEqual(3);
  expect(checked.length).toBeGreaterThan(10);
  const uncompressed = checked.filter((c) => c.encoding !== 'br' && c.encoding !== 'gzip');
  expect(uncompressed).toEqual([]);
  expect(checked.filter((c) => !/accept-encoding/i.test(c.vary ?? ''))).toEqual([]);

  // The shell's HTML names the origins the page talks to, so their connections open early.
  const html = await (await request.get(href('home', {}, 'de'))).text();
  const remoteOrigins = [...origins].filter((o) => o !== new URL(page.url()).origin);
  for (const origin of [...remoteOrigins, new URL(API_URL).origin]) expect(html).toContain(`<link rel="preconnect" href="${origin}"`);
});
