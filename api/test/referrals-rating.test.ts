import { href } from '@teachmarket/contracts/routes';
import { hashToken } from '../src/auth/tokens';
import { bearer, json, login, setupApi, userIdOf } from './helpers';
import { mailedPayloads } from './mailbox';

const api = setupApi();

const ORIGIN = { origin: 'http://localhost:3000' };
const BILLING = { name: 'Rita Rater', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' };
const ORDER = { paymentMethod: 'invoice', useCredits: false, billing: BILLING };
type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, auth?: string, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: { ...ORIGIN, ...(auth ? bearer(auth) : {}) } });

let userCount = 0;
/** A new account through the real sign-up call (optionally through a referral code), logged in. */
async function signUp(name: string, ref?: string): Promise<{ email: string; token: string; id: number }> {
  const email = `${name.toLowerCase()}-${process.pid}-${++userCount}@example.org`;
  const res = await call('POST', '/v3/registration?world=de', undefined, {
    email, password: 'long-enough', public_name: name, accept_terms: true, ...(ref ? { referral_code: ref } : {}),
  });
  expect(res.statusCode).toBe(200);
  return { email, token: await login(api, email, 'long-enough'), id: await userIdOf(api, email) };
}

/** Paid de materials nobody has bought yet (not bundles). */
async function freshMaterials(n: number): Promise<{ id: number; slug: string; title: string; final_price_cents: number }[]> {
  return api.db.query(
    `SELECT id, slug, title, final_price_cents FROM materials m WHERE world = 'de' AND status = 'published' AND final_price_cents > 0 AND NOT is_bundle
       AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.material_id = m.id) ORDER BY id LIMIT $1`,
    [n],
  );
}

async function buy(token: string, ids: number[]): Promise<number> {
  for (const id of ids) expect((await call('POST', '/v1/cart/add?world=de', token, { material_id: id })).statusCode).toBe(200);
  const res = await call('POST', '/v1/orders?world=de', token, ORDER);
  expect(res.statusCode).toBe(201);
  return json(res).item.id as number;
}

/** The e-mail address confirmed (as the sign-up mail's link does): invoice orders of confirmed buyers are delivered at once (api/src/money/release.ts). */
const confirm = (id: number) => api.db.query('UPDATE users SET confirmed_at = now() WHERE id = $1', [id]);

let operatorToken = '';
/** The operator books the invoice as paid (the settlement that rewards a referral). */
async function markPaid(orderId: number): Promise<void> {
  operatorToken ||= await login(api, 'operator@teachmarket.test');
  const res = await call('POST', `/v1/operator/orders/${orderId}/mark-paid?world=de`, operatorToken, { paidOn: new Date().toISOString().slice(0, 10), reference: `REF-${orderId}` });
  expect(res.statusCode).toBe(200);
}
const creditsOf = async (token: string) => json(await call('GET', '/v1/account/credits?world=de', token)).item.amount as number;

