import { href } from '@teachmarket/contracts/routes';
import de from '../src/mail/templates/texts/de.json';
import nl from '../src/mail/templates/texts/nl.json';
import { queueNewMaterialMails } from '../src/mail/new-material';
import { queueMail } from '../src/mail/outbox';
import { MAIL_KINDS } from '../src/mail/templates';
import { bearer, json, login, setupApi, userIdOf } from './helpers';
import { lastMail, mailedMails } from './mailbox';

// Issue 18: every mail in its reader's language (the world of the user, order or school), as text
// and escaped HTML; the mails that are not strictly transactional carry an unsubscribe (or unfollow)
// link and the RFC 8058 one-click header, whose token works once, without login.

const PUBLIC_WEB_URL = 'https://shop.example';
const DE_WEB_URL = 'https://www.teachmarket.de';
const API_URL = 'https://api.teachmarket.test';
const api = setupApi({ PUBLIC_WEB_URL, WORLD_WEB_URLS: `de=${DE_WEB_URL}`, API_PUBLIC_URL: API_URL });

const EVIL = '<script>alert("x")</script> & Co';
const EVIL_HTML = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co';
const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), headers });

let count = 0;
/** A new account through the real sign-up call in a world, logged in. */
async function signUp(world: string, name: string): Promise<{ email: string; token: string; id: number }> {
  const email = `lang-${world}-${process.pid}-${++count}@example.org`;
  const res = await post(`/v3/registration?world=${world}`, { email, password: 'long-enough', public_name: name, accept_terms: true });
  expect(res.statusCode).toBe(200);
  return { email, token: await login(api, email, 'long-enough'), id: await userIdOf(api, email) };
}

async function buy(world: string, token: string): Promise<{ orderId: number; title: string }> {
  const [material] = await api.db.query<{ id: number; title: string }>(
    `SELECT id, title FROM materials m WHERE world = $1 AND status = 'published' AND final_price_cents > 0 AND NOT is_bundle
       AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.material_id = m.id) ORDER BY id LIMIT 1`, [world],
  );
  expect((await post(`/v1/cart/add?world=${world}`, { material_id: material!.id }, bearer(token))).statusCode).toBe(200);
  const billing = { name: 'Rita Rater', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' };
  const placed = await post(`/v1/orders?world=${world}`, { paymentMethod: 'invoice', useCredits: false, billing }, bearer(token));
  expect(placed.statusCode).toBe(201);
  return { orderId: json(placed).item.id as number, title: material!.title };
}

/** The one-click URL of a mail's List-Unsubscribe header, as a path on the API (the header names the API's public origin). */
function oneClickPath(headers: Record<string, string>): string {
  expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const url = /^<(https:\/\/[^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1];
  expect(url?.startsWith(`${API_URL}/v1/subscriptions/`)).toBe(true);
  return url!.slice(API_URL.length);
}

/** The token in a one-click path (/v1/subscriptions/<partition>/<token>?world=<world>). */
const tokenOf = (path: string) => new URL(path, API_URL).pathname.split('/').pop()!;

/** What a mail program that opens the header's URL in a browser sends: a GET asking for HTML, no login. */
const openInBrowser = (path: string) =>
  api.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });

/** What a mail provider sends for a one-click unsubscribe (RFC 8058): no cookie, no login, a form body. */
const oneClick = (path: string) =>
  post(path, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });

const mailSettings = async (token: string) => json(await api.app.inject({ method: 'GET', url: '/v1/subscriptions?world=de', headers: bearer(token) })).item.mail;

