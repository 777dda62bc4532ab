import { json, login, startApi, type TestApi } from './helpers';
import { ATTACKER, outboxMails, PUBLIC_WEB_URL } from './security-helpers';

// Issue 13 item 2: e-mailed links took their origin from the caller's Origin header, so a reset
// asked for with `Origin: https://attacker.example` mailed the victim a live token to that site.
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ PUBLIC_WEB_URL });
});
afterAll(() => api.close());

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
