import { hashToken } from '../src/auth/tokens';
import { bearer, json, login, setupApi } from './helpers';
import { lastMailedLink } from './mailbox';

const api = setupApi();
let free = 0;
let paid = 0;
beforeAll(async () => {
  const one = async (where: string) =>
    (await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE status = 'published' AND ${where} ORDER BY id LIMIT 1`))[0]?.id ?? 0;
  free = await one('final_price_cents = 0');
  paid = await one('final_price_cents > 0');
});

const ORIGIN = { origin: 'http://localhost:3000' };
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: { ...ORIGIN, ...headers } });
const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

async function lastMailLink(kind: string, to: string): Promise<string> {
  // The link as mailed (/dev/outbox): the delivered row keeps it with the token redacted (issue 13).
  const link = await lastMailedLink(api, kind, to);
  if (!link) throw new Error(`no ${kind} mail for ${to}`);
  return link;
}
const tokenOf = (link: string) => link.split('/').pop() ?? '';
const expire = (table: string, token: string) => api.db.query(`UPDATE ${table} SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [hashToken(token)]);

describe('school invitation and finish registration', () => {
  it('lets the school admin invite; the link shows the e-mail, sets name and password once and logs in', async () => {
    const admin = await login(api, 'school-admin@teachmarket.test');
    const res = await post('/v3/schools/invitations?world=de', { email: 'Colleague@School.test' }, bearer(admin));
    expect(res.statusCode).toBe(200);
    const link = await lastMailLink('complete_registration', 'colleague@school.test');
    expect(link).toMatch(/^http:\/\/localhost:3000\/de\/complete-registration\/[\w-]+$/);
    const token = tokenOf(link);
    const info = await get(`/v3/registration/complete/${token}`);
    expect(info.statusCode).toBe(200);
    expect(json(info).email).toBe('colleague@school.test');
    expect(json(info).schoolName).toEqual(expect.any(String));
    // Invited but not finished: no password, so no login.
    await expect(login(api, 'colleague@school.test', '')).rejects.toThrow();
    const done = await post('/v3/registration/complete', { token, publicName: ' Kim Kollegin ', password: 'long-enough', acceptTerms: true });
    expect(done.statusCode).toBe(200);
    const user = await get('/v1/user', bearer(json(done).access_token));
    expect(json(user).items[0]).toMatchObject({ email: 'colleague@school.test', userName: 'Kim Kollegin' });
    expect(await login(api, 'colleague@school.test', 'long-enough')).toEqual(expect.any(String));
    const [row] = await api.db.query<{ school_role: string }>("SELECT school_role FROM users WHERE email = 'colleague@school.test'");
    expect(row?.school_role).toBe('member');
    const again = await post('/v3/registration/complete', { token, publicName: 'Other', password: 'long-enough', acceptTerms: true });
    expect(again.statusCode).toBe(410);
    expect(json(again).error.code).toBe('token_used');
    expect(json(await get(`/v3/registration/complete/${token}`)).error.code).toBe('token_used');
  });

  it('allows invitations only to a school admin, and not for an account in a school account', async () => {
    expect((await post('/v3/schools/invitations', { email: 'x1@school.test' })).statusCode).toBe(401);
    const buyer = await login(api, 'buyer@teachmarket.test');
    const denied = await post('/v3/schools/invitations', { email: 'x1@school.test' }, bearer(buyer));
    expect(denied.statusCode).toBe(403);
    const admin = await login(api, 'school-admin@teachmarket.test');
    // One school per account (an account without a school gets an accept link: school-accounts.test.ts).
    const taken = await post('/v3/schools/invitations', { email: 'school-admin@teachmarket.test' }, bearer(admin));
    expect(taken.statusCode).toBe(409);
    expect(json(taken).error).toMatchObject({ code: 'already_in_school', field: 'email' });
  });

  it('rejects bad input with the field at fault', async () => {
    const admin = await login(api, 'school-admin@teachmarket.test');
    const unknown = await post('/v3/schools/invitations', { email: 'y@school.test', role: 'master' }, bearer(admin));
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).error.field).toBe('role');
    const sql = await post('/v3/schools/invitations', { email: "a'; DROP TABLE users; --@x.test" }, bearer(admin));
    expect(sql.statusCode).toBe(400);
    expect(json(sql).error.field).toBe('email');
    await post('/v3/schools/invitations', { email: 'z@school.test' }, bearer(admin));
    const token = tokenOf(await lastMailLink('complete_registration', 'z@school.test'));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ token, publicName: 'Zed', password: 'short', acceptTerms: true }, 'password'],
      [{ token, publicName: 'Zed', password: 'long-enough', acceptTerms: false }, 'acceptTerms'],
      [{ token, publicName: '  ', password: 'long-enough', acceptTerms: true }, 'publicName'],
      [{ token, publicName: 'Zed', password: 'long-enough', acceptTerms: true, admin: true }, 'admin'],
      [{ token: 42, publicName: 'Zed', password: 'long-enough', acceptTerms: true }, 'token'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/v3/registration/complete', body);
      expect(res.statusCode).toBe(400);
      expect(json(res).error.field).toBe(field);
    }
    const injected = await post('/v3/registration/complete', { token: "' OR '1'='1' --", publicName: 'Zed', password: 'long-enough', acceptTerms: true });
    expect(injected.statusCode).toBe(410);
    expect(json(injected).error.code).toBe('token_invalid');
    await expire('account_link_tokens', token);
    const expired = await post('/v3/registration/complete', { token, publicName: 'Zed', password: 'long-enough', acceptTerms: true });
    expect(expired.statusCode).toBe(410);
    expect(json(expired).error.code).toBe('token_expired');
  });
});

