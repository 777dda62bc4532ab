import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../context';
import { ApiError } from '../errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** Long-lived: the token only proves "this page could read our cookie", it carries no identity. */
export const XSRF_MAX_AGE_S = 365 * 24 * 3600;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Constant time, so the answer time does not leak how much of a guessed token was right. */
function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * XSRF as the spec's HTTP client expects it (issue 4; spec §9 "xsrf cookie and header handling"):
 * a double-submit cookie. Every response to a request without the cookie sets `XSRF-TOKEN`
 * (random, readable by the page's script, so not HttpOnly); the browser client copies it into the
 * `X-XSRF-TOKEN` header of its unsafe requests. Another site can make a browser *send* our
 * cookie but cannot *read* it, so it cannot forge the header.
 *
 * Why this shape and not a server-side token store: auth is a bearer header, never a cookie, so
 * there is no cookie session to tie a token to; the double submit needs no state and survives
 * restarts. Who is checked: an unsafe request that carries the cookie AND an Origin header. The
 * Fetch standard makes browsers send Origin on every non-GET/HEAD request, so that is every
 * browser request that could be forged; API clients, curl and server-to-server calls (and
 * test runners' HTTP clients that keep a cookie jar but are no browser) send no Origin and are not
 * checked. GET/HEAD/OPTIONS never change state and are never checked.
 */
export function registerXsrf(app: App): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
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
