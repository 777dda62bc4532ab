import { createWsClient, reconnectDelay, type SocketLike } from '../websocket-client';

class FakeSocket implements SocketLike {
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000, reason = '') {
    this.closed = true;
    this.onclose?.({ code, reason });
  }
  serverClose(reason = '') {
    this.onclose?.({ code: 4000, reason });
  }
}

function setup(handshake: () => { access_token: string; type: string; world: string } | null = () => ({ access_token: 'tok', type: 'web', world: 'de' })) {
  const sockets: FakeSocket[] = [];
  const messages: Record<string, unknown>[] = [];
  const connected: boolean[] = [];
  const client = createWsClient({
    url: 'ws://api.test/v3/notifications/ws',
    handshake,
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    onMessage: (m) => messages.push(m),
    onConnected: (c) => connected.push(c),
  });
  return { client, sockets, messages, connected };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('websocket client (spec §4, §9)', () => {
  it('sends the handshake with access_token, type and world, then a heartbeat every 30 s', () => {
    const { client, sockets, connected } = setup();
    client.start();
    sockets[0]!.onopen!();
    expect(sockets[0]!.sent[0]).toEqual({ action: 'handshake', access_token: 'tok', type: 'web', world: 'de' });
    expect(connected).toEqual([true]);
    jest.advanceTimersByTime(29_999);
    expect(sockets[0]!.sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets[0]!.sent[1]).toEqual({ action: 'heartbeat' });
    jest.advanceTimersByTime(30_000);
    expect(sockets[0]!.sent).toHaveLength(3);
  });

  it('does not connect without a session', () => {
    const { client, sockets } = setup(() => null);
    client.start();
    expect(sockets).toHaveLength(0);
  });

  it('reconnects after 2 s, 3 s, 4 s … and resets after a successful open', () => {
    expect([0, 1, 2, 3].map(reconnectDelay)).toEqual([2000, 3000, 4000, 5000]);
    const { client, sockets } = setup();
    client.start();
    for (const [i, delay] of [2000, 3000, 4000].entries()) {
      sockets[i]!.serverClose();
      jest.advanceTimersByTime(delay - 1);
      expect(sockets).toHaveLength(i + 1);
      jest.advanceTimersByTime(1);
      expect(sockets).toHaveLength(i + 2);
    }
    sockets[3]!.onopen!();
    sockets[3]!.serverClose();
    jest.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(5);
  });

  it('never reconnects after the close reason no_reconnect', () => {
    const { client, sockets, connected } = setup();
    client.start();
    sockets[0]!.onopen!();
    sockets[0]!.serverClose('no_reconnect');
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(connected).toEqual([true, false]);
    expect(client.running).toBe(false);
  });

  it('closes on error and reconnects', () => {
    const { client, sockets } = setup();
    client.start();
    sockets[0]!.onerror!();
    expect(sockets[0]!.closed).toBe(true);
    jest.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(2);
  });

  it('acknowledges messages with an id at once and releases them one per 100 ms', () => {
    const { client, sockets, messages } = setup();
    client.start();
    const s = sockets[0]!;
    s.onopen!();
    for (const id of ['a', 'b', 'c']) s.onmessage!({ data: JSON.stringify({ id, type: 'notification' }) });
    s.onmessage!({ data: JSON.stringify({ type: 'heartbeat' }) });
    s.onmessage!({ data: 'not json' });
    expect(s.sent.filter((m) => m.action === 'ack').map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(messages).toHaveLength(0);
    jest.advanceTimersByTime(100);
    expect(messages.map((m) => m.id)).toEqual(['a']);
    jest.advanceTimersByTime(99);
    expect(messages).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(messages.map((m) => m.id)).toEqual(['a', 'b']);
    jest.advanceTimersByTime(500);
    expect(messages.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('stops for good on stop()', () => {
    const { client, sockets } = setup();
    client.start();
    client.stop();
    jest.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.closed).toBe(true);
  });
});
