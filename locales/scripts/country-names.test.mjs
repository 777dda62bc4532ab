// The country names the header and footer show (scripts/country-names.mjs): every bundle names every
// world, and in its language's alphabetical order, which the shell relies on instead of sorting.
import fs from 'node:fs';
import path from 'node:path';

// Neither __dirname nor import.meta works in both runs (this package's jest compiles to CommonJS, the root's runs ESM).
const dir = path.resolve(path.dirname(expect.getState().testPath), '..');
const catalog = JSON.parse(fs.readFileSync(path.join(dir, 'catalog.json'), 'utf8'));
const locales = JSON.parse(fs.readFileSync(path.join(dir, 'country-names.locales.json'), 'utf8')).locales;
const worlds = Object.keys(catalog.languages).filter((bundle) => bundle !== 'en').sort();

describe.each(Object.entries(catalog.languages))('header:countries of %s', (bundle, language) => {
  const countries = JSON.parse(fs.readFileSync(path.join(dir, bundle, 'header.json'), 'utf8')).countries;

  it('names every world, none empty', () => {
    expect(Object.keys(countries).sort()).toEqual(worlds);
    for (const name of Object.values(countries)) expect(String(name).trim()).not.toBe('');
  });

  it("is in the language's alphabetical order", () => {
    const collator = new Intl.Collator(locales[bundle] ?? language);
    const names = Object.values(countries);
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
  });
});
