import {
  DEFAULT_WORLD,
  LOCALE_BUNDLES,
  MAIN_WORLDS,
  SPANISH_TEXT_LANGUAGES,
  SUPPLEMENTARY_WORLDS,
  WORLDS,
  WORLD_CURRENCY,
  bundleOf,
  currencyOf,
  isMainWorld,
  isSpanishTextLanguage,
  isWorld,
  languageOf,
  toWorldCode,
} from '.';

describe('worlds (spec §1)', () => {
  it('has the 5 main and 22 supplementary worlds, default de', () => {
    expect(MAIN_WORLDS).toEqual(['de', 'es', 'fr', 'gr', 'it']);
    expect([...SUPPLEMENTARY_WORLDS]).toEqual('bg cn cz dk fi hi hr hu id jp kr kz my nl no pl ro rs se sk th ua'.split(' '));
    expect(WORLDS).toHaveLength(27);
    expect(new Set(WORLDS).size).toBe(27);
    expect(DEFAULT_WORLD).toBe('de');
  });

  it('recognises world codes exactly', () => {
    expect(isWorld('gr')).toBe(true);
    expect(isWorld('GR')).toBe(false);
    expect(isWorld('el')).toBe(false);
    expect(isWorld('en')).toBe(false);
    expect(isWorld(undefined)).toBe(false);
    expect(isMainWorld('it')).toBe(true);
    expect(isMainWorld('nl')).toBe(false);
  });

  it('maps worlds to languages where they differ (spec §1)', () => {
    const differing = Object.fromEntries(WORLDS.filter((w) => languageOf(w) !== w).map((w) => [w, languageOf(w)]));
    expect(differing).toEqual({
      cn: 'zh',
      dk: 'da',
      cz: 'cs',
      gr: 'el',
      jp: 'ja',
      kr: 'ko',
      kz: 'kk',
      my: 'ml',
      rs: 'sr',
      se: 'sv',
      ua: 'uk',
    });
    // hreflang needs one language per world
    expect(new Set(WORLDS.map(languageOf)).size).toBe(WORLDS.length);
  });

  it('has a locale bundle per world plus en', () => {
    expect(LOCALE_BUNDLES).toHaveLength(28);
    expect(LOCALE_BUNDLES).toContain('en');
    for (const world of WORLDS) expect(bundleOf(world)).toBe(world);
  });

  it('gives each world its default currency', () => {
    const euro = WORLDS.filter((w) => currencyOf(w) === 'EUR');
    expect(euro.sort()).toEqual(['bg', 'de', 'es', 'fi', 'fr', 'gr', 'hr', 'it', 'nl', 'sk']);
    expect(WORLD_CURRENCY).toMatchObject({
      cn: 'CNY',
      cz: 'CZK',
      dk: 'DKK',
      hi: 'INR',
      hu: 'HUF',
      id: 'IDR',
      jp: 'JPY',
      kr: 'KRW',
      kz: 'KZT',
      my: 'MYR',
      no: 'NOK',
      pl: 'PLN',
      ro: 'RON',
      rs: 'RSD',
      se: 'SEK',
      th: 'THB',
      ua: 'UAH',
    });
    for (const world of WORLDS) expect(currencyOf(world)).toMatch(/^[A-Z]{3}$/);
  });

  it('offers the Spanish text languages', () => {
    expect(SPANISH_TEXT_LANGUAGES).toEqual(['es', 'ca', 'eu', 'gl', 'none']);
    expect(isSpanishTextLanguage('eu')).toBe(true);
    expect(isSpanishTextLanguage('pt')).toBe(false);
  });
});

describe('toWorldCode', () => {
  it('maps ISO country codes to worlds, case-insensitively', () => {
    expect(toWorldCode('DE')).toBe('de');
    expect(toWorldCode('GR')).toBe('gr');
    expect(toWorldCode('EL')).toBe('gr');
    expect(toWorldCode('IN')).toBe('hi');
    expect(toWorldCode('cn')).toBe('cn');
    expect(toWorldCode(' se ')).toBe('se');
    for (const world of WORLDS.filter((w) => w !== 'hi')) expect(toWorldCode(world.toUpperCase())).toBe(world);
  });

  it('returns null for countries without a world', () => {
    for (const code of ['AT', 'CH', 'GB', 'US', 'HI', '', null, undefined]) expect(toWorldCode(code)).toBeNull();
  });
});
