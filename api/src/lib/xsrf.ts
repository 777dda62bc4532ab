import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../context';
import { ApiError } from '../errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** Long-lived: the token only proves "this page could read our cookie", it carries no identity. */
export const XSRF_MAX_AGE_S = 365 * 24 * 3600;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A new token: 32 bytes of the system's secure random source, taken from a pool filled 128 tokens at
 * a time (as Node's randomUUID does), since every anonymous public read is answered with one (and
 * a shared cache's copy drops it again): one call into the random source per token was 1.6 % of a
 * cold search.
 */
let pool = Buffer.alloc(0);
let taken = 0;
function newToken(): string {
  if (taken + 32 > pool.length) {
    pool = randomBytes(32 * 128);
    taken = 0;
  }
  taken += 32;
  return pool.toString('base64url', taken - 32, taken);
}

/** Constant time, so the answer time does not leak how much of a guessed token was right. */
function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A browser's fetch/XHR (`Sec-Fetch-Dest: empty`), or a client that sends no Sec-Fetch-Dest (no browser, or an old one). */
function readsCookie(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  return dest === undefined || dest === 'empty';
}

/**
 * XSRF as the spec's HTTP client expects it (issue 4; spec §9 "xsrf cookie and header handling"):
 * a double-submit cookie. An answer to a call without the cookie sets `XSRF-TOKEN` (random,
 * readable by the page's script, so not HttpOnly; only on calls of a script, see below); the browser
 * client copies it into the `X-XSRF-TOKEN` header of its unsafe requests. Another site can make a
 * browser *send* our cookie but cannot *read* it, so it cannot forge the header.
 *
 * Why this shape and not a server-side token store: auth is a bearer header, never a cookie, so
 * there is no cookie session to tie a token to; the double submit needs no state and survives
 * restarts. Who is checked: an unsafe request that carries the cookie AND an Origin header. The
 * Fetch standard makes browsers send Origin on every non-GET/HEAD request, so that is every
 * browser request that could be forged; API clients, curl and server-to-server calls (and
 * test runners' HTTP clients that keep a cookie jar but are no browser) send no Origin and are not
 * checked. GET/HEAD/OPTIONS never change state and are never checked.
 *
 * Who is given the cookie, and the first-visit race this avoids: a request that carries the cookie
 * never gets a new one (the token is kept for the visit and beyond), but the first requests of a
 * visit all leave without it, and each answer would set another value. The page's <img> loads of
 * /images/* were such requests, answered one after another for seconds after the page was usable:
 * a write whose header the page read from the cookie reached us with a newer cookie and was refused.
 * So only answers the page's script reads set the cookie: a browser marks its fetch/XHR calls
 * `Sec-Fetch-Dest: empty`; an image, a document (a download), a script or a WebSocket handshake is
 * answered without it. The shell's client, the only script that calls us, counts its calls sent
 * without the cookie and holds a write until they are answered (shell/src/http/xsrf-gate.ts): after
 * that the cookie does not change. Clients that are no browser send no Sec-Fetch-Dest and get the
 * cookie as before. The header only decides whether a cookie is *offered*; it is never a reason to
 * let a request through.
 */
export function registerXsrf(app: App): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      if (!readsCookie(request)) return;
      reply.setCookie(XSRF_COOKIE, newToken(), {
        path: '/', sameSite: 'lax', httpOnly: false, secure: request.protocol === 'https', maxAge: XSRF_MAX_AGE_S,
      });
      return;
    }
    if (!UNSAFE.has(request.method) || request.headers.origin === undefined) return;
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string' || !sameToken(header, cookie)) {
      throw new ApiError(403, 'xsrf_mismatch', `Header X-XSRF-TOKEN must repeat the ${XSRF_COOKIE} cookie`);
    }
  });
}
