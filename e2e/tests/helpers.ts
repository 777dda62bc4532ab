import { test as base, expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { href } from '../../shared-kit/src/routes';
import { PORTS } from '../playwright.config';

export const API_URL = `http://localhost:${PORTS.api}`;

/** A real material and its author from the seeded API, so e2e paths never hard-code ids. */
export async function firstMaterial(request: APIRequestContext, world = 'de', filter = '') {
  const res = await request.get(`${API_URL}/v1/search?world=${world}&per_page=1&sort=newest${filter}`);
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { items: { id: number; slug: string; author: { id: number; slug: string } }[] };
  const m = body.items[0];
  if (!m) throw new Error(`the seeded API has no material in ${world}`);
  return m;
}

/** One page of each remote, built with the route table (no hand-written paths). */
export async function remotePages(request: APIRequestContext) {
  const m = await firstMaterial(request);
  return [
    { remote: 'mfe_catalog', path: href('home', {}, 'de'), chunk: 'home' },
    { remote: 'mfe_material', path: href('material', { id: String(m.id), slug: m.slug }, 'de'), chunk: 'material' },
    { remote: 'mfe_author', path: href('author', { id: String(m.author.id), slug: m.author.slug }, 'de'), chunk: 'author' },
    { remote: 'mfe_cabinet', path: href('boughtMaterials', {}, 'de'), chunk: 'bought-materials' },
    { remote: 'mfe_commerce', path: href('shoppingCart', {}, 'de'), chunk: 'shopping-cart' },
    { remote: 'mfe_ai_tools', path: href('aiTools', {}, 'de'), chunk: 'ai-tools' },
    { remote: 'mfe_interactive', path: href('interactive', {}, 'de'), chunk: 'interactive' },
    { remote: 'mfe_info', path: href('help', {}, 'de'), chunk: 'help' },
  ] as const;
}

/** Waits until the page area shows the given remote's page (not the fallback, not the skeleton). */
export async function expectRemote(page: Page, remote: string) {
  await expect(page.locator(`.tm-remote[data-remote="${remote}"]`)).toBeVisible();
}

/** Aborts every request whose URL matches, until the returned function is called. */
export async function block(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  const handler = (route: Route) => route.abort('connectionfailed');
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

export { href };

/**
 * Opens the header's account menu (the desktop header: the user's name button) and returns the
 * account area; its cabinet links and "Abmelden" are inside, visible only while it is open.
 */
export async function openAccountMenu(page: Page) {
  const account = page.getByTestId('header-account');
  const toggle = account.getByRole('button', { name: 'Kontomenü' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return account;
}

/** The feature tour's stored "finished" flag (shell/src/services/feature-tour.ts FEATURE_TOUR_ID). */
export const TOUR_FINISHED_KEY = 'tour_finished_new_header_2026';

/**
 * The test fixture for suites that are not about consent: the visitor has already decided (only
 * essential services), so the consent modal does not cover the page.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('cookieConsent')) {
        window.localStorage.setItem('cookieConsent', JSON.stringify({ accepted: ['essential'], at: new Date().toISOString() }));
      }
    });
    // Suites not about the feature tour or the upcoming-terms popup (tour.spec.ts): the visitor has
    // seen the tour and no terms version is announced, so neither dialog covers their pages.
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), TOUR_FINISHED_KEY);
    await page.route(/\/v3\/terms\/upcoming(\?|$)/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      // Answered here, without reaching the API: a fetch still in flight when the test ends would
      // fail the run. The shell calls the API cross-origin, so the answer carries the CORS headers.
      const origin = (await route.request().headerValue('origin')) ?? '*';
      await route.fulfill({ json: { item: null }, headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' } });
    });
    await provide(page);
  },
});
export { expect };
