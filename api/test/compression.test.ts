import zlib from 'node:zlib';
import { startApi, type TestApi } from './helpers';

// Issue 16: the API's JSON goes out compressed when the client accepts it; what a client that
// accepts nothing gets is unchanged, and files are not compressed twice.
describe('compressed answers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  const search = (encoding?: string) =>
    api.app.inject({ method: 'GET', url: '/v1/search?world=de&per_page=24', headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends brotli to a browser that accepts it, and the bytes are the same search', async () => {
    const plain = await search();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const items = plain.json().items as { id: number }[];
    expect(items.length).toBeGreaterThan(0);

    const br = await search('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const decoded = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'));
    expect(decoded.items.map((m: { id: number }) => m.id)).toEqual(items.map((m) => m.id));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const gz = await search('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8')).items.length).toBeGreaterThan(0);
  });

  it('leaves small answers alone', async () => {
    const health = await api.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
