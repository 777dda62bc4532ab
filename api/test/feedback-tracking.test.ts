import { bearer, json, login, setupApi } from './helpers';

const api = setupApi();

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers });

describe('comments', () => {
  it('lists and adds comments; anonymous cannot post', async () => {
    expect((await inject('POST', '/v1/materials/1/comments', { body: 'Hallo' })).statusCode).toBe(401);
    const token = await login(api, 'buyer@teachmarket.test');
    const created = await inject('POST', '/v1/materials/1/comments', { body: "Danke! <script>alert('x')</script>" }, bearer(token));
    expect(created.statusCode).toBe(201);
    const list = json(await inject('GET', '/v1/materials/1/comments'));
    expect(list.items[0]).toMatchObject({ materialId: 1, author: { id: 1 } });
    expect(list.total).toBeGreaterThan(0);
  });

  it('validates the body and 404s unknown materials', async () => {
    const token = await login(api, 'buyer@teachmarket.test');
    expect(json(await inject('POST', '/v1/materials/1/comments', {}, bearer(token))).error.field).toBe('body');
    expect(json(await inject('POST', '/v1/materials/1/comments', { body: '   ' }, bearer(token))).error.field).toBe('body');
    expect((await inject('GET', '/v1/materials/999999/comments')).statusCode).toBe(404);
  });
});

describe('ratings', () => {
  it('only buyers rate; a second rating replaces the first', async () => {
    const [bought] = await api.db.query<{ material_id: number }>('SELECT material_id FROM purchases WHERE user_id = 1 ORDER BY material_id LIMIT 1');
    const [notBought] = await api.db.query<{ id: number }>('SELECT id FROM materials WHERE id NOT IN (SELECT material_id FROM purchases WHERE user_id = 1) LIMIT 1');
    const token = await login(api, 'buyer@teachmarket.test');
    const denied = await inject('POST', `/v1/materials/${notBought!.id}/ratings`, { stars: 5 }, bearer(token));
    expect(denied.statusCode).toBe(403);
    const id = bought!.material_id;
    const before = json(await inject('GET', `/v1/materials/${id}/ratings`)).summary.count;
    expect(json(await inject('POST', `/v1/materials/${id}/ratings`, { stars: 4, text: 'Gut' }, bearer(token))).summary.count).toBe(before + 1);
    const again = json(await inject('POST', `/v1/materials/${id}/ratings`, { stars: 5 }, bearer(token)));
    expect(again.summary.count).toBe(before + 1);
    const list = json(await inject('GET', `/v1/materials/${id}/ratings`));
    expect(list.items.find((r: { author: { id: number } }) => r.author.id === 1).stars).toBe(5);
    expect(json(await inject('GET', `/v1/materials/${id}?world=de`)).item.rating.count).toBe(before + 1);
  });

  it.each([[{ stars: 0 }, 'stars'], [{ stars: 6 }, 'stars'], [{ stars: 'five' }, 'stars'], [{ stars: 3, extra: 1 }, 'extra']])(
    'rejects %j', async (payload, field) => {
      const token = await login(api, 'buyer@teachmarket.test');
      const res = await inject('POST', '/v1/materials/1/ratings', payload, bearer(token));
      expect(res.statusCode).toBe(400);
      expect(json(res).error.field).toBe(field);
    });
});

describe('location and tracking', () => {
  it('get-country defaults to de; set-country stores a cookie for a year', async () => {
    expect(json(await inject('GET', '/v3/location/get-country'))).toEqual({ code: 'de', name: 'Deutschland', currencyCode: 'EUR' });
    const set = await inject('POST', '/v3/location/set-country', { code: 'pl' });
    expect(json(set)).toMatchObject({ code: 'pl', currencyCode: 'PLN' });
    const cookie = String(set.headers['set-cookie']);
    expect(cookie).toMatch(/countryCode=pl/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(json(await inject('GET', '/v3/location/get-country', undefined, { cookie: 'countryCode=pl' })).code).toBe('pl');
    expect(json(await inject('GET', '/v3/location/get-country', undefined, { cookie: 'countryCode=zz' })).code).toBe('de');
    expect((await inject('POST', '/v3/location/set-country', { code: 'zz' })).statusCode).toBe(400);
  });

  it('tracks events and returns a track_sid', async () => {
    const res = await inject('POST', '/v3/events/track?world=es', { events: [{ name: 'popup_viewed', properties: { id: 'abc' } }] });
    expect(res.statusCode).toBe(200);
    const sid = json(res).track_sid;
    const rows = await api.db.query<{ name: string; world: string }>('SELECT name, world FROM events WHERE track_sid = $1', [sid]);
    expect(rows).toEqual([{ name: 'popup_viewed', world: 'es' }]);
    expect((await inject('POST', '/v3/events/track', { events: [] })).statusCode).toBe(400);
    expect(json(await inject('POST', '/v3/events/track', { events: [{ name: "x'; DROP TABLE events;--" }] })).error.field).toBe('events.0.name');
  });
});

describe('images', () => {
  it('serves the watermarked preview (no plain variant, issue 13) and resizes within the spec limits', async () => {
    const preview = await inject('GET', '/images/previews/1/1.webp');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await inject('GET', '/images/previews/1/1-wm.webp')).statusCode).toBe(400);
    const resized = await inject('GET', '/images/resize?src=/images/previews/1/1.webp&h=200&q=80&format=jpeg');
    expect(resized.headers['content-type']).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    expect((await sharp(resized.rawPayload).metadata()).height).toBe(200);
    const avatar = await inject('GET', '/images/resize?src=/images/avatars/2.svg&w=32&h=32&q=95&fit=cover');
    expect((await sharp(avatar.rawPayload).metadata()).width).toBe(32);
  });

  it('crops a region and converts the format (spec §7 crop, convert)', async () => {
    const sharp = (await import('sharp')).default;
    const crop = await inject('GET', '/images/crop?src=/images/previews/1/1.webp&x=10&y=20&w=100&h=50&format=png');
    expect(crop.statusCode).toBe(200);
    expect(crop.headers['content-type']).toBe('image/png');
    expect(await sharp(crop.rawPayload).metadata()).toMatchObject({ width: 100, height: 50, format: 'png' });
    const outside = await inject('GET', '/images/crop?src=/images/previews/1/1.webp&x=0&y=0&w=1200&h=1200');
    expect(outside.statusCode).toBe(400);
    expect(json(outside).error).toMatchObject({ code: 'region_outside_image' });
    const original = await sharp((await inject('GET', '/images/previews/1/1.webp')).rawPayload).metadata();
    const converted = await inject('GET', '/images/convert?src=/images/previews/1/1.webp&format=jpeg&q=70');
    expect(converted.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(converted.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: original.width, height: original.height });
    const foreign = await inject('GET', `/images/convert?src=${encodeURIComponent('http://evil.example/a.png')}`);
    expect(json(foreign).error).toMatchObject({ code: 'unknown_image', field: 'src' });
  });

  it('404s unknown previews and refuses foreign sources', async () => {
    expect((await inject('GET', '/images/previews/999999/1.webp')).statusCode).toBe(404);
    expect((await inject('GET', '/images/previews/1/x.webp')).statusCode).toBe(400);
    const foreign = await inject('GET', `/images/resize?src=${encodeURIComponent('http://evil.example/a.png')}&h=10`);
    expect(json(foreign).error).toMatchObject({ code: 'unknown_image', field: 'src' });
  });
});
