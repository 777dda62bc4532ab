import sharp from 'sharp';
import { bearer, json, login, setupApi } from './helpers';
import { multipart, pngImage, tinyPdf } from './multipart';

const api = setupApi();
let seller: string;
beforeAll(async () => {
  seller = await login(api, 'seller@teachmarket.test');
});

const send = (url: string, token: string | null, file: { value: Buffer; fileName: string; type?: string }[]) => {
  const body = multipart(file.map((f) => ({ name: 'file', ...f })));
  return api.app.inject({ method: 'POST', url, headers: { ...(token ? bearer(token) : {}), ...body.headers }, payload: body.payload });
};
const imageAt = async (url: string) => {
  const res = await api.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  return sharp(res.rawPayload).metadata();
};

describe('GET/POST /v1/user/details', () => {
  it('answers the profile as items and changes validated fields', async () => {
    const got = json(await api.app.inject({ method: 'GET', url: '/v1/user/details', headers: bearer(seller) }));
    expect(got.items).toMatchObject({ public_name: 'Sam Seller', is_seller: true, image_path: 'http://api.test/images/avatars/2.svg' });
    const res = await api.app.inject({
      method: 'POST', url: '/v1/user/details', headers: bearer(seller),
      payload: { public_name: '  Sam O\'Seller ', subtitle: null, facebook_profile: 'https://facebook.com/sam.seller' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).items).toMatchObject({ public_name: "Sam O'Seller", subtitle: null, facebook_profile: 'https://facebook.com/sam.seller' });
  });

  it('rejects unknown fields, wrong types, bad social URLs and an empty body with 400 + field', async () => {
    const post = (payload: unknown) => api.app.inject({ method: 'POST', url: '/v1/user/details', headers: bearer(seller), payload: payload as Record<string, unknown> });
    expect(json(await post({ is_seller: true })).error).toMatchObject({ code: 'validation_failed', field: 'is_seller' });
    expect(json(await post({ public_name: { first: 'Sam' } })).error.field).toBe('public_name');
    expect(json(await post({ instagram_profile: 'javascript:alert(1)' })).error.field).toBe('instagram_profile');
    expect((await post({})).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/v1/user/details' })).statusCode).toBe(401);
  });
});

describe('POST /v3/user-details/query', () => {
  it('finds public profiles by name; LIKE and SQL metacharacters are literal', async () => {
    const q = (query: string, world = 'de') => api.app.inject({ method: 'POST', url: `/v3/user-details/query?world=${world}`, payload: { query } });
    const found = json(await q('Seller'));
    expect(found.items.some((p: { slug: string }) => p.slug === 'sam-seller')).toBe(true);
    expect(json(await q('%')).items).toEqual([]);
    expect(json(await q("'; DROP TABLE users; --")).items).toEqual([]);
    expect((await q('')).statusCode).toBe(400);
    const extra = await api.app.inject({ method: 'POST', url: '/v3/user-details/query', payload: { query: 'a', sort: 'x' } });
    expect(json(extra).error.field).toBe('sort');
  });
});

describe('avatar and background uploads (spec §9 sizes)', () => {
  it('stores the author image (height 200) and the header avatar (32x32)', async () => {
    const res = await send('/v3/user-details/avatar', seller, [{ value: await pngImage(500, 500), fileName: 'me.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect((await imageAt(body.image_path)).height).toBe(200);
    expect(await imageAt(body.header_image_path)).toMatchObject({ width: 32, height: 32, format: 'webp' });
    const details = json(await api.app.inject({ method: 'GET', url: '/v1/user/details', headers: bearer(seller) }));
    expect(details.items.image_path).toBe(body.image_path);
  });

  it('scales the background to height 204 and at most 1200 wide, and removes it', async () => {
    const res = await send('/v3/user-details/background', seller, [{ value: await pngImage(3000, 400), fileName: 'bg.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.profile_background_data).toMatchObject({ width: 1200, height: 204, original_width: 3000 });
    expect(await imageAt(body.profile_background_path)).toMatchObject({ width: 1200, height: 204 });
    const removed = await api.app.inject({ method: 'POST', url: '/v3/user-details/remove-background', headers: bearer(seller) });
    expect(json(removed)).toEqual({ profile_background_path: null, profile_background_data: null });
    expect((await api.app.inject({ method: 'GET', url: new URL(body.profile_background_path as string).pathname })).statusCode).toBe(404);
  });

  it('rejects a PDF dressed as PNG (415), oversized images (413), two files (413) and anonymous callers (401)', async () => {
    const fake = await send('/v3/user-details/avatar', seller, [{ value: tinyPdf(), fileName: 'me.png', type: 'image/png' }]);
    expect(fake.statusCode).toBe(415);
    expect(json(fake).error.code).toBe('unsupported_file_type');
    const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await send('/v3/user-details/background', seller, [{ value: big, fileName: 'big.png', type: 'image/png' }]);
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig).error.code).toBe('file_too_large');
    const png = { value: await pngImage(), fileName: 'a.png', type: 'image/png' };
    expect((await send('/v3/user-details/avatar', seller, [png, png])).statusCode).toBe(413);
    expect((await send('/v3/user-details/avatar', null, [png])).statusCode).toBe(401);
  });

  it('serves only stored names (no path traversal)', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/uploads/avatars/..%2F..%2Fpassword' })).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/uploads/secrets/1-0123456789abcdef.webp' })).statusCode).toBe(400);
  });
});
