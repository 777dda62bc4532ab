import { API_URL, de, expect, expectRemote, href, test } from './helpers';

// spec §9 xsrf cookie and header handling, its first-visit race: the API gave every request that
// carried no XSRF-TOKEN cookie a new one, so the first answers of a visit (the page's images above
// all, answered for seconds after the page was usable) each set another value. A write whose header
// was read meanwhile reached the API with a newer cookie and was refused (403 xsrf_mismatch, logged in
// the console; the client then sent it once more). Now only answers a script reads set the cookie
// (api/src/lib/xsrf.ts), and the client holds a write until its calls sent without the cookie are
// answered (shell/src/http/xsrf-gate.ts). No page.route here (it would switch Chromium's CORS checks
// off): the real preflights and cookies.

test('a fresh visit adds to the cart right after the page is taken over: no write refused, each sent once, the cart has them', async ({ page, request }) => {
  const search = (await (await request.get(`${API_URL}/v1/search?world=de&per_page=3&sort=newest&price=paid`)).json()) as { items: { id: number; slug: string }[] };
  expect(search.items).toHaveLength(3);
  const refused: string[] = [];
  const adds: { status: number; header: string | null; set?: string }[] = [];
  const cookieByNoScript: string[] = [];
  page.on('response', async (r) => {
    if (new URL(r.url()).origin !== API_URL) return;
    if (r.status() === 403) refused.push(`${r.request().method()} ${r.url()} ${r.status()}`);
    // Images (and anything else no script reads) come without the cookie: they were what replaced it late.
    if (!['fetch', 'xhr', 'preflight'].includes(r.request().resourceType()) && /XSRF-TOKEN=/.test((await r.headerValue('set-cookie')) ?? '')) {
      cookieByNoScript.push(`${r.request().resourceType()} ${r.url()}`);
    }
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/cart/add') {
      const set = /XSRF-TOKEN=([^;]+)/.exec((await r.headerValue('set-cookie')) ?? '')?.[1];
      adds.push({ status: r.status(), header: await r.request().headerValue('x-xsrf-token'), set });
    }
  });
  const cookieNow = async () => (await page.context().cookies(API_URL)).find((c) => c.name === 'XSRF-TOKEN')?.value;
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  // Each material is added on a new visit: no XSRF-TOKEN cookie, so the page's images and first calls
  // all leave without one, and the click comes while many of them are still unanswered.
  for (const [i, m] of search.items.entries()) {
    await page.context().clearCookies();
    await page.goto(href('material', { id: String(m.id), slug: m.slug }, 'de'));
    await expectRemote(page, 'mfe_material');
    await page.getByRole('button', { name: de('material-page', 'addToCart') }).click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(i + 1));
    // Once every image of the page is in, the cookie is still the one the write repeated (or, had it
    // left before any cookie was there, unchecked, the one its own answer set).
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await expect.poll(() => adds.length).toBe(i + 1);
    expect(await cookieNow()).toBe(adds[i]?.header ?? adds[i]?.set);
  }
  expect(refused).toEqual([]);
  expect(cookieByNoScript).toEqual([]);
  expect(adds.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(errors).toEqual([]);

  // Read back through the API with the visitor's cart token: all three are in the cart.
  const cartToken = await page.evaluate(() => window.localStorage.getItem('cart_token'));
  expect(cartToken).toBeTruthy();
  const view = (await (await request.get(`${API_URL}/v1/cart/view?world=de`, { headers: { 'x-cart-token': cartToken ?? '' } })).json()) as {
    items: { cart: { cartItems: { id: number }[] } };
  };
  expect(view.items.cart.cartItems.map((c) => c.id).sort()).toEqual(search.items.map((m) => m.id).sort());
});
