/**
 * School accounts (spec §2 /school-create, /my-school, /schoolaccount; §3 schoolAccount; §6 school
 * member, school admin = role master, verified school user) on a real PGlite database.
 */
import { href } from '@teachmarket/contracts/routes';
import { hashToken } from '../src/auth/tokens';
import { anonymousToken, bearer, fixtureUser, json, login, setupApi } from './helpers';
import { lastMailedLink, mailedMails } from './mailbox';

const api = setupApi();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: token ? bearer(token) : {} });
const school = { name: 'Grundschule am Park', schoolType: 'primary', street: 'Parkweg 3', postcode: '10115', city: 'Berlin', country: 'DE' };
const schoolAccountOf = async (token: string) => json(await call('GET', '/v1/user', token)).items[0].profileDetails.details.schoolAccount;
// The link as mailed (/dev/outbox): the delivered row keeps it with the token redacted (issue 13).
const lastMail = (kind: string, to: string) => lastMailedLink(api, kind, to);
const invitationToken = (link: string) => new URL(link).searchParams.get('invitation') ?? '';

/** A fresh user who creates a school: its admin. */
async function newAdmin() {
  const user = await fixtureUser(api);
  const res = await call('POST', '/v3/schools?world=de', user.token, school);
  expect(res.statusCode).toBe(201);
  return { ...user, schoolId: json(res).school.id as number };
}

describe('creating a school account', () => {
  it('makes the creator the admin; GET /v1/user shows the school account at once', async () => {
    const user = await fixtureUser(api);
    expect(await schoolAccountOf(user.token)).toBeNull();
    const res = await call('POST', '/v3/schools?world=de', user.token, { ...school, name: '  Grundschule   am Park ' });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body.school).toMatchObject({
      name: 'Grundschule am Park', schoolType: 'primary', world: 'de',
      address: { street: 'Parkweg 3', postcode: '10115', city: 'Berlin', country: 'DE' }, verification: { state: 'unverified', domain: null },
    });
    expect(body.role).toBe('master');
    expect(body.members).toEqual([{ id: user.id, publicName: expect.any(String), email: user.email, role: 'master' }]);
    expect(await schoolAccountOf(user.token)).toEqual({ school_id: body.school.id, role: 'master', is_verified: false });
  });

  it('refuses a second school for a user in a school account (409)', async () => {
    const admin = await newAdmin();
    const res = await call('POST', '/v3/schools', admin.token, { ...school, name: 'Zweite Schule' });
    expect(res.statusCode).toBe(409);
    expect(json(res).error.code).toBe('already_in_school');
    const seeded = await login(api, 'school-admin@teachmarket.test');
    expect((await call('POST', '/v3/schools', seeded, school)).statusCode).toBe(409);
  });

  it('validates each field and names it', async () => {
    const user = await fixtureUser(api);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...school, name: '  a ' }, 'name'],
      [{ ...school, schoolType: 'university' }, 'schoolType'],
      [{ ...school, postcode: '!' }, 'postcode'],
      [{ ...school, country: 'Germany' }, 'country'],
      [{ ...school, street: '   ' }, 'street'],
      [{ ...school, city: 5 }, 'city'],
      [{ ...school, isVerified: true }, 'isVerified'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/v3/schools', user.token, payload);
      expect([res.statusCode, json(res).error.field]).toEqual([400, field]);
    }
    const { name: _name, ...missing } = school;
    expect((await call('POST', '/v3/schools', user.token, missing)).statusCode).toBe(400);
    const sql = await call('POST', '/v3/schools', user.token, { ...school, name: "x'); DROP TABLE schools; --" });
    expect(sql.statusCode).toBe(201);
    expect(json(sql).school.name).toBe("x'); DROP TABLE schools; --");
  });

  it('needs a login', async () => {
    expect((await call('POST', '/v3/schools', null, school)).statusCode).toBe(401);
    expect((await call('POST', '/v3/schools', await anonymousToken(api), school)).statusCode).toBe(401);
    expect((await call('GET', '/v3/schools/mine', null)).statusCode).toBe(401);
  });
});

