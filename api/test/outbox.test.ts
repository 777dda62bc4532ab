import { href } from '@teachmarket/contracts/routes';
import { enqueue } from '../src/jobs';
import { deliverOutboxRow } from '../src/mail/deliver';
import { enqueueOrderFollowUps } from '../src/mail/order-follow-ups';
import { OUTBOX_QUEUE, queueMail } from '../src/mail/outbox';
import { embeddedTransport, type MailTransport, type OutgoingMail } from '../src/mail/transport';
import { setMailTransport } from '../src/mail/worker';
import { hubOf, publishNotification } from '../src/notifications/hub';
import { createStorage } from '../src/storage';
import { bearer, json, login, startApi, type TestApi } from './helpers';
import { testPeer } from './test-peer';

// Issue 13 "transactional outbox": mail and sale notifications are written with the change that
// causes them and delivered by the outbox worker (pg-boss), once.

let api: TestApi;
let buyer: string;
/** Every mail the transport accepted (the embedded transport behind it keeps it in the row). */
const delivered: OutgoingMail[] = [];
let failNext = 0;
const counting: MailTransport = {
  async send(mail) {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('relay unavailable (test)');
    }
    delivered.push(mail);
    return embeddedTransport().send(mail);
  },
};

beforeAll(async () => {
  api = await startApi({ PUBLIC_WEB_URL: 'https://shop.example' });
  setMailTransport(api.db, counting);
  buyer = await login(api, 'buyer@teachmarket.test');
});
afterAll(() => api.close());

const ctx = () => ({ db: api.db, config: api.config });
const deliveriesOf = (outboxId: number) => delivered.filter((m) => m.outboxId === outboxId).length;
const rowOf = async (id: number) =>
  (await api.db.query<{ sent_at: Date | null; attempts: number; last_error: string | null }>('SELECT sent_at, attempts, last_error FROM outbox WHERE id = $1', [id]))[0];
const jobsFor = async (id: number) =>
  api.db.query<{ state: string; retry_count: number; due_later: boolean }>(
    `SELECT state::text, retry_count, start_after > now() AS due_later FROM pgboss.job WHERE name = $1 AND (data->>'outboxId')::int = $2`, [OUTBOX_QUEUE, id],
  );
