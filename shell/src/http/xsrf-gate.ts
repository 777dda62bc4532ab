import { documentCookies, isUnsafeMethod, readCookie, XSRF_COOKIE, XSRF_HEADER, xsrfTokenFor } from './cookies';
import { SLOW_REQUEST_MS } from './rules';

/** How long a write waits at most for the answers that may still set the cookie (then it goes; ./xsrf-hook.ts is the backstop). */
export const XSRF_WAIT_MS = SLOW_REQUEST_MS;

/**
 * spec §9 xsrf handling, without its first-visit race. The API gives a call that carries no XSRF-TOKEN
 * cookie a new one and keeps the one a call carries (api/src/lib/xsrf.ts; images and downloads get none).
 * The first calls of a visit all leave without it, and each answer sets another value: a write whose
 * header was read while those answers were arriving reached the API with a newer cookie and was refused
 * (403 xsrf_mismatch). So the calls sent while the page has no cookie are counted until their answer
 * is in, and a write waits for them before its header is read: from then on the cookie does not
 * change, since every later call carries it. A call that never answers holds writes XSRF_WAIT_MS at most.
 */
export class XsrfGate {
  private pending = 0;
  private readonly waiters = new Set<() => void>();

  constructor(private readonly maxWaitMs = XSRF_WAIT_MS) {}

  /** Counts a call leaving without the cookie; the returned function (idempotent) ends it when its answer or failure is in. */
  hold(): () => void {
    this.pending += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.pending -= 1;
      if (this.pending === 0) for (const wake of [...this.waiters]) wake();
    };
  }

  /** Resolves when no call sent without the cookie is unanswered, after maxWaitMs, or when the waiting call is cancelled. */
  settled(signal?: AbortSignal | null): Promise<void> {
    if (this.pending === 0 || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        signal?.removeEventListener('abort', wake);
        resolve();
      };
      const timer = setTimeout(wake, this.maxWaitMs);
      this.waiters.add(wake);
      signal?.addEventListener('abort', wake);
    });
  }
}

/** The page's one gate: the fetch client and the upload XHRs share it. */
export const xsrfGate = new XsrfGate();

/**
 * The last step before a call leaves: for a call to the API, a write first waits for the gate, then
 * the X-XSRF-TOKEN header is set from the cookie as it is now (spec §9), and a call sent without the
 * cookie is counted until the response (its headers, which carry the Set-Cookie) is in.
 */
export function xsrfFetch(
  apiUrl: string,
  cookies: () => string = documentCookies,
  gate: XsrfGate = xsrfGate,
  send: (request: Request) => Promise<Response> = (request) => fetch(request),
): (request: Request) => Promise<Response> {
  const apiOrigin = new URL(apiUrl).origin;
  return async (request) => {
    if (new URL(request.url).origin !== apiOrigin) return send(request);
    if (isUnsafeMethod(request.method)) await gate.settled(request.signal);
    const jar = cookies();
    const token = xsrfTokenFor(request.method, request.url, apiUrl, jar);
    if (token) request.headers.set(XSRF_HEADER, token);
    else request.headers.delete(XSRF_HEADER);
    const release = readCookie(jar, XSRF_COOKIE) === null ? gate.hold() : undefined;
    try {
      return await send(request);
    } finally {
      release?.();
    }
  };
}
