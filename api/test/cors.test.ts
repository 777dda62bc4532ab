import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApi, type TestApi } from './helpers';

// Issue 12: the browser sends PUT and DELETE cross-origin (shell on :3000, API on :4000), so each one
// is preceded by a preflight the API must answer with that method. These are real HTTP requests on a
// socket, the way Chromium sends them, not fastify.inject.

let api: TestApi;
let base: string;
beforeAll(async () => {
  // CORS_ORIGINS: an exact production origin (or a partner-author custom domain) besides localhost.
  api = await startApi({ CORS_ORIGINS: 'https://www.teachmarket.example' });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

const SHELL = 'http://localhost:3000';

function send(method: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What Chromium sends before a cross-origin fetch with that method and the shell's headers. */
const preflight = (path: string, method: string, origin = SHELL) =>
  send('OPTIONS', path, {
    origin,
    'access-control-request-method': method,
    'access-control-request-headers': 'authorization,content-type,x-xsrf-token',
  });

const list = (value: string | string[] | undefined) => String(value ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);

describe('CORS preflight for the write calls the frontend sends (issue 12)', () => {
  // The write calls of shared-kit/src/api/endpoints/ that are not GET/POST.
  const calls = [
    ['PUT', '/v1/account/bank-details?world=de'],
    ['PUT', '/v1/account/billing-address?world=de'],
    ['PUT', '/v1/account/mail-settings?world=de'],
    ['PUT', '/v3/schools/mine/address?world=de'],
    ['PUT', '/v1/blog-posts/1?world=de'],
    ['DELETE', '/v1/blog-posts/1?world=de'],
    ['DELETE', '/v3/schools/members/2?world=de'],
    ['DELETE', '/v3/schools/invitations/3?world=de'],
    ['DELETE', '/v3/uploads/material/4?world=de'],
    // No PATCH route today, but HttpMethod offers it: the first one must not be blocked by CORS.
    ['PATCH', '/v1/account/billing-address?world=de'],
  ] as const;

  it.each(calls)('allows %s %s from the shell, with credentials and the shell\'s headers', async (method, path) => {
    const res = await preflight(path, method);
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SHELL);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(list(res.headers['access-control-allow-methods'])).toContain(method.toLowerCase());
    expect(list(res.headers['access-control-allow-headers'])).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-xsrf-token']));
    // The answer differs per origin: caches must key on it.
    expect(list(res.headers.vary)).toContain('origin');
  });

  it('allows exactly the methods the frontend uses, and caches the answer for 10 minutes', async () => {
    const res = await preflight('/v1/account/billing-address', 'PUT');
    expect(list(res.headers['access-control-allow-methods']).sort()).toEqual(['delete', 'get', 'head', 'patch', 'post', 'put']);
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('allows a configured exact origin (CORS_ORIGINS) too', async () => {
    const res = await preflight('/v1/blog-posts/1', 'DELETE', 'https://www.teachmarket.example');
    expect(res.headers['access-control-allow-origin']).toBe('https://www.teachmarket.example');
    expect(list(res.headers['access-control-allow-methods'])).toContain('delete');
  });

  it.each(['https://evil.example', 'http://localhost.evil.example:3000', 'null'])('still refuses the foreign origin %s', async (origin) => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await preflight('/v1/account/bank-details', method, origin);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('the actual DELETE answer carries the origin too (the browser reads it only then)', async () => {
    const res = await send('DELETE', '/v3/schools/members/2?world=de', { origin: SHELL });
    expect(res.status).toBe(401); // not logged in: a real answer the page can read, not a CORS failure
    expect(res.headers['access-control-allow-origin']).toBe(SHELL);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });
});