/** pg-boss waits out the back-off before a retry; the test moves the clock of that one job instead of sleeping. */
const retryNow = (id: number) =>
  api.db.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND (data->>'outboxId')::int = $2 AND state = 'retry'`, [OUTBOX_QUEUE, id]);
const draft = (to: string) => ({ kind: 'order_invoice' as const, to, world: 'de', values: { invoice: 'OUTBOX-TEST' }, link: 'https://shop.example/de' });

describe('transactional outbox', () => {
  it('a rolled-back transaction leaves no mail and no job; a committed one is delivered once', async () => {
    let rolledBackId: number | null = null;
    await expect(api.db.transaction(async (tx) => {
      rolledBackId = await queueMail(ctx(), tx, draft('rolled-back@school.test'));
      throw new Error('the order failed');
    })).rejects.toThrow('the order failed');
    expect(rolledBackId).not.toBeNull();
    expect(await api.db.query(`SELECT 1 FROM outbox WHERE recipient = 'rolled-back@school.test'`)).toEqual([]);
    expect(await jobsFor(rolledBackId!)).toEqual([]);

    const id = (await api.db.transaction((tx) => queueMail(ctx(), tx, draft('committed@school.test'))))!;
    await api.jobs.drain();
    expect(deliveriesOf(id)).toBe(1);
    expect((await rowOf(id))!.sent_at).toBeInstanceOf(Date);
    expect(delivered.some((m) => m.to === 'rolled-back@school.test')).toBe(false);
  });

  it('retries a failing transport with back-off, then delivers once', async () => {
    failNext = 1;
    const res = await api.app.inject({ method: 'POST', url: '/v3/password/forgot?world=de', payload: { email: 'seller@teachmarket.test' } });
    expect(res.statusCode).toBe(200);
    const [row] = await api.db.query<{ id: number }>(`SELECT id FROM outbox WHERE kind = 'password_recovery' AND recipient = 'seller@teachmarket.test' ORDER BY id DESC LIMIT 1`);
    await api.jobs.drain();
    expect(failNext).toBe(0);
    expect(deliveriesOf(row!.id)).toBe(0);
    expect(await rowOf(row!.id)).toMatchObject({ sent_at: null, attempts: 1, last_error: 'relay unavailable (test)' });
    // Waiting for its back-off, not lost.
    expect(await jobsFor(row!.id)).toMatchObject([{ state: 'retry', due_later: true }]);

    await retryNow(row!.id);
    await api.jobs.drain();
    expect(deliveriesOf(row!.id)).toBe(1);
    expect(await rowOf(row!.id)).toMatchObject({ attempts: 2, last_error: null });
    expect((await rowOf(row!.id))!.sent_at).toBeInstanceOf(Date);
    expect(await jobsFor(row!.id)).toMatchObject([{ state: 'completed', retry_count: 1 }]);
  });

  it('does not deliver twice when a job runs twice, or two jobs race for one row', async () => {
    const id = (await api.db.transaction((tx) => queueMail(ctx(), tx, draft('twice@school.test'))))!;
    // A second job for the same row (a job retried after its first run was cut short).
    await enqueue(ctx(), null, OUTBOX_QUEUE, { outboxId: id });
    await api.jobs.drain();
    expect(deliveriesOf(id)).toBe(1);
    expect((await jobsFor(id)).map((j) => j.state)).toEqual(['completed', 'completed']);
    // And the handler itself, twice at once and once more later.
    const deps = { db: api.db, transport: counting };
    const again = await Promise.all([deliverOutboxRow(deps, id), deliverOutboxRow(deps, id)]);
    expect(again).toEqual(['already_sent', 'already_sent']);
    const fresh = (await api.db.transaction((tx) => queueMail(ctx(), tx, draft('race@school.test'))))!;
    const raced = await Promise.all([deliverOutboxRow(deps, fresh), deliverOutboxRow(deps, fresh)]);
    expect(raced.sort()).toEqual(['already_sent', 'sent']);
    expect(deliveriesOf(fresh)).toBe(1);
    await api.jobs.drain();
    expect(deliveriesOf(fresh)).toBe(1);
  });

  it('writes an order\'s invoice mail, sale notification and rating mail with the order, and delivers each once', async () => {
    const [m] = await api.db.query<{ id: number; author_id: number; title: string }>(
      `SELECT id, author_id, title FROM materials m WHERE world = 'de' AND status = 'published' AND final_price_cents > 0 AND NOT is_bundle
          AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.material_id = m.id)
          AND author_id NOT IN (SELECT id FROM users WHERE email = 'buyer@teachmarket.test') ORDER BY id LIMIT 1`,
    );
    const { peer, messages: received, waitFor } = testPeer();
    await hubOf(api.app, api).join(m!.author_id, peer);
    await api.app.inject({ method: 'POST', url: '/v1/cart/add?world=de', headers: bearer(buyer), payload: { material_id: m!.id } });
    const res = await api.app.inject({
      method: 'POST', url: '/v1/orders?world=de', headers: bearer(buyer),
      payload: { paymentMethod: 'invoice', useCredits: false, billing: { name: 'Bea Buyer', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' } },
    });
    expect(res.statusCode).toBe(201);
    const order = json(res).item as { id: number; invoice: { number: string } };
    await api.jobs.drain();

    const mails = delivered.filter((d) => d.to === 'buyer@teachmarket.test' && (d.subject.includes(order.invoice.number) || d.subject.includes(m!.title)));
    expect(mails.map((d) => d.kind).sort()).toEqual(['order_invoice', 'rating_request']);
    // The invoice link opens the buyer's invoice in the cabinet on the shop's origin (after login), not the API.
    const invoice = mails.find((d) => d.kind === 'order_invoice')!;
    expect(invoice.text).toContain(`https://shop.example${href('invoiceTaxDocuments', {}, 'de', { query: { order: order.id } })}`);
    expect(invoice.text).not.toContain('/v1/orders');
    await waitFor((n) => n.kind === 'sale' && n.materialId === m!.id);
    expect(received.filter((n) => n.kind === 'sale' && n.materialId === m!.id)).toHaveLength(1);
    hubOf(api.app, api).leave(m!.author_id, peer);

    // Writing the follow-ups again (a replayed order call) queues nothing new.
    const again = await api.db.transaction((tx) => enqueueOrderFollowUps({ ...ctx(), storage: createStorage(api.config) }, tx, order.id));
    expect(again).toEqual({ invoice: null, sales: 0, ratings: 0 });
    // The developer page lists the invoice mail once, as sent.
    const listed = (json(await api.app.inject({ method: 'GET', url: '/dev/outbox?format=json' })).items as { kind: string; payload: { subject: string }; sent_at: string | null }[])
      .filter((i) => i.kind === 'order_invoice' && i.payload.subject.includes(order.invoice.number));
    expect(listed).toHaveLength(1);
    expect(listed[0]!.sent_at).not.toBeNull();
  });

  it('delivers a sale notification that its seller acknowledges only once, however often it is retried', async () => {
    const hub = hubOf(api.app, api);
    const { peer, messages, waitFor } = testPeer();
    await hub.join(2, peer);
    const first = await api.db.transaction((tx) => publishNotification(tx, 2, { kind: 'sale', title: 'Retried', materialId: 1 }, 'outbox-test-1'));
    const second = await api.db.transaction((tx) => publishNotification(tx, 2, { kind: 'sale', title: 'Retried', materialId: 1 }, 'outbox-test-1'));
    expect(first).toMatchObject({ id: 'outbox-test-1' });
    expect(second).toBeNull();
    // NOTIFYs arrive in commit order: once the later one is here, a second copy of the first would be too.
    await api.db.transaction((tx) => publishNotification(tx, 2, { kind: 'sale', title: 'Later', materialId: 1 }, 'outbox-test-2'));
    await waitFor((n) => n.id === 'outbox-test-2');
    expect(messages.map((n) => n.id).filter((id) => id?.startsWith('outbox-test-'))).toEqual(['outbox-test-1', 'outbox-test-2']);
    hub.leave(2, peer);
  });
});
