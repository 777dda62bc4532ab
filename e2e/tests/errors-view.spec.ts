import { BASE_URL } from '../playwright.config';
import { blockUrls, expect, href, test } from './helpers';
import { logInByApi, otherVisitor } from './users';

// Issue 19 "errors and slowness": a remote that fails in a visitor's browser is reported (with consent,
// opt-in and within the sample, spec §8/§9) to the API's Sentry-protocol intake, and an operator sees
// it in the errors view under the remote's version. Chromium's URL blocking, no interception.

test("a remote that fails in a visitor's browser is listed in the operators' errors view under its version", async ({ page, browser, request }) => {
  const registry = (await (await request.get(`${BASE_URL}/remotes.json`)).json()) as { remotes: Record<string, { version: string; worlds?: Record<string, { version: string }> }> };
  const info = registry.remotes['mfe_info']!;
  const version = info.worlds?.['de']?.version ?? info.version;

  // A visitor who allowed error reports and opted in; the 10 % sample drawn in their favour.
  await page.context().addInitScript(() => {
    window.localStorage.setItem('cookieConsent', JSON.stringify({ accepted: ['essential', 'errorReporting'], at: new Date().toISOString() }));
    Math.random = () => 0;
  });
  await page.context().addCookies([{ name: 'withSentry', value: 'true', url: BASE_URL }]);
  const reported = page.waitForResponse((r) => r.url().includes('/api/1/store/') && r.request().method() === 'POST');
  await blockUrls(page, ['*/mfe_info/*/remoteEntry.js*']);
  await page.goto(href('help', {}, 'de'));
  await expect(page.locator('main').getByTestId('remote-fallback')).toBeVisible();
  expect((await reported).status()).toBe(200);

  // The operator's errors view groups it under mfe_info and the version the world runs.
  const operator = await otherVisitor(browser);
  await logInByApi(operator, request, 'operator@teachmarket.test');
  await operator.goto(href('operatorErrors', {}, 'de', { query: { hours: 1 } }));
  const row = operator.getByTestId('operator-errors').getByRole('row').filter({ hasText: 'mfe_info' }).filter({ hasText: version }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Remote-Einstieg nicht geladen');
  await operator.context().close();
});
