import { embeddedTransport, type MailTransport, type OutgoingMail } from '../src/mail/transport';
import { setMailTransport } from '../src/mail/worker';
import { bearer, login, startApi, type TestApi } from './helpers';
import { mailedPayloads } from './mailbox';

// Issue 13, tokens in the outbox: mails with live tokens (reset, confirm, e-mail change, free
// download, recommendation, invitations, rating) were kept in the outbox table in clear. The attack:
// someone who can read that table (a database dump, a backup, a read-only SQL account) after the
// mail went out takes over the account with the reset link. Once delivered, the row keeps no token.
let api: TestApi;
/** What the transport got: the mail as its recipient receives it. */
const delivered: OutgoingMail[] = [];
const capturing: MailTransport = {
  async send(mail) {
    delivered.push(mail);
    return embeddedTransport().send(mail);
  },
};

beforeAll(async () => {
  api = await startApi({ PUBLIC_WEB_URL: 'https://shop.example' });
  setMailTransport(api.db, capturing);
});
afterAll(() => api.close());

const TOKEN_RUN = /[A-Za-z0-9_-]{32,}/g;
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => api.app.inject({ method: 'POST', url, payload, headers });
const rowsTo = (to: string) =>
  api.db.query<{ id: number; kind: string; text: string; sent_at: Date | null; payload: { subject: string; link: string; message?: { messageId?: string } } }>(
    `SELECT id, kind, payload::text AS text, sent_at, payload FROM outbox WHERE recipient = $1 AND channel = 'mail' ORDER BY id`, [to],
  );
const lastDelivered = (kind: string, to: string) => delivered.filter((m) => m.kind === kind && m.to === to).at(-1);

