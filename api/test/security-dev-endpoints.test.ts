import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { json, startApi, type TestApi } from './helpers';

// Issue 13 item 4: /dev/outbox and /dev/mail-link-tokens were on whenever NODE_ENV was not
// "production" and handed anyone a live recovery token. Now: only with DEV_ENDPOINTS=1, only for
// loopback clients (the socket's address, not headers), never with NODE_ENV=production.
const readOutbox = (api: TestApi, remoteAddress: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url: '/dev/outbox?format=json', remoteAddress, headers });
const mintToken = (api: TestApi, remoteAddress: string) =>
  api.app.inject({ method: 'POST', url: '/dev/mail-link-tokens', remoteAddress, payload: { email: 'buyer@teachmarket.test', partition: 'mailing' } });

describe('without DEV_ENDPOINTS', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ DEV_ENDPOINTS: '' });
  });
  afterAll(() => api.close());

  it('the outbox and the token mint are 404, even for loopback', async () => {
    await api.app.inject({ method: 'POST', url: '/v3/password/forgot?world=de', payload: { email: 'buyer@teachmarket.test' } });
    const outbox = await readOutbox(api, '127.0.0.1');
    expect([outbox.statusCode, json(outbox).error.code]).toEqual([404, 'not_found']);
    expect(outbox.body).not.toContain('password-recovery');
    expect((await mintToken(api, '127.0.0.1')).statusCode).toBe(404);
    // Not in the OpenAPI document either.
    expect(Object.keys(json(await api.app.inject({ method: 'GET', url: '/docs/json' })).paths).filter((p) => p.startsWith('/dev/'))).toEqual([]);
  });
});

describe('with DEV_ENDPOINTS=1', () => {
  let api: TestApi;
  beforeAll(async () => {
    // TRUST_PROXY names a proxy so a forged X-Forwarded-For: 127.0.0.1 would become request.ip.
    api = await startApi({ DEV_ENDPOINTS: '1', TRUST_PROXY: '203.0.113.5' });
    await api.app.inject({ method: 'POST', url: '/v3/password/forgot?world=de', payload: { email: 'buyer@teachmarket.test' } });
  });
  afterAll(() => api.close());

  it('a client elsewhere gets 404, also when it claims to be 127.0.0.1 in X-Forwarded-For', async () => {
    for (const [address, headers] of [['203.0.113.9', {}], ['203.0.113.5', { 'x-forwarded-for': '127.0.0.1' }], ['10.1.2.3', { host: 'localhost' }]] as const) {
      const outbox = await readOutbox(api, address, headers);
      expect([outbox.statusCode, json(outbox).error.code]).toEqual([404, 'not_found']);
      expect(outbox.body).not.toContain('password-recovery');
    }
    expect((await mintToken(api, '203.0.113.9')).statusCode).toBe(404);
  });

  it('a loopback client (IPv4, IPv6, IPv4-mapped) reads the outbox and mints tokens', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const outbox = await readOutbox(api, address);
      expect(outbox.statusCode).toBe(200);
      expect(JSON.stringify(json(outbox).items)).toContain('password-recovery');
    }
    expect(json(await mintToken(api, '127.0.0.1')).token).toMatch(/^[\w-]{20,}$/);
  });
});

describe('start-up refuses DEV_ENDPOINTS with NODE_ENV=production', () => {
  it('loadConfig throws a ConfigError', () => {
    const production = { NODE_ENV: 'production', PUBLIC_WEB_URL: 'https://shop.example' };
    expect(() => loadConfig({ ...production, DEV_ENDPOINTS: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, DEV_ENDPOINTS: '1' })).toThrow(/DEV_ENDPOINTS=1 with NODE_ENV=production/);
    expect(loadConfig(production).devEndpoints).toBe(false);
  });

  it('the API process exits with the configuration error before it opens the database or listens', () => {
    const api = join(__dirname, '..');
    const run = spawnSync(join(api, 'node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: api, encoding: 'utf8', timeout: 60_000,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DEV_ENDPOINTS: '1', PUBLIC_WEB_URL: 'https://shop.example', API_PORT: '0', DATA_DIR: join(api, '.never-created') },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Configuration error: DEV_ENDPOINTS=1 with NODE_ENV=production');
  });
});
