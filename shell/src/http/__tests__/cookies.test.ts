import { isUsableToken, readCookie, xsrfTokenFor } from '../cookies';

const API = 'http://localhost:4300';

describe('readCookie', () => {
  it('finds one cookie among others, URL-decoded, and answers null when absent or empty', () => {
    expect(readCookie('a=1; XSRF-TOKEN=x%3Dy; b=2', 'XSRF-TOKEN')).toBe('x=y');
    expect(readCookie('NOT-XSRF-TOKEN=1; b=2', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('XSRF-TOKEN=', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A'); // not decodable: as it is
  });
});

describe('xsrfTokenFor (spec §9)', () => {
  const cookies = 'XSRF-TOKEN=tok';
  it('answers the cookie for unsafe methods to the API origin only', () => {
    for (const method of ['POST', 'put', 'PATCH', 'DELETE']) expect(xsrfTokenFor(method, `${API}/v3/x`, API, cookies)).toBe('tok');
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(xsrfTokenFor(method, `${API}/v3/x`, API, cookies)).toBeNull();
    expect(xsrfTokenFor('POST', 'http://localhost:9999/v3/x', API, cookies)).toBeNull();
    expect(xsrfTokenFor('POST', 'https://sentry.example/api/1/store/', API, cookies)).toBeNull();
    expect(xsrfTokenFor('POST', `${API}/v3/x`, API, 'other=1')).toBeNull();
  });
});

describe('isUsableToken (spec §3 access token validity check)', () => {
  it('accepts token-shaped strings only', () => {
    expect(isUsableToken('Qx2-_abc.def~+/=')).toBe(true);
    for (const bad of [null, undefined, '', 'undefined', 'null', 'a b', 'a\nb']) expect(isUsableToken(bad)).toBe(false);
  });
});
