import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { href, ROUTES } from '../../contracts/src/routes';
import { BASE_URL, PORTS } from '../playwright.config';

export const API_URL = `http://localhost:${PORTS.api}`;
/** An absolute URL on the shell's origin, as the page server writes canonical and alternate links. */
export const siteUrl = (path: string) => BASE_URL + path;

/** A German UI string from the locale files, so a spec follows the translations instead of copying them. */
export function de(namespace: string, key: string): string {
  const data = JSON.parse(readFileSync(path.join(__dirname, '../../locales/de', `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data) as string;
}

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
  // A server-rendered page shows its remote before the browser has hydrated it: wait for both.
  await expect(page.locator('#root[data-interactive="true"]')).toBeAttached();
  await expect(page.locator(`.tm-remote[data-remote="${remote}"]`)).toBeVisible();
}

/**
 * Makes the browser refuse every request whose URL matches one of the wildcard patterns (`*` = any
 * text), until the returned function is called: Chromium's own URL blocking (DevTools protocol
 * Network.setBlockedURLs), the request fails as a refused connection would. Unlike `page.route` it is
 * no interception: the HTTP cache stays on (a fresh page reuses the shell's immutable files) and CORS
 * is still enforced, so the default fixture allows it.
 */
export async function blockUrls(page: Page, patterns: string[]): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: patterns });
  return async () => {
    await cdp.send('Network.setBlockedURLs', { urls: [] });
    await cdp.detach();
  };
}

export { href, ROUTES };

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

/** Where the upcoming-terms popup remembers that it was closed (shell/src/services/terms-popup.ts termsPopupKey). */
export const termsPopupKey = (id: string) => `terms_popup_${id}`;

/**
 * The id of the terms version the API announces (null: none), asked once per worker through the
 * real API (GET /v3/terms/upcoming needs a logged-in user). Asked as the seeded demo buyer, a read
 * only: a fresh account accepted the terms just now and is not shown the announcement for some days
 * (issue 18, TERMS_POPUP_QUIET_DAYS), so it would answer null.
 */
async function announcedTermsId(playwright: PlaywrightWorkerArgs['playwright']): Promise<string | null> {
  const api = await playwright.request.newContext({ baseURL: API_URL });
  try {
    const login = await api.post('/v3/oauth2/authenticate', { data: { client_id: 'teachmarket-web', grant_type: 'password', username: 'buyer@teachmarket.test', password: 'teachmarket' } });
    expect(login.ok()).toBeTruthy();
    const token = ((await login.json()) as { access_token: string }).access_token;
    const res = await api.get('/v3/terms/upcoming?world=de', { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok()).toBeTruthy();
    return ((await res.json()) as { item: { id: string } | null }).item?.id ?? null;
  } finally {
    await api.dispose();
  }
}

/**
 * The visitor's state every suite not about consent, the tour or the terms popup starts from; set on the
 * test's browser context, so a second page of the test (platform.spec.ts) starts from it too.
 */
async function settledVisitor(context: BrowserContext, termsId: string | null) {
  // Consent decided (only essential services): the consent modal does not cover the page.
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('cookieConsent')) {
      window.localStorage.setItem('cookieConsent', JSON.stringify({ accepted: ['essential'], at: new Date().toISOString() }));
    }
  });
  // The feature tour was seen, and the announced terms version's popup was closed before: the app's
  // own "closed" flag (spec §2, remembered per popup id), so neither dialog covers the page. The API
  // still announces the version (tour.spec.ts shows the popup with the plain fixture).
  await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), TOUR_FINISHED_KEY);
  if (termsId) await context.addInitScript((key) => window.localStorage.setItem(key, 'closed'), termsPopupKey(termsId));
}

const ROUTING_REFUSED =
  'This test uses the default fixture, which never intercepts requests: with any route Chromium stops enforcing CORS ' +
  'preflights and a broken API answer goes unnoticed (issue 12). Use testWithInterception, and keep a route-free test for any write path.';

/** Makes page.route / context.route (and their HAR variants) throw on this page and its context. */
function refuseInterception(page: Page) {
  const refuse = () => Promise.reject(new Error(ROUTING_REFUSED));
  Object.assign(page, { route: refuse, routeFromHAR: refuse });
  Object.assign(page.context(), { route: refuse, routeFromHAR: refuse });
}

const serverHtmlGoto = new WeakMap<Page, Page['goto']>();

/**
 * Opens a page and returns once its HTML is in (`domcontentloaded`), without waiting for the browser to
 * take it over: for tests of what a visitor does to the server's HTML before hydration.
 */
export async function gotoServerHtml(page: Page, url: string) {
  const goto = serverHtmlGoto.get(page) ?? page.goto.bind(page);
  return goto(url, { waitUntil: 'domcontentloaded' });
}

/**
 * Issue 15: a server-rendered page is visible before its JavaScript runs; what a test types or presses
 * then is lost, as it would be for a person. `page.goto` therefore returns once the browser has taken
 * the page over (`data-interactive` on #root), or after 15 s when it never does (a start-up failure test).
 */
function awaitHydration(page: Page) {
  const goto = page.goto.bind(page);
  serverHtmlGoto.set(page, goto);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((await page.locator('#root[data-ssr]').count()) > 0) {
      await page.locator('#root[data-interactive="true"]').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => undefined);
    }
    return response;
  };
}

type Fixtures = {
  /** Whether this test may intercept requests (only testWithInterception sets it). */
  interception: boolean;
};
type WorkerFixtures = { announcedTermsId: string | null };

/**
 * The test fixture for suites that are not about consent, the tour or the terms popup. It registers
 * NO route and refuses any: the browser talks to the real shell and API origins and enforces CORS
 * like a visitor's browser (see TOOLCHAIN.md: one `page.route` turns the preflight checks off).
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  announcedTermsId: [async ({ playwright }, provide) => provide(await announcedTermsId(playwright)), { scope: 'worker' }],
  interception: false,
  page: async ({ page, announcedTermsId: termsId, interception }, provide) => {
    await settledVisitor(page.context(), termsId);
    if (!interception) refuseInterception(page);
    awaitHydration(page);
    await provide(page);
  },
});

/**
 * Opt-in for tests that must intercept requests (`page.route`, `block`): a remote's files blocked, a
 * registry or config answer replaced, a 401 forced. Chromium DISABLES CORS CHECKS for a page with any
 * route (a preflight the API refuses no longer stops a PUT or DELETE), so a test of this fixture can
 * never be the only cover of a write path: every PUT/PATCH/DELETE the frontend sends has its own
 * route-free test with the default `test` (e2e/tests/writes.spec.ts).
 */
export const testWithInterception = test.extend({ interception: true });
export { expect };

/**
 * Issue 16: the shell's HTML carries /config.json and /remotes.json as served (#tm-boot), so a test that
 * changes what the shell starts with rewrites that block in the browser, as the page is parsed and
 * before the shell's deferred script reads it. No page.route: the page keeps its real origin, CORS and
 * local-network checks. `change` runs in the page (it cannot use the test's variables: pass them as
 * `arg`); `times` limits how many page loads are changed (then the served data is used again).
 */
export async function rewriteBootData<A>(
  page: Page,
  change: (boot: { config: string; registry: string }, arg: A) => Partial<{ config: string; registry: string }>,
  arg: A,
  times = Number.POSITIVE_INFINITY,
): Promise<void> {
  const script = `(() => {
    const change = ${change.toString()};
    const arg = ${JSON.stringify(arg)};
    let used = 0;
    try { used = Number(sessionStorage.getItem('e2e-boot-rewrites') ?? '0'); } catch { return; } // about:blank
    if (used >= ${Number.isFinite(times) ? times : 'Infinity'}) return;
    const observer = new MutationObserver(() => {
      const block = document.getElementById('tm-boot');
      if (!block) return;
      let boot;
      try { boot = JSON.parse(block.textContent ?? ''); } catch { return; } // not all parsed yet
      observer.disconnect();
      block.textContent = JSON.stringify({ ...boot, ...change(boot, arg) });
      sessionStorage.setItem('e2e-boot-rewrites', String(used + 1));
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
  await page.addInitScript({ content: script });
}