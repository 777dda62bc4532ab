import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { href } from '@teachmarket/contracts/routes';
import { openPglite } from '../src/db/pglite';
import { dumpFile } from './paths';
import { createTestDatabase, TEST_DATABASE_URL } from './pg-databases';

/**
 * Issue 13 "transactional outbox", the crash: the API runs as a child process on a PGlite data
 * folder (or, with TEST_DATABASE_URL, a PostgreSQL database), both a copy of the suite's seeded
 * database, an order is placed, and the process is killed (SIGKILL) after the order's commit and
 * before its mails went out. Restarted on the same data, the API delivers the invoice mail, the
 * rating mail and the seller's sale notification, each exactly once.
 *
 * The kill lands in that window because of MAIL_DELIVERY_DELAY_MS (test-only, config.ts): the first
 * run writes its outbox jobs due 30 s after the commit, and the test kills it right after checking
 * that nothing was delivered yet; the restarted API (no delay of its own) runs them once they are due.
 * Each delivered mail is also an .eml file in MAIL_PICKUP_DIR, so a mail delivered twice would be two files.
 */

const API_DIR = join(__dirname, '..');
const BILLING = { name: 'Bea Buyer', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' };

interface Child {
  process: ChildProcess;
  exited: Promise<number | null>;
  output: string[];
}

/** The seeded test database as the child's own: a PGlite data folder made from the dump, or a PostgreSQL copy. */
async function seededDatabase(dataDir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (TEST_DATABASE_URL) {
    const copy = await createTestDatabase(TEST_DATABASE_URL);
    return { env: { DATABASE_URL: copy.url }, drop: () => copy.drop() };
  }
  const db = await openPglite(dataDir, new Blob([await readFile(dumpFile())]));
  await db.close();
  return { env: {}, drop: async () => undefined };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startApiProcess(env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR, env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DEV_ENDPOINTS: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, exited, output };
}

/** Polls until `check` answers something (the API's state changes in another process: there is no event to await). */
async function until<T>(what: string, child: Child, check: () => Promise<T | undefined>, timeoutMs = 420_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child.exited.then(() => { exited = true; });
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (exited) throw new Error(`the API exited while waiting for ${what}:\n${child.output.join('')}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${child.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Placed { id: number; invoice: { number: string } }
interface MailItem { id: number; kind: string; recipient: string; payload: { subject: string; link: string }; sent_at: string | null }

describe('outbox after a crash between the order\'s commit and its mails', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tm-outbox-crash-'));
  const pickupDir = mkdtempSync(join(tmpdir(), 'tm-outbox-pickup-'));
  let child: Child | null = null;
  let database: Awaited<ReturnType<typeof seededDatabase>> | null = null;
  afterAll(async () => {
    if (child && child.process.exitCode === null) {
      child.process.kill('SIGKILL');
      await child.exited;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(pickupDir, { recursive: true, force: true });
  });

  it('delivers the invoice mail, the rating mail and the sale notification exactly once after a restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    database = await seededDatabase(dataDir);
    const env = { API_PORT: String(port), DATA_DIR: dataDir, MAIL_PICKUP_DIR: pickupDir, PUBLIC_WEB_URL: 'http://shop.test', ...database.env };
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> & { items?: unknown } };
    };
    const loginAs = async (username: string) => {
      const res = await call('POST', '/v3/oauth2/authenticate', undefined, { client_id: 'teachmarket-web', grant_type: 'password', username, password: 'teachmarket' });
      if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
      return { token: res.body.access_token as string, id: res.body.oauth_user_id as number };
    };
    const mails = async () => ((await call('GET', '/dev/outbox?format=json')).body.items as MailItem[]);

    // First run: an order, and the kill before any delivery is due.
    child = startApiProcess({ ...env, MAIL_DELIVERY_DELAY_MS: '30000' });
    await until('the first start', child, async () => ((await call('GET', '/health')).status === 200 ? true : undefined));
    const buyer = await loginAs('buyer@teachmarket.test');
    const seller = await loginAs('seller@teachmarket.test');
    const own = (await call('GET', `/v1/authors/${seller.id}/materials?world=de&per_page=50`)).body.items as { id: number; title: string; isBundle: boolean; price: { isFree?: boolean } }[];
    const placeOne = async (): Promise<{ order: Placed; material: { id: number; title: string } }> => {
      for (const m of own.filter((i) => !i.isBundle)) {
        await call('POST', '/v1/cart/add?world=de', buyer.token, { material_id: m.id });
        const res = await call('POST', '/v1/orders?world=de', buyer.token, { paymentMethod: 'invoice', useCredits: false, billing: BILLING });
        if (res.status === 201) return { order: res.body.item as Placed, material: m };
        await call('POST', '/v1/cart/remove?world=de', buyer.token, { material_id: m.id });
      }
      throw new Error('the seeded seller has no paid material the buyer could order');
    };
    const { order, material } = await placeOne();
    const queued = (await mails()).filter((m) => m.recipient === 'buyer@teachmarket.test' && m.sent_at === null);
    const invoice = queued.find((m) => m.kind === 'order_invoice' && m.payload.subject.includes(order.invoice.number));
    const rating = queued.find((m) => m.kind === 'rating_request' && m.payload.subject.includes(material.title));
    expect(invoice).toBeDefined();
    expect(rating).toBeDefined();
    expect(readdirSync(pickupDir)).toEqual([]);
    child.process.kill('SIGKILL');
    await child.exited;

    // Second run on the same data: the worker finds the committed outbox rows and their jobs.
    child = startApiProcess({ ...env, MAIL_DELIVERY_DELAY_MS: '0' });
    await until('the restart', child, async () => ((await call('GET', '/health')).status === 200 ? true : undefined));
    const sellerAgain = await loginAs('seller@teachmarket.test');
    // The seller's tab: the sale arrives live, or on the handshake if it was delivered before.
    const messages: { type: string; kind?: string; materialId?: number }[] = [];
    const socket = new WebSocket(`ws://127.0.0.1:${port}/v3/notifications/ws`);
    let heartbeat: () => void = () => undefined;
    const heartbeats = new Promise<void>((resolve) => { heartbeat = resolve; });
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as (typeof messages)[number];
      messages.push(message);
      if (message.type === 'heartbeat') heartbeat();
    });
    await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
    socket.send(JSON.stringify({ action: 'handshake', access_token: sellerAgain.token, type: 'web', world: 'de' }));
    const sale = () => messages.filter((m) => m.type === 'notification' && m.kind === 'sale' && m.materialId === material.id);

    const delivered = await until('the mails', child, async () => {
      const all = await mails();
      const sent = all.filter((m) => (m.id === invoice!.id || m.id === rating!.id) && m.sent_at !== null);
      return sent.length === 2 ? all : undefined;
    });
    await until('the sale notification', child, async () => (sale().length > 0 ? true : undefined));
    // Everything the server sent before its answer to this heartbeat is in `messages`.
    socket.send(JSON.stringify({ action: 'heartbeat' }));
    await heartbeats;
    socket.close();

    // Each mail once on the developer page, once in the pickup folder; the sale notification once.
    expect(delivered.filter((m) => m.kind === 'order_invoice' && m.payload.subject.includes(order.invoice.number))).toHaveLength(1);
    expect(invoice!.payload.link).toBe(`http://shop.test${href('invoiceTaxDocuments', {}, 'de', { query: { order: order.id } })}`);
    const files = readdirSync(pickupDir).map((f) => readFileSync(join(pickupDir, f), 'utf8'));
    const copies = (id: number) => files.filter((text) => text.includes(`Message-ID: <outbox-${id}@teachmarket.test>`));
    expect(copies(invoice!.id)).toHaveLength(1);
    expect(copies(invoice!.id)[0]).toMatch(/^To: buyer@teachmarket\.test$/m);
    // The parts are quoted-printable (issue 18: German text and an HTML part); the link read decoded.
    const decoded = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(decoded(copies(invoice!.id)[0]!)).toContain(invoice!.payload.link);
    expect(copies(invoice!.id)[0]).not.toMatch(/^List-Unsubscribe/m);
    expect(copies(rating!.id)).toHaveLength(1);
    // The rating mail is a notification: the one-click unsubscribe headers are in the message itself (a long one folded).
    expect(copies(rating!.id)[0]).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/v1\/subscriptions\/notifications\/[\w-]{43}\?world=\w+>$/m);
    expect(copies(rating!.id)[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(sale()).toHaveLength(1);

    child.process.kill('SIGTERM');
    expect(await child.exited).toBe(0);
  }, 900_000);
});
