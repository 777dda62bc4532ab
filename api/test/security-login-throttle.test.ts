import { buildApp } from '../src/app';
import { ACCOUNT_POLICY, IP_POLICY } from '../src/auth/login-throttle';
import { loadConfig } from '../src/config';
import type { App } from '../src/context';
import type { Db } from '../src/db';
import { openPostgres } from '../src/db/postgres';
import { json, startApi, setupApi } from './helpers';

// Issue 13 item 3: the login limit trusted X-Forwarded-For (trustProxy: true), so an attacker who
// wrote a new address into each request was never limited. Now the socket's address counts unless
// TRUST_PROXY names the proxy, and the per-account limit is in the database, shared by every instance.
const api = setupApi();

type Payload = Record<string, string>;
const attempt = (app: App, payload: Payload, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/v3/oauth2/authenticate', headers, remoteAddress, payload: { client_id: 'teachmarket-web', grant_type: 'password', ...payload } });
let n = 0;
const rotatingIp = () => ({ 'x-forwarded-for': `198.51.100.${(n += 1) % 250}` });

describe('X-Forwarded-For does not bypass the login limit', () => {
  it('guessing one account with a new X-Forwarded-For each time is still stopped, with Retry-After', async () => {
    const guess = { username: 'seller@teachmarket.test', password: 'wrong-guess' };
    for (let i = 0; i <= ACCOUNT_POLICY.free; i++) expect((await attempt(api.app, guess, rotatingIp())).statusCode).toBe(400);
    // From the shell's origin (cross-origin, as in the browser).
    const blocked = await attempt(api.app, { ...guess, password: 'teachmarket' }, { ...rotatingIp(), origin: 'http://localhost:3000' });
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).error.code).toBe('too_many_attempts');
    // The first wait after the free tries is the policy's base, and the login page can read it:
    // CORS exposes Retry-After, which the page turns into "try again from hh:mm".
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(ACCOUNT_POLICY.baseSeconds - 5);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_POLICY.baseSeconds);
    expect(String(blocked.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/)).toContain('retry-after');
  });

  it('one password tried on many accounts with rotating X-Forwarded-For hits the per-IP limit', async () => {
    for (let i = 0; i <= IP_POLICY.free; i++) {
      expect((await attempt(api.app, { username: `spray-${i}@example.org`, password: 'Sommer2024' }, rotatingIp(), '192.0.2.10')).statusCode).toBe(400);
    }
    const blocked = await attempt(api.app, { username: 'buyer@teachmarket.test', password: 'teachmarket' }, rotatingIp(), '192.0.2.10');
    expect(blocked.statusCode).toBe(429);
    // Someone at another address still logs in: the limit is per client, not global.
    expect((await attempt(api.app, { username: 'buyer@teachmarket.test', password: 'teachmarket' }, {}, '192.0.2.11')).statusCode).toBe(200);
  });

  it('a burst of parallel guesses gets no more tries than sequential ones', async () => {
    const guess = { username: 'school-admin@teachmarket.test', password: 'wrong-guess' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(api.app, guess, rotatingIp())));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(ACCOUNT_POLICY.free + 1);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - ACCOUNT_POLICY.free - 1);
  });
});

describe('TRUST_PROXY names the proxy whose X-Forwarded-For counts', () => {
  it('behind the named proxy the client address from the header is limited, other clients are not', async () => {
    const proxied = await startApi({ TRUST_PROXY: '10.0.0.5' });
    try {
      const viaProxy = (client: string) => ({ 'x-forwarded-for': client });
      for (let i = 0; i <= IP_POLICY.free; i++) {
        expect((await attempt(proxied.app, { username: `proxied-${i}@example.org`, password: 'Sommer2024' }, viaProxy('203.0.113.66'), '10.0.0.5')).statusCode).toBe(400);
      }
      const right = { username: 'buyer@teachmarket.test', password: 'teachmarket' };
      expect((await attempt(proxied.app, right, viaProxy('203.0.113.66'), '10.0.0.5')).statusCode).toBe(429);
      // Another visitor behind the same proxy is a different client.
      expect((await attempt(proxied.app, right, viaProxy('203.0.113.67'), '10.0.0.5')).statusCode).toBe(200);
      // The header counts only from the named proxy: a direct client cannot pick an address.
      expect((await attempt(proxied.app, right, viaProxy('203.0.113.68'), '203.0.113.66')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('refuses TRUST_PROXY values that would trust anyone', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,not-an-ip' })).toThrow(/not-an-ip/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('the per-account limit is shared by every API instance', () => {
  it('two app instances on one database: failures on A and B add up', async () => {
    // The second instance has a Db of its own, as a second process would: on PostgreSQL its own
    // pool; on the embedded PGlite (one per process) a separate object over the same database.
    const db: Db = api.config.databaseUrl ? await openPostgres(api.config.databaseUrl) : Object.assign(Object.create(api.db) as Db, { close: async () => undefined });
    const second = await buildApp(api.config, db, { logger: false });
    await second.ready();
    try {
      const guess = { username: 'terms@teachmarket.test', password: 'wrong-guess' };
      const apps = [api.app, second];
      for (let i = 0; i <= ACCOUNT_POLICY.free; i++) expect((await attempt(apps[i % 2]!, guess, {}, `192.0.2.${30 + i}`)).statusCode).toBe(400);
      for (const app of apps) {
        const blocked = await attempt(app, { ...guess, password: 'teachmarket' }, {}, '192.0.2.99');
        expect(blocked.statusCode).toBe(429);
        expect(json(blocked).error.code).toBe('too_many_attempts');
      }
    } finally {
      await second.close();
      await db.close();
    }
  });

  it('the wait grows with each failure after it ends, and a right password starts afresh', async () => {
    const email = 'operator@teachmarket.test';
    const guess = { username: email, password: 'wrong-guess' };
    for (let i = 0; i <= ACCOUNT_POLICY.free; i++) await attempt(api.app, guess);
    const first = Number((await attempt(api.app, guess)).headers['retry-after']);
    // The wait is over (moved into the past instead of sleeping): the next failure doubles it.
    await api.db.query(`UPDATE login_throttles SET blocked_until = now() - interval '1 second' WHERE key LIKE 'a|%' AND failures = $1`, [ACCOUNT_POLICY.free + 1]);
    expect((await attempt(api.app, guess)).statusCode).toBe(400);
    const second = Number((await attempt(api.app, guess)).headers['retry-after']);
    expect(second).toBeGreaterThan(first);
    expect(second).toBeLessThanOrEqual(2 * ACCOUNT_POLICY.baseSeconds);
    await api.db.query(`UPDATE login_throttles SET blocked_until = NULL WHERE key LIKE 'a|%'`);
    expect((await attempt(api.app, { username: email, password: 'teachmarket' })).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_POLICY.free; i++) expect((await attempt(api.app, guess)).statusCode).toBe(400);
  });
});
