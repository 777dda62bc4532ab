import { toTrackingCents, trackEvents } from '@teachmarket/shared-kit';
import { PENDING_KEY } from './tracking-keys';

export { PENDING_KEY };

export interface TrackEvent {
  name: string;
  properties: Record<string, unknown>;
  timestamp: string;
}

/** A key-value store (shared-kit storage in the app: it falls back to memory). */
export interface KeyValue {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export interface TrackerOptions {
  /** The API call (shared-kit's `trackEvents`; tests may send elsewhere). */
  send?: typeof trackEvents;
  store: KeyValue;
  /** spec §2: tracking starts only with consent (and never for mobile-app or prerender agents). */
  allowed: () => boolean;
  /** spec §6: an impersonating operator is never tracked. */
  impersonating: () => boolean;
  now?: () => Date;
}

export const TRACK_SID_KEY = 'track_sid';
const MAX_EVENTS = 50; // the API's batch limit
const MAX_PENDING = 500; // a visitor offline for a long time must not fill the storage

/** spec §5: prices are tracked as integer cents, rounded down. Keys named price/…Price are prices. */
function withCents(properties: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    out[key] = typeof value === 'number' && /(^price$|Price$|_price$)/.test(key) && Number.isFinite(value) ? toTrackingCents(value) : value;
  }
  return out;
}

export function createTracker(options: TrackerOptions) {
  const now = options.now ?? (() => new Date());
  const send = options.send ?? trackEvents;
  let sending: Promise<void> | null = null;

  const pending = (): TrackEvent[] => {
    try {
      const list: unknown = JSON.parse(options.store.get(PENDING_KEY) ?? '[]');
      return Array.isArray(list) ? (list as TrackEvent[]) : [];
    } catch {
      return [];
    }
  };
  const keep = (events: TrackEvent[]) => {
    if (events.length) options.store.set(PENDING_KEY, JSON.stringify(events.slice(-MAX_PENDING)));
    else options.store.remove(PENDING_KEY);
  };

  async function sendAll(): Promise<void> {
    let queue = pending();
    while (queue.length) {
      const batch = queue.slice(0, MAX_EVENTS);
      const sid = options.store.get(TRACK_SID_KEY);
      try {
        const res = await send(sid ? { events: batch, track_sid: sid } : { events: batch });
        options.store.set(TRACK_SID_KEY, res.track_sid);
      } catch {
        return; // spec §8: tracking failures are stored silently and sent later
      }
      // Events tracked while this batch was in flight were appended: drop only what was sent.
      queue = pending().slice(batch.length);
      keep(queue);
    }
  }

  /** Sends what is waiting (after a failure, or events queued while a send was running). */
  function flush(): Promise<void> {
    if (!options.allowed() || options.impersonating()) return Promise.resolve();
    sending ??= sendAll().finally(() => {
      sending = null;
    });
    return sending;
  }

  function track(name: string, properties: Record<string, unknown> = {}): Promise<void> {
    if (!options.allowed() || options.impersonating()) return Promise.resolve();
    keep([...pending(), { name, properties: withCents(properties), timestamp: now().toISOString() }]);
    return sending ? sending.then(flush) : flush();
  }

  return { track, flush, pending };
}

export type Tracker = ReturnType<typeof createTracker>;
