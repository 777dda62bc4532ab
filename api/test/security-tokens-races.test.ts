import { createHash } from 'node:crypto';
import { json, login, setupApi } from './helpers';
import { mailedToken, outboxMails, PUBLIC_WEB_URL } from './security-helpers';

// Issue 13 item 8: an older reset link stayed valid after a newer one; ten parallel sign-ups of one
// address gave nine 500s; every anonymous GET /v1/cart/view inserted a cart row.
const api = setupApi({ PUBLIC_WEB_URL });

const post = (url: string, payload: Record<string, unknown>) => api.app.inject({ method: 'POST', url, payload });
const recoveryToken = () => mailedToken(api, 'seller@teachmarket.test', 'password_recovery', '/de/password-recovery/');

describe('password reset tokens', () => {
  it('asking again revokes the older link as soon as the newer one is issued; the newer one works once', async () => {
    await post('/v3/password/forgot?world=de', { email: 'seller@teachmarket.test' });
    const first = await recoveryToken();
    await post('/v3/password/forgot?world=de', { email: 'seller@teachmarket.test' });
    const second = await recoveryToken();
    expect(second).not.toBe(first);

    // The attacker holding the first mail's link: dead once the second was issued (before it is used).
    const stale = await post('/v3/password/recover', { token: first, password: 'attacker-choice' });
    expect([stale.statusCode, json(stale).error.code]).toEqual([410, 'token_superseded']);
    expect((await post('/v3/password/recover', { token: second, password: 'owner-choice-1' })).statusCode).toBe(200);
    // ...and still dead after the second was used; the second is single-use.
    expect(json(await post('/v3/password/recover', { token: first, password: 'attacker-choice' })).error.code).toBe('token_superseded');
    expect(json(await post('/v3/password/recover', { token: second, password: 'attacker-choice' })).error.code).toBe('token_used');
    await login(api, 'seller@teachmarket.test', 'owner-choice-1');
    await expect(login(api, 'seller@teachmarket.test', 'attacker-choice')).rejects.toThrow('login failed');
  });

  it('stores only a hash of each token, never the token itself', async () => {
    await post('/v3/password/forgot?world=de', { email: 'seller@teachmarket.test' });
    const token = await recoveryToken();
    const rows = await api.db.query<Record<string, unknown>>('SELECT * FROM account_tokens');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
    const sha256 = createHash('sha256').update(token).digest('hex');
    expect(rows.filter((r) => r.token_hash === sha256)).toHaveLength(1);
  });

  it('the migration keeps only the newest open token per user and kind', async () => {
    const { sql } = await import('../src/db/migrations/028-auth-hardening');
    const update = sql.slice(sql.indexOf('UPDATE account_tokens'), sql.indexOf(';', sql.indexOf('UPDATE account_tokens')) + 1);
    await api.db.query(`DELETE FROM account_tokens WHERE user_id = 1`);
    await api.db.query(
      `INSERT INTO account_tokens (token_hash, kind, user_id, expires_at, created_at) VALUES
        ('old', 'password_recovery', 1, now() + interval '1 hour', now() - interval '10 minutes'),
        ('new', 'password_recovery', 1, now() + interval '1 hour', now() - interval '1 minute'),
        ('confirm', 'register_confirm', 1, now() + interval '1 day', now() - interval '5 minutes')`,
    );
    await api.db.exec(update);
    const open = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM account_tokens WHERE user_id = 1 AND revoked_at IS NULL ORDER BY token_hash');
    expect(open.map((r) => r.token_hash)).toEqual(['confirm', 'new']);
  });
});

describe('parallel sign-ups of one address', () => {
  it('ten at once: no 5xx, all answered alike, one account, one confirm mail', async () => {
    const email = 'race@school.test';
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      post('/v3/registration?world=de', { email, password: 'long-enough', public_name: 'Racer', accept_terms: true })));
    expect(answers.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(answers.map((r) => [r.statusCode, json(r)])).toEqual(Array.from({ length: 10 }, () => [200, { success: true }]));
    expect(await api.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(1);
    expect((await outboxMails(api, email, 'register_confirm'))).toHaveLength(1);
  });
});

describe('anonymous cart views', () => {
  const view = (headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url: '/v1/cart/view?world=de', headers });
  const cartRows = async () => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts'))[0]!.n;

  it('100 views without (or with a made-up) token create no cart rows and show an empty cart', async () => {
    const before = await cartRows();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => view(i % 2 ? { 'x-cart-token': `made-up-${i}` } : {})));
    expect(await cartRows()).toBe(before);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cart-token']).toBeUndefined();
      expect(json(res).items.cart).toMatchObject({ token: '', cartItems: [], finalPrice: 0, voucher: null });
    }
  });

  it('the first addition creates the cart, and its token shows it', async () => {
    const [m] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'de' AND final_price_cents > 0 AND NOT is_bundle AND status = 'published' ORDER BY id LIMIT 1`);
    const before = await cartRows();
    const added = await api.app.inject({ method: 'POST', url: '/v1/cart/add?world=de', payload: { material_id: m!.id } });
    const token = added.headers['x-cart-token'] as string;
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(await cartRows()).toBe(before + 1);
    expect(json(await view({ 'x-cart-token': token })).items.cart).toMatchObject({ token, cartItems: [{ id: m!.id }] });
    // A refused addition (unknown material) creates nothing.
    await api.app.inject({ method: 'POST', url: '/v1/cart/add?world=de', payload: { material_id: 999999999 } });
    expect(await cartRows()).toBe(before + 1);
  });
});
