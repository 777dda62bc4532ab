import http from 'node:http';
import { savedRegistry } from './saved-registry.mjs';

// Issue 19: what scripts/serve.mjs serves as /remotes.json: the newest registry saved in the operators'
// console (the API), else the server's own; a 304 or an API that is down keeps what was read last.
const until = async (check) => {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
};

describe('saved registry (issue 19)', () => {
  let answer = { status: 404 };
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers['if-none-match'] ?? null);
    if (answer.status === 'down') return req.socket.destroy();
    if (answer.status === 200 && req.headers['if-none-match'] === answer.etag) {
      res.statusCode = 304;
      return res.end();
    }
    res.statusCode = answer.status;
    if (answer.etag) res.setHeader('etag', answer.etag);
    res.end(answer.status === 200 ? JSON.stringify({ id: 1, registry: answer.registry }) : '{}');
  });
  let url = '';
  beforeAll(async () => {
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('serves the server\'s own registry until one is saved, then the saved one; keeps it over 304s and outages', async () => {
    const own = () => '{"remotes":{"own":true}}';
    const registry = savedRegistry(url, own, 20);
    await until(() => seen.length >= 1);
    expect(registry.text()).toBe(own());

    answer = { status: 200, etag: '"registry-1"', registry: { remotes: { saved: true } } };
    await until(() => registry.text() !== own());
    expect(JSON.parse(registry.text())).toEqual({ remotes: { saved: true } });
    // Unchanged: the next polls send the ETag and get a 304.
    const before = seen.length;
    await until(() => seen.length >= before + 2);
    expect(seen.at(-1)).toBe('"registry-1"');
    expect(JSON.parse(registry.text())).toEqual({ remotes: { saved: true } });

    answer = { status: 'down' };
    const down = seen.length;
    await until(() => seen.length >= down + 2);
    expect(JSON.parse(registry.text())).toEqual({ remotes: { saved: true } });

    // Nothing saved any more (a fresh database): the server's own again.
    answer = { status: 404 };
    await until(() => registry.text() === own());
  });
});
