import { counterpartHref } from './counterpart';
import { href } from './href';

describe('counterpartHref (issue 18: the country switch keeps your place)', () => {
  it('keeps a German search with its filters on the Italian search', () => {
    const from = href('searchResults', {}, 'de', { query: { q: 'Bruch', subject: 1 } });
    expect(from).toBe('/de/suchergebnisse?q=Bruch&subject=1');
    expect(counterpartHref(from, 'it')).toBe(`${href('searchResults', {}, 'it')}?q=Bruch&subject=1`);
  });

  it('translates localised segments and keeps params of switchable routes', () => {
    expect(counterpartHref(href('home', { tab: 'blog' }, 'de'), 'fr')).toBe(href('home', { tab: 'blog' }, 'fr'));
    expect(counterpartHref(href('aiTool', { id: 3 }, 'es'), 'pl')).toBe(href('aiTool', { id: 3 }, 'pl'));
    expect(counterpartHref(href('terms', {}, 'gr'), 'it')).toBe(href('terms', {}, 'it'));
  });

  it('goes to the nearest parent that the other world has', () => {
    expect(counterpartHref(href('material', { id: 12, slug: 'bruchrechnen' }, 'de'), 'it')).toBe(href('home', {}, 'it'));
    expect(counterpartHref(href('aiToolDocument', { id: 5 }, 'de'), 'es')).toBe(href('aiToolDocuments', {}, 'es'));
    expect(counterpartHref(`${href('invoicePurchaseSuccess', {}, 'de')}?order=9`, 'fr')).toBe(href('boughtMaterials', {}, 'fr'));
  });

  it('goes home from a route the other world lacks and from unknown paths', () => {
    expect(counterpartHref(href('schoolLanding', { school: 'grundschule' }, 'de'), 'it')).toBe(href('home', {}, 'it'));
    expect(counterpartHref('/de/gibt-es-nicht', 'es')).toBe('/es');
    expect(counterpartHref('/', 'nl')).toBe('/nl');
  });
});
