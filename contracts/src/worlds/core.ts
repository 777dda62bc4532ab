// The worlds as the browser needs them (issue 16): everything of ./index.ts but the servers' origin
// settings (./web-urls.ts), which the contracts' root entry, loaded by every first view, leaves out.
export { DEFAULT_WORLD, MAIN_WORLDS, SUPPLEMENTARY_WORLDS, WORLDS, isMainWorld, isWorld } from './worlds';
export type { MainWorld, SupplementaryWorld, World } from './worlds';
export {
  LOCALE_BUNDLES,
  SPANISH_TEXT_LANGUAGES,
  WORLD_CURRENCY,
  WORLD_LANGUAGE,
  bundleOf,
  currencyOf,
  isSpanishTextLanguage,
  languageOf,
} from './locale';
export type { CurrencyCode, Language, LocaleBundle, SpanishTextLanguage } from './locale';
export { toWorldCode } from './country';
export { findCustomDomain } from './custom-domain';
export type { CustomDomain, CustomDomains, ResolvedCustomDomain } from './custom-domain';
export { resolveWorld, worldFromPath } from './resolve';
export type { ResolveWorldInput, WorldResolution, WorldSource } from './resolve';
