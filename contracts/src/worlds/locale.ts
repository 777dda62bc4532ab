import { WORLDS, type World } from './worlds';

/**
 * spec §1: "Language codes differ from world codes for: cn (zh), dk (da), cz (cs), gr (el), jp (ja),
 * kr (ko), kz (kk), my (ml), rs (sr), se (sv), ua (uk)." Every other world's language equals its code.
 * (my → ml is what the spec says, even though Malay would be ms.)
 */
export const WORLD_LANGUAGE = {
  de: 'de',
  es: 'es',
  fr: 'fr',
  gr: 'el',
  it: 'it',
  bg: 'bg',
  cn: 'zh',
  cz: 'cs',
  dk: 'da',
  fi: 'fi',
  hi: 'hi',
  hr: 'hr',
  hu: 'hu',
  id: 'id',
  jp: 'ja',
  kr: 'ko',
  kz: 'kk',
  my: 'ml',
  nl: 'nl',
  no: 'no',
  pl: 'pl',
  ro: 'ro',
  rs: 'sr',
  se: 'sv',
  sk: 'sk',
  th: 'th',
  ua: 'uk',
} as const satisfies Record<World, string>;

export type Language = (typeof WORLD_LANGUAGE)[World];

export function languageOf(world: World): Language {
  return WORLD_LANGUAGE[world];
}

/** spec §1: bundles are seen for every world code plus en; a world's bundle code is its world code. */
export const LOCALE_BUNDLES = [...WORLDS, 'en'] as const;
export type LocaleBundle = (typeof LOCALE_BUNDLES)[number];

export function bundleOf(world: World): LocaleBundle {
  return world;
}

/**
 * Each world's default currency (ISO 4217). Not in the spec; the user can still pick another one.
 * bg is EUR: Bulgaria adopted the euro on 2026-01-01 (the lev, BGN, is no longer legal tender).
 * hr has used EUR since 2023.
 */
export const WORLD_CURRENCY = {
  de: 'EUR',
  es: 'EUR',
  fr: 'EUR',
  gr: 'EUR',
  it: 'EUR',
  bg: 'EUR',
  cn: 'CNY',
  cz: 'CZK',
  dk: 'DKK',
  fi: 'EUR',
  hi: 'INR',
  hr: 'EUR',
  hu: 'HUF',
  id: 'IDR',
  jp: 'JPY',
  kr: 'KRW',
  kz: 'KZT',
  my: 'MYR',
  nl: 'EUR',
  no: 'NOK',
  pl: 'PLN',
  ro: 'RON',
  rs: 'RSD',
  se: 'SEK',
  sk: 'EUR',
  th: 'THB',
  ua: 'UAH',
} as const satisfies Record<World, string>;

export type CurrencyCode = (typeof WORLD_CURRENCY)[World];

export function currencyOf(world: World): CurrencyCode {
  return WORLD_CURRENCY[world];
}

/** spec §1: "Spanish offers text-language choices: Spanish, Catalan, Basque, Galician and no text." */
export const SPANISH_TEXT_LANGUAGES = ['es', 'ca', 'eu', 'gl', 'none'] as const;
export type SpanishTextLanguage = (typeof SPANISH_TEXT_LANGUAGES)[number];

export function isSpanishTextLanguage(value: unknown): value is SpanishTextLanguage {
  return typeof value === 'string' && (SPANISH_TEXT_LANGUAGES as readonly string[]).includes(value);
}
