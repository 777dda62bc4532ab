import { WORLDS, type World } from '@teachmarket/contracts/api-types';

export { WORLDS, type World };
export const DEFAULT_WORLD: World = 'de';

export interface WorldInfo {
  code: World;
  /** spec §1: language codes differ from world codes for cn, dk, cz, gr, jp, kr, kz, my, rs, se, ua. */
  language: string;
  /** PostgreSQL text-search configuration for the world's language ('simple' when none exists). */
  tsConfig: string;
  currency: string;
  /** Rough EUR rate used only to seed plausible local prices. */
  eurRate: number;
  /** Country name in its own language. */
  countryName: string;
  main: boolean;
}

const w = (
  code: World, language: string, tsConfig: string, currency: string, eurRate: number, countryName: string, main = false,
): WorldInfo => ({ code, language, tsConfig, currency, eurRate, countryName, main });

export const WORLD_INFO: Record<World, WorldInfo> = {
  de: w('de', 'de', 'german', 'EUR', 1, 'Deutschland', true),
  es: w('es', 'es', 'spanish', 'EUR', 1, 'España', true),
  fr: w('fr', 'fr', 'french', 'EUR', 1, 'France', true),
  gr: w('gr', 'el', 'greek', 'EUR', 1, 'Ελλάδα', true),
  it: w('it', 'it', 'italian', 'EUR', 1, 'Italia', true),
  bg: w('bg', 'bg', 'simple', 'EUR', 1, 'България'),
  cn: w('cn', 'zh', 'simple', 'CNY', 8, '中国'),
  cz: w('cz', 'cs', 'simple', 'CZK', 25, 'Česko'),
  dk: w('dk', 'da', 'danish', 'DKK', 7.5, 'Danmark'),
  fi: w('fi', 'fi', 'finnish', 'EUR', 1, 'Suomi'),
  hi: w('hi', 'hi', 'hindi', 'INR', 95, 'भारत'),
  hr: w('hr', 'hr', 'simple', 'EUR', 1, 'Hrvatska'),
  hu: w('hu', 'hu', 'hungarian', 'HUF', 390, 'Magyarország'),
  id: w('id', 'id', 'indonesian', 'IDR', 18000, 'Indonesia'),
  jp: w('jp', 'ja', 'simple', 'JPY', 160, '日本'),
  kr: w('kr', 'ko', 'simple', 'KRW', 1500, '대한민국'),
  kz: w('kz', 'kk', 'simple', 'KZT', 550, 'Қазақстан'),
  // spec §1 maps world my to language code ml: content in Malayalam (content/lang), searched with 'simple' (no ml stemmer).
  my: w('my', 'ml', 'simple', 'MYR', 5, 'Malaysia'),
  nl: w('nl', 'nl', 'dutch', 'EUR', 1, 'Nederland'),
  no: w('no', 'no', 'norwegian', 'NOK', 11.5, 'Norge'),
  pl: w('pl', 'pl', 'simple', 'PLN', 4.3, 'Polska'),
  ro: w('ro', 'ro', 'romanian', 'RON', 5, 'România'),
  rs: w('rs', 'sr', 'serbian', 'RSD', 117, 'Srbija'),
  se: w('se', 'sv', 'swedish', 'SEK', 11.3, 'Sverige'),
  sk: w('sk', 'sk', 'simple', 'EUR', 1, 'Slovensko'),
  th: w('th', 'th', 'simple', 'THB', 38, 'ประเทศไทย'),
  ua: w('ua', 'uk', 'simple', 'UAH', 45, 'Україна'),
};

/** Text-search configuration for a material's text language (es also has ca, eu, gl: spec §1). */
export function tsConfigFor(language: string, world: World): string {
  const byLanguage: Record<string, string> = { ca: 'catalan', eu: 'basque', gl: 'simple', en: 'english' };
  return byLanguage[language] ?? WORLD_INFO[world].tsConfig;
}

export function isWorld(value: string): value is World {
  return (WORLDS as readonly string[]).includes(value);
}
