/**
 * An operator's cancel (unpaid invoice order) or refund (paid order) mails the buyer once, in the
 * order's language, from the same transaction (api/src/mail/order-reversals.ts): which order, the
 * amount paid back or that nothing is owed, and that the materials' downloads have ended.
 */
import { refundOrder } from '../src/money/settle';
import { bearer, fixtureUser, json, login, setupApi } from './helpers';
import { checkout, insertMaterial, invoiceOrder } from './commerce';
import { mailedMails } from './mailbox';

const api = setupApi({ PUBLIC_WEB_URL: 'https://shop.example' }, 180_000);
jest.setTimeout(120_000);
let operator: string;
beforeAll(async () => {
  operator = await login(api, 'operator@teachmarket.test');
});

const call = (url: string, token: string, payload?: unknown) =>
  api.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: bearer(token) });
const lastOutboxId = async () => (await api.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM outbox'))[0]!.id;
/** Every outbox row (mail or notification) written after `id`. */
const outboxAfter = (id: number) =>
  api.db.query<{ channel: string; kind: string; recipient: string }>('SELECT channel, kind, recipient FROM outbox WHERE id > $1 ORDER BY id', [id]);

let seq = 0;
async function sellerMaterial(priceCents: number): Promise<{ sellerEmail: string; material: number; title: string }> {
  const seller = await fixtureUser(api, { is_seller: true });
  const title = `Reversal mail ${process.pid}-${++seq}`;
  return { sellerEmail: seller.email, material: await insertMaterial(api, seller.id, title, priceCents), title };
}

describe('mail to the buyer when an operator cancels or refunds an order', () => {
  it('cancel: one German mail to the buyer with the order number, the returned credits and the ended downloads; nothing to anyone else', async () => {
    const { sellerEmail, material, title } = await sellerMaterial(800);
    const buyer = await fixtureUser(api);
    await api.db.query('UPDATE users SET confirmed_at = now(), credits_cents = 300 WHERE id = $1', [buyer.id]);
    const placed = await checkout(api, buyer.token, [material], { order: { ...invoiceOrder('Cara Cancel'), useCredits: true } });
    expect(placed).toMatchObject({ status: 'awaiting_payment', downloadsAvailable: true });
    const [{ invoice_number: number }] = (await api.db.query<{ invoice_number: string }>('SELECT invoice_number FROM orders WHERE id = $1', [placed.id])) as [{ invoice_number: string }];

    const before = await lastOutboxId();
    const res = await call(`/v1/operator/orders/${placed.id}/cancel?world=de`, operator, { reason: 'Internal note: never paid' });
    expect(json(res).item).toMatchObject({ status: 'cancelled', downloadsAvailable: false });
    expect(await outboxAfter(before)).toEqual([{ channel: 'mail', kind: 'order_cancelled', recipient: buyer.email }]);

    const mails = await mailedMails(api, 'order_cancelled', buyer.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.lang).toBe('de');
    expect(mail.subject).toBe(`Deine Teachmarket-Bestellung ${number} wurde storniert`);
    expect(mail.text).toContain(`Deine Bestellung ${number} wurde storniert, bevor sie bezahlt war.`);
    expect(mail.text).toContain('3,00');
    expect(mail.text).toContain(`Die Downloads ihrer Materialien sind nicht mehr verfügbar: ${title}`);
    expect(mail.html).toContain(number);
    // The operator's reason is for the audit trail, not for the buyer; the seller is not named to the buyer by address.
    expect(mail.text).not.toContain('Internal note');
    expect(mail.text).not.toContain(sellerEmail);
    // The link opens the buyer's invoices in the cabinet of the order's world, on that order.
    expect(new URL(mail.link).origin).toBe('https://shop.example');
    expect(new URL(mail.link).searchParams.get('order')).toBe(String(placed.id));

    // A second cancel is refused and mails nothing more.
    expect((await call(`/v1/operator/orders/${placed.id}/cancel?world=de`, operator, { reason: 'again' })).statusCode).toBe(409);
    expect(await mailedMails(api, 'order_cancelled', buyer.email)).toHaveLength(1);
  });

  it('refund: one mail to the buyer with the order number and the amount paid back; a rolled-back refund mails nothing', async () => {
    const { sellerEmail, material, title } = await sellerMaterial(1500);
    const buyer = await fixtureUser(api);
    const placed = await checkout(api, buyer.token, [material], { order: invoiceOrder('Rolf Refund') });
    const paidOn = new Date().toISOString().slice(0, 10);
    expect((await call(`/v1/operator/orders/${placed.id}/mark-paid?world=de`, operator, { paidOn, reference: 'BANK-1' })).statusCode).toBe(200);
    const [{ invoice_number: number }] = (await api.db.query<{ invoice_number: string }>('SELECT invoice_number FROM orders WHERE id = $1', [placed.id])) as [{ invoice_number: string }];

    // The refund's transaction fails after the mail was queued (e.g. the audit write): no mail, the order stays paid.
    const beforeRollback = await lastOutboxId();
    await expect(api.db.transaction(async (tx) => {
      await refundOrder({ db: api.db, config: api.config }, tx, placed.id);
      throw new Error('audit failed');
    })).rejects.toThrow('audit failed');
    expect(await outboxAfter(beforeRollback)).toEqual([]);
    expect(await mailedMails(api, 'order_refunded', buyer.email)).toEqual([]);

    const before = await lastOutboxId();
    const res = await call(`/v1/operator/orders/${placed.id}/refund?world=de`, operator, { reason: 'Wrong material bought' });
    expect(json(res).item).toMatchObject({ status: 'refunded', downloadsAvailable: false });
    expect(await outboxAfter(before)).toEqual([{ channel: 'mail', kind: 'order_refunded', recipient: buyer.email }]);

    const mails = await mailedMails(api, 'order_refunded', buyer.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.lang).toBe('de');
    expect(mail.subject).toBe(`Deine Teachmarket-Bestellung ${number} wurde erstattet`);
    expect(mail.text).toContain(`Deine Bestellung ${number} wurde erstattet.`);
    expect(mail.text).toMatch(/Wir überweisen dir 15,00\s€ zurück\./);
    expect(mail.text).toContain(`nicht mehr verfügbar: ${title}`);
    // No credits were used: no credits paragraph.
    expect(mail.text).not.toContain('Guthaben');
    expect(mail.text).not.toContain('Wrong material bought');
    expect(mail.text).not.toContain(sellerEmail);
    expect(mail.text).not.toContain('BANK-1');
    expect(await mailedMails(api, 'order_refunded', sellerEmail)).toEqual([]);
  });
});
