// Loads the typed keys (CustomTypeOptions) into every program that imports this module.
import type {} from './i18next';
// Translations for the shell and every remote: one i18next instance, namespaces loaded on demand.
export { createI18n } from './create-i18n';
export type { CreateI18nOptions } from './create-i18n';
export { changeWorldLanguage } from './document-language';
export type { FetchLike, LocalesManifest, ManifestBackendOptions } from './backend';
export { isBundle, languageForBundle, languageForWorld } from './languages';
export type { Bundle, BundleLanguage } from './languages';
export type { Namespace } from './namespaces';
export type { I18nErrorCode } from './errors';
// Pages import these from shared-kit, not from react-i18next, so there is one way in.
export { useTranslation } from 'react-i18next';
