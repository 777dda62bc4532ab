import { href } from '@teachmarket/contracts/routes';
import { ConfigError, loadConfig } from '../src/config';
import { json, login, startApi, type TestApi } from './helpers';
import { ATTACKER, outboxMails, PUBLIC_WEB_URL } from './security-helpers';

// Issue 13 item 2: e-mailed links took their origin from the caller's Origin header, so a reset
// asked for with `Origin: https://attacker.example` mailed the victim a live token to that site.
let api: TestApi;
const IT_WEB_URL = 'https://teachmarket-it.example';
const NL_WEB_URL = 'https://teachmarket-nl.example:8443';
beforeAll(async () => {
  // Italy and the Netherlands on hosts of their own (WORLD_WEB_URLS); every other world on PUBLIC_WEB_URL.
  api = await startApi({ PUBLIC_WEB_URL, WORLD_WEB_URLS: `it=${IT_WEB_URL}, nl=${NL_WEB_URL}` });
});
afterAll(() => api.close());

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Every header a client could use to name "its" host. */
const FORGED = { origin: ATTACKER, host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https', referer: `${ATTACKER}/de` };

describe('mail links come from PUBLIC_WEB_URL, never from request headers', () => {
  it('a password reset asked for with a forged Origin mails the victim a link to the shop', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/v3/password/forgot?world=de', headers: FORGED, payload: { email: 'buyer@teachmarket.test' } });
    expect(res.statusCode).toBe(200);
    const [mail] = await outboxMails(api, 'buyer@teachmarket.test', 'password_recovery');
    expect(mail?.text).toContain(`${PUBLIC_WEB_URL}/de/password-recovery/`);
    expect(mail?.text).not.toContain('attacker.example');
  });

  it('sign-up confirm, e-mail change and free-download links ignore the forged headers too', async () => {
    await api.app.inject({ method: 'POST', url: '/v3/registration?world=fr', headers: FORGED, payload: { email: 'victim-new@school.test', password: 'long-enough', public_name: 'Victim', accept_terms: true } });
    const token = await login(api, 'seller@teachmarket.test');
    await api.app.inject({
      method: 'POST', url: '/v3/user/change-email?world=de', headers: { ...FORGED, authorization: `Bearer ${token}` },
      payload: { newEmail: 'seller-new@school.test', password: 'teachmarket' },
    });
    const [free] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'de' AND final_price_cents = 0 AND status = 'published' ORDER BY id LIMIT 1`);
    const download = await api.app.inject({ method: 'POST', url: '/v3/free-material-download/request?world=de', headers: FORGED, payload: { email: 'visitor@school.test', materialId: free!.id } });
    expect(json(download)).toEqual({ success: true });
    const mails = [
      ...(await outboxMails(api, 'victim-new@school.test', 'register_confirm')),
      ...(await outboxMails(api, 'seller-new@school.test', 'change_email')),
      ...(await outboxMails(api, 'visitor@school.test', 'free_material_download')),
    ];
    expect(mails.map((m) => m.kind)).toEqual(['register_confirm', 'change_email', 'free_material_download']);
    for (const mail of mails) {
      expect(mail.text).toContain(`${PUBLIC_WEB_URL}/`);
      expect(mail.text).not.toContain('attacker.example');
    }
    // The world's path comes from the route table (here the French world's confirm link).
    expect(mails[0]!.text).toMatch(new RegExp(`${PUBLIC_WEB_URL.replace(/\./g, '\\.')}/fr/register/confirm/[\\w-]{20,}`));
  });
});

describe('a world served on its own host (WORLD_WEB_URLS)', () => {
  it('a reset asked for in that world with forged Origin/Host/X-Forwarded-Host mails the configured world host', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/v3/password/forgot?world=it', headers: FORGED, payload: { email: 'seller@teachmarket.test' } });
    expect(res.statusCode).toBe(200);
    const [mail] = await outboxMails(api, 'seller@teachmarket.test', 'password_recovery');
    // The route table's Italian path on the Italian host (the shell reads the world from the path on any host).
    const token = 'x'.repeat(43);
    const path = href('passwordRecovery', { token }, 'it').replace(token, '');
    expect(mail?.text).toMatch(new RegExp(`${escapeRe(IT_WEB_URL + path)}[\\w-]{43}`));
    expect(mail?.text).not.toContain('attacker.example');
    expect(mail?.text).not.toContain(PUBLIC_WEB_URL);
  });

  it('a sign-up in the other configured world uses its host (with port); an unconfigured world stays on PUBLIC_WEB_URL', async () => {
    await api.app.inject({ method: 'POST', url: '/v3/registration?world=nl', headers: FORGED, payload: { email: 'victim-nl@school.test', password: 'long-enough', public_name: 'Victim', accept_terms: true } });
    await api.app.inject({ method: 'POST', url: '/v3/registration?world=es', headers: FORGED, payload: { email: 'victim-es@school.test', password: 'long-enough', public_name: 'Victim', accept_terms: true } });
    const [nl] = await outboxMails(api, 'victim-nl@school.test', 'register_confirm');
    const [es] = await outboxMails(api, 'victim-es@school.test', 'register_confirm');
    expect(nl?.text).toContain(`${NL_WEB_URL}/nl/`);
    expect(es?.text).toContain(`${PUBLIC_WEB_URL}/es/`);
    for (const text of [nl?.text, es?.text]) expect(text).not.toContain('attacker.example');
  });
});

describe('WORLD_WEB_URLS is checked at start', () => {
  const production = { NODE_ENV: 'production', PUBLIC_WEB_URL: 'https://shop.example' };
  it.each([
    ['xx=https://shop.example', /"xx" is not a world/],
    ['it:https://shop.example', /must be world=origin/],
    ['it=https://a.example,it=https://b.example', /names the world "it" twice/],
    ['it=https://shop.example/it', /must be an origin/],
    ['it=javascript:alert(1)', /must be an origin|not a URL/],
  ])('refuses %s with a clear message', (value, message) => {
    expect(() => loadConfig({ WORLD_WEB_URLS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ WORLD_WEB_URLS: value })).toThrow(message);
  });

  it('refuses http world hosts in production and accepts https ones', () => {
    expect(() => loadConfig({ ...production, WORLD_WEB_URLS: 'it=http://teachmarket.it' })).toThrow(/WORLD_WEB_URLS it must be https/);
    expect(loadConfig({ ...production, WORLD_WEB_URLS: 'it=https://teachmarket.it/' }).worldWebUrls).toEqual({ it: 'https://teachmarket.it' });
  });
});
