import type { i18n } from 'i18next';
import { SOURCE_LANGUAGE, languageForWorld } from './languages';

/**
 * <html lang> must name the language the page shows. That is i18next's resolvedLanguage: when a
 * bundle could not be loaded at all, the page shows English and lang says "en".
 */
export function syncDocumentLanguage(instance: i18n): string {
  const shown = instance.resolvedLanguage ?? instance.language ?? SOURCE_LANGUAGE;
  if (typeof document !== 'undefined') document.documentElement.lang = shown;
  return shown;
}

/**
 * Switches the page to a world's language (gr -> el, cn -> zh; unknown worlds -> en), loads the
 * namespaces already in use for it, and sets <html lang>. Resolves to the language now shown.
 */
export async function changeWorldLanguage(instance: i18n, world: string): Promise<string> {
  await instance.changeLanguage(languageForWorld(world));
  return syncDocumentLanguage(instance);
}