async function mails(kind: string, to: string): Promise<{ subject: string; link: string }[]> {
  // Mails leave through the outbox worker (issue 13): deliver what is queued before reading it.
  await api.jobs.drain();
  const rows = await api.db.query<{ id: number; payload: { subject: string; link: string } }>('SELECT id, payload FROM outbox WHERE kind = $1 AND recipient = $2 ORDER BY id', [kind, to]);
  // The link as mailed (/dev/outbox): the delivered row keeps it with the token redacted (issue 13).
  const mailed = new Map((await mailedPayloads(api, kind, to)).map((m) => [m.id, m.link]));
  return rows.map((r) => ({ ...r.payload, link: mailed.get(r.id) ?? r.payload.link }));
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('rating e-mail', () => {
  it('mails one single-use link per bought material; the link shows the material and rates it without a login', async () => {
    const buyer = await signUp('Rita');
    await confirm(buyer.id);
    const [a, b] = await freshMaterials(2);
    await buy(buyer.token, [a!.id, b!.id]);
    const sent = await mails('rating_request', buyer.email);
    expect(sent).toHaveLength(2);
    // Issue 18: in the order's world's language (de).
    expect(sent.map((m) => m.subject).sort()).toEqual([`Wie gefällt dir „${a!.title}“?`, `Wie gefällt dir „${b!.title}“?`].sort());
    for (const m of sent) expect(m.link).toMatch(new RegExp(`^http://localhost:3000${href('ratingEmail', {}, 'de')}\\?token=[\\w-]{43}$`));
    const link = sent.find((m) => m.subject.includes(a!.title))!.link;
    const token = tokenOf(link);

    const info = await call('GET', `/v3/rating-links/${token}?world=de`);
    expect(info.statusCode).toBe(200);
    expect(json(info).material).toMatchObject({ id: a!.id, slug: a!.slug, title: a!.title, author: { publicName: expect.any(String) } });
    expect(json(info).rating).toBeNull();
    // Reading is not using: a mail scanner's GET leaves the link working.
    expect((await call('GET', `/v3/rating-links/${token}?world=de`)).statusCode).toBe(200);

    const before = json(await call('GET', `/v1/materials/${a!.id}/ratings?world=de`)).summary.count as number;
    const rated = await call('POST', `/v3/rating-links/${token}?world=de`, undefined, { stars: 4, text: '  Great for year 5.  ' });
    expect(rated.statusCode).toBe(200);
    expect(json(rated)).toMatchObject({ material: { id: a!.id, slug: a!.slug }, summary: { count: before + 1 } });
    const ratings = json(await call('GET', `/v1/materials/${a!.id}/ratings?world=de`));
    expect(ratings.items[0]).toMatchObject({ stars: 4, text: 'Great for year 5.', author: { id: buyer.id } });

    const again = await call('POST', `/v3/rating-links/${token}?world=de`, undefined, { stars: 1 });
    expect(again.statusCode).toBe(410);
    expect(json(again).error.code).toBe('token_used');
    expect(json(await call('GET', `/v3/rating-links/${token}?world=de`)).error.code).toBe('token_used');
    // The rating stayed as given.
    expect(json(await call('GET', `/v1/materials/${a!.id}/ratings?world=de`)).items[0].stars).toBe(4);
  });

  it('answers unknown and expired tokens with their own code, and refuses bad stars', async () => {
    const buyer = await signUp('Otto');
    await confirm(buyer.id);
    const [m] = await freshMaterials(1);
    await buy(buyer.token, [m!.id]);
    const [mail] = await mails('rating_request', buyer.email);
    const token = tokenOf(mail!.link);
    for (const stars of [0, 6, 2.5]) {
      const bad = await call('POST', `/v3/rating-links/${token}?world=de`, undefined, { stars });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).error.field).toBe('stars');
    }
    expect((await call('POST', `/v3/rating-links/${token}?world=de`, undefined, { stars: 3, extra: 1 })).statusCode).toBe(400);
    // A material taken off sale meanwhile: 404, and the token stays unused.
    await api.db.query(`UPDATE materials SET status = 'draft' WHERE id = $1`, [m!.id]);
    expect((await call('POST', `/v3/rating-links/${token}?world=de`, undefined, { stars: 3 })).statusCode).toBe(404);
    await api.db.query(`UPDATE materials SET status = 'published' WHERE id = $1`, [m!.id]);
    const unknown = await call('GET', '/v3/rating-links/not-a-real-token-at-all?world=de');
    expect(unknown.statusCode).toBe(410);
    expect(json(unknown).error.code).toBe('token_invalid');
    await api.db.query(`UPDATE rating_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [hashToken(token)]);
    const expired = await call('POST', `/v3/rating-links/${token}?world=de`, undefined, { stars: 5 });
    expect(expired.statusCode).toBe(410);
    expect(json(expired).error.code).toBe('token_expired');
  });

  it('sends no rating mail to a buyer who switched every notification mail off', async () => {
    const buyer = await signUp('Quiet');
    await confirm(buyer.id);
    expect((await call('PUT', '/v1/account/mail-settings?world=de', buyer.token, { newMaterials: false, sales: false, newsletter: true })).statusCode).toBe(200);
    const [m] = await freshMaterials(1);
    await buy(buyer.token, [m!.id]);
    expect(await mails('order_invoice', buyer.email)).toHaveLength(1);
    expect(await mails('rating_request', buyer.email)).toEqual([]);
  });
});

describe('referrals', () => {
  it('shows the code and the rule; invites by e-mail once; sign-up through the link, then the first paid order rewards the inviter once', async () => {
    const inviter = await signUp('Ines');
    const overview = await call('GET', '/v1/referrals?world=de', inviter.token);
    expect(overview.statusCode).toBe(200);
    const item = json(overview).item;
    expect(item).toMatchObject({ reward: 2, currencyCode: 'EUR', invitationsPerDay: 20, earned: 0, invitedBy: null, invitations: [] });
    expect(item.code).toMatch(/^[a-z0-9]{10}$/);
    // The code is stable.
    expect(json(await call('GET', '/v1/referrals?world=de', inviter.token)).item.code).toBe(item.code);

    const colleague = `colleague-${process.pid}@example.org`;
    const invited = await call('POST', '/v1/referrals/invitations?world=de', inviter.token, { email: colleague.toUpperCase() });
    expect(invited.statusCode).toBe(201);
    expect(json(invited).item).toMatchObject({ email: colleague, state: 'sent', name: null, registeredAt: null });
    const [mail] = await mails('referral_invitation', colleague);
    expect(mail).toMatchObject({ subject: 'Ines lädt dich zu Teachmarket ein', link: `http://localhost:3000${href('register', {}, 'de', { query: { ref: item.code } })}`, message: expect.anything() });
    const twice = await call('POST', '/v1/referrals/invitations?world=de', inviter.token, { email: colleague });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).error.code).toBe('already_invited');

    // The colleague signs up through the link in the mail (same address): "registered".
    const res = await call('POST', '/v3/registration?world=de', undefined, {
      email: colleague, password: 'long-enough', public_name: 'Kai Kollege', accept_terms: true, referral_code: item.code,
    });
    expect(res.statusCode).toBe(200);
    const invitee = await login(api, colleague, 'long-enough');
    let list = json(await call('GET', '/v1/referrals?world=de', inviter.token)).item.invitations;
    expect(list).toEqual([expect.objectContaining({ email: colleague, name: 'Kai Kollege', state: 'registered', rewardedAt: null })]);
    expect(json(await call('GET', '/v1/referrals?world=de', invitee)).item.invitedBy).toBe('Ines');

    // Ordering is not paying (issue 13 item 7): nothing until the invoice is settled, and only for a confirmed account.
    const [m1, m2] = await freshMaterials(2);
    const first = await buy(invitee, [m1!.id]);
    expect(await creditsOf(inviter.token)).toBe(0);
    const [kai] = await api.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [colleague]);
    await confirm(kai!.id);
    expect(await creditsOf(inviter.token)).toBe(0);
    // The first settled order rewards the inviter: credits, the credits history and the list show it.
    await markPaid(first);
    const credits = json(await call('GET', '/v1/account/credits?world=de', inviter.token)).item;
    expect(credits.amount).toBe(2);
    expect(credits.history[0]).toMatchObject({ kind: 'referral', amount: 2 });
    list = json(await call('GET', '/v1/referrals?world=de', inviter.token)).item;
    expect(list.invitations[0]).toMatchObject({ state: 'rewarded', reward: 2 });
    expect(list.earned).toBe(2);
    // A second order does not reward again.
    await markPaid(await buy(invitee, [m2!.id]));
    expect(await creditsOf(inviter.token)).toBe(2);
  });

  it('two throw-away sign-ups through one\'s own link earn nothing: no reward for unpaid invoices nor for unconfirmed accounts', async () => {
    const inviter = await signUp('Greedy');
    const code = json(await call('GET', '/v1/referrals?world=de', inviter.token)).item.code as string;
    const [m1, m2, m3] = await freshMaterials(3);
    // The attack of issue 13 item 7: two accounts through the own link, each "buys" on invoice and never pays.
    const one = await signUp('Throwaway', code);
    const two = await signUp('Throwaway', code);
    const orderOne = await buy(one.token, [m1!.id]);
    await buy(two.token, [m2!.id]);
    expect(await creditsOf(inviter.token)).toBe(0);
    const list = json(await call('GET', '/v1/referrals?world=de', inviter.token)).item;
    expect(list).toMatchObject({ earned: 0 });
    expect(list.invitations.map((i: { state: string }) => i.state)).toEqual(['registered', 'registered']);
    // Even paid, an unconfirmed account's order rewards nothing; its files stayed held until the payment.
    expect(json(await call('GET', `/v1/materials/${m1!.id}/download?world=de`, one.token)).error.code).toBe('payment_pending');
    await markPaid(orderOne);
    expect(await creditsOf(inviter.token)).toBe(0);
    // A confirmed account's settled order rewards once; refunding that order takes the reward back.
    await confirm(two.id);
    const paid = await buy(two.token, [m3!.id]);
    await markPaid(paid);
    expect(await creditsOf(inviter.token)).toBe(2);
    const refund = await call('POST', `/v1/operator/orders/${paid}/refund?world=de`, operatorToken, { reason: 'Refund requested' });
    expect(refund.statusCode).toBe(200);
    expect(await creditsOf(inviter.token)).toBe(0);
    expect(json(await call('GET', '/v1/referrals?world=de', inviter.token)).item).toMatchObject({ earned: 0 });
  });

  it('records a sign-up through the shared link without an invitation, and ignores an unknown or own code', async () => {
    const inviter = await signUp('Lena');
    const code = json(await call('GET', '/v1/referrals?world=de', inviter.token)).item.code as string;
    await signUp('Linked', code);
    const list = json(await call('GET', '/v1/referrals?world=de', inviter.token)).item.invitations;
    // The address was not given by the inviter: only the public name is shown.
    expect(list).toEqual([expect.objectContaining({ email: null, name: 'Linked', state: 'registered', invitedAt: null })]);
    const stranger = await signUp('Stray', 'zzzzzzzzzz');
    expect(json(await call('GET', '/v1/referrals?world=de', stranger.token)).item.invitedBy).toBeNull();
    const bad = await call('POST', '/v3/registration?world=de', undefined, {
      email: 'bad-ref@example.org', password: 'long-enough', public_name: 'Bad Ref', accept_terms: true, referral_code: "x'; DROP",
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.field).toBe('referral_code');
  });

  it('tells the sign-up page of a referral link who invited the visitor: the public name only, 404 for an unknown code (s17 QA3)', async () => {
    const inviter = await signUp('Nora');
    const code = json(await call('GET', '/v1/referrals?world=de', inviter.token)).item.code as string;
    const res = await call('GET', `/v1/referrals/codes/${code}?world=de`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(json(res)).toEqual({ inviter: { name: 'Nora' } });
    expect(res.body).not.toContain(inviter.email);
    const unknown = await call('GET', '/v1/referrals/codes/zzzzzzzzzz?world=de');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).error.code).toBe('not_found');
    expect((await call('GET', '/v1/referrals/codes/BAD?world=de')).statusCode).toBe(400);
    // A locked account's link names nobody: the same 404 as an unknown code.
    await api.db.query('UPDATE users SET locked_at = now() WHERE id = $1', [inviter.id]);
    expect((await call('GET', `/v1/referrals/codes/${code}?world=de`)).statusCode).toBe(404);
  });

  it('refuses own and registered addresses, bad input, anonymous callers and more than 20 invitations a day', async () => {
    const inviter = await signUp('Max');
    const post = (email: unknown) => call('POST', '/v1/referrals/invitations?world=de', inviter.token, { email });
    expect((await call('POST', '/v1/referrals/invitations?world=de', undefined, { email: 'x@example.org' })).statusCode).toBe(401);
    expect((await call('GET', '/v1/referrals?world=de')).statusCode).toBe(401);
    expect(json(await post(inviter.email)).error.code).toBe('own_email');
    const registered = await post('buyer@teachmarket.test');
    expect(registered.statusCode).toBe(409);
    expect(json(registered).error.code).toBe('already_registered');
    const badEmail = await post('not-an-address');
    expect(badEmail.statusCode).toBe(400);
    expect(json(badEmail).error.field).toBe('email');
    expect((await call('POST', '/v1/referrals/invitations?world=de', inviter.token, { email: 'a@example.org', note: 'hi' })).statusCode).toBe(400);
    for (let i = 0; i < 20; i += 1) expect((await post(`staff-${i}-${process.pid}@example.org`)).statusCode).toBe(201);
    const limited = await post(`staff-20-${process.pid}@example.org`);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).error.code).toBe('rate_limited');
  });

  it('rewards in the inviter\'s currency (about 2 € in local money)', async () => {
    const inviter = await signUp('Sven');
    await api.db.query(`UPDATE users SET world = 'se' WHERE id = $1`, [inviter.id]);
    expect(json(await call('GET', '/v1/referrals?world=se', inviter.token)).item).toMatchObject({ reward: 23, currencyCode: 'SEK' });
  });
});
