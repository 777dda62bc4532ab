import { WORLD_LANGUAGE } from '@teachmarket/contracts';

// spec §1: translation bundles are named by world code (plus en); the language shown, its plural
// rules and <html lang> use the language code, which differs for cn, cz, dk, gr, jp, kr, kz, my,
// rs, se, ua. Same table as locales/catalog.json (a test keeps them equal).
// One source: the world -> language map of spec §1 lives in worlds/locale.ts.
export const BUNDLE_LANGUAGES = { ...WORLD_LANGUAGE, en: 'en' } as const;

export type Bundle = keyof typeof BUNDLE_LANGUAGES;
export type BundleLanguage = (typeof BUNDLE_LANGUAGES)[Bundle];

/** English: the source of keys and the fallback for a key a bundle lacks. */
export const SOURCE_BUNDLE = 'en' satisfies Bundle;
export const SOURCE_LANGUAGE = 'en' satisfies BundleLanguage;

export const BUNDLES = Object.keys(BUNDLE_LANGUAGES) as Bundle[];
export const LANGUAGES = Object.values(BUNDLE_LANGUAGES) as BundleLanguage[];

const bundleOfLanguage = new Map<string, Bundle>(BUNDLES.map((bundle) => [BUNDLE_LANGUAGES[bundle], bundle]));

export function isBundle(code: string): code is Bundle {
  return Object.hasOwn(BUNDLE_LANGUAGES, code);
}

/** The bundle a world is shown in: its own (every world has one), English for anything else. */
export function bundleForWorld(world: string): Bundle {
  const code = world.trim().toLowerCase();
  return isBundle(code) ? code : SOURCE_BUNDLE;
}

export function languageForBundle(bundle: Bundle): BundleLanguage {
  return BUNDLE_LANGUAGES[bundle];
}

export function languageForWorld(world: string): BundleLanguage {
  return languageForBundle(bundleForWorld(world));
}

/** The folder holding a language's files (zh -> cn); undefined for a language we do not ship. */
export function bundleForLanguage(language: string): Bundle | undefined {
  return bundleOfLanguage.get(language);
}
