import { BASE_URL } from '../playwright.config';
import { de, expect, href, test } from './helpers';
import { logInByApi, otherVisitor } from './users';

// Issue 19 "remotes per world", end to end: an operator canaries mfe_info's canary build (scripts/build.mjs
// --canary) in fr from the console; the running servers pick it up without a restart (scripts/serve.mjs
// polls the API's saved registry); a visitor's French page loads it while German keeps the pinned
// version; one click rolls fr back; the audit log lists both. No page.route here: it would make Chromium
// skip the CORS checks the remotes' origins are loaded under.
const CANARY = '1.1.0-canary';
type Served = { remotes: Record<string, { version: string; worlds?: Record<string, { version: string }> }> };
const t = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replaceAll(`{{${k}}}`, v), de('operator', key));

test('an operator canaries mfe_info in fr, a French page runs it while German keeps the pinned version, one click rolls back, all audited', async ({ page, browser, request }) => {
  const servedVersion = async (world: string) => {
    // A fresh connection each time: a kept-alive one the server closes after 5 s idle can reset mid-poll.
    const info = ((await (await request.get(`${BASE_URL}/remotes.json`, { headers: { connection: 'close' } })).json()) as Served).remotes['mfe_info']!;
    return info.worlds?.[world]?.version ?? info.version;
  };
  // Issue 15: the page server renders each world with the server build the registry names for it.
  const renderedVersion = async (world: string) => {
    const html = await (await request.get(`${BASE_URL}${href('help', {}, world)}`, { headers: { connection: 'close' } })).text();
    const state = /<script type="application\/json" id="tm-ssr">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return state ? ((JSON.parse(state) as { slot: { version: string } | null }).slot?.version ?? 'loading') : 'not rendered';
  };
  const pinned = await servedVersion('de');
  expect(pinned).not.toBe(CANARY);

  await logInByApi(page, request, 'operator@teachmarket.test');
  await page.goto(href('operatorRemotes', {}, 'de'));
  await expect(page.getByRole('heading', { level: 1, name: t('nav.remotes') })).toBeVisible();
  const row = page.getByTestId('remote-mfe_info');
  await expect(row.getByTestId('remote-version')).toContainText(pinned);

  // Canary: the confirm step asks where and which build; the API checks the build before it saves.
  await row.getByRole('button', { name: t('remotes.change', { remote: 'mfe_info' }) }).click();
  await expect(row.getByText(t('remotes.changeQuestion', { remote: 'mfe_info' }))).toBeVisible();
  await row.getByLabel(t('remotes.where'), { exact: true }).selectOption('fr');
  await row.getByLabel(t('remotes.version'), { exact: true }).selectOption(CANARY);
  await row.getByRole('button', { name: de('operator', 'confirm.confirm') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('remotes.canaried', { remote: 'mfe_info', world: 'fr', version: CANARY }) })).toBeVisible();
  await expect(row.getByTestId('override-fr')).toContainText(CANARY);

  // The running servers serve it within seconds, without a restart; only fr changed.
  await expect.poll(() => servedVersion('fr'), { timeout: 20_000 }).toBe(CANARY);
  expect(await servedVersion('de')).toBe(pinned);
  const visitor = await otherVisitor(browser);
  await visitor.goto(href('help', {}, 'fr'));
  await expect(visitor.locator('.tm-remote[data-remote="mfe_info"]')).toHaveAttribute('data-remote-version', CANARY);
  await visitor.goto(href('help', {}, 'de'));
  await expect(visitor.locator('.tm-remote[data-remote="mfe_info"]')).toHaveAttribute('data-remote-version', pinned);
  // The server's HTML too (the new server build is loaded in the background: the first answers may leave the slot to the browser).
  await expect.poll(() => renderedVersion('fr'), { timeout: 20_000 }).toBe(CANARY);
  expect(await renderedVersion('de')).toBe(pinned);

  // One click (and its confirm step) rolls fr back to the version every world runs.
  await row.getByTestId('override-fr').getByRole('button', { name: t('remotes.rollback', { world: 'fr' }) }).click();
  await expect(row.getByText(t('remotes.rollbackQuestion', { remote: 'mfe_info', world: 'fr', version: pinned }))).toBeVisible();
  await row.getByRole('button', { name: de('operator', 'confirm.confirm') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('remotes.rolledBack', { remote: 'mfe_info', world: 'fr', version: pinned }) })).toBeVisible();
  await expect(row.getByTestId('override-fr')).toHaveCount(0);
  await expect.poll(() => servedVersion('fr'), { timeout: 20_000 }).toBe(pinned);
  await visitor.goto(href('help', {}, 'fr'));
  await expect(visitor.locator('.tm-remote[data-remote="mfe_info"]')).toHaveAttribute('data-remote-version', pinned);
  await expect.poll(() => renderedVersion('fr'), { timeout: 20_000 }).toBe(pinned);

  // The history lists both saves (and the servers' own registry they started from).
  const history = page.getByTestId('remotes-history');
  await expect(history.getByRole('row').nth(1)).toContainText(t('remotes.actionNames.rollback'));
  await expect(history.getByRole('row').nth(2)).toContainText(t('remotes.actionNames.canary'));
  await expect(history.getByRole('row').nth(3)).toContainText(t('remotes.actionNames.baseline'));

  // The audit log lists both actions, with the cell each changed (other tests' operator actions may sit between them).
  await page.getByRole('navigation', { name: de('operator', 'title') }).getByRole('link', { name: de('operator', 'nav.audit') }).click();
  const log = page.getByTestId('operator-audit');
  for (const action of ['remotes_canary', 'remotes_rollback']) {
    const entry = log.getByRole('row').filter({ hasText: t(`audit.actions.${action}`) });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('operator@teachmarket.test');
    await entry.getByText(de('operator', 'audit.change'), { exact: true }).click();
    await expect(entry).toContainText('mfe_info@fr');
  }
  await visitor.context().close();
});
