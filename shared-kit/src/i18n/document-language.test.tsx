// In the browser (jsdom): <html lang>, English fallback with development warnings, and a React
// page that loads its namespace on demand. Files come from a real build, read from disk.
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, i18nReady } from './create-i18n';
import { changeWorldLanguage } from './document-language';
import { useTranslation } from '.';
import { buildTestLocales, diskFetch, type BuiltLocales } from './test-support';

let built: BuiltLocales;
beforeAll(() => {
  built = buildTestLocales();
}, 60_000);
afterAll(() => built.remove());
afterEach(() => jest.restoreAllMocks());

const lang = () => document.documentElement.lang;

describe('<html lang> follows the language shown', () => {
  test('English at start-up, then the language of each world (gr -> el, cn -> zh)', async () => {
    document.documentElement.lang = '';
    const i18n = createI18n({ baseUrl: '/locales', fetchImpl: diskFetch(built.dir) });
    await i18nReady(i18n);
    expect(lang()).toBe('en');
    await expect(changeWorldLanguage(i18n, 'gr')).resolves.toBe('el');
    expect(lang()).toBe('el');
    expect(i18n.t('retry')).toBe('Δοκιμάστε ξανά');
    await changeWorldLanguage(i18n, 'cn');
    expect(lang()).toBe('zh');
    await changeWorldLanguage(i18n, 'nowhere');
    expect(lang()).toBe('en');
  });

  test('a plain i18n.changeLanguage also updates it', async () => {
    const i18n = createI18n({ baseUrl: '/locales', fetchImpl: diskFetch(built.dir), world: 'de' });
    await i18nReady(i18n);
    expect(lang()).toBe('de');
    await i18n.changeLanguage('sv');
    expect(lang()).toBe('sv');
  });

  test('when a bundle cannot be loaded the page shows English and says lang="en"', async () => {
    const fetchImpl = diskFetch(built.dir, (path, json) => (path.startsWith('hu/') ? null : json));
    const i18n = createI18n({ baseUrl: '/locales', fetchImpl, world: 'hu' });
    await i18nReady(i18n);
    expect(i18n.t('retry')).toBe('Try again');
    expect(lang()).toBe('en');
  });
});

describe('fallback to English', () => {
  const withoutRetry = (path: string, json: unknown) => (path.startsWith('pl/common.') ? { ...(json as object), retry: undefined } : json);

  test('a key the bundle lacks is shown in English once English has loaded for it (issue 16: not before)', async () => {
    const fetchImpl = diskFetch(built.dir, withoutRetry);
    const i18n = createI18n({ baseUrl: '/locales', fetchImpl, world: 'pl' });
    await i18nReady(i18n);
    expect(fetchImpl.requests.some((path) => path.startsWith('en/'))).toBe(false);
    i18n.t('retry');
    await i18nReady(i18n);
    expect(i18n.t('retry')).toBe('Try again');
    expect(i18n.t('loading')).toBe('Ładowanie…');
  });

  test('in development it warns once per key; a key missing everywhere warns too', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = createI18n({ baseUrl: '/locales', fetchImpl: diskFetch(built.dir, withoutRetry), world: 'pl', dev: true });
    await i18nReady(i18n);
    i18n.t('retry'); // missing: English is fetched
    await i18nReady(i18n);
    i18n.t('retry');
    i18n.t('retry');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[i18n] "common:retry" is missing in pl; showing en.');
    // @ts-expect-error not a key of common.json: the typed keys reject it at compile time
    expect(i18n.t('noSuchKey')).toBe('noSuchKey');
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('missing key "common:noSuchKey"'));
  });

  test('in production nothing is logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = createI18n({ baseUrl: '/locales', fetchImpl: diskFetch(built.dir, withoutRetry), world: 'pl' });
    await i18nReady(i18n);
    i18n.t('retry');
    expect(warn).not.toHaveBeenCalled();
  });
});

function Hero() {
  const { t } = useTranslation('home');
  return <h1>{t('hero.title')}</h1>;
}

test('a React page gets its namespace on demand, in its language only', async () => {
  const fetchImpl = diskFetch(built.dir);
  const i18n = createI18n({ baseUrl: '/locales', fetchImpl, world: 'it' });
  await i18nReady(i18n);
  expect(fetchImpl.requests.some((path) => path.includes('/home.'))).toBe(false);
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback="…">
        <Hero />
      </Suspense>
    </I18nextProvider>,
  );
  const heading = await screen.findByRole('heading', { name: 'Materiali didattici creati da insegnanti, per insegnanti' });
  expect(heading.tagName).toBe('H1');
  const homeFiles = fetchImpl.requests.filter((path) => path.includes('/home.'));
  expect(homeFiles).toEqual([built.manifest['it/home']]);
});
