import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import type { App } from '../context';

/**
 * Security headers of every API response (issue 13, item 6), through helmet.
 *
 * The API answers JSON, images, PDF attachments and one developer HTML page (/dev/outbox, no script,
 * no style): nothing it serves needs to run or load anything, so the policy denies everything and no
 * page may frame it. Swagger UI at /docs is the exception: its own scripts, styles and data: images.
 */
const STRICT_CSP = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Swagger UI (@fastify/swagger-ui): bundle, CSS and initializer from /docs/static, its logo as a data: URL.
 * swagger-ui-bundle.js inserts one <style> element at run time (measured in Chromium: a style-src
 * violation otherwise), so styles may be inline here; scripts may not. A hash would break silently on
 * the next swagger-ui upgrade, and the page shows no user content a style injection could dress up.
 */
export const DOCS_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Images and uploaded pictures are shown by the shell's pages, which live on another origin (and on
 * partner-author custom domains, another site): `<img>` loads are no-cors, so same-site would block
 * them on a partner domain. Everything else stays same-site (CORS-mode fetches ignore CORP anyway).
 */
const CROSS_ORIGIN_PATHS = /^\/(images|uploads)\//;

/** Which of the three policies a route answers with (its path as registered, not the request's). */
function policyOf(routeUrl: string | undefined): 'docs' | 'crossOrigin' | 'strict' {
  if (routeUrl === undefined) return 'strict'; // no route matched: the 404 answer
  if (routeUrl === '/docs' || routeUrl.startsWith('/docs/')) return 'docs';
  return CROSS_ORIGIN_PATHS.test(routeUrl) ? 'crossOrigin' : 'strict';
}

/**
 * Helmet itself, each of the three policies built ONCE. Issue 17: @fastify/helmet 13 (used before) calls
 * `helmet(configuration)` on every request (it rebuilds every middleware and re-parses the CSP
 * directives: ~9 µs of CPU and 13 % of the API's allocations per request in the suggest bench's profile,
 * garbage whose minor collections set the tail latency). The headers are the same: helmet's own
 * middleware sets them on the raw response, as @fastify/helmet's did.
 */
export async function registerSecurityHeaders(app: App, config: Config): Promise<void> {
  const base: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: STRICT_CSP },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    // HSTS over plain http is meaningless and would pin a local developer's localhost to https:
    // only an API published under an https URL (API_PUBLIC_URL) sends it.
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
  const policies = {
    strict: recorded(helmet(base)),
    // Swagger UI at /docs (and the routes @fastify/swagger-ui adds under it).
    docs: recorded(helmet({ ...base, contentSecurityPolicy: { useDefaults: false, directives: DOCS_CSP } })),
    crossOrigin: recorded(helmet({ ...base, crossOriginResourcePolicy: { policy: 'cross-origin' } })),
  };
  app.addHook('onRequest', (request, reply, done) => {
    policies[policyOf(request.routeOptions.url)](reply.raw);
    done();
  });
}

type Middleware = ReturnType<typeof helmet>;

/**
 * What a helmet policy does to a response, recorded once at start: with no nonce or function in
 * its options, its headers are the same for every request. Issue 17: running helmet's fourteen
 * middlewares per request was ~2 % of a cold search's API CPU; setting the recorded headers is a loop.
 */
function recorded(middleware: Middleware): (res: ServerResponse) => void {
  const set: Array<[string, string | number | readonly string[]]> = [];
  const removed: string[] = [];
  let finished = false;
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously: they cannot be recorded');
  return (res) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
  };
}
