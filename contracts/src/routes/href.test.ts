import { RouteError } from './errors';
import { buildHref, href } from './href';
import type { RouteId } from './route-ids';

function errorOf(fn: () => unknown): RouteError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RouteError) return error;
    throw error;
  }
  throw new Error('expected a RouteError');
}

describe('href', () => {
  it('prefixes the world and percent-encodes params', () => {
    expect(href('material', { id: 7, slug: 'übung für Klasse 5' }, 'de')).toBe('/de/material/7/%C3%BCbung%20f%C3%BCr%20Klasse%205');
    expect(href('material', { id: '7', slug: 'a/b?c#d' }, 'nl')).toBe('/nl/material/7/a%2Fb%3Fc%23d');
    expect(href('lessons', { id: 1, slug: 'mathe/klasse 5' }, 'de')).toBe('/de/unterricht/1/mathe/klasse%205');
    expect(href('firstUpload', {}, 'nl')).toBe('/nl/first-upload');
    expect(href('firstUpload', { materialId: 9 }, 'nl')).toBe('/nl/first-upload/9');
  });

  it('adds query and hash', () => {
    expect(href('searchResults', {}, 'nl', { query: { q: 'a b', page: 2, tag: ['x', 'y'], empty: undefined, none: null } })).toBe(
      '/nl/search-results?q=a+b&page=2&tag=x&tag=y',
    );
    expect(href('terms', {}, 'nl', { hash: 'data_protection' })).toBe('/nl/info/terms-and-conditions#data_protection');
    expect(href('help', {}, 'nl', { query: new URLSearchParams('a=1') })).toBe('/nl/help?a=1');
    expect(href('help', {}, 'nl', { query: {} })).toBe('/nl/help');
  });

  it('throws a typed error naming what is wrong', () => {
    expect(errorOf(() => buildHref('material', { id: 7 }, 'de'))).toMatchObject({
      code: 'MISSING_PARAM',
      param: 'slug',
      routeId: 'material',
    });
    expect(errorOf(() => buildHref('material', { id: 7, slug: '' }, 'de'))).toMatchObject({ code: 'MISSING_PARAM', param: 'slug' });
    expect(errorOf(() => buildHref('material', { id: 'x7', slug: 's' }, 'de'))).toMatchObject({ code: 'INVALID_PARAM', param: 'id' });
    expect(errorOf(() => buildHref('material', { id: 7, slug: '..' }, 'de'))).toMatchObject({ code: 'INVALID_PARAM', param: 'slug' });
    expect(errorOf(() => buildHref('unsubscribe', { token: 'a b' }, 'de'))).toMatchObject({ code: 'INVALID_PARAM', param: 'token' });
    expect(errorOf(() => buildHref('home', { tab: 'feed' }, 'de'))).toMatchObject({ code: 'INVALID_PARAM', param: 'tab' });
    expect(errorOf(() => buildHref('schoolLanding', { school: 'x' }, 'nl'))).toMatchObject({ code: 'ROUTE_NOT_IN_WORLD', world: 'nl' });
    expect(errorOf(() => buildHref('teacherReferral', {}, 'de'))).toMatchObject({ code: 'ROUTE_NOT_IN_WORLD' });
    expect(errorOf(() => buildHref('help', {}, 'xx'))).toMatchObject({ code: 'UNKNOWN_WORLD', world: 'xx' });
    expect(errorOf(() => buildHref('notFound', {}, 'de'))).toMatchObject({ code: 'NOT_ADDRESSABLE' });
    expect(errorOf(() => buildHref('nope' as RouteId, {}, 'de'))).toMatchObject({ code: 'UNKNOWN_ROUTE' });
    expect(errorOf(() => buildHref('material', { id: 7 }, 'de')).message).toContain('"slug"');
  });

  describe('on a partner-author custom domain', () => {
    const customDomain = { world: 'de', authorId: 7, authorSlug: 'anna' };

    it("serves the author's page, blog, materials and material pages without a world prefix", () => {
      expect(href('author', { id: 7, slug: 'anna' }, 'de', { customDomain })).toBe('/');
      expect(href('author', { id: 7, slug: 'anna', tab: 'blog' }, 'de', { customDomain })).toBe('/blog');
      expect(href('author', { id: '7', slug: 'anna', tab: 'materials' }, 'de', { customDomain, query: { p: 2 } })).toBe('/materials?p=2');
      expect(href('material', { id: 12, slug: 'brüche' }, 'de', { customDomain })).toBe('/material/12/br%C3%BCche');
    });

    it('keeps world-prefixed paths for everything else', () => {
      expect(href('author', { id: 8, slug: 'ben', tab: 'blog' }, 'de', { customDomain })).toBe('/de/autor/8/ben/blog');
      expect(href('author', { id: 7, slug: 'anna', tab: 'ratings' }, 'de', { customDomain })).toBe('/de/autor/7/anna/ratings');
      expect(href('shoppingCart', {}, 'de', { customDomain })).toBe('/de/warenkorb');
      expect(href('material', { id: 12, slug: 'x' }, 'it', { customDomain })).toBe('/it/materiale/12/x');
    });
  });
});

// Type tests: checked by tsc (check-types), never run.
export function typeTests(): void {
  href('material', { id: 1, slug: 's' }, 'de');
  href('author', { id: 1, slug: 's' }, 'de');
  href('author', { id: 1, slug: 's', tab: 'blog' }, 'de');
  href('help', {}, 'de');
  // @ts-expect-error slug is required
  href('material', { id: 1 }, 'de');
  // @ts-expect-error the param is materialId, not id
  href('firstUpload', { id: 1 }, 'de');
  // @ts-expect-error not a route id
  href('materials', {}, 'de');
  buildHref('material' as RouteId, { id: 1 }, 'de');
}
