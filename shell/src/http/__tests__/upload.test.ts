/**
 * @jest-environment jsdom
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestCancelledError } from '../errors';
import { RouteAborts } from '../route-aborts';
import type { SessionBridge } from '../session-bridge';
import { createUploader } from '../upload';
import { UploadHttpError } from '../upload-xhr';
import { XsrfGate } from '../xsrf-gate';

interface Hit { path: string; query: URLSearchParams; auth?: string; bytes: number; contentType?: string; xsrf?: string }
type Handler = (hit: Hit, res: ServerResponse) => void;

// A real local server; jsdom's XMLHttpRequest enforces CORS like a browser, so the server answers preflights.
let handler: Handler;
const hits: Hit[] = [];
// Which test a request belongs to: an upload a test cancelled can still reach the server during the
// next test on a busy machine, and must not count there.
let generation = 0;
let url = '';
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const born = generation;
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('access-control-allow-headers', 'authorization, content-type, x-xsrf-token');
  if (req.method === 'OPTIONS') return void res.end();
  let bytes = 0;
  req.on('data', (chunk: Buffer) => (bytes += chunk.length));
  req.on('end', () => {
    if (born !== generation) return void res.destroy();
    const u = new URL(req.url ?? '/', 'http://x');
    const hit = { path: u.pathname, query: u.searchParams, auth: req.headers.authorization, bytes, contentType: req.headers['content-type'], xsrf: req.headers['x-xsrf-token'] as string | undefined };
    hits.push(hit);
    handler(hit, res);
  });
});
const reply = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));
beforeEach(() => {
  generation += 1;
  hits.length = 0;
  handler = (_hit, res) => reply(res, 201, { item: { id: 7 } });
});

function uploader(token: () => string | null, session?: SessionBridge, report?: jest.Mock) {
  return createUploader({ apiUrl: url, partnerMarker: '/partner/', world: () => 'es', accessToken: token, cartToken: () => null, session, report }, new RouteAborts());
}
const form = (size = 256 * 1024) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(size).fill(37)], { type: 'application/pdf' }), 'doc.pdf');
  return body;
};

describe('upload over XMLHttpRequest (issue 5)', () => {
  it('sends multipart with world and bearer, reports progress up to 100 % and answers the JSON', async () => {
    const progress: number[] = [];
    const answer = await uploader(() => 'tok')<{ item: { id: number } }>('v3/uploads/material', form(), { onUploadProgress: (p) => progress.push(p.percent) });
    expect(answer.item.id).toBe(7);
    expect(hits[0]).toMatchObject({ path: '/v3/uploads/material', auth: 'Bearer tok' });
    expect(hits[0]?.query.get('world')).toBe('es');
    expect(hits[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(hits[0]?.bytes).toBeGreaterThan(256 * 1024);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[progress.length - 1]).toBe(100);
  });

  it('spec §9: echoes the XSRF-TOKEN cookie of document.cookie as X-XSRF-TOKEN, none without it', async () => {
    await uploader(() => 'tok')('v3/uploads/material', form(1024));
    document.cookie = 'XSRF-TOKEN=up%2F1';
    await uploader(() => 'tok')('v3/uploads/material', form(1024));
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(hits.map((h) => h.xsrf)).toEqual([undefined, 'up/1']);
  });

  it('spec §9: waits while calls sent without the cookie are unanswered (../xsrf-gate.ts), then sends the cookie they left', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const gate = new XsrfGate(60_000);
    const ctx = { apiUrl: url, partnerMarker: '/partner/', world: () => 'es', accessToken: () => 'tok', cartToken: () => null, xsrfGate: gate };
    const answered = gate.hold(); // a call of the page that left without the cookie
    const pending = createUploader(ctx, new RouteAborts())('v3/uploads/material', form(1024));
    await sleep(150);
    expect(hits).toHaveLength(0);
    document.cookie = 'XSRF-TOKEN=last';
    answered();
    await pending;
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(hits.map((h) => h.xsrf)).toEqual(['last']);

    // An upload sent without the cookie holds writes itself until its answer is in.
    let release: () => void = () => undefined;
    handler = (_hit, res) => (release = () => reply(res, 201, { item: { id: 8 } }));
    const upload = createUploader(ctx, new RouteAborts())('v3/uploads/material', form(1024));
    for (let i = 0; i < 100 && hits.length < 2; i += 1) await sleep(10);
    let settled = false;
    void gate.settled().then(() => (settled = true));
    await sleep(50);
    expect(settled).toBe(false);
    release();
    await upload;
    await sleep(0);
    expect(settled).toBe(true);
  });

  it('rejects a 4xx with the parsed error body, like the client HTTPError', async () => {
    handler = (_hit, res) => reply(res, 413, { error: { code: 'file_too_large', message: 'too big', field: 'file' } });
    const error = await uploader(() => 'tok')('v3/uploads/material', form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadHttpError);
    expect(error).toMatchObject({ name: 'HTTPError', response: { status: 413 }, data: { error: { code: 'file_too_large' } } });
  });

  it('a cancelled upload is a distinct outcome (RequestCancelledError)', async () => {
    handler = () => undefined; // never answers
    const controller = new AbortController();
    const pending = uploader(() => 'tok')('v3/uploads/material', form(), { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toBeInstanceOf(RequestCancelledError);
  });

  it('spec §4: a 401 while logged in re-validates and sends again with the fresh token', async () => {
    let token = 'old';
    handler = (hit, res) => (hit.auth === 'Bearer old' ? reply(res, 401, { reason: 'expired' }) : reply(res, 200, { ok: true }));
    const session: SessionBridge = {
      isLoggedIn: () => true,
      revalidate: async () => {
        token = 'new';
        return 'ok';
      },
      clientCredentials: async () => false,
      logout: jest.fn(),
      ready: () => Promise.resolve(),
    };
    await expect(uploader(() => token, session)('v3/uploads/material', form(1024))).resolves.toEqual({ ok: true });
    expect(hits.map((h) => h.auth)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('spec §4: a failed re-validation logs out and the 401 reaches the caller', async () => {
    handler = (_hit, res) => reply(res, 401, { reason: 'invalid_token' });
    const logout = jest.fn();
    const session: SessionBridge = {
      isLoggedIn: () => true, revalidate: async () => 'failed', clientCredentials: async () => false, logout, ready: () => Promise.resolve(),
    };
    const error = await uploader(() => 'x', session)('v3/uploads/material', form(1024)).catch((e: unknown) => e);
    expect((error as UploadHttpError).response.status).toBe(401);
    expect(logout).toHaveBeenCalledWith({ toLogin: false });
    expect(hits).toHaveLength(1);
  });
});
