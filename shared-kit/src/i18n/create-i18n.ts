import i18next, { type i18n, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerInstance } from '../diagnostics';
import { createManifestBackend, type FetchLike } from './backend';
import { I18nError } from './errors';
import { LANGUAGES, SOURCE_LANGUAGE, languageForWorld } from './languages';
import { DEFAULT_NAMESPACE, NAMESPACES, type Namespace } from './namespaces';
import { syncDocumentLanguage } from './document-language';

export interface CreateI18nOptions {
  /** Where locales/dist is served (manifest.json and the hashed files), e.g. "/locales". */
  baseUrl: string;
  /** Defaults to the global fetch. */
  fetchImpl?: FetchLike;
  /** World to start in. Without it the page starts in English (spec §1). */
  world?: string;
  /** Namespaces loaded at start (i18nReady resolves then); others load when a page asks for them. */
  ns?: readonly Namespace[];
  /** Development: console warnings for missing keys and for keys shown in English instead. */
  dev?: boolean;
}

const WARN_FALLBACK = 'teachmarketWarnFallback';

/** Warns once per key when a bundle lacks a key and English is shown instead. */
function fallbackWarning(): PostProcessorModule {
  const warned = new Set<string>();
  return {
    type: 'postProcessor',
    name: WARN_FALLBACK,
    process(value, key, options, translator: { language?: string }) {
      const resolved = (options as { i18nResolved?: { res?: unknown; usedLng?: string; usedNS?: string } }).i18nResolved;
      const shown = options.lng ?? translator.language;
      const id = `${shown}:${resolved?.usedNS}:${String(key)}`;
      // res is undefined when no language has the key: missingKeyHandler reports that one.
      if (resolved?.res !== undefined && resolved.usedLng && shown && resolved.usedLng !== shown && !warned.has(id)) {
        warned.add(id);
        console.warn(`[i18n] "${resolved.usedNS}:${String(key)}" is missing in ${shown}; showing ${resolved.usedLng}.`);
      }
      return value;
    },
  };
}

function validate(options: CreateI18nOptions): Required<Omit<CreateI18nOptions, 'world'>> & { world?: string } {
  if (typeof options?.baseUrl !== 'string' || options.baseUrl.trim() === '') {
    throw new I18nError('I18N_CONFIG', 'createI18n needs baseUrl: where locales/dist is served, e.g. "/locales".');
  }
  const unknown = (options.ns ?? []).filter((ns) => !(NAMESPACES as readonly string[]).includes(ns));
  if (unknown.length > 0) throw new I18nError('I18N_CONFIG', `createI18n: unknown namespaces ${unknown.join(', ')}.`);
  const fetchImpl = options.fetchImpl ?? ((url: string) => globalThis.fetch(url));
  return { ns: [DEFAULT_NAMESPACE], dev: false, ...options, fetchImpl };
}

const initialised = new WeakMap<i18n, Promise<void>>();

/**
 * Creates the one i18next instance of the page (the shell calls this once; remotes use it through
 * react-i18next) and starts loading its first language. Bad options throw at once (I18N_CONFIG).
 *
 * i18next's language is the language code (zh, el, ja), not the bundle code (cn, gr, jp): its
 * plural rules come from Intl.PluralRules(language), and "cn" or "jp" would silently get English
 * rules. The backend maps languages back to bundle folders.
 */
export function createI18n(options: CreateI18nOptions): i18n {
  const { baseUrl, fetchImpl, world, ns, dev } = validate(options);
  const instance = i18next.createInstance();
  instance.use(createManifestBackend({ baseUrl, fetchImpl })).use(initReactI18next);
  if (dev) {
    instance.use(fallbackWarning());
    instance.on('failedLoading', (lng: string, namespace: string, message: string) => {
      console.warn(`[i18n] could not load ${lng}/${namespace}: ${message}`);
    });
  }
  instance.on('languageChanged', () => syncDocumentLanguage(instance));

  // A changeWorldLanguage() called before this finishes wins (i18next skips its own first switch).
  const init = instance.init({
    lng: world === undefined ? SOURCE_LANGUAGE : languageForWorld(world),
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: [...ns],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    interpolation: { escapeValue: false }, // React escapes
    saveMissing: dev,
    missingKeyHandler: dev
      ? (lngs: readonly string[], namespace: string, key: string) =>
          console.warn(`[i18n] missing key "${namespace}:${key}" (${lngs.join(', ')}).`)
      : false,
    postProcess: dev ? [WARN_FALLBACK] : false,
    postProcessPassResolved: dev,
  });
  initialised.set(
    instance,
    init.then(() => void syncDocumentLanguage(instance)),
  );
  registerInstance('i18next', instance);
  return instance;
}

/** Resolves once an instance from createI18n has loaded its first language and namespaces. */
export function i18nReady(instance: i18n): Promise<void> {
  return initialised.get(instance) ?? Promise.resolve();
}
