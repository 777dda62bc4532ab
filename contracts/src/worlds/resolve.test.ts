import { resolveWorld, worldFromPath, type CustomDomains } from '.';

const customDomains: CustomDomains = {
  'anna-lernt.example': { world: 'it', authorId: 7, authorSlug: 'anna' },
  'broken.example': { world: 'xx', authorId: 1, authorSlug: 'b' },
};
const base = { pathname: '/', host: 'teachmarket.example', customDomains };

describe('resolveWorld (spec §1): path, custom domain, last visited, geo, default', () => {
  it('takes the path prefix first', () => {
    expect(resolveWorld({ ...base, pathname: '/fr/aide', host: 'anna-lernt.example', lastVisitedWorld: 'es', geoCountry: 'PL' })).toEqual({
      world: 'fr',
      source: 'path',
    });
  });

  it('then the partner-author custom domain', () => {
    expect(resolveWorld({ ...base, pathname: '/blog', host: 'anna-lernt.example', lastVisitedWorld: 'es', geoCountry: 'PL' })).toEqual({
      world: 'it',
      source: 'custom-domain',
      customDomain: { host: 'anna-lernt.example', world: 'it', authorId: '7', authorSlug: 'anna' },
    });
    expect(resolveWorld({ ...base, host: 'WWW.Anna-Lernt.example:8080' }).source).toBe('custom-domain');
  });

  it('then the last visited world, when valid', () => {
    expect(resolveWorld({ ...base, lastVisitedWorld: 'es', geoCountry: 'PL' })).toEqual({ world: 'es', source: 'last-visited' });
    expect(resolveWorld({ ...base, lastVisitedWorld: 'xx', geoCountry: 'PL' })).toEqual({ world: 'pl', source: 'geo' });
  });

  it('then the geolocated country when it is a world', () => {
    expect(resolveWorld({ ...base, geoCountry: 'IN' })).toEqual({ world: 'hi', source: 'geo' });
    expect(resolveWorld({ ...base, geoCountry: 'GR' })).toEqual({ world: 'gr', source: 'geo' });
    expect(resolveWorld({ ...base, geoCountry: 'AT' })).toEqual({ world: 'de', source: 'default' });
  });

  it('else de', () => {
    expect(resolveWorld({ pathname: '/xx/help' })).toEqual({ world: 'de', source: 'default' });
    expect(resolveWorld({ ...base, host: 'broken.example', lastVisitedWorld: null, geoCountry: null })).toEqual({
      world: 'de',
      source: 'default',
    });
  });

  it('reads only the first path segment as the world', () => {
    expect(worldFromPath('/nl/shopping-cart?x=1')).toBe('nl');
    expect(worldFromPath('/help/de')).toBeNull();
    expect(worldFromPath('/de?x')).toBe('de');
    expect(worldFromPath('')).toBeNull();
  });
});
