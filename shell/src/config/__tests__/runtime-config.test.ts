import { ConfigError, parseRuntimeConfig } from '../runtime-config';

describe('parseRuntimeConfig', () => {
  it('reads a valid config and normalises the API URL and hosts', () => {
    const config = parseRuntimeConfig({
      apiUrl: 'http://localhost:4000/',
      devOverrideOrigins: ['http://localhost:5001'],
      customDomains: { 'Anna.Example': { world: 'de', authorId: 3, authorSlug: 'anna' } },
    });
    expect(config).toEqual({
      apiUrl: 'http://localhost:4000',
      devOverrideOrigins: ['http://localhost:5001'],
      customDomains: { 'anna.example': { world: 'de', authorId: 3, authorSlug: 'anna' } },
      partnerMarker: '/partner/',
    });
  });

  it.each([
    [null, /JSON object/],
    [{ apiUrl: 'localhost:4000' }, /apiUrl/],
    [{ apiUrl: 'http://a', devOverrideOrigins: 'x' }, /devOverrideOrigins/],
    [{ apiUrl: 'http://a', customDomains: { h: { world: 'de' } } }, /customDomains\["h"\]/],
    [{ apiUrl: 'http://a', partnerMarker: '' }, /partnerMarker/],
  ])('fails fast on %p with a message naming the setting', (raw, message) => {
    expect(() => parseRuntimeConfig(raw)).toThrow(ConfigError);
    expect(() => parseRuntimeConfig(raw)).toThrow(message);
  });
});
