import type { Locator, Page } from '@playwright/test';
import { blockUrls, expect, expectRemote, firstMaterial, href, remotePages, rewriteBootData, test } from './helpers';

// Issue 2: the shell loads eight independently built remotes from the runtime registry, guarded.

// That every remote renders in the shell at one of its routes is checked by security-headers.spec.ts
// ("every remote renders under the policy"), which walks the same pages and also asserts the policy.

/**
 * The three ways a remote can fail to arrive, as URL patterns of the file that is refused. (Issue 16: the
 * browser reads no mf-manifest.json since its federation runtime is built without the snapshot code path,
 * so a manifest that fails is no failure of a page any more; the test below it checks no page asks for one.)
 */
const FAILURES = [
  { kind: 'entry', pattern: (remote: string) => `*/${remote}/*/remoteEntry.js*` },
  { kind: 'js-chunk', pattern: (remote: string, chunk: string) => `*/${remote}/*/page-${chunk}.*.js` },
  { kind: 'css-chunk', pattern: (remote: string, chunk: string) => `*/${remote}/*/page-${chunk}.*.css` },
] as const;

/** With one remote down: the header takes input, another remote's page opens, and back shows the fallback again. */
async function theRestWorks(page: Page, remote: string, fallback: Locator) {
  // The header still works: the search box takes input, the cart count is there.
  const search = page.locator('header input[type="search"]');
  await search.fill('Bruchrechnung');
  await expect(search).toHaveValue('Bruchrechnung');
  // Escape closes the suggestions, which would cover the navigation row below the search box.
  await search.press('Escape');
  await expect(page.getByTestId('cart-count')).toBeVisible();

  // Navigation to another remote's page works.
  const other = remote === 'mfe_info' ? { id: 'aiTools', remote: 'mfe_ai_tools' } : { id: 'help', remote: 'mfe_info' };
  await page
    .locator(`header a[href="${href(other.id as 'help', {}, 'de')}"]`)
    .first()
    .click();
  await expectRemote(page, other.remote);

  // Back on the broken page: still the fallback.
  await page.goBack();
  await expect(fallback).toBeVisible();
}

const REMOTES = ['mfe_catalog', 'mfe_material', 'mfe_author', 'mfe_cabinet', 'mfe_commerce', 'mfe_ai_tools', 'mfe_interactive', 'mfe_info'];

/**
 * Which failures the guard is tried with. The guard is the shell's one code path for every remote:
 * mfe_catalog walks all three failures (entry, JS chunk, CSS chunk) on its own build. That the
 * other remotes render is checked by security-headers.spec.ts; an entry that fails for mfe_info is
 * shown with the fallback in errors-view.spec.ts. (Session 8: the per-remote guard walks of the other
 * seven remotes were the same code path and cost about 90 s of CI's 25 minutes.)
 */
const GUARDED = REMOTES.slice(0, 1);
const failuresFor = (index: number) => (index === 0 ? FAILURES : [FAILURES[0]]);

// One test per remote walks its failures, each on a FRESH page of the same browser context: a new
// page starts the shell from scratch (so the remote is not loaded yet), while the context's HTTP cache
// spares it the shell's immutable files. Blocking is Chromium's URL blocking, not interception, so the
// cache stays on and nothing here turns the CORS checks off.
for (const [index, remote] of GUARDED.entries()) {
  const failures = failuresFor(index);
  test(`guard: ${remote} with its ${failures.map((f) => f.kind).join(', ')} blocked shows the fallback and retry recovers; the rest works meanwhile`, async ({ page, request }) => {
    const target = (await remotePages(request)).find((r) => r.remote === remote)!;
    for (const failure of failures) {
      await test.step(`${failure.kind} blocked`, async () => {
        // The fixture's page for the first failure (it carries the suite's settled-visitor set-up);
        // a new page of the same context, with the same init scripts, for each further one.
        const tab = failure.kind === 'entry' ? page : await page.context().newPage();
        const unblock = await blockUrls(tab, [failure.pattern(remote, target.chunk)]);
        if (failure.kind === 'css-chunk' && process.env.SERVER_RENDER !== '0') {
          // A server-rendered page carries its stylesheet inline: the file is asked for when the browser
          // opens the page itself, by a client-side navigation (here the header's home link).
          await tab.goto(href('help', {}, 'de'));
          await expectRemote(tab, 'mfe_info');
          await tab.locator(`header a[href="${target.path}"]`).first().click();
        } else {
          await tab.goto(target.path);
        }

        // The localised fallback, inside the page area.
        const fallback = tab.locator('main').getByTestId('remote-fallback');
        await expect(fallback).toBeVisible();
        await expect(fallback).toHaveAttribute('data-remote', remote);
        await expect(fallback.getByRole('heading')).toHaveText('Dieser Teil der Seite konnte nicht geladen werden.');
        const reports = await tab.evaluate(() => (globalThis as { __TEACHMARKET_REPORTS__?: { code: string }[] }).__TEACHMARKET_REPORTS__ ?? []);
        expect(reports.map((r) => r.code)).toContain('remote_unavailable');

        // The rest of the page keeps working while one remote is down: checked once per remote (with its
        // entry blocked); the shell's guard is the same code for the other two failures, which
        // keep the fallback, the report and the recovery.
        if (failure.kind === 'entry') await theRestWorks(tab, remote, fallback);
        await unblock();
        await fallback.getByRole('button', { name: 'Erneut versuchen' }).click();
        await expectRemote(tab, remote);
        await expect(tab.getByTestId('remote-fallback')).toHaveCount(0);
        if (tab !== page) await tab.close();
      });
    }
  });
}

