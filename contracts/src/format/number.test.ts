import { formatRating } from './number';
import { WORLD_LANGUAGE } from '../worlds';

describe('formatRating (issue 18: numbers in the page language)', () => {
  test.each([
    ['de', 4.66, '4,7'],
    ['fr', 4, '4,0'],
    ['pl', 3.25, '3,3'],
    ['en', 4.66, '4.7'],
    ['ja', 5, '5.0'],
  ])('%s writes %d as %s', (language, value, text) => {
    expect(formatRating(value, language)).toBe(text);
  });

  test('an unknown language tag falls back to English digits', () => {
    expect(formatRating(4.2, 'not a language!')).toBe('4.2');
  });
});

describe('formatRating writes what Intl writes', () => {
  const languages = [...new Set([...Object.values(WORLD_LANGUAGE), 'en', 'pt', 'tr', 'de-AT'])];
  test.each(languages)('%s', (language) => {
    const intl = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const value of [0, 1, 2.05, 3.25, 4.45, 4.66, 4.95, 5]) expect([value, formatRating(value, language)]).toEqual([value, intl.format(value)]);
  });
});
