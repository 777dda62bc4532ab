import { CUSTOM_DOMAIN, PORTS } from '../playwright.config';
import { API_URL, expect, expectRemote, firstMaterial, href, test } from './helpers';

// Issue 3: every route in every world, world resolution, indexing and start-up routing.

const MAIN_WORLDS = ['de', 'es', 'fr', 'gr', 'it'] as const;
const LOCALISED_MATERIAL = { de: '/de/material/', es: '/es/', fr: '/fr/', gr: '/gr/', it: '/it/materiale/' };

// One page walks the five worlds (a full page load each): the per-test start-up of five tests cost
// about 20 s of CI time for the same checks.
test('the localised material page renders in the de, es, fr, gr and it worlds', async ({ page, request }) => {
  for (const world of MAIN_WORLDS) {
    await test.step(world, async () => {
      const m = await firstMaterial(request, world);
      const path = href('material', { id: String(m.id), slug: m.slug }, world);
      expect(path.startsWith(LOCALISED_MATERIAL[world])).toBeTruthy();
      // Routing, not images: the first view of a material draws its preview pages on first request,
      // which under a loaded CI machine held the load event past the test's minute (s19).
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expectRemote(page, 'mfe_material');
      await expect(page.locator('html')).toHaveAttribute('lang', { de: 'de', es: 'es', fr: 'fr', gr: 'el', it: 'it' }[world]);
    });
  }
});

test('a partner-author custom domain serves that author\'s materials without a world prefix', async ({ page, request }) => {
  const author = (await (await request.get(`${API_URL}/v1/authors/2`)).json()) as { item: { public_name: string } };
  await page.goto(`http://${CUSTOM_DOMAIN}:${PORTS.shell}/`);
  await expectRemote(page, 'mfe_author');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(author.item.public_name);
  await expect(page.getByTestId('material-card').first()).toBeVisible();
});

test('robots and hreflang follow the route directive', async ({ page }) => {
  // index: the home page is switchable, so it links every world and x-default.
  await page.goto(href('home', {}, 'fr'));
  await expectRemote(page, 'mfe_catalog');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(28);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `http://localhost:${PORTS.shell}/de`);
  await expect(page.locator('link[rel="alternate"][hreflang="el"]')).toHaveAttribute('href', `http://localhost:${PORTS.shell}/gr`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:${PORTS.shell}/fr`);

  // noindex-follow: search results.
  await page.goto(href('searchResults', {}, 'de'));
  await expectRemote(page, 'mfe_catalog');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);

  // noindex-nofollow: the shopping cart.
  await page.goto(href('shoppingCart', {}, 'de'));
  await expectRemote(page, 'mfe_commerce');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
});

test('an unknown path, an unknown world and a malformed id show the translated 404 page with noindex', async ({ page }) => {
  for (const path of ['/de/this-page-does-not-exist', '/xx/material/1/x', '/de/material/abc/x']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
  }
});

test('the root path: landing view on the first visit, the main view afterwards', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('landing')).toBeVisible();
  await page.getByTestId('landing').getByRole('link', { name: /Frankreich/ }).click();
  await expectRemote(page, 'mfe_catalog');
  await expect(page).toHaveURL(/\/fr$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr$/);
  await expectRemote(page, 'mfe_catalog');
});

test('the root path rewrites query=?utm_source to query=& and reloads', async ({ page }) => {
  await page.goto('/?query=?utm_source=newsletter');
  await expect(page).toHaveURL(/query=&utm_source=newsletter/);
  await expect(page.getByTestId('landing')).toBeVisible();
});

test('without a world in the path or a last visited one, the geolocated country decides', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('countryCode', JSON.stringify({ code: 'fr', expires: Date.now() + 86400000 }));
  });
  await page.goto('/');
  await expect(page.getByTestId('landing')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('landing').getByRole('link').first()).toHaveAttribute('href', '/fr');
});

test('redirect routes act on their rules: my-subjects always, the author redirect by role (spec §2, §6)', async ({ page }) => {
  await page.goto(href('mySubjects', {}, 'de'));
  await expect(page).toHaveURL(new RegExp(`${href('home', { tab: 'following' }, 'de')}$`));
  await expectRemote(page, 'mfe_catalog');

  // An anonymous visitor is no seller: the author redirect route sends them to the cabinet's sales page.
  await page.goto(href('authorRedirect', { id: '2', slug: 'sam-seller' }, 'de'));
  await expect(page).toHaveURL(new RegExp(`${href('uploadEdit', {}, 'de')}$`));
});
