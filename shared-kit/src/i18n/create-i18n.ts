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
  /**
   * Issue 15: translations already at hand (language -> namespace -> texts), e.g. the ones the server
   * rendered the page with and wrote into it: they are not fetched again; other namespaces still are.
   */
  resources?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
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

function validate(options: CreateI18nOptions): Required<Omit<CreateI18nOptions, 'world' | 'resources'>> & Pick<CreateI18nOptions, 'world' | 'resources'> {
  if (typeof options?.baseUrl !== 'string' || options.baseUrl.trim() === '') {
    throw new I18nError('I18N_CONFIG', 'createI18n needs baseUrl: where locales/dist is served, e.g. "/locales".');
  }
  const unknown = (options.ns ?? []).filter((ns) => !(NAMESPACES as readonly string[]).includes(ns));
  if (unknown.length > 0) throw new I18nError('I18N_CONFIG', `createI18n: unknown namespaces ${unknown.join(', ')}.`);
  const fetchImpl = options.fetchImpl ?? ((url: string) => globalThis.fetch(url));
  return { ns: [DEFAULT_NAMESPACE], dev: false, ...options, fetchImpl };
}

const initialised = new WeakMap<i18n, Promise<void>>();
const englishFallback = new WeakMap<i18n, Promise<void>>();

/**
 * Issue 16: only the world's language is fetched at start. English becomes the fallback the first
 * time it is needed (a key the bundle lacks, or a bundle file that failed to load): then it loads for
 * every namespace in use, later namespaces load it too, and pages re-render with it (the switch to the
 * same language again emits 'languageChanged', which react-i18next listens to). CI keeps every bundle
 * complete (locales/scripts/check.mjs), so normally never.
 */
function loadEnglishFallback(instance: i18n): Promise<void> {
  let loading = englishFallback.get(instance);
  if (!loading) {
    instance.options.fallbackLng = [SOURCE_LANGUAGE];
    loading = instance
      .loadLanguages(SOURCE_LANGUAGE)
      // Switching to the same language again recomputes what is shown (resolvedLanguage, <html lang>).
      .then(() => instance.changeLanguage(instance.language))
      .then(
        () => undefined,
        () => undefined, // a failed English load leaves the keys showing, as any failed load does
      );
    englishFallback.set(instance, loading);
  }
  return loading;
}

/**
 * Creates the one i18next instance of the page (the shell calls this once; remotes use it through
 * react-i18next) and starts loading its first language. Bad options throw at once (I18N_CONFIG).
 *
 * i18next's language is the language code (zh, el, ja), not the bundle code (cn, gr, jp): its
 * plural rules come from Intl.PluralRules(language), and "cn" or "jp" would silently get English
 * rules. The backend maps languages back to bundle folders.
 */
export function createI18n(options: CreateI18nOptions): i18n {
  const { baseUrl, fetchImpl, world, ns, dev, resources } = validate(options);
  const instance = i18next.createInstance();
  instance.use(createManifestBackend({ baseUrl, fetchImpl })).use(initReactI18next);
  if (dev) {
    instance.use(fallbackWarning());
    instance.on('failedLoading', (lng: string, namespace: string, message: string) => {
      console.warn(`[i18n] could not load ${lng}/${namespace}: ${message}`);
    });
  }
  instance.on('languageChanged', () => syncDocumentLanguage(instance));
  instance.on('failedLoading', (lng: string) => {
    if (lng !== SOURCE_LANGUAGE) void loadEnglishFallback(instance);
  });

  // A changeWorldLanguage() called before this finishes wins (i18next skips its own first switch).
  const init = instance.init({
    lng: world === undefined ? SOURCE_LANGUAGE : languageForWorld(world),
    // No fallback language fetched up front: loadEnglishFallback adds English when a key is missing.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: [...ns],
    ...(resources ? { resources: resources as Record<string, Record<string, Record<string, unknown>>>, partialBundledLanguages: true } : {}),
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    interpolation: { escapeValue: false }, // React escapes
    // "Saving" a missing key is how i18next tells us about it; there is nowhere to save it to.
    saveMissing: true,
    missingKeyHandler: (lngs: readonly string[], namespace: string, key: string) => {
      if (instance.language !== SOURCE_LANGUAGE && !englishFallback.has(instance)) void loadEnglishFallback(instance);
      else if (dev) console.warn(`[i18n] missing key "${namespace}:${key}" (${lngs.join(', ')}).`);
    },
    // Issue 15 (TBT): re-render on a language change only. Bound to the store's 'added', every namespace
    // a page loads later re-rendered every translated component at once, synchronously (react-i18next
    // reads i18next through useSyncExternalStore): ~100 ms on a phone right after hydration. A component
    // whose namespace is missing suspends until it is there, so it needs no such event.
    react: { bindI18n: 'languageChanged', bindI18nStore: '' },
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
export async function i18nReady(instance: i18n): Promise<void> {
  await initialised.get(instance);
  // A bundle that failed to load (or lacked a key) during start-up: English is on its way.
  await englishFallback.get(instance);
}
