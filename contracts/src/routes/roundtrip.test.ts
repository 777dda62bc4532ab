import { WORLDS } from '../worlds';
import { routeWorldPairs, sampleParams } from './fixtures';
import { buildHref } from './href';
import { match } from './match';
import { ROUTE_LIST, existsIn } from './table';

const SAMPLES = 12;
const pairs = routeWorldPairs();

describe('round trip: match(href(x)) === x', () => {
  it('covers every route in every world it exists in', () => {
    const expected = ROUTE_LIST.filter((r) => r.id !== 'notFound').reduce((sum, r) => sum + WORLDS.filter((w) => existsIn(r, w)).length, 0);
    expect(pairs).toHaveLength(expected);
    expect(expected).toBeGreaterThan(105 * 20); // almost every route exists in all 27 worlds
  });

  const routes = ROUTE_LIST.filter((r) => r.id !== 'notFound');
  it.each(routes.map((route) => [route.id, route] as const))('%s, in every world it exists in', (id, route) => {
    for (const { world } of pairs.filter((p) => p.route === route)) {
      const seed = [...`${id}/${world}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
      for (const params of sampleParams(route, SAMPLES, seed)) {
        const path = buildHref(id, params, world);
        const result = match(path);
        const got = { path, routeId: result.routeId, world: result.world, params: 'params' in result ? result.params : null };
        expect(got).toEqual({ path, routeId: id, world, params });
      }
    }
  });

  it('keeps the query string', () => {
    const path = buildHref('searchResults', {}, 'es', { query: { q: 'matemáticas 5º', page: 2, tag: ['a', 'b'] } });
    const result = match(path);
    expect(result.routeId).toBe('searchResults');
    expect(result.query.get('q')).toBe('matemáticas 5º');
    expect(result.query.getAll('tag')).toEqual(['a', 'b']);
  });

  it('survives absolute URLs and URL objects', () => {
    const path = buildHref('material', { id: 42, slug: 'übung für Klasse 5' }, 'de');
    for (const url of [`https://teachmarket.example${path}`, new URL(path, 'https://teachmarket.example')]) {
      expect(match(url)).toMatchObject({ routeId: 'material', world: 'de', params: { id: '42', slug: 'übung für Klasse 5' } });
    }
  });
});
