import { isPublicIp, lookupIp, parseCountryHeader } from '../src/geo/geoip';
import { json, startApi, type TestApi } from './helpers';

// Addresses from long-standing, stable allocations (WHOIS/ASN country of the holder).
const GERMAN_IP = '85.214.132.117'; // Strato AG, Berlin
const GREEK_IP = '193.92.1.1'; // OTE, Athens
const US_IP = '8.8.8.8'; // Google
const AUSTRIAN_IP = '193.170.1.1'; // ACOnet (Vienna), a country without a world

describe('GET /v3/location/get-country', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ GEOIP_HEADER: 'CF-IPCountry' });
  });
  afterAll(() => api.close());

  const get = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    api.app.inject({ method: 'GET', url: '/v3/location/get-country?world=de', headers, remoteAddress });

  it('answers the trusted proxy header, with the currency of its world (spec §7)', async () => {
    expect(json(await get({ 'cf-ipcountry': 'GR' }))).toEqual({ code: 'GR', name: 'Ελλάδα', currencyCode: 'EUR' });
    const pl = json(await get({ 'cf-ipcountry': 'pl' }));
    expect(pl.code).toBe('PL');
    expect(pl.currencyCode).toBe('PLN');
    expect(json(await get({ 'cf-ipcountry': 'IN' })).currencyCode).toBe('INR');
  });

  it('a country without a world keeps its code and gets the default world currency', async () => {
    expect(json(await get({ 'cf-ipcountry': 'AT' }))).toEqual({ code: 'AT', name: 'Austria', currencyCode: 'EUR' });
  });

  it('looks the address up in the IP-range database without a header', async () => {
    expect(json(await get({}, GERMAN_IP)).code).toBe('DE');
    expect(json(await get({}, GREEK_IP)).code).toBe('GR');
    expect(json(await get({}, `::ffff:${US_IP}`)).code).toBe('US');
    // X-Forwarded-For counts only from a proxy TRUST_PROXY names (issue 13; security-login-throttle.test.ts):
    // unset here, so the private socket address 10.0.0.2 decides, not the Austrian address in the header.
    expect(json(await get({ 'x-forwarded-for': `${AUSTRIAN_IP}, 10.0.0.1` }, '10.0.0.2')).code).toBe('de');
  });

  it('private and loopback addresses are unknown: de (spec §8)', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.10', '172.20.0.1', '::1', 'fd00::1', '100.64.0.1']) {
      expect(json(await get({}, ip))).toEqual({ code: 'de', name: 'Deutschland', currencyCode: 'EUR' });
    }
  });

  it('ignores a malformed or unknown-country header and falls back to the address', async () => {
    for (const value of ['XX', 'T1', 'GRC', '1', "G'; DROP TABLE users; --", '']) {
      const res = await get({ 'cf-ipcountry': value }, GERMAN_IP);
      expect(res.statusCode).toBe(200);
      expect(json(res).code).toBe('DE');
    }
    expect(json(await get({ 'cf-ipcountry': 'ZZZ' })).code).toBe('de');
  });

  it('a chosen country (cookie) wins over geolocation', async () => {
    expect(json(await get({ 'cf-ipcountry': 'GR', cookie: 'countryCode=it' })).code).toBe('it');
    expect(json(await get({ 'cf-ipcountry': 'GR', cookie: 'countryCode=zz' })).code).toBe('GR');
  });

  it('rejects an unknown world with 400', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v3/location/get-country?world=xx' });
    expect(res.statusCode).toBe(400);
  });
});

describe('without GEOIP_HEADER the header is not trusted', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('uses the address, not a client-sent header', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v3/location/get-country', headers: { 'cf-ipcountry': 'GR' }, remoteAddress: GERMAN_IP });
    expect(json(res).code).toBe('DE');
  });
});

describe('geoip helpers', () => {
  it('classifies addresses', () => {
    expect(isPublicIp(US_IP)).toBe(true);
    expect(isPublicIp('2a00:1450:4001:80b::200e')).toBe(true);
    for (const ip of ['127.0.0.1', '::1', '10.0.0.1', 'fe80::1', '::ffff:192.168.1.1', 'not-an-ip', '']) expect(isPublicIp(ip)).toBe(false);
  });

  it('parses country headers strictly', () => {
    expect(parseCountryHeader(' de ')).toBe('DE');
    expect(parseCountryHeader(['fr', 'de'])).toBe('FR');
    expect(parseCountryHeader('XX')).toBeNull();
    expect(parseCountryHeader(undefined)).toBeNull();
  });

  it('looks up IPv4 and IPv6 public ranges, null for private ones', async () => {
    expect(await lookupIp(GERMAN_IP)).toBe('DE');
    expect(await lookupIp('2a00:1450:4001:80b::200e')).toMatch(/^[A-Z]{2}$/);
    expect(await lookupIp('192.168.1.1')).toBeNull();
  });
});
