import { ADDRESS_COUNTRIES, countryOfWorld, countryOptions } from './countries';

describe('countryOptions (one list for every address form, s16 QA row 17)', () => {
  it("puts the world's own country first, then the others alphabetically in the page's language", () => {
    const fr = countryOptions('fr', 'fr');
    expect(fr[0]).toEqual({ code: 'FR', name: 'France' });
    const rest = fr.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('fr').compare));
    // By name in the language, not by code: "Allemagne" (DE) before "Autriche" (AT).
    expect(rest.indexOf('Allemagne')).toBeLessThan(rest.indexOf('Autriche'));
    expect(fr).toHaveLength(ADDRESS_COUNTRIES.length);
  });

  it('names and sorts in German for de: Deutschland first, Österreich among the O', () => {
    const names = countryOptions('de', 'de').map((c) => c.name);
    expect(names[0]).toBe('Deutschland');
    expect(names.indexOf('Norwegen')).toBeLessThan(names.indexOf('Österreich'));
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Polen'));
  });

  it("maps worlds to countries (hi is India) and keeps a saved country that is not listed", () => {
    expect(countryOfWorld('hi')).toBe('IN');
    expect(countryOfWorld('gr')).toBe('GR');
    expect(countryOptions('en', 'hi')[0]).toEqual({ code: 'IN', name: 'India' });
    expect(countryOptions('en', 'de', 'BR').map((c) => c.code)).toContain('BR');
    expect(countryOptions('en').map((c) => c.name).slice(0, 2)).toEqual(['Austria', 'Belgium']);
  });
});
