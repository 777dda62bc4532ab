import {
  $consent,
  $isLoggedIn,
  $tours,
  ensureAbSegments,
  hasConsent,
  readStoredConsent,
  settleConsent,
  storage,
  trackEvents,
} from '@teachmarket/shared-kit';
import { createGatedReporter, hasOptInCookie, parseDsn, sentryTransport } from '../errors/gated-reporter';
import { reporter, setReporter } from '../errors/reporter';
import { pollConsent } from './consent-check';
import { $tourEnabled } from './feature-tour';
import { currentSession } from './session-adapter';
import type { SignedInServices } from './signed-in';
import type { Tracker, TrackerOptions } from './tracking';
import { PENDING_KEY } from './tracking-keys';
import { skipsVisitorServices } from './user-agent';

export interface ServicesInput {
  apiUrl: string;
  /** Optional Sentry-compatible DSN from /config.json (`sentryDsn`). */
  sentryDsn?: unknown;
  release?: string;
}

/** What the shell's parts track through (tracking.ts's tracker, or the one that loads it when first needed). */
export type ShellTracker = Pick<Tracker, 'track' | 'flush'>;

let tracker: ShellTracker | null = null;

/** The running tracker (null before startServices): pages track through it. */
export const currentTracker = (): ShellTracker | null => tracker;
/** startServices installs the tracker; component tests install one over a fixture client. */
export function installTracker(next: ShellTracker | null): void {
  tracker = next;
}

/**
 * Issue 16: the tracker's code (tracking.ts) loads when there is something to send: an event tracked
 * with consent, or events still waiting from an earlier visit when consent changes. Without consent
 * nothing is tracked (spec §2), so nothing is loaded either.
 */
export function lazyTracker(options: TrackerOptions): ShellTracker {
  let loading: Promise<Tracker> | null = null;
  const load = () =>
    (loading ??= import('./tracking').then(
      (m) => m.createTracker(options),
      (error: unknown) => {
        loading = null; // the next event tries again
        throw error;
      },
    ));
  const allowed = () => options.allowed() && !options.impersonating();
  // spec §8: tracking failures are silent; a chunk that did not load is one of them.
  const run = (action: (t: Tracker) => Promise<void>) => load().then(action).catch(() => undefined);
  return {
    track: (name, properties) => (allowed() ? run((t) => t.track(name, properties)) : Promise.resolve()),
    flush: () => (allowed() && options.store.get(PENDING_KEY) !== null ? run((t) => t.flush()) : Promise.resolve()),
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

  tracker = lazyTracker({
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

  // spec §4: the websocket, the personalisation popup's timer and the upcoming-terms check run for
  // signed-in users: their chunk loads at the first login of the page (issue 16), and follows every
  // change of "logged in" from then on, in order.
  let signedIn: Promise<SignedInServices | null> | null = null;
  $isLoggedIn.subscribe((loggedIn) => {
    if (!loggedIn && !signedIn) return;
    signedIn ??= import('./signed-in').then(
      (m) => m.startSignedInServices({ apiUrl: input.apiUrl, skip }),
      (error: unknown) => {
        reporter().report('chunk_load_failed', error, { chunk: 'signed-in' });
        signedIn = null; // the next login tries again
        return null;
      },
    );
    void signedIn.then((services) => services?.loggedIn(loggedIn));
  });
}
