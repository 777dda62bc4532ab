import type { CustomDomains } from '../worlds';
import { match } from './match';

describe('match', () => {
  it('finds a localised route with decoded params and the query', () => {
    expect(match('/it/materiale/42/frazioni%20facili?ref=mail')).toMatchObject({
      world: 'it',
      routeId: 'material',
      params: { id: '42', slug: 'frazioni facili' },
      route: { app: 'mfe_material' },
    });
    expect(match('/it/materiale/42/x?ref=mail').query.get('ref')).toBe('mail');
  });

  it('returns the canonical home tab whatever the world word', () => {
    expect(match('/de/materialien')).toMatchObject({ world: 'de', routeId: 'home', params: { tab: 'materials' } });
    expect(match('/nl/materials')).toMatchObject({ world: 'nl', routeId: 'home', params: { tab: 'materials' } });
  });

  it('treats /{world} and /{world}/ as the home page', () => {
    expect(match('/gr')).toMatchObject({ world: 'gr', routeId: 'home', params: {} });
    expect(match('/gr/')).toMatchObject({ world: 'gr', routeId: 'home', params: {} });
    expect(match('/de/hilfe/')).toMatchObject({ world: 'de', routeId: 'help' });
  });

  it('leaves the world of the root path to the caller', () => {
    expect(match('/')).toMatchObject({ world: null, routeId: 'home', params: {} });
    expect(match('/?query=?utm_source=x').query.get('query')).toBe('?utm_source=x');
  });

  it('reads rest params with their slashes', () => {
    expect(match('/de/unterricht/7/mathe/klasse-5')).toMatchObject({ routeId: 'lessons', params: { id: '7', slug: 'mathe/klasse-5' } });
    expect(match('/de/unterricht/7')).toMatchObject({ routeId: 'lessons', params: { id: '7' } });
  });

  describe('notFound', () => {
    it.each([
      ['/xx/help', null],
      ['/DE/hilfe', null],
      ['/help', null],
      ['/material/1/x', null],
    ])('unknown world: %s', (url, world) => {
      expect(match(url)).toMatchObject({ routeId: 'notFound', reason: 'unknown-world', world, route: { id: 'notFound' } });
    });

    it.each([
      '/de/nope',
      '/de/material/5',
      '/de/material/5/x/y',
      '/de/shopping-cart',
      '/de/materiale/5/x',
      '/nl/schulmaterialen/berlin',
      '/es/gewinnspiel',
      '/de/invita-docentes',
      '/de/hilfe/extra',
      '/de/ki-tools/dokumente/1',
      '/de//hilfe',
    ])('unknown path: %s', (url) => {
      expect(match(url)).toMatchObject({ routeId: 'notFound', reason: 'unknown-path' });
    });

    it.each([
      '/de/material/abc/x',
      '/de/material/-1/x',
      '/de/material/1.5/x',
      '/fr/billet/12a',
      '/de/ki-tools/quiz',
      '/de/erster-upload/abc',
      '/nl/unsubscribe/a%20b',
      '/de/material/1/%E0%A4%A',
      '/de/autor/1/anna/bad%20tab',
      '/de/unterricht/1/a//b',
    ])('bad params: %s', (url) => {
      expect(match(url)).toMatchObject({ routeId: 'notFound', reason: 'bad-params' });
    });

    it('keeps the world of a valid prefix', () => {
      expect(match('/es/nada')).toMatchObject({ world: 'es', reason: 'unknown-path' });
    });
  });

  describe('on a partner-author custom domain (spec §2)', () => {
    const domains: CustomDomains = { 'anna-lernt.example': { world: 'de', authorId: 7, authorSlug: 'anna' } };
    const on = (path: string) => match(path, 'anna-lernt.example', domains);

    it('serves the author page, /blog and /materials without a world prefix', () => {
      expect(on('/')).toMatchObject({ world: 'de', routeId: 'author', params: { id: '7', slug: 'anna' } });
      expect(on('/blog')).toMatchObject({ routeId: 'author', params: { id: '7', slug: 'anna', tab: 'blog' } });
      expect(on('/materials')).toMatchObject({ routeId: 'author', params: { tab: 'materials' } });
      expect(on('/blog').customDomain).toMatchObject({ host: 'anna-lernt.example', world: 'de', authorId: '7' });
    });

    it('serves /material/:id/:slug without a world prefix', () => {
      expect(on('/material/12/bruch%C3%BCbung')).toMatchObject({
        world: 'de',
        routeId: 'material',
        params: { id: '12', slug: 'bruchübung' },
      });
      expect(on('/material/zwölf/x')).toMatchObject({ routeId: 'notFound', reason: 'bad-params' });
    });

    it('still serves prefixed paths, and 404s the rest in the domain world', () => {
      expect(on('/de/warenkorb')).toMatchObject({ world: 'de', routeId: 'shoppingCart' });
      expect(on('/impressum')).toMatchObject({ world: 'de', routeId: 'notFound', reason: 'unknown-path' });
    });

    it('takes the host from an absolute URL, with port or www.', () => {
      expect(match('https://www.anna-lernt.example:8443/blog', null, domains)).toMatchObject({
        routeId: 'author',
        params: { tab: 'blog' },
      });
      expect(match('/blog', 'teachmarket.example', domains)).toMatchObject({ routeId: 'notFound', reason: 'unknown-world' });
    });
  });
});