describe('my school', () => {
  it('shows members their school without colleagues’ addresses or invitations; others get 403', async () => {
    const admin = await newAdmin();
    const member = await fixtureUser(api, { school_id: admin.schoolId, school_role: 'member' });
    await call('POST', '/v3/schools/invitations?world=de', admin.token, { email: 'pending-colleague@school.test' });
    const asMember = json(await call('GET', '/v3/schools/mine', member.token));
    expect(asMember.role).toBe('member');
    expect(asMember.invitations).toEqual([]);
    expect(asMember.members.find((m: { id: number }) => m.id === admin.id).email).toBeNull();
    expect(asMember.members.find((m: { id: number }) => m.id === member.id).email).toBe(member.email);
    const asAdmin = json(await call('GET', '/v3/schools/mine', admin.token));
    expect(asAdmin.members.map((m: { role: string }) => m.role)).toEqual(['master', 'member']);
    expect(asAdmin.invitations).toEqual([expect.objectContaining({ email: 'pending-colleague@school.test', newAccount: true, expired: false })]);
    const outsider = await fixtureUser(api);
    const denied = await call('GET', '/v3/schools/mine', outsider.token);
    expect([denied.statusCode, json(denied).error.code]).toEqual([403, 'not_in_school']);
  });

  it('lets only the admin change the address, and validates it', async () => {
    const admin = await newAdmin();
    const member = await fixtureUser(api, { school_id: admin.schoolId, school_role: 'member' });
    const address = { street: 'Neue Str. 9', postcode: '20095', city: 'Hamburg', country: 'DE' };
    expect((await call('PUT', '/v3/schools/mine/address', member.token, address)).statusCode).toBe(403);
    const bad = await call('PUT', '/v3/schools/mine/address', admin.token, { ...address, country: 'de' });
    expect([bad.statusCode, json(bad).error.field]).toEqual([400, 'country']);
    const res = await call('PUT', '/v3/schools/mine/address', admin.token, address);
    expect(json(res).school.address).toEqual(address);
  });
});

