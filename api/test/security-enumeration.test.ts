import { performance } from 'node:perf_hooks';
import { href } from '@teachmarket/contracts/routes';
import { fixtureUser, json, login, setupApi } from './helpers';
import { outboxMails, PUBLIC_WEB_URL } from './security-helpers';

// Issue 13 item 5: registering a taken address answered 409 email_taken, and a wrong password took
// ~36 ms for an existing account and ~4 ms for an unknown one: both told a stranger who has an account.
const api = setupApi({ PUBLIC_WEB_URL });

const register = (email: string, remoteAddress = '127.0.0.1') => api.app.inject({
  method: 'POST', url: '/v3/registration?world=de', remoteAddress,
  payload: { email, password: 'attacker-password', public_name: 'Probe', accept_terms: true },
});

describe('sign-up does not tell whether an address has an account', () => {
  it('a taken address gets the same status and body as a new one; its owner gets a mail instead', async () => {
    const fresh = await register('nobody-yet@school.test');
    const taken = await register('Buyer@Teachmarket.test');
    expect([taken.statusCode, json(taken)]).toEqual([fresh.statusCode, json(fresh)]);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);

    const owner = await outboxMails(api, 'buyer@teachmarket.test');
    expect(owner.map((m) => m.kind)).toEqual(['register_existing']);
    expect(owner[0]!.text).toContain(`${PUBLIC_WEB_URL}${href('login', {}, 'de')}`);
    // Issue 18: in the language of the owner's world (de).
    expect(owner[0]!.text).toMatch(/du hast aber schon ein Teachmarket-Konto/);
    // Nothing about the account changed: no second account, the owner's password still works.
    expect(await api.db.query(`SELECT 1 FROM users WHERE email = 'buyer@teachmarket.test'`)).toHaveLength(1);
    await login(api, 'buyer@teachmarket.test');
    await expect(login(api, 'buyer@teachmarket.test', 'attacker-password')).rejects.toThrow('login failed');
    // The new address got its confirm link as before.
    expect((await outboxMails(api, 'nobody-yet@school.test')).map((m) => m.kind)).toEqual(['register_confirm']);
  });

  it('repeated tries with a taken address mail its owner once, not a flood', async () => {
    for (let i = 0; i < 5; i++) expect((await register('seller@teachmarket.test')).statusCode).toBe(200);
    expect((await outboxMails(api, 'seller@teachmarket.test', 'register_existing'))).toHaveLength(1);
  });

  it('forgot password answers the same for an unknown address and mails nothing', async () => {
    const known = await api.app.inject({ method: 'POST', url: '/v3/password/forgot?world=de', payload: { email: 'buyer@teachmarket.test' } });
    const unknown = await api.app.inject({ method: 'POST', url: '/v3/password/forgot?world=de', payload: { email: 'no-account@school.test' } });
    expect([unknown.statusCode, json(unknown)]).toEqual([known.statusCode, json(known)]);
    expect(await outboxMails(api, 'no-account@school.test')).toEqual([]);
  });
});

describe('a wrong password costs the same for known and unknown accounts', () => {
  const wrongLogin = async (username: string, i: number): Promise<number> => {
    const started = performance.now();
    const res = await api.app.inject({
      // Each try from its own address: the per-IP limit is not what is measured here.
      method: 'POST', url: '/v3/oauth2/authenticate', remoteAddress: `192.0.2.${i + 1}`,
      payload: { client_id: 'teachmarket-web', grant_type: 'password', username, password: 'wrong-password' },
    });
    const ms = performance.now() - started;
    expect(json(res).error.code).toBe('invalid_grant');
    return ms;
  };
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

  it('mean time of 10 wrong passwords: existing accounts vs unknown addresses within a factor of 2', async () => {
    // One try per account (the per-account limit stays out of it), alternating, after a warm-up.
    const known = await Promise.all(Array.from({ length: 11 }, () => fixtureUser(api)));
    const [warm] = known.splice(0, 1);
    await wrongLogin(warm!.email, 100);
    await wrongLogin('warm-up@nowhere.test', 101);
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 10; i++) {
      knownMs.push(await wrongLogin(known[i]!.email, 2 * i));
      unknownMs.push(await wrongLogin(`nobody-${i}@nowhere.test`, 2 * i + 1));
    }
    const ratio = mean(knownMs) / mean(unknownMs);
    expect(ratio).toBeLessThan(2);
    expect(ratio).toBeGreaterThan(0.5);
  });
});
