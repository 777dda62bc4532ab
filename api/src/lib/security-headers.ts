import helmet from '@fastify/helmet';
import type { Config } from '../config';
import type { App } from '../context';

/**
 * Security headers of every API response (issue 13, item 6), through @fastify/helmet.
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

export async function registerSecurityHeaders(app: App, config: Config): Promise<void> {
  // Per-route settings through helmet's `helmet` route option; this hook runs before helmet's own
  // onRoute hook (registered right after), so it also reaches the routes plugins add (swagger-ui).
  app.addHook('onRoute', (route) => {
    if (route.helmet !== undefined) return;
    if (route.url === '/docs' || route.url.startsWith('/docs/')) {
      route.helmet = { contentSecurityPolicy: { useDefaults: false, directives: DOCS_CSP } };
    } else if (CROSS_ORIGIN_PATHS.test(route.url)) {
      route.helmet = { crossOriginResourcePolicy: { policy: 'cross-origin' } };
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: STRICT_CSP },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    // HSTS over plain http is meaningless and would pin a local developer's localhost to https:
    // only an API published under an https URL (API_PUBLIC_URL) sends it.
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