describe('account mails in the language of the user\'s world', () => {
  it('a German sign-up gets a German confirmation mail, its name escaped in HTML, with a header-only one-click unsubscribe', async () => {
    const user = await signUp('de', EVIL);
    const mail = await lastMail(api, 'register_confirm', user.email);
    expect(mail.lang).toBe('de');
    expect(mail.subject).toBe('Bestätige dein Teachmarket-Konto');
    expect(mail.text).toContain(`Hallo ${EVIL},`);
    expect(mail.text).toContain('Bitte bestätige deine E-Mail-Adresse');
    expect(mail.html).toContain(`Hallo ${EVIL_HTML},`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('>E-Mail-Adresse bestätigen</a>');
    expect(mail.link.startsWith(`${DE_WEB_URL}/de/register/confirm/`)).toBe(true);
    expect(mail.html).toContain(`href="${mail.link}"`);
    // Issue 18: the account mail's header unsubscribes from every optional mail; no block in the text.
    expect(oneClickPath(mail.headers)).toMatch(/^\/v1\/subscriptions\/optional\/[\w-]{43}\?world=de$/);
    expect(mail.text).not.toMatch(/unsubscribe|abbestellen/i);
    // The developer outbox shows the rendered HTML part.
    const page = await api.app.inject({ method: 'GET', url: `/dev/outbox/${mail.id}/html` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(mail.html);
  });

  it('a Polish sign-up gets a Polish confirmation mail', async () => {
    const user = await signUp('pl', 'Ola');
    const mail = await lastMail(api, 'register_confirm', user.email);
    expect(mail.subject).toBe('Potwierdź swoje konto w Teachmarket');
    expect(mail.text).toContain('Cześć Ola,');
    expect(mail.html).toContain('>Potwierdź adres e-mail</a>');
  });

  it('a Dutch sign-up gets a Dutch confirmation mail on the nl link', async () => {
    const user = await signUp('nl', 'Ola');
    const mail = await lastMail(api, 'register_confirm', user.email);
    expect(mail.lang).toBe('nl');
    expect(mail.subject).toBe('Bevestig je Teachmarket-account');
    expect(mail.text).toContain('Hallo Ola,');
    expect(mail.link.startsWith(`${PUBLIC_WEB_URL}/nl/register/confirm/`)).toBe(true);
  });

  it('password recovery is in the account\'s language', async () => {
    const user = await signUp('de', 'Greta');
    expect((await post('/v3/password/forgot?world=de', { email: user.email })).statusCode).toBe(200);
    const mail = await lastMail(api, 'password_recovery', user.email);
    expect(mail.subject).toBe('Setze dein Teachmarket-Passwort zurück');
    expect(mail.text).toContain('Hallo Greta,');
    expect(oneClickPath(mail.headers).startsWith('/v1/subscriptions/optional/')).toBe(true);
  });

  it('the confirmation mail\'s one-click header switches every optional mail off, once, and the confirm link still works', async () => {
    const email = `optional-${process.pid}@example.org`;
    expect((await post('/v3/registration?world=pl', { email, password: 'long-enough', public_name: 'Ola', accept_terms: true })).statusCode).toBe(200);
    const mail = await lastMail(api, 'register_confirm', email);
    const path = oneClickPath(mail.headers);
    const token = tokenOf(path);
    expect(path).toBe(`/v1/subscriptions/optional/${token}?world=pl`);
    // A browser opening the header's URL lands on the Polish world's page that asks first; a GET uses nothing.
    const opened = await openInBrowser(path);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`${PUBLIC_WEB_URL}${href('unsubscribeByLink', {}, 'pl', { query: { partition: 'optional', token } })}`);
    expect(json(await api.app.inject({ method: 'GET', url: path }))).toEqual({ partition: 'optional', author_name: null });
    // The token is bound to its partition: as a notifications or mailing link it is unknown.
    expect(json(await oneClick(path.replace('/optional/', '/mailing/'))).error.code).toBe('token_invalid');

    const done = await oneClick(path);
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({ partition: 'optional', author_name: null });
    expect(json(await oneClick(path)).error.code).toBe('token_used');
    // The confirmation link is not affected: it confirms and logs in; the account's mail settings are all off.
    const confirmToken = new URL(mail.link).pathname.split('/').pop()!;
    const confirmed = await post('/v3/registration/confirm?world=pl', { token: confirmToken });
    expect(confirmed.statusCode).toBe(200);
    expect(await mailSettings(json(confirmed).access_token as string)).toEqual({ newMaterials: false, sales: false, newsletter: false });
    // …so a colleague's recommendation (newsletter partition) is not mailed to this address.
    const sender = await signUp('de', 'Bea');
    const [material] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'pl' AND status = 'published' ORDER BY id LIMIT 1`);
    expect((await post('/v3/recommendations?world=pl', { email, materialId: material!.id }, bearer(sender.token))).statusCode).toBe(200);
    expect(await mailedMails(api, 'recommendation', email)).toHaveLength(0);
  });

  it('a sign-up with a taken address notes the owner with the same header', async () => {
    const user = await signUp('de', 'Hanna');
    expect((await post('/v3/registration?world=de', { email: user.email, password: 'another-one', public_name: 'Xaver', accept_terms: true })).statusCode).toBe(200);
    const note = await lastMail(api, 'register_existing', user.email);
    expect(oneClickPath(note.headers).startsWith('/v1/subscriptions/optional/')).toBe(true);
  });
});

describe('every kind of mail, queued in de and nl', () => {
  const values = { title: EVIL, sender: EVIL, author: EVIL, email: 'new@example.org', invoice: 'TM-1', school: EVIL, inviter: EVIL, domain: 'school.example', reason: EVIL,
    order: 'TM-2', amount: '12,00 €', credits: '3,00 €', materials: EVIL, admin: EVIL };
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_m, k: string) => values[k as keyof typeof values] ?? '');

  it.each(['de', 'nl'])('world %s', async (world) => {
    const texts = world === 'de' ? de : nl;
    for (const kind of MAIL_KINDS) {
      const to = `kind-${kind}-${world}@example.org`;
      await api.db.transaction((tx) => queueMail({ db: api.db, config: api.config }, tx, {
        kind, to, world, name: EVIL, values, link: `${PUBLIC_WEB_URL}/${world}/x`,
      }));
      const mail = await lastMail(api, kind, to);
      expect({ kind, subject: mail.subject }).toEqual({ kind, subject: fill(texts.kinds[kind].subject) });
      // The first paragraph in the language, with its values as text and escaped in HTML.
      const first = fill(texts.kinds[kind].paragraphs[0]!);
      expect(mail.text).toContain(first);
      expect(mail.html).toContain(first.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;'));
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain(`>${texts.kinds[kind].action}</a>`);
    }
  });
});

describe('notification mails: one-click unsubscribe and unfollow', () => {
  it('an order: the invoice mail (no unsubscribe, link to the cabinet page on the world\'s host) and the rating mail whose token unsubscribes once', async () => {
    // The seeded buyer: a new account's invoice order releases nothing before payment, so it has no rating mail yet.
    const buyer = { email: 'buyer@teachmarket.test', token: await login(api, 'buyer@teachmarket.test') };
    const { orderId, title } = await buy('de', buyer.token);
    const invoice = await lastMail(api, 'order_invoice', buyer.email);
    expect(invoice.subject).toMatch(/^Deine Teachmarket-Rechnung \S+$/);
    expect(invoice.link).toBe(`${DE_WEB_URL}${href('invoiceTaxDocuments', {}, 'de', { query: { order: orderId } })}`);
    expect(invoice.headers['List-Unsubscribe']).toBeUndefined();

    const rating = await lastMail(api, 'rating_request', buyer.email);
    expect(rating.subject).toBe(`Wie gefällt dir „${title}“?`);
    const path = oneClickPath(rating.headers);
    const token = tokenOf(path);
    expect(path).toBe(`/v1/subscriptions/notifications/${token}?world=de`);
    // The mail's own link to the web app's page, with the same token, on the world's host.
    const page = `${DE_WEB_URL}/de/unsubscribe/${token}`;
    expect(rating.text).toContain(`Benachrichtigungen per E-Mail abbestellen\n${page}`);
    expect(rating.html).toContain(`href="${page}"`);
    // A mail program that opens the header's URL in a browser lands on that page (it asks first); a
    // GET uses nothing, and the JSON answer (the page's own read) still says what the link will do.
    const opened = await openInBrowser(path);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(page);
    expect(json(await api.app.inject({ method: 'GET', url: path }))).toEqual({ partition: 'notifications', author_name: null });
    expect(await mailSettings(buyer.token)).toEqual({ newMaterials: true, sales: true, newsletter: true });

    expect(await mailSettings(buyer.token)).toEqual({ newMaterials: true, sales: true, newsletter: true });
    const done = await oneClick(path);
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({ partition: 'notifications', author_name: null });
    expect(await mailSettings(buyer.token)).toEqual({ newMaterials: false, sales: false, newsletter: true });
    // A second click (or a provider's retry) and a tampered token are refused; the opt-out stays.
    expect(json(await oneClick(path)).error.code).toBe('token_used');
    expect((await oneClick(path)).statusCode).toBe(410);
    const tampered = `/v1/subscriptions/notifications/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}?world=de`;
    expect((await oneClick(tampered)).statusCode).toBe(410);
    expect(json(await oneClick(tampered)).error.code).toBe('token_invalid');
    expect(json(await oneClick(path.replace('/notifications/', '/mailing/'))).error.code).toBe('token_invalid');
    expect(await mailSettings(buyer.token)).toEqual({ newMaterials: false, sales: false, newsletter: true });
    // The row keeps no usable token once delivered.
    await api.jobs.drain();
    const [row] = await api.db.query<{ text: string }>(`SELECT payload::text AS text FROM outbox WHERE id = $1 AND sent_at IS NOT NULL`, [rating.id]);
    expect(row!.text).not.toContain(token);
    expect(row!.text).toContain('List-Unsubscribe');
  });

  it('a recommendation to a registered colleague carries the newsletter unsubscribe; one sent after it is not mailed', async () => {
    const sender = await signUp('de', 'Bea');
    const colleague = await signUp('it', 'Carla');
    const [material] = await api.db.query<{ id: number; title: string }>(`SELECT id, title FROM materials WHERE world = 'de' AND status = 'published' ORDER BY id LIMIT 1`);
    const recommend = () => post('/v3/recommendations?world=de', { email: colleague.email, materialId: material!.id }, bearer(sender.token));
    expect((await recommend()).statusCode).toBe(200);
    const mail = await lastMail(api, 'recommendation', colleague.email);
    expect(mail.subject).toBe(`Bea ti consiglia: ${material!.title}`);
    expect(mail.text).toContain('Ciao Carla,');
    const path = oneClickPath(mail.headers);
    expect(path).toBe(`/v1/subscriptions/mailing/${tokenOf(path)}?world=it`);
    const page = `${PUBLIC_WEB_URL}/it/mailing-unsubscribe/${tokenOf(path)}`;
    expect(mail.text).toContain(page);
    expect((await openInBrowser(path)).headers.location).toBe(page);
    // The web page posts without a body; that works as well as the one-click form.
    expect((await post(path)).statusCode).toBe(200);
    expect((await mailSettings(colleague.token)).newsletter).toBe(false);
    expect((await recommend()).statusCode).toBe(200);
    expect(await mailedMails(api, 'recommendation', colleague.email)).toHaveLength(1);
  });

  it('a followed author\'s new material mails the follower in their language with the unfollow link, which unfollows once', async () => {
    const follower = await signUp('fr', 'Chloé');
    const [material] = await api.db.query<{ id: number; author_id: number; title: string; author: string }>(
      `SELECT m.id, m.author_id, m.title, a.public_name AS author FROM materials m JOIN users a ON a.id = m.author_id
        WHERE m.world = 'de' AND m.status = 'published' ORDER BY m.id LIMIT 1`,
    );
    await api.db.query('INSERT INTO follows (follower_id, author_id) VALUES ($1, $2)', [follower.id, material!.author_id]);
    expect(await api.db.transaction((tx) => queueNewMaterialMails({ db: api.db, config: api.config } as never, tx, material!.id))).toBeGreaterThan(0);
    const mail = await lastMail(api, 'new_material', follower.email);
    expect(mail.subject).toBe(`Nouveau chez ${material!.author} : ${material!.title}`);
    expect(mail.text).toContain(`Ne plus suivre ${material!.author}\n${PUBLIC_WEB_URL}/fr/unfollow-author/`);
    const path = oneClickPath(mail.headers);
    expect(path.startsWith('/v1/subscriptions/author/')).toBe(true);
    const following = async () => json(await api.app.inject({ method: 'GET', url: '/v1/subscriptions?world=fr', headers: bearer(follower.token) })).item.authors.items
      .map((a: { id: number }) => a.id);
    expect(await following()).toContain(material!.author_id);
    // RFC 8058 lets the provider send multipart/form-data as well.
    const boundary = 'tm-boundary';
    const multipart = post(path, `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(json(await multipart)).toEqual({ partition: 'author', author_name: material!.author });
    expect(await following()).not.toContain(material!.author_id);
    expect(json(await oneClick(path)).error.code).toBe('token_used');
    // Published again: no second mail to the same follower.
    await api.db.query('INSERT INTO follows (follower_id, author_id) VALUES ($1, $2)', [follower.id, material!.author_id]);
    await api.db.transaction((tx) => queueNewMaterialMails({ db: api.db, config: api.config } as never, tx, material!.id));
    expect(await mailedMails(api, 'new_material', follower.email)).toHaveLength(1);
  });
});
