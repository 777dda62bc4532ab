/** spec §9: heartbeat 30 s; reconnect starts at 2 s and grows by 1 s; queue release every 100 ms. */
export const HEARTBEAT_MS = 30_000;
export const RECONNECT_START_MS = 2_000;
export const RECONNECT_STEP_MS = 1_000;
export const QUEUE_RELEASE_MS = 100;
export const NO_RECONNECT = 'no_reconnect';

/** The part of the browser WebSocket the client uses (tests pass a fake, the app the real one). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: (() => void) | null;
}

export interface Handshake {
  access_token: string;
  type: string;
  world: string;
}

export interface WsClientOptions {
  url: string;
  /** Read at every (re)connect: the token may have been refreshed. null = logged out, no connection. */
  handshake: () => Handshake | null;
  createSocket: (url: string) => SocketLike;
  onMessage: (message: Record<string, unknown>) => void;
  onConnected: (connected: boolean) => void;
}

/** The delay before reconnect attempt n (0-based): 2 s, 3 s, 4 s, … */
export const reconnectDelay = (attempt: number): number => RECONNECT_START_MS + attempt * RECONNECT_STEP_MS;

export function createWsClient(options: WsClientOptions) {
  let socket: SocketLike | null = null;
  let attempt = 0;
  let stopped = true;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let release: ReturnType<typeof setInterval> | undefined;
  const queue: Record<string, unknown>[] = [];

  const send = (message: Record<string, unknown>) => socket?.send(JSON.stringify(message));

  // Messages are handed on one per 100 ms, so a burst (e.g. after a reconnect) does not flood the UI.
  const pump = () => {
    const next = queue.shift();
    if (next) options.onMessage(next);
    if (!queue.length) {
      clearInterval(release);
      release = undefined;
    }
  };

  const receive = (data: unknown) => {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(String(data)) as Record<string, unknown>;
    } catch {
      return; // not ours: ignore
    }
    // spec §4: a message with an id is acknowledged at once, even before it is shown.
    if (typeof message.id === 'string' || typeof message.id === 'number') send({ action: 'ack', id: message.id });
    if (message.type === 'heartbeat' || message.type === 'handshake_ok') return;
    queue.push(message);
    release ??= setInterval(pump, QUEUE_RELEASE_MS);
  };

  const cleanup = () => {
    clearInterval(heartbeat);
    heartbeat = undefined;
    if (socket) socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    socket = null;
  };

  function connect(): void {
    const hello = options.handshake();
    if (stopped || !hello) return;
    const current = options.createSocket(options.url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      send({ action: 'handshake', ...hello });
      options.onConnected(true);
      heartbeat = setInterval(() => send({ action: 'heartbeat' }), HEARTBEAT_MS);
    };
    current.onmessage = (event) => receive(event.data);
    // spec §8: a websocket error closes the socket; the close handler reconnects.
    current.onerror = () => current.close();
    current.onclose = (event) => {
      cleanup();
      options.onConnected(false);
      if (stopped || event.reason === NO_RECONNECT) {
        stopped = true;
        return;
      }
      reconnect = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };
  }

  return {
    /** spec §4: called after login. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      attempt = 0;
      connect();
    },
    stop(): void {
      stopped = true;
      clearTimeout(reconnect);
      const current = socket;
      cleanup();
      current?.close(1000, 'client_stop');
      options.onConnected(false);
    },
    get running(): boolean {
      return !stopped;
    },
  };
}

export type WsClient = ReturnType<typeof createWsClient>;