describe('inviting colleagues', () => {
  it('an existing account without a school accepts from the mailed /my-school link and becomes a member', async () => {
    const admin = await newAdmin();
    const colleague = await fixtureUser(api);
    const sent = await call('POST', '/v3/schools/invitations?world=de', admin.token, { email: colleague.email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    const link = await lastMail('school_invitation', colleague.email);
    expect(new URL(link).pathname).toBe(href('mySchool', {}, 'de'));
    const token = invitationToken(link);
    expect(json(await call('GET', '/v3/schools/mine', admin.token)).invitations).toEqual([expect.objectContaining({ email: colleague.email, newAccount: false })]);
    // Another logged-in user sees it is not theirs and cannot use it.
    const stranger = await fixtureUser(api);
    expect(json(await call('GET', `/v3/school-invitations/${token}`, stranger.token))).toMatchObject({ schoolName: school.name, forYou: false });
    const stolen = await call('POST', '/v3/school-invitations/accept', stranger.token, { token });
    expect([stolen.statusCode, json(stolen).error.code]).toEqual([403, 'wrong_account']);
    expect(json(await call('GET', `/v3/school-invitations/${token}`, colleague.token))).toEqual({
      schoolName: school.name, schoolType: 'primary', email: colleague.email, forYou: true, inSchool: false,
    });
    const accepted = await call('POST', '/v3/school-invitations/accept', colleague.token, { token });
    expect(json(accepted)).toEqual({ schoolId: admin.schoolId });
    expect(await schoolAccountOf(colleague.token)).toEqual({ school_id: admin.schoolId, role: 'member', is_verified: false });
    const again = await call('POST', '/v3/school-invitations/accept', colleague.token, { token });
    expect([again.statusCode, json(again).error.code]).toEqual([410, 'token_used']);
    const mine = json(await call('GET', '/v3/schools/mine', admin.token));
    expect(mine.invitations).toEqual([]);
    expect(mine.members.map((m: { id: number }) => m.id)).toContain(colleague.id);
  });

  it('a new address finishes registration and is then a member; until then it is an invitation', async () => {
    const admin = await newAdmin();
    await call('POST', '/v3/schools/invitations?world=de', admin.token, { email: 'neu@school.test' });
    const again = await call('POST', '/v3/schools/invitations?world=de', admin.token, { email: 'neu@school.test' });
    expect([again.statusCode, json(again).error.code]).toEqual([409, 'already_invited']);
    let mine = json(await call('GET', '/v3/schools/mine', admin.token));
    expect(mine.members).toHaveLength(1);
    const token = (await lastMail('complete_registration', 'neu@school.test')).split('/').pop();
    const done = await call('POST', '/v3/registration/complete', null, { token, publicName: 'Nele Neu', password: 'long-enough', acceptTerms: true });
    expect(done.statusCode).toBe(200);
    mine = json(await call('GET', '/v3/schools/mine', admin.token));
    expect(mine.invitations).toEqual([]);
    expect(mine.members.map((m: { publicName: string }) => m.publicName)).toContain('Nele Neu');
  });

  it('withdrawing an invitation of a new address removes its unused account; an expired one can be sent again', async () => {
    const admin = await newAdmin();
    await call('POST', '/v3/schools/invitations?world=de', admin.token, { email: 'weg@school.test' });
    const [inv] = json(await call('GET', '/v3/schools/mine', admin.token)).invitations;
    const member = await fixtureUser(api, { school_id: admin.schoolId, school_role: 'member' });
    expect((await call('DELETE', `/v3/schools/invitations/${inv.id}`, member.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/v3/schools/invitations/${inv.id}`, admin.token)).statusCode).toBe(200);
    expect(await api.db.query("SELECT 1 FROM users WHERE email = 'weg@school.test'")).toEqual([]);
    expect((await call('DELETE', `/v3/schools/invitations/${inv.id}`, admin.token)).statusCode).toBe(404);

    const colleague = await fixtureUser(api);
    await call('POST', '/v3/schools/invitations?world=de', admin.token, { email: colleague.email });
    const token = invitationToken(await lastMail('school_invitation', colleague.email));
    await api.db.query("UPDATE school_invitations SET expires_at = now() - interval '1 minute' WHERE token_hash = $1", [hashToken(token)]);
    const expired = await call('POST', '/v3/school-invitations/accept', colleague.token, { token });
    expect([expired.statusCode, json(expired).error.code]).toEqual([410, 'token_expired']);
    expect((await call('POST', '/v3/schools/invitations?world=de', admin.token, { email: colleague.email })).statusCode).toBe(200);
    const fresh = invitationToken(await lastMail('school_invitation', colleague.email));
    expect((await call('POST', '/v3/school-invitations/decline', colleague.token, { token: fresh })).statusCode).toBe(200);
    expect(await schoolAccountOf(colleague.token)).toBeNull();
  });

  it('refuses an account in another school, and bad tokens', async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const res = await call('POST', '/v3/schools/invitations?world=de', admin.token, { email: other.email });
    expect([res.statusCode, json(res).error.code]).toEqual([409, 'already_in_school']);
    const bad = await call('POST', '/v3/school-invitations/accept', other.token, { token: "'; DROP TABLE users; --" });
    expect([bad.statusCode, json(bad).error.code]).toEqual([410, 'token_invalid']);
    expect((await call('POST', '/v3/school-invitations/accept', other.token, { token: 'short' })).statusCode).toBe(400);
    expect((await call('POST', '/v3/school-invitations/accept', other.token, { token: '1234567890', extra: 1 })).statusCode).toBe(400);
  });
});

describe('members and the admin role', () => {
  it('the admin removes a member after which the member has no school; not themselves', async () => {
    const admin = await newAdmin();
    const member = await fixtureUser(api, { school_id: admin.schoolId, school_role: 'member' });
    expect((await call('DELETE', `/v3/schools/members/${admin.id}`, member.token)).statusCode).toBe(403);
    const self = await call('DELETE', `/v3/schools/members/${admin.id}`, admin.token);
    expect([self.statusCode, json(self).error.code]).toEqual([400, 'cannot_remove_self']);
    expect((await call('DELETE', '/v3/schools/members/abc', admin.token)).statusCode).toBe(400);
    expect((await call('DELETE', `/v3/schools/members/${member.id}`, admin.token)).statusCode).toBe(200);
    expect(await schoolAccountOf(member.token)).toBeNull();
    expect((await call('DELETE', `/v3/schools/members/${member.id}`, admin.token)).statusCode).toBe(404);
  });

  it('mails the removed member in their own language (s17 QA3); a failed removal mails nothing', async () => {
    const admin = await newAdmin();
    await api.db.query(`UPDATE users SET public_name = 'Anna Admin' WHERE id = $1`, [admin.id]);
    const member = await fixtureUser(api, { school_id: admin.schoolId, school_role: 'member' });
    await api.db.query(`UPDATE users SET world = 'gr', public_name = 'Maria Mitglied' WHERE id = $1`, [member.id]);
    expect((await call('DELETE', `/v3/schools/members/${member.id}`, admin.token)).statusCode).toBe(200);
    const mails = await mailedMails(api, 'school_member_removed', member.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.lang).toBe('el');
    expect(mail.subject).toBe('Δεν είστε πλέον μέλος του «Grundschule am Park» στο Teachmarket');
    expect(mail.text).toContain('Maria Mitglied');
    expect(mail.text).toContain('τερματίστηκε από τον διαχειριστή του (Anna Admin)');
    expect(mail.text).not.toContain(admin.email);
    expect(new URL(mail.link).pathname).toBe(href('mySchool', {}, 'gr'));
    // Removed already: 404, and no second mail.
    expect((await call('DELETE', `/v3/schools/members/${member.id}`, admin.token)).statusCode).toBe(404);
    expect(await mailedMails(api, 'school_member_removed', member.email)).toHaveLength(1);
    // Nobody else was mailed about it.
    expect(await mailedMails(api, 'school_member_removed', admin.email)).toEqual([]);
  });

  it('transfers the admin role to a member; the old admin becomes a member', async () => {
    const admin = await newAdmin();
    const member = await fixtureUser(api, { school_id: admin.schoolId, school_role: 'member' });
    const outsider = await fixtureUser(api);
    const notHere = await call('POST', '/v3/schools/transfer-admin', admin.token, { userId: outsider.id });
    expect([notHere.statusCode, json(notHere).error.field]).toEqual([404, 'userId']);
    expect((await call('POST', '/v3/schools/transfer-admin', admin.token, { userId: admin.id })).statusCode).toBe(400);
    expect((await call('POST', '/v3/schools/transfer-admin', member.token, { userId: member.id })).statusCode).toBe(403);
    expect((await call('POST', '/v3/schools/transfer-admin', admin.token, { userId: member.id })).statusCode).toBe(200);
    expect((await schoolAccountOf(member.token)).role).toBe('master');
    expect((await schoolAccountOf(admin.token)).role).toBe('member');
    expect((await call('POST', '/v3/schools/transfer-admin', admin.token, { userId: member.id })).statusCode).toBe(403);
  });
});

describe('verification request', () => {
  it('takes the official domain of the admin’s own address; is_verified stays false until an operator approves', async () => {
    const user = await fixtureUser(api);
    await api.db.query("UPDATE users SET email = $1 WHERE id = $2", [`admin-${user.id}@gs-park.schule.de`, user.id]);
    const created = await call('POST', '/v3/schools', user.token, school);
    expect(created.statusCode).toBe(201);
    const mismatch = await call('POST', '/v3/schools/mine/verification', user.token, { domain: 'example.org' });
    expect([mismatch.statusCode, json(mismatch).error.code, json(mismatch).error.field]).toEqual([400, 'email_domain_mismatch', 'domain']);
    const invalid = await call('POST', '/v3/schools/mine/verification', user.token, { domain: 'not a domain' });
    expect([invalid.statusCode, json(invalid).error.field]).toEqual([400, 'domain']);
    const res = await call('POST', '/v3/schools/mine/verification', user.token, { domain: '@Schule.DE' });
    expect(json(res).school.verification).toMatchObject({ state: 'requested', domain: 'schule.de', requestedAt: expect.any(String) });
    expect((await schoolAccountOf(user.token)).is_verified).toBe(false);
    await api.db.query('UPDATE schools SET is_verified = true WHERE id = $1', [json(created).school.id]);
    expect(json(await call('GET', '/v3/schools/mine', user.token)).school.verification.state).toBe('verified');
    expect((await schoolAccountOf(user.token)).is_verified).toBe(true);
    expect((await call('POST', '/v3/schools/mine/verification', user.token, { domain: 'schule.de' })).statusCode).toBe(409);
  });
});