describe('a delivered mail leaves no usable token in the outbox table', () => {
  it('the password-reset link read from the table after delivery resets nothing; the mailed one works', async () => {
    expect((await post('/v3/password/forgot?world=de', { email: 'seller@teachmarket.test' })).statusCode).toBe(200);
    await api.jobs.drain();
    const mail = lastDelivered('password_recovery', 'seller@teachmarket.test');
    const token = /\/password-recovery\/([A-Za-z0-9_-]{43})\n/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);

    // The attacker's view: the row as stored. Enough to show the mail went out, no token.
    const [row] = (await rowsTo('seller@teachmarket.test')).filter((r) => r.kind === 'password_recovery');
    expect(row!.sent_at).toBeInstanceOf(Date);
    expect(row!.text).not.toContain(token);
    expect(row!.text.match(TOKEN_RUN)).toBeNull();
    expect(row!.payload.link).toBe('https://shop.example/de/password-recovery/REDACTED');
    expect(row!.payload.subject).toBe('Setze dein Teachmarket-Passwort zurück');
    expect(row!.payload.message?.messageId).toBe(`<outbox-${row!.id}@teachmarket.test>`);
    const stolen = row!.payload.link.split('/').pop()!;
    const attempt = await post('/v3/password/recover', { token: stolen, password: 'attacker-choice' });
    expect(attempt.statusCode).toBeGreaterThanOrEqual(400);
    expect(attempt.statusCode).toBeLessThan(500);
    await expect(login(api, 'seller@teachmarket.test', 'attacker-choice')).rejects.toThrow('login failed');

    // The token that was redacted was the live one: the owner's mail still resets the password.
    expect((await post('/v3/password/recover', { token, password: 'owner-choice-1' })).statusCode).toBe(200);
    await login(api, 'seller@teachmarket.test', 'owner-choice-1');
  });

  it('confirm, e-mail change, free download and recommendation mails: tokens mailed, none kept once delivered', async () => {
    const buyer = await login(api, 'buyer@teachmarket.test');
    const [free] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'de' AND final_price_cents = 0 AND status = 'published' ORDER BY id LIMIT 1`);
    const [paid] = await api.db.query<{ id: number }>(`SELECT id FROM materials WHERE world = 'de' AND final_price_cents > 0 AND status = 'published' ORDER BY id LIMIT 1`);
    const sent = [
      ['register_confirm', 'redact-new@school.test', await post('/v3/registration?world=de', { email: 'redact-new@school.test', password: 'long-enough', public_name: 'Redact', accept_terms: true })],
      ['change_email', 'buyer-new@school.test', await post('/v3/user/change-email?world=de', { newEmail: 'buyer-new@school.test', password: 'teachmarket' }, bearer(buyer))],
      ['free_material_download', 'redact-free@school.test', await post('/v3/free-material-download/request?world=de', { email: 'redact-free@school.test', materialId: free!.id })],
      ['recommendation', 'redact-colleague@school.test', await post('/v3/recommendations?world=de', { email: 'redact-colleague@school.test', materialId: paid!.id }, bearer(buyer))],
    ] as const;
    for (const [, , res] of sent) expect(res.statusCode).toBeLessThan(300);
    await api.jobs.drain();

    for (const [kind, to] of sent) {
      // The recipient got a live token...
      const mail = lastDelivered(kind, to);
      const token = mail?.text.match(TOKEN_RUN)?.[0] ?? '';
      expect([kind, token.length]).toEqual([kind, 43]);
      // ...the table holds the mail as sent, without it...
      const rows = (await rowsTo(to)).filter((r) => r.kind === kind);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sent_at).toBeInstanceOf(Date);
      expect(rows[0]!.text).not.toContain(token);
      // ...and the loopback-only developer page (DEV_ENDPOINTS=1) still shows the link as mailed.
      const [listed] = await mailedPayloads(api, kind, to);
      expect(mail!.text).toContain(listed!.link);
      expect(listed!.link).toContain(token);
    }
    // No delivered mail of any kind keeps a token-shaped run anywhere in its row.
    expect(await api.db.query(`SELECT id, kind FROM outbox WHERE channel = 'mail' AND sent_at IS NOT NULL AND payload::text ~ '[A-Za-z0-9_-]{32,}'`)).toEqual([]);
  });

  it('migration 032 redacts mails delivered before the worker did, and leaves queued ones their link', async () => {
    const { sql } = await import('../src/db/migrations/032-outbox-redact');
    const live = 'A'.repeat(20) + '_-' + 'b9'.repeat(11);
    const [old] = await api.db.query<{ id: number }>(
      `INSERT INTO outbox (channel, kind, recipient, payload, sent_at) VALUES ('mail', 'password_recovery', 'old@school.test', $1, now()) RETURNING id`,
      [{ subject: 'Reset', link: `https://shop.example/de/password-recovery/${live}`, message: { messageId: '<outbox-old@teachmarket.test>', text: `Reset\n\nhttps://shop.example/de/password-recovery/${live}\n` } }],
    );
    const [queued] = await api.db.query<{ id: number }>(
      `INSERT INTO outbox (channel, kind, recipient, payload) VALUES ('mail', 'password_recovery', 'queued@school.test', $1) RETURNING id`,
      [{ subject: 'Reset', link: `https://shop.example/de/password-recovery/${live}` }],
    );
    await api.db.exec(sql);
    const [after] = await api.db.query<{ payload: { link: string; message: { messageId: string; text: string } } }>('SELECT payload FROM outbox WHERE id = $1', [old!.id]);
    expect(after!.payload).toEqual({
      subject: 'Reset', link: 'https://shop.example/de/password-recovery/REDACTED',
      message: { messageId: '<outbox-old@teachmarket.test>', text: 'Reset\n\nhttps://shop.example/de/password-recovery/REDACTED\n' },
    });
    const [still] = await api.db.query<{ link: string }>(`SELECT payload->>'link' AS link FROM outbox WHERE id = $1`, [queued!.id]);
    expect(still!.link).toContain(live);
    await api.db.query('DELETE FROM outbox WHERE id = ANY($1)', [[old!.id, queued!.id]]);
  });
});