describe('change e-mail with confirmation', () => {
  it('mails the new address, switches once on confirm and tells the old address', async () => {
    const token0 = await login(api, 'seller@teachmarket.test');
    const res = await post('/v3/user/change-email?world=fr', { newEmail: 'Seller.New@Teachmarket.test', password: 'teachmarket' }, bearer(token0));
    expect(res.statusCode).toBe(200);
    const link = await lastMailLink('change_email', 'seller.new@teachmarket.test');
    expect(link).toMatch(/^http:\/\/localhost:3000\/fr\/change-email\/confirm\/[\w-]+$/);
    const confirm = await post('/v3/user/change-email/confirm?world=fr', { token: tokenOf(link) });
    expect(confirm.statusCode).toBe(200);
    expect(json(confirm)).toEqual({ email: 'seller.new@teachmarket.test' });
    expect(await lastMailLink('email_changed', 'seller@teachmarket.test')).toContain('/fr/mot-de-passe-oublie');
    expect(await login(api, 'seller.new@teachmarket.test')).toEqual(expect.any(String));
    const again = await post('/v3/user/change-email/confirm', { token: tokenOf(link) });
    expect(again.statusCode).toBe(410);
    expect(json(again).error.code).toBe('token_used');
    await api.db.query("UPDATE users SET email = 'seller@teachmarket.test' WHERE email = 'seller.new@teachmarket.test'");
  });

  it('answers 401 / 403 / 409 / 400 for the documented mistakes', async () => {
    expect((await post('/v3/user/change-email', { newEmail: 'n@x.test', password: 'teachmarket' })).statusCode).toBe(401);
    const buyer = bearer(await login(api, 'buyer@teachmarket.test'));
    const wrong = await post('/v3/user/change-email', { newEmail: 'n@x.test', password: 'nope-nope' }, buyer);
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).error).toMatchObject({ code: 'wrong_password', field: 'password' });
    const taken = await post('/v3/user/change-email', { newEmail: 'seller@teachmarket.test', password: 'teachmarket' }, buyer);
    expect(taken.statusCode).toBe(409);
    expect(json(taken).error).toMatchObject({ code: 'email_taken', field: 'newEmail' });
    const same = await post('/v3/user/change-email', { newEmail: 'BUYER@teachmarket.test', password: 'teachmarket' }, buyer);
    expect(same.statusCode).toBe(400);
    expect(json(same).error).toMatchObject({ code: 'same_email', field: 'newEmail' });
    for (const [body, field] of [
      [{ newEmail: 'not-an-email', password: 'teachmarket' }, 'newEmail'],
      [{ newEmail: 'n@x.test', password: 'teachmarket', extra: 1 }, 'extra'],
      [{ newEmail: { address: 'n@x.test' }, password: 'teachmarket' }, 'newEmail'],
      [{ newEmail: "x'); DELETE FROM users; --", password: 'teachmarket' }, 'newEmail'],
    ] as const) {
      const res = await post('/v3/user/change-email', body, buyer);
      expect(res.statusCode).toBe(400);
      expect(json(res).error.field).toBe(field);
    }
  });

  it('fails when the address was taken meanwhile, and when the link expired', async () => {
    const buyer = bearer(await login(api, 'buyer@teachmarket.test'));
    await post('/v3/user/change-email', { newEmail: 'race@x.test', password: 'teachmarket' }, buyer);
    const raced = tokenOf(await lastMailLink('change_email', 'race@x.test'));
    await post('/v3/registration', { email: 'race@x.test', password: 'long-enough', public_name: 'Racer', accept_terms: true });
    const taken = await post('/v3/user/change-email/confirm', { token: raced });
    expect(taken.statusCode).toBe(409);
    await post('/v3/user/change-email', { newEmail: 'late@x.test', password: 'teachmarket' }, buyer);
    const late = tokenOf(await lastMailLink('change_email', 'late@x.test'));
    await expire('account_link_tokens', late);
    const expired = await post('/v3/user/change-email/confirm', { token: late });
    expect(json(expired).error.code).toBe('token_expired');
    expect((await post('/v3/user/change-email/confirm', { token: late, x: 1 })).statusCode).toBe(400);
  });
});