test('one React and one shared-kit across shell and remotes; a store set on one side is seen on the other', async ({ page, request }) => {
  const m = await firstMaterial(request, 'de', '&price=paid');
  // Issue 16: each remote entry as transferred (compressed body), read when it arrives.
  const entries: Promise<{ url: string; bytes: number; encoding?: string }>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('/remoteEntry.js') || response.status() !== 200) return;
    entries.push(Promise.all([response.request().sizes(), response.allHeaders()]).then(([sizes, headers]) => ({ url: response.url(), bytes: sizes.responseBodySize, encoding: headers['content-encoding'] })));
  });
  // Issue 16: the browser's federation runtime reads no manifest (disableSnapshot): each remote comes by
  // the remoteEntry.js beside its registry entry, and no page asks for an mf-manifest.json.
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/mf-manifest.json')) manifests.push(r.url());
  });
  await page.goto(href('material', { id: String(m.id), slug: m.slug }, 'de'));
  await expectRemote(page, 'mfe_material');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  // Issue 16: shared-kit's page-api entry point (calls of pages outside the first views) and its folders
  // entry (loaded with the folder panel) are not part of a material page's first view.
  const entryLoaded = (name: string) =>
    page.evaluate((key) => {
      const g = globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>> } };
      return Object.values(g.__FEDERATION__.__SHARE__).some((scopes) =>
        Object.values(scopes).some((packages) => Object.values(packages[key] ?? {}).some((s) => s.loaded || s.lib)),
      );
    }, name);
  expect(await entryLoaded('@teachmarket/shared-kit/page-api')).toBe(false);
  expect(await entryLoaded('@teachmarket/shared-kit/folders')).toBe(false);
  // The material remote changes the shared cart store; the shell's header shows it at once.
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The commerce remote reads the same store instance the shell loaded and the material remote changed.
  await page.locator(`header a[href="${href('shoppingCart', {}, 'de')}"]`).click();
  await expectRemote(page, 'mfe_commerce');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  // Visit the other remotes in the same page (client-side navigation), then count instances.
  for (const id of ['help', 'aiTools', 'boughtMaterials', 'home'] as const) {
    await page.evaluate(
      (path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      href(id, {}, 'de'),
    );
    await expect(page.locator('.tm-remote')).toBeVisible();
  }
  // Issue 16: a second page chunk of a remote loaded already (mfe_catalog: home above, now the search
  // results), opened by a client-side navigation, reads its data through the shell's shared-kit (the
  // results arrive; with a copy of its own, the HTTP client the shell set would be missing).
  await page.evaluate(
    (path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    href('searchResults', {}, 'de', { query: { q: 'Mathe' } }),
  );
  await expect(page.getByTestId('material-card').first()).toBeVisible();
  const counts = await page.evaluate(() => {
    const reg = (globalThis as { __TEACHMARKET_INSTANCES__?: Record<string, unknown[]> }).__TEACHMARKET_INSTANCES__ ?? {};
    return { react: reg['react']?.length ?? 0, kit: reg['@teachmarket/shared-kit']?.length ?? 0 };
  });
  expect(counts).toEqual({ react: 1, kit: 1 });

  // Issue 16: one federation runtime. The shell provides its runtime-core; every federation instance on
  // the page (the shell's and each remote's) is built by that one ModuleFederation class, and each loaded
  // copy of a shared singleton in any share scope is the shell's, used by the remotes.
  const federation = await page.evaluate(() => {
    type Shared = { from?: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    type Instance = { options: { name: string } };
    const g = globalThis as unknown as {
      _FEDERATION_RUNTIME_CORE?: { ModuleFederation: abstract new (...args: never[]) => unknown };
      _FEDERATION_BUNDLER_RUNTIME?: { create: unknown };
      __FEDERATION__: { __INSTANCES__: Instance[]; __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
    };
    const core = g._FEDERATION_RUNTIME_CORE;
    const instances = g.__FEDERATION__.__INSTANCES__;
    const loaded: Record<string, { from: string; useIn: string[] }[]> = {};
    for (const scopes of Object.values(g.__FEDERATION__.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const name of ['react', '@teachmarket/shared-kit', '@teachmarket/contracts', '@teachmarket/shared-kit/page-api']) {
          for (const shared of Object.values(packages[name] ?? {})) {
            if (!shared.loaded && !shared.lib) continue;
            const list = (loaded[name] ??= []);
            if (!list.some((l) => l.from === shared.from)) list.push({ from: shared.from ?? '?', useIn: [...(shared.useIn ?? [])].sort() });
          }
        }
      }
    }
    return {
      provided: Boolean(core) && typeof g._FEDERATION_BUNDLER_RUNTIME?.create === 'function',
      instances: instances.map((i) => i.options.name).sort(),
      notOfProvidedCore: instances.filter((i) => !core || !(i instanceof core.ModuleFederation)).map((i) => i.options.name),
      loaded,
    };
  });
  const visited = ['shell', 'mfe_material', 'mfe_commerce', 'mfe_info', 'mfe_ai_tools', 'mfe_cabinet', 'mfe_catalog'];
  // The shell also provides the bundler runtime (provide-runtime-core.mjs), so each entry that came is
  // compressed and within the remotes' 6 KB budget (the builds enforce it; this is the entry as served).
  // The browser's response events reach the test asynchronously: one can come after the page has used the
  // entry (seen once in CI: 5 of 6), so the count is polled.
  await expect.poll(() => entries.length).toBeGreaterThanOrEqual(visited.length - 1);
  const served = await Promise.all(entries);
  for (const entry of served) {
    expect(entry.encoding, entry.url).toMatch(/^(br|gzip)$/);
    expect(entry.bytes, entry.url).toBeLessThanOrEqual(6 * 1024);
  }
  expect(manifests).toEqual([]);
  expect(federation.provided).toBe(true);
  expect(federation.instances).toEqual(expect.arrayContaining(visited));
  expect(federation.notOfProvidedCore).toEqual([]);
  for (const name of ['react', '@teachmarket/shared-kit']) {
    expect(federation.loaded[name]?.map((l) => l.from), name).toEqual(['shell']);
    expect(federation.loaded[name]![0]!.useIn, name).toEqual(expect.arrayContaining(visited));
  }
  // The page-api entry point: one copy (the shell does not provide it; the first remote that needs it
  // does), used by the help centre and the AI tools both.
  const pageApi = federation.loaded['@teachmarket/shared-kit/page-api'];
  expect(pageApi).toHaveLength(1);
  expect(pageApi![0]!.useIn).toEqual(expect.arrayContaining(['mfe_info', 'mfe_ai_tools']));
});

// Below: the registry or config the page carries is rewritten in the browser as the page is parsed (no route).
test('a per-world registry override serves another version of a remote in that world only', async ({ page }) => {
  await rewriteBootData(page, ({ registry: text }) => {
    const registry = JSON.parse(text) as { remotes: Record<string, { entry: string; version: string; worlds?: Record<string, unknown> }> };
    const info = registry.remotes['mfe_info']!;
    info.worlds = { fr: { entry: info.entry.replace(`/${info.version}/`, '/1.1.0-canary/'), version: '1.1.0-canary' } };
    return { registry: JSON.stringify(registry) };
  }, null);
  await page.goto(href('help', {}, 'fr'));
  await expect(page.locator('.tm-remote[data-remote="mfe_info"]')).toHaveAttribute('data-remote-version', '1.1.0-canary');
  await page.goto(href('help', {}, 'de'));
  await expect(page.locator('.tm-remote[data-remote="mfe_info"]')).toHaveAttribute('data-remote-version', '1.0.0');
  await page.goto(href('aiTools', {}, 'fr'));
  await expectRemote(page, 'mfe_ai_tools');
});

test('an invalid registry is reported and the shell still renders', async ({ page }) => {
  await rewriteBootData(page, () => ({ registry: '{"remotes": {"mfe_info": {"entry": "not a url", "version": "1"}, "mfe_unknown": {}}}' }), null);
  await page.goto(href('help', {}, 'de'));
  await expect(page.getByTestId('registry-problems')).toBeVisible();
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('main').getByTestId('remote-fallback')).toHaveAttribute('data-kind', 'unregistered');
  await expect(page.locator('footer')).toBeVisible();
});

test(
  'when the shell cannot start, the visitor gets a translated message and a reload button, never a blank page',
  async ({ page }) => {
    // The first load only: the reload button then gets the served config.
    await rewriteBootData(page, () => ({ config: 'maintenance' }), null, 1);
    await page.goto(href('help', {}, 'de'));
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading')).toHaveText('Teachmarket konnte nicht starten.');
    await alert.getByRole('button', { name: 'Neu laden' }).click();
    await expectRemote(page, 'mfe_info');
  },
);
