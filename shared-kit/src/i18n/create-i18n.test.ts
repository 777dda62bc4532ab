/** @jest-environment node */
// createI18n against a real HTTP server serving a real build of locales/ (node has fetch).
import type { i18n } from 'i18next';
import { createI18n, i18nReady } from './create-i18n';
import { changeWorldLanguage } from './document-language';
import { I18nError } from './errors';
import { buildTestLocales, startLocalesServer, type BuiltLocales, type LocalesServer } from './test-support';

let built: BuiltLocales;
let server: LocalesServer | undefined;
beforeAll(() => {
  built = buildTestLocales();
}, 60_000);
afterAll(() => built.remove());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const file = (key: string) => built.manifest[key];

async function start(world?: string, failures = {}): Promise<i18n> {
  server = await startLocalesServer(built.dir, failures);
  const i18n = createI18n({ baseUrl: server.baseUrl, world });
  await i18nReady(i18n);
  return i18n;
}

describe('lazy loading over HTTP', () => {
  test('starts in English (spec §1) and downloads only the manifest and common', async () => {
    const i18n = await start();
    expect(i18n.language).toBe('en');
    expect(i18n.t('retry')).toBe('Try again');
    expect(server!.requests).toEqual(['manifest.json', file('en/common')]);
  });

  test('a world loads only its own bundle (issue 16: no English up front) and more namespaces only on demand', async () => {
    const i18n = await start('pl');
    expect(i18n.language).toBe('pl');
    expect(i18n.t('common:retry')).toBe('Spróbuj ponownie');
    expect(server!.requests).toEqual(['manifest.json', file('pl/common')]);

    await i18n.loadNamespaces('cart');
    expect(i18n.t('cart:title')).toBe('Koszyk');
    expect(server!.requests).toEqual(['manifest.json', file('pl/common'), file('pl/cart')]);
  });

  test('a key the bundle lacks brings English in, for every namespace in use and the ones loaded later', async () => {
    const i18n = await start('pl');
    await i18n.loadNamespaces('cart');
    i18n.removeResourceBundle('pl', 'common');
    i18n.addResourceBundle('pl', 'common', {}); // as if pl/common had shipped without its keys
    expect(i18n.t('common:retry')).toBe('retry'); // first render: the key, while English loads
    await i18nReady(i18n);
    expect(i18n.t('common:retry')).toBe('Try again');
    expect(i18n.t('cart:title')).toBe('Koszyk'); // what the bundle has stays in its language
    expect(server!.requests).toEqual(expect.arrayContaining([file('en/common'), file('en/cart')]));
    await i18n.loadNamespaces('header');
    expect(server!.requests).toEqual(expect.arrayContaining([file('pl/header'), file('en/header')]));
  });

  test('world codes map to language codes and back to bundle folders (gr -> el -> gr/)', async () => {
    const i18n = await start('gr');
    expect(i18n.language).toBe('el');
    expect(i18n.hasLoadedNamespace('header')).toBe(false);
    await i18n.loadNamespaces('header');
    expect(i18n.t('header:nav.help')).toBe('Βοήθεια');
    expect(server!.requests).toContain(file('gr/header'));
  });

  test('a manifest that fails with 503 is asked for again', async () => {
    const i18n = await start('de', { 'manifest.json': [503] });
    expect(i18n.t('retry')).toBe('Erneut versuchen');
    expect(server!.requests.filter((path) => path === 'manifest.json')).toHaveLength(2);
  });

  test('a bundle that cannot be loaded (404) shows English, and resolvedLanguage says so', async () => {
    const i18n = await start('kz', { [file('kz/common')!]: [404] });
    expect(i18n.language).toBe('kk');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('retry')).toBe('Try again');
  });
});

test('start-up as the shell does it: create, switch to the world at once, then load more namespaces', async () => {
  server = await startLocalesServer(built.dir);
  const i18n = createI18n({ baseUrl: server.baseUrl });
  await changeWorldLanguage(i18n, 'fr');
  await i18n.loadNamespaces(['header', 'footer']);
  await i18nReady(i18n);
  expect(i18n.language).toBe('fr');
  expect(i18n.t('header:cart')).toBe('Panier');
  const bundles = new Set(server.requests.filter((path) => path !== 'manifest.json').map((path) => path.split('/')[0]));
  expect(bundles).toEqual(new Set(['fr'])); // English only when a key is missing (issue 16)
});

describe('plural rules come from the language, not the bundle code', () => {
  test('Polish has one, few, many and other', async () => {
    const i18n = await start('pl');
    await i18n.loadNamespaces('cart');
    const items = (count: number) => i18n.t('cart:items', { count });
    expect([1, 2, 5, 12, 22, 1.5].map(items)).toEqual([
      '1 materiał',
      '2 materiały',
      '5 materiałów',
      '12 materiałów',
      '22 materiały',
      '1.5 materiału',
    ]);
  });

  test('Japanese has only other', async () => {
    const i18n = await start('jp');
    await i18n.loadNamespaces('cart');
    expect(i18n.language).toBe('ja');
    expect(i18n.t('cart:items', { count: 1 })).toBe('教材 1 点');
    expect(i18n.t('cart:items', { count: 7 })).toBe('教材 7 点');
  });

  test('English has one and other; switching worlds keeps one instance', async () => {
    const i18n = await start('jp');
    await changeWorldLanguage(i18n, 'en');
    expect(i18n.t('ratings', { count: 1 })).toBe('1 rating');
    expect(i18n.t('ratings', { count: 0 })).toBe('0 ratings');
    await changeWorldLanguage(i18n, 'ua');
    expect(i18n.language).toBe('uk');
    expect([1, 3, 5, 21].map((count) => i18n.t('ratings', { count }))).toEqual(['1 оцінка', '3 оцінки', '5 оцінок', '21 оцінка']);
  });
});

describe('configuration is checked at start-up', () => {
  test('a missing baseUrl or an unknown namespace throws I18N_CONFIG at once', () => {
    expect(() => createI18n({ baseUrl: '' })).toThrow(I18nError);
    expect(() => createI18n({ baseUrl: ' ' })).toThrow(expect.objectContaining({ code: 'I18N_CONFIG' }));
    // @ts-expect-error not a namespace
    expect(() => createI18n({ baseUrl: '/locales', ns: ['nope'] })).toThrow(expect.objectContaining({ code: 'I18N_CONFIG' }));
  });
});
