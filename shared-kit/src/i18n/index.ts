// Loads the typed keys (CustomTypeOptions) into every program that imports this module.
import type {} from './i18next';
// Translations for the shell and every remote: one i18next instance, namespaces loaded on demand.
export { createI18n, i18nReady } from './create-i18n';
export type { CreateI18nOptions } from './create-i18n';
export { changeWorldLanguage, syncDocumentLanguage } from './document-language';
export { createManifestBackend } from './backend';
export type { FetchLike, LocalesManifest, ManifestBackendOptions } from './backend';
export {
  BUNDLES,
  BUNDLE_LANGUAGES,
  LANGUAGES,
  SOURCE_BUNDLE,
  SOURCE_LANGUAGE,
  bundleForLanguage,
  bundleForWorld,
  isBundle,
  languageForBundle,
  languageForWorld,
} from './languages';
export type { Bundle, BundleLanguage } from './languages';
export { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';
export type { Namespace } from './namespaces';
export { I18nError } from './errors';
export type { I18nErrorCode } from './errors';
// Pages import these from shared-kit, not from react-i18next, so there is one way in.
export { useTranslation } from 'react-i18next';
