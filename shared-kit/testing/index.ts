// Test helpers for every package's jest suites (not part of the runtime bundle).
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const LOCALES = path.resolve(__dirname, '../../locales');

/** An i18next instance with real bundles read from locales/<bundle>/ (English by default). */
export function createTestI18n(bundle = 'en'): i18n {
  const resources: Record<string, Record<string, unknown>> = { [bundle]: {} };
  for (const file of fs.readdirSync(path.join(LOCALES, bundle))) {
    if (!file.endsWith('.json')) continue;
    resources[bundle]![file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(LOCALES, bundle, file), 'utf8'));
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: bundle,
    fallbackLng: false,
    resources,
    defaultNS: 'common',
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
