import {
  $consent,
  $isLoggedIn,
  $session,
  $tours,
  $world,
  ensureAbSegments,
  getUpcomingTerms,
  hasConsent,
  loadPersonalisation,
  markPersonalisationPopupShown,
  readStoredConsent,
  receiveWsMessage,
  setWsConnected,
  settleConsent,
  storage,
  trackEvents,
  type WsNotification,
} from '@teachmarket/shared-kit';
import { createGatedReporter, hasOptInCookie, parseDsn, sentryTransport } from '../errors/gated-reporter';
import { setReporter } from '../errors/reporter';
import { pollConsent } from './consent-check';
import { $tourEnabled } from './feature-tour';
import { releasePopup, requestPopup, schedulePersonalisationPopup } from './popups';
import { currentSession } from './session-adapter';
import { createTracker, type Tracker } from './tracking';
import { $termsUpcoming, watchUpcomingTerms } from './terms-popup';
import { skipsVisitorServices } from './user-agent';
import { createWsClient, type SocketLike } from './websocket-client';

export interface ServicesInput {
  apiUrl: string;
  /** Optional Sentry-compatible DSN from /config.json (`sentryDsn`). */
  sentryDsn?: unknown;
  release?: string;
}

let tracker: Tracker | null = null;

/** The running tracker (null before startServices): pages track through it. */
export const currentTracker = (): Tracker | null => tracker;
/** startServices installs the tracker; component tests install one over a fixture client. */
export function installTracker(next: Tracker | null): void {
  tracker = next;
}

function toNotification(message: Record<string, unknown>): Omit<WsNotification, 'read'> | undefined {
  const kind = message.kind;
  const kinds: readonly unknown[] = ['sale', 'new_material', 'comment', 'comment_reply'];
  if (message.type !== 'notification' || !kinds.includes(kind)) return undefined;
  return {
    id: String(message.id),
    kind: kind as WsNotification['kind'],
    title: typeof message.title === 'string' ? message.title : '',
    materialId: typeof message.materialId === 'number' ? message.materialId : null,
    at: typeof message.at === 'string' ? message.at : new Date().toISOString(),
  };
}

/** Starts consent, tracking, error reporting, websocket and popups (called once from bootstrap). */
export function startServices(input: ServicesInput): void {
  const skip = skipsVisitorServices(navigator.userAgent);
  ensureAbSegments();
  // Cart, country and currency load themselves on their first reader (stores/load-on-mount.ts).

  // spec §2: no consent modal inside the mobile app or for prerender/UI-test agents; their
  // consent stays "unknown", so tracking and error reporting never start either.
  if (!skip) pollConsent(() => (readStoredConsent() ? 'decided' : 'required'), settleConsent);
  // spec §2 guided tour: never for those agents either (feature-tour.ts decides the rest).
  $tourEnabled.set(!skip);

  tracker = createTracker({
    store: storage,
    allowed: () => !skip && hasConsent('tracking'),
    impersonating: () => currentSession().impersonating,
  });
  const active = tracker;
  $consent.listen(() => void active.flush());
  // Only the change to finished is an event: steps of a tour forced open again are not.
  $tours.listen((tours, old, changed) => {
    const was = changed ? old?.[changed] : undefined;
    if (changed && tours[changed]?.finished && was && !was.finished) void active.track('feature_tour_finished', { tour: changed });
  });

  const dsn = typeof input.sentryDsn === 'string' && input.sentryDsn ? parseDsn(input.sentryDsn) : null;
  setReporter(
    createGatedReporter({
      send: dsn
        ? sentryTransport(dsn, input.release ?? 'web')
        : (code, message, context) =>
            trackEvents({ events: [{ name: 'client_error', properties: { code, message, ...context } }] }),
      consent: () => !skip && hasConsent('errorReporting'),
      optIn: () => hasOptInCookie(document.cookie),
    }),
  );

  const ws = createWsClient({
    url: `${input.apiUrl.replace(/^http/, 'ws')}/v3/notifications/ws`,
    handshake: () => {
      const session = currentSession();
      return session.loggedIn && session.accessToken ? { access_token: session.accessToken, type: 'web', world: $world.get() } : null;
    },
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    onMessage: (message) => receiveWsMessage(message, toNotification(message)),
    onConnected: setWsConnected,
  });
  // spec §4: the handshake follows login; logout ends the connection (the server also closes
  // with no_reconnect when the session ends). The popup timer starts at login too.
  let cancelPopup = () => undefined as void;
  $isLoggedIn.subscribe((loggedIn) => {
    cancelPopup();
    if (!loggedIn) return ws.stop();
    ws.start();
    cancelPopup = schedulePersonalisationPopup({
      session: currentSession,
      skip,
      askServer: loadPersonalisation,
      show: () => {
        requestPopup('personalisation');
        void markPersonalisationPopupShown().catch(() => undefined);
      },
    });
  });

  watchUpcomingTerms({
    sessionStore: $session,
    session: currentSession,
    skip,
    load: () => getUpcomingTerms(),
    store: storage,
    show: (item) => {
      $termsUpcoming.set(item);
      requestPopup('termsUpcoming');
    },
    hide: () => {
      $termsUpcoming.set(null);
      releasePopup('termsUpcoming');
    },
  });
}
