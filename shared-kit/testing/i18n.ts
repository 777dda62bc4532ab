// Real translations for tests: an i18next instance per bundle, read from locales/<bundle>/.
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageForBundle, type Bundle } from '../src/i18n';

const LOCALES = path.resolve(__dirname, '../../locales');

/** An i18next instance with real bundles read from locales/<bundle>/ (English by default). */
export function createTestI18n(bundle: Bundle = 'en'): i18n {
  // i18next runs on language codes (el, ja …) so that plural rules are right; folders are bundles.
  const lng = languageForBundle(bundle);
  const resources: Resource = { [lng]: {} };
  for (const file of fs.readdirSync(path.join(LOCALES, bundle))) {
    if (!file.endsWith('.json')) continue;
    resources[lng]![file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(LOCALES, bundle, file), 'utf8'));
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
