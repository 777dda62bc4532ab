import { formatRating } from './number';

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
