import type { LightMyRequestResponse } from 'fastify';
import { bearer, login, startApi, setupApi } from './helpers';

// Issue 13 item 6: every API answer carries the security headers; /docs gets its own relaxed policy.
const api = setupApi();

/** The CSP header as directive -> sources. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

/** The headers every API answer must carry, whatever it is. */
function expectBaseline(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(csp(res)['frame-ancestors']).toEqual(["'none'"]);
  // Served over http (API_PUBLIC_URL http://api.test): no HSTS.
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

/** The policy of everything but /docs: nothing may run, load, or frame it. */
function expectStrictCsp(res: LightMyRequestResponse) {
  const policy = csp(res);
  expect(policy['default-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  expect(policy['form-action']).toEqual(["'none'"]);
  expect(policy['script-src']).toBeUndefined(); // falls back to default-src 'none'
}

describe('security headers of the API', () => {
  it('a JSON route: baseline headers, the strict policy, same-site resource policy', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v1/search?world=de&per_page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().items).toHaveLength(2);
    expectBaseline(res);
    expectStrictCsp(res);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('error answers (404, 400) carry the same headers', async () => {
    const missing = await api.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'not_found' } });
    expectBaseline(missing);
    expectStrictCsp(missing);
    const bad = await api.app.inject({ method: 'GET', url: '/v1/materials/abc/download?world=de' });
    expect(bad.statusCode).toBe(400);
    expectBaseline(bad);
  });

  it('images may be loaded cross-origin by the shell (avatar SVG, preview WebP)', async () => {
    const [author] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'seller@teachmarket.test'`);
    const avatar = await api.app.inject({ method: 'GET', url: `/images/avatars/${author!.id}.svg` });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(avatar.body).toContain('<svg');
    expectBaseline(avatar);
    expectStrictCsp(avatar);
    expect(avatar.headers['cross-origin-resource-policy']).toBe('cross-origin');

    // The preview URL as the shell gets it: from a search result (absolute, on API_PUBLIC_URL).
    const search = await api.app.inject({ method: 'GET', url: '/v1/search?world=de&per_page=5' });
    const previewUrl = /"(http:\/\/api\.test\/images\/previews\/[^"]+)"/.exec(search.body)?.[1];
    expect(previewUrl).toBeDefined();
    const preview = await api.app.inject({ method: 'GET', url: previewUrl!.slice('http://api.test'.length) });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(preview.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expectBaseline(preview);
  });

  it('a PDF download: an attachment with the strict policy and nosniff', async () => {
    const [p] = await api.db.query<{ material_id: number }>(
      `SELECT p.material_id FROM purchases p JOIN users u ON u.id = p.user_id WHERE u.email = 'buyer@teachmarket.test' ORDER BY p.id LIMIT 1`,
    );
    const res = await api.app.inject({
      method: 'GET', url: `/v1/materials/${p!.material_id}/download?world=de`, headers: bearer(await login(api, 'buyer@teachmarket.test')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.rawPayload.subarray(0, 8).toString('latin1')).toMatch(/^%PDF-1\.\d$/);
    expectBaseline(res);
    expectStrictCsp(res);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('/docs: Swagger UI gets a policy that lets its own files run, still without inline script', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectBaseline(page);
    const policy = csp(page);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]); // swagger-ui-bundle inserts a <style>
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    // Every script of the page is a file of this origin, so script-src 'self' lets all of them run.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const [, attrs, inline] of scripts) {
      expect(attrs).toMatch(/src="\.\/static\/[\w.-]+\.js"/);
      expect(inline!.trim()).toBe('');
    }
    // ... and they are served, as JavaScript, under the same policy.
    for (const [, attrs] of scripts) {
      const file = /src="\.\/(static\/[\w.-]+\.js)"/.exec(attrs!)![1];
      const js = await api.app.inject({ method: 'GET', url: `/docs/${file}` });
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toMatch(/javascript/);
      expect(csp(js)['script-src']).toEqual(["'self'"]);
    }
    // The OpenAPI document the page fetches (connect-src 'self').
    const spec = await api.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toMatch(/^3\./);
  });

  it('sends HSTS only when the API is published over https', async () => {
    const https = await startApi({ API_PUBLIC_URL: 'https://api.teachmarket.example' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await https.close();
    }
    const plain = await api.app.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
