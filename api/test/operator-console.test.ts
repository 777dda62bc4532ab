/**
 * Issue 19, the operator's console (first part): school verification, users (search, detail, lock,
 * confirmation mail), the audit log. Each test checks what the people concerned see afterwards
 * (the school admin's own school page, the locked user's login and token), not only the answer.
 */
import { checkout, insertMaterial } from './commerce';
import { bearer, fixtureUser, json, login, setupApi, userIdOf } from './helpers';
import { mailedMails, mailedPayloads } from './mailbox';

const api = setupApi();
let operator = '';
beforeAll(async () => {
  operator = await login(api, 'operator@teachmarket.test');
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  api.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
const school = { name: 'Gesamtschule Nord', schoolType: 'primary', street: 'Nordweg 1', postcode: '20095', city: 'Hamburg', country: 'DE' };

/** A fresh school admin whose address is at gs-nord-<n>.de, with an open verification request for that domain. */
async function requestingAdmin() {
  const user = await fixtureUser(api);
  const domain = `gs-nord-${user.id}.de`;
  await api.db.query('UPDATE users SET email = $1 WHERE id = $2', [`admin@${domain}`, user.id]);
  const created = await call('POST', '/v3/schools?world=fr', user.token, { ...school, name: `Gesamtschule Nord ${user.id}` });
  expect(created.statusCode).toBe(201);
  expect((await call('POST', '/v3/schools/mine/verification', user.token, { domain })).statusCode).toBe(200);
  return { ...user, email: `admin@${domain}`, domain, schoolId: json(created).school.id as number };
}

/** The body of the newest outbox mail of a kind to an address (the reason is in the text, not the subject). */
/** The plain-text part of the newest mail of a kind (issue 18: rendered in the school's world's language). */
async function mailBody(kind: string, to: string): Promise<string> {
  return (await mailedMails(api, kind, to)).at(-1)?.text ?? '';
}

describe('school verification', () => {
  it('lists the request; approving verifies the school for its admin, mails the admin and is audited with before and after', async () => {
    const admin = await requestingAdmin();
    const queue = json(await call('GET', '/v1/operator/schools/verification-requests', operator));
    const entry = queue.items.find((i: { schoolId: number }) => i.schoolId === admin.schoolId);
    expect(entry).toMatchObject({ domain: admin.domain, world: 'fr', members: 1, admin: { id: admin.id, email: admin.email } });

    const approved = await call('POST', `/v1/operator/schools/${admin.schoolId}/verification/approve`, operator);
    expect([approved.statusCode, json(approved)]).toEqual([200, { schoolId: admin.schoolId, state: 'verified', mailed: true }]);
    // What the admin sees: their school page and their user's school account.
    expect(json(await call('GET', '/v3/schools/mine', admin.token)).school.verification.state).toBe('verified');
    expect(json(await call('GET', '/v1/user', admin.token)).items[0].profileDetails.details.schoolAccount.is_verified).toBe(true);
    const mails = await mailedPayloads(api, 'school_verification_approved', admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.link).toContain('/fr/');
    // Decided once: it left the queue, and a second decision finds nothing open.
    const after = json(await call('GET', '/v1/operator/schools/verification-requests', operator));
    expect(after.items.map((i: { schoolId: number }) => i.schoolId)).not.toContain(admin.schoolId);
    expect(json(await call('POST', `/v1/operator/schools/${admin.schoolId}/verification/approve`, operator)).error.code).toBe('no_open_request');

    const log = json(await call('GET', `/v1/operator/audit?subject_type=school&subject_id=${admin.schoolId}`, operator));
    expect(log.items).toEqual([expect.objectContaining({
      action: 'school.verification_approve', subject: { type: 'school', id: admin.schoolId },
      operator: expect.objectContaining({ email: 'operator@teachmarket.test' }),
      before: expect.objectContaining({ state: 'requested', domain: admin.domain }), after: expect.objectContaining({ state: 'verified' }),
    })]);
  });

  it('rejecting mails the reason to the admin; the school stays unverified and the admin can ask again', async () => {
    const admin = await requestingAdmin();
    const reason = 'The domain belongs to another school';
    const rejected = await call('POST', `/v1/operator/schools/${admin.schoolId}/verification/reject`, operator, { reason: `  ${reason} ` });
    expect(json(rejected)).toEqual({ schoolId: admin.schoolId, state: 'unverified', mailed: true });
    expect(json(await call('GET', '/v3/schools/mine', admin.token)).school.verification).toMatchObject({ state: 'unverified', domain: admin.domain });
    // Issue 18: in the language of the school's world (this fixture school is in fr).
    expect(await mailBody('school_verification_rejected', admin.email)).toContain(`Motif : ${reason}`);
    expect((await call('POST', '/v3/schools/mine/verification', admin.token, { domain: admin.domain })).statusCode).toBe(200);
    const [entry] = json(await call('GET', `/v1/operator/audit?subject_type=school&subject_id=${admin.schoolId}`, operator)).items;
    expect(entry).toMatchObject({ action: 'school.verification_reject', before: { state: 'requested' }, after: { state: 'unverified', reason } });
    const empty = await call('POST', `/v1/operator/schools/${admin.schoolId}/verification/reject`, operator, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('users', () => {
  it('finds a user by part of the address, by name and by id; the detail shows orders, school and roles', async () => {
    const buyer = await fixtureUser(api);
    await api.db.query("UPDATE users SET public_name = 'Zelda Zettel' WHERE id = $1", [buyer.id]);
    const seller = await userIdOf(api, 'seller@teachmarket.test');
    const material = await insertMaterial(api, seller, 'Operator console material', 390);
    const order = await checkout(api, buyer.token, [material]);

    const ids = async (q: string) => json(await call('GET', `/v1/operator/users?q=${encodeURIComponent(q)}`, operator)).items.map((u: { id: number }) => u.id);
    expect(await ids(buyer.email.split('@')[0]!.toUpperCase())).toEqual([buyer.id]);
    expect(await ids('zelda zet')).toEqual([buyer.id]);
    expect((await ids(String(buyer.id)))[0]).toBe(buyer.id);
    expect(await ids('%')).not.toContain(buyer.id);

    const detail = json(await call('GET', `/v1/operator/users/${buyer.id}`, operator)).item;
    expect(detail.user).toMatchObject({ id: buyer.id, email: buyer.email, name: 'Zelda Zettel', roles: ['buyer'], lockedAt: null });
    expect(detail.ordersTotal).toBe(1);
    expect(detail.orders[0]).toMatchObject({ id: order.id, status: 'awaiting_payment' });
    const admin = json(await call('GET', `/v1/operator/users/${await userIdOf(api, 'school-admin@teachmarket.test')}`, operator)).item;
    expect(admin.user.roles).toContain('school_admin');
    expect(admin.school).toMatchObject({ role: 'master', name: expect.any(String) });
    expect((await call('GET', '/v1/operator/users/999999', operator)).statusCode).toBe(404);
  });

  it('a locked user cannot log in and their token stops working; unlocking lets them in again; both audited', async () => {
    const user = await fixtureUser(api);
    expect((await call('GET', '/v1/user', user.token)).statusCode).toBe(200);
    const locked = await call('POST', `/v1/operator/users/${user.id}/lock`, operator, { reason: 'Chargeback fraud' });
    expect(locked.statusCode).toBe(200);

    const refused = await call('GET', '/v1/user', user.token);
    expect([refused.statusCode, json(refused).reason]).toEqual([401, 'invalid_token']);
    const relogin = await api.app.inject({
      method: 'POST', url: '/v3/oauth2/authenticate', payload: { client_id: 'teachmarket-web', grant_type: 'password', username: user.email, password: 'teachmarket' },
    });
    expect([relogin.statusCode, json(relogin).error.code]).toEqual([403, 'account_locked']);
    const loginAs = await call('POST', '/v3/oauth2/login-as', operator, { user_id: user.id });
    expect(loginAs.statusCode).toBe(403);
    expect(json(await call('GET', `/v1/operator/users/${user.id}`, operator)).item).toMatchObject({ lockedReason: 'Chargeback fraud', user: { lockedAt: expect.any(String) } });
    expect(json(await call('POST', `/v1/operator/users/${user.id}/lock`, operator, { reason: 'Again please' })).error.code).toBe('already_locked');

    expect((await call('POST', `/v1/operator/users/${user.id}/unlock`, operator)).statusCode).toBe(200);
    const back = await login(api, user.email);
    expect((await call('GET', '/v1/user', back)).statusCode).toBe(200);
    // The token from before the lock stays dead: the lock revoked it.
    expect((await call('GET', '/v1/user', user.token)).statusCode).toBe(401);

    const log = json(await call('GET', `/v1/operator/audit?subject_type=user&subject_id=${user.id}`, operator)).items;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['user.unlock', 'user.lock']);
    expect(log[1]).toMatchObject({ before: { locked: false }, after: { locked: true, reason: 'Chargeback fraud' } });
    expect(log[0]).toMatchObject({ before: { locked: true }, after: { locked: false } });

    const other = json(await call('POST', `/v1/operator/users/${await userIdOf(api, 'operator@teachmarket.test')}/lock`, operator, { reason: 'Myself' }));
    expect(other.error.code).toBe('operator_account');
  });

  it('sends the confirmation mail again: only the newest link confirms the account', async () => {
    const email = `unconfirmed-${Date.now()}@school.test`;
    const signup = await api.app.inject({ method: 'POST', url: '/v3/registration?world=de', payload: { email, password: 'teachmarket', public_name: 'Una Unconfirmed', accept_terms: true } });
    expect(signup.statusCode).toBe(200);
    const id = await userIdOf(api, email);
    expect(json(await call('GET', `/v1/operator/users/${id}`, operator)).item.user.confirmed).toBe(false);
    expect(json(await call('POST', `/v1/operator/users/${id}/resend-confirmation`, operator))).toEqual({ mailed: true });
    await api.jobs.drain();
    const mails = await mailedPayloads(api, 'register_confirm', email);
    expect(mails).toHaveLength(2);
    const tokenOf = (link: string) => link.split('/').at(-1)!;
    const old = await api.app.inject({ method: 'POST', url: '/v3/registration/confirm', payload: { token: tokenOf(mails[0]!.link) } });
    expect(json(old).error.code).toBe('token_superseded');
    const confirmed = await api.app.inject({ method: 'POST', url: '/v3/registration/confirm', payload: { token: tokenOf(mails[1]!.link) } });
    expect(confirmed.statusCode).toBe(200);
    expect(json(await call('POST', `/v1/operator/users/${id}/resend-confirmation`, operator)).error.code).toBe('already_confirmed');
    const [entry] = json(await call('GET', `/v1/operator/audit?subject_type=user&subject_id=${id}`, operator)).items;
    expect(entry).toMatchObject({ action: 'user.resend_confirmation', after: { mailedTo: email } });
  });
});

it('the audit log is newest first and paged', async () => {
  const page1 = json(await call('GET', '/v1/operator/audit?per_page=2', operator));
  const page2 = json(await call('GET', '/v1/operator/audit?per_page=2&page=2', operator));
  expect(page1.items).toHaveLength(2);
  expect(page1.total).toBeGreaterThanOrEqual(4);
  const entries: { createdAt: string; id: number }[] = [...page1.items, ...page2.items];
  const newestFirst = [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  expect(entries.map((e) => e.id)).toEqual(newestFirst.map((e) => e.id));
  // Without a valid login: 401 (other roles: api/test/role-matrix.test.ts).
  expect((await call('GET', '/v1/operator/audit', 'not-a-valid-token-at-all')).statusCode).toBe(401);
});
