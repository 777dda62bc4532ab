import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORLDS, WORLD_LANGUAGE } from '@teachmarket/contracts';
import { BUNDLES, BUNDLE_LANGUAGES, LANGUAGES, bundleForLanguage, bundleForWorld, languageForBundle, languageForWorld } from './languages';
import { NAMESPACES } from './namespaces';
import { LOCALES_DIR } from './test-support';

const catalog = JSON.parse(readFileSync(join(LOCALES_DIR, 'catalog.json'), 'utf8')) as {
  languages: Record<string, string>;
  namespaces: string[];
};

test('bundles, languages and namespaces are the ones locales/catalog.json ships', () => {
  expect(BUNDLE_LANGUAGES).toEqual(catalog.languages);
  expect([...NAMESPACES]).toEqual(catalog.namespaces);
});

test('every world has its own bundle, in the language the world table names (spec §1)', () => {
  for (const world of WORLDS) {
    expect(bundleForWorld(world)).toBe(world);
    expect(languageForWorld(world)).toBe(WORLD_LANGUAGE[world]);
  }
  expect(BUNDLES).toHaveLength(WORLDS.length + 1);
});

test('the worlds whose language code differs (spec §1)', () => {
  const differing = Object.fromEntries(BUNDLES.filter((b) => b !== languageForBundle(b)).map((b) => [b, languageForBundle(b)]));
  expect(differing).toEqual({
    cn: 'zh',
    cz: 'cs',
    dk: 'da',
    gr: 'el',
    jp: 'ja',
    kr: 'ko',
    kz: 'kk',
    my: 'ml',
    rs: 'sr',
    se: 'sv',
    ua: 'uk',
  });
});

test('an unknown world falls back to English; codes are case-insensitive', () => {
  expect(bundleForWorld('xx')).toBe('en');
  expect(bundleForWorld('')).toBe('en');
  expect(bundleForWorld('GR')).toBe('gr');
  expect(languageForWorld('en')).toBe('en');
});

test('a language maps back to its bundle folder', () => {
  expect(bundleForLanguage('zh')).toBe('cn');
  expect(bundleForLanguage('el')).toBe('gr');
  expect(bundleForLanguage('de')).toBe('de');
  expect(bundleForLanguage('cn')).toBeUndefined();
});

test('each language is one Intl knows, so i18next gets its real plural rules', () => {
  for (const language of LANGUAGES) {
    expect(new Intl.PluralRules(language).resolvedOptions().locale).toBe(language);
  }
  // The bundle codes themselves would not work: "cn", "jp", "ua" resolve to another locale.
  expect(new Intl.PluralRules('ua').resolvedOptions().locale).not.toBe('ua');
});