describe('free-material download by link', () => {
  it('mails a link that shows the material and downloads the PDF a few times', async () => {
    const res = await post('/v3/free-material-download/request?world=de', { email: 'Visitor@x.test', materialId: free }, { 'x-forwarded-for': '10.0.0.1' });
    expect(res.statusCode).toBe(200);
    const link = await lastMailLink('free_material_download', 'visitor@x.test');
    expect(link).toMatch(/\/de\/free-material-download\/[\w-]+$/);
    const token = tokenOf(link);
    const info = await get(`/v3/free-material-download/${token}`);
    expect(json(info)).toMatchObject({ material: { id: free, isFree: true }, usesLeft: 5 });
    for (let i = 0; i < 5; i += 1) {
      const file = await get(`/v3/free-material-download/${token}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const spent = await get(`/v3/free-material-download/${token}/file`);
    expect(spent.statusCode).toBe(410);
    expect(json(spent).error.code).toBe('token_used');
  });

  it('refuses paid materials, bad input, expired links and too many requests', async () => {
    const ip = { 'x-forwarded-for': '10.0.0.2' };
    const notFree = await post('/v3/free-material-download/request', { email: 'v2@x.test', materialId: paid }, ip);
    expect(notFree.statusCode).toBe(400);
    expect(json(notFree).error).toMatchObject({ code: 'not_free', field: 'materialId' });
    expect((await post('/v3/free-material-download/request', { email: 'v2@x.test', materialId: 99999999 }, ip)).statusCode).toBe(404);
    for (const [body, field] of [
      [{ email: 'v2@x.test', materialId: '1 OR 1=1' }, 'materialId'],
      [{ email: 'v2@x.test', materialId: free, world: 'de' }, 'world'],
      [{ email: "v2'--", materialId: free }, 'email'],
    ] as const) {
      const bad = await post('/v3/free-material-download/request', body, ip);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).error.field).toBe(field);
    }
    for (let i = 0; i < 3; i += 1) expect((await post('/v3/free-material-download/request', { email: 'v2@x.test', materialId: free }, ip)).statusCode).toBe(200);
    const limited = await post('/v3/free-material-download/request', { email: 'v2@x.test', materialId: free }, { 'x-forwarded-for': '10.0.0.3' });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).error.code).toBe('rate_limited');
    const token = tokenOf(await lastMailLink('free_material_download', 'v2@x.test'));
    await expire('free_download_tokens', token);
    expect(json(await get(`/v3/free-material-download/${token}`)).error.code).toBe('token_expired');
    expect(json(await get('/v3/free-material-download/unknown-token-123/file')).error.code).toBe('token_invalid');
  });
});

describe('recommendations', () => {
  it('mails the colleague a link that shows sender, message and material, and records visits', async () => {
    const buyer = bearer(await login(api, 'buyer@teachmarket.test'));
    const res = await post('/v3/recommendations?world=de', { materialId: paid, email: 'friend@x.test', message: 'Great for grade 5!' }, buyer);
    expect(res.statusCode).toBe(200);
    const token = tokenOf(await lastMailLink('recommendation', 'friend@x.test'));
    const info = await get(`/v3/recommendations/${token}`);
    expect(json(info)).toMatchObject({ message: 'Great for grade 5!', material: { id: paid } });
    expect(json(info).senderName).toEqual(expect.any(String));
    expect((await post(`/v3/recommendations/${token}/visit`, {})).statusCode).toBe(200);
    expect((await post(`/v3/recommendations/${token}/visit`, {})).statusCode).toBe(200);
    const [row] = await api.db.query<{ visits: number }>('SELECT visits FROM recommendations WHERE token_hash = $1', [hashToken(token)]);
    expect(row?.visits).toBe(2);
    await expire('recommendations', token);
    expect(json(await get(`/v3/recommendations/${token}`)).error.code).toBe('token_expired');
  });

  it('needs a login, valid input, and limits how many mails one user sends', async () => {
    expect((await post('/v3/recommendations', { materialId: paid, email: 'f@x.test' })).statusCode).toBe(401);
    const user = bearer(await login(api, 'operator@teachmarket.test'));
    for (const [body, field] of [
      [{ materialId: paid, email: 'f@x.test', message: 'x'.repeat(501) }, 'message'],
      [{ materialId: paid, email: 'f@x.test', cc: 'g@x.test' }, 'cc'],
      [{ materialId: "1; DROP TABLE recommendations", email: 'f@x.test' }, 'materialId'],
      [{ materialId: paid, email: 'operator@teachmarket.test' }, 'email'],
    ] as const) {
      const bad = await post('/v3/recommendations', body, user);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).error.field).toBe(field);
    }
    const sqlMessage = await post('/v3/recommendations', { materialId: paid, email: 'f@x.test', message: "'); DROP TABLE users; --" }, user);
    expect(sqlMessage.statusCode).toBe(200);
    for (let i = 1; i < 10; i += 1) expect((await post('/v3/recommendations', { materialId: paid, email: `f${i}@x.test` }, user)).statusCode).toBe(200);
    expect((await post('/v3/recommendations', { materialId: paid, email: 'f11@x.test' }, user)).statusCode).toBe(429);
    expect(json(await get('/v3/recommendations/does-not-exist-1')).error.code).toBe('token_invalid');
  });
});
