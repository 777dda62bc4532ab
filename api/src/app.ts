import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import zlib from 'node:zlib';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import type { Config } from './config';
import type { App, Ctx } from './context';
import type { Db } from './db';
import { ApiError, describeValidation, errorHandler } from './errors';
import { isWorld, WORLDS } from './worlds';
import type { TypeBoxProvider } from './lib/schema';
import { registerXsrf } from './lib/xsrf';
import { publicReadHook } from './catalog/http-cache';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerDevEndpoints } from './routes/account/dev-endpoints';
import { registerAccountLinks } from './routes/account-links';
import { registerAccountSettings } from './routes/account-settings';
import { registerSchools } from './routes/schools';
import { registerSellerArea } from './routes/seller';
import { registerReferralArea } from './routes/referrals';
import { registerOperatorArea } from './routes/operator';
import { registerSitemaps } from './routes/seo/sitemaps';
import { registerRegistration } from './routes/account/registration';
import { registerUnsubscribe } from './routes/account/unsubscribe';
import { registerAuthors } from './routes/authors/authors';
import { registerBlog } from './routes/authors/blog';
import { registerProfiles } from './routes/profiles/profiles';
import { registerMyInteractives } from './routes/interactive/my-interactives';
import { registerCart } from './routes/cart/cart';
import { registerOrders } from './routes/orders/orders';
import { registerFilters } from './routes/catalog/filters';
import { registerSearch } from './routes/catalog/search';
import { registerSuggest } from './routes/catalog/suggest';
import { registerContent } from './routes/content/content';
import { registerAi } from './routes/ai';
import { registerFavourites } from './routes/favourites/favourites';
import { registerFolders } from './routes/folders/folders';
import { registerFolderManagement } from './routes/folders/manage';
import { registerPublicFolders } from './routes/folders/public';
import { registerSchoolWishlist } from './routes/favourites/school-wishlist';
import { registerItemTags } from './routes/tags/item-tags';
import { registerFollowingFeed } from './routes/activity/following';
import { registerImages } from './routes/images/images';
import { registerNotificationSocket } from './routes/notifications/websocket';
import { registerNotificationList } from './routes/notifications/list';
import { registerFeedback } from './routes/materials/feedback';
import { registerComments } from './routes/materials/comments';
import { registerReports } from './routes/materials/reports';
import { registerClientErrorIntake } from './routes/client-errors/intake';
import { registerMaterial } from './routes/materials/material';
import { registerDownload } from './routes/materials/download';
import { registerAuthenticate } from './routes/oauth/authenticate';
import { registerValidate } from './routes/oauth/validate';
import { registerLoginAs } from './routes/oauth/login-as';
import { registerTerms } from './routes/terms/terms';
import { registerTermsUpcoming } from './routes/terms/upcoming';
import { registerEvents } from './routes/tracking/events';
import { registerPersonalisationSave } from './routes/tracking/personalisation';
import { registerLocation } from './routes/tracking/location';
import { registerCurrency } from './routes/tracking/currency';
import { registerSubscriptions } from './routes/favourites/subscriptions';
import { registerUser } from './routes/user/user';
import { registerBoughtMaterials } from './routes/user/bought-materials';
import { registerUploads } from './routes/uploads';
import { createStorage } from './storage';
import { startJobQueue } from './jobs';
import { registerOutboxWorker } from './mail/worker';

/** Any localhost origin (any port) is allowed; CORS_ORIGINS adds exact origins. */
const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export async function buildApp(config: Config, db: Db, options: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Issue 13: X-Forwarded-For only from the proxies TRUST_PROXY names (default: none, request.ip is the socket's).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: {
      // Unknown body fields are rejected (schemas say additionalProperties: false), not silently dropped.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    schemaErrorFormatter: (errors, context) => {
      const error = new Error(errors[0] ? describeValidation(errors[0], context) : `${context} is invalid`);
      return Object.assign(error, { validation: errors, validationContext: context });
    },
  }).withTypeProvider<TypeBoxProvider>();

  app.setErrorHandler(errorHandler);
  // spec §7: the client adds ?world to every versioned call, also those without a querystring
  // schema (auth, user): an unknown world is a client mistake everywhere.
  app.addHook('preValidation', async (request) => {
    const world = (request.query as Record<string, unknown> | undefined)?.world;
    if (/^\/v\d+\//.test(request.url) && world !== undefined && (typeof world !== 'string' || !isWorld(world))) {
      throw new ApiError(400, 'validation_failed', `querystring field "world" must be one of: ${WORLDS.join(', ')}`, 'world');
    }
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` } }),
  );

  // Before every route (incl. swagger-ui's): nosniff, CSP, framing, referrer, CORP (lib/security-headers.ts).
  await registerSecurityHeaders(app, config);
  // Issue 15/17: public reads declared by their routes get ETag and shared-cache headers (before compression).
  app.addHook('onSend', (request, reply, payload) => publicReadHook(ctx, request, reply, payload));
  // Issue 16: JSON answers of 1 KB or more go out as brotli (a fast level: they are made per request)
  // or gzip, whatever the client accepts; files (PDF, ZIP, images) are not compressible types and pass as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || LOCALHOST.test(origin) || config.corsOrigins.includes(origin)),
    credentials: true,
    // Issue 12: every method the frontend sends (shared-kit HttpMethod). The plugin's default is only
    // GET, HEAD, POST, so the browser blocked every PUT and DELETE after its preflight.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // A page's writes then cost one preflight per URL every 10 minutes, not one per request.
    maxAge: 600,
    // Idempotency-Key: the payment page's retry-safe order (issue 12, api/src/routes/orders/idempotency.ts).
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Cart-Token', 'X-Requested-With', 'X-XSRF-TOKEN', 'Idempotency-Key'],
    // Retry-After: the login page tells when the throttle lets the next try pass (issue 13).
    exposedHeaders: ['X-Cart-Token', 'Retry-After'],
  });
  await app.register(cookie);
  // Double-submit XSRF cookie + header (issue 4); why this shape: see lib/xsrf.ts.
  registerXsrf(app);
  await app.register(websocket);
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020, what TypeBox writes (numeric exclusiveMinimum, type "null");
      // test/openapi.test.ts validates the document with a standard validator (issue 14).
      openapi: '3.1.0',
      info: { title: 'Teachmarket API', version: '1.0.0', description: 'Marketplace API (spec §7). Errors: { error: { code, message, field? } }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  // Tags start closed: the document has a few hundred operations, and rendering them all at once kept
  // the page blank for seconds on a slow machine; a reader opens the tag they need.
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'none' } });

  const ctx: Ctx = { db, config, storage: createStorage(config) };
  // Background jobs (api/src/jobs): started on ready, stopped on close; routes below define their queues.
  startJobQueue(app, ctx);
  // Every mail and sale notification leaves through the transactional outbox (api/src/mail/).
  registerOutboxWorker(app, ctx);
  app.get('/health', { schema: { tags: ['ops'], response: { 200: Type.Object({ status: Type.String(), database: Type.String() }) } } }, async () => {
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });
  registerAuthenticate(app, ctx);
  registerValidate(app, ctx);
  registerLoginAs(app, ctx);
  registerUser(app, ctx);
  registerBoughtMaterials(app, ctx);
  registerSearch(app, ctx);
  registerSuggest(app, ctx);
  registerFilters(app, ctx);
  registerMaterial(app, ctx);
  registerDownload(app, ctx);
  registerFeedback(app, ctx);
  registerComments(app, ctx);
  registerReports(app, ctx);
  registerClientErrorIntake(app, ctx);
  registerAuthors(app, ctx);
  registerBlog(app, ctx);
  registerProfiles(app, ctx);
  registerMyInteractives(app, ctx);
  registerCart(app, ctx);
  registerOrders(app, ctx);
  registerContent(app);
  registerAi(app, ctx);
  registerLocation(app, ctx);
  registerCurrency(app);
  registerEvents(app, ctx);
  registerPersonalisationSave(app, ctx);
  registerTerms(app, ctx);
  registerTermsUpcoming(app, ctx);
  registerImages(app, ctx);
  registerNotificationSocket(app, ctx);
  registerNotificationList(app, ctx);
  registerFavourites(app, ctx);
  registerSubscriptions(app, ctx);
  registerFolders(app, ctx);
  registerFolderManagement(app, ctx);
  registerPublicFolders(app, ctx);
  registerSchoolWishlist(app, ctx);
  registerItemTags(app, ctx);
  registerFollowingFeed(app, ctx);
  registerUploads(app, ctx);
  registerRegistration(app, ctx);
  registerUnsubscribe(app, ctx);
  registerAccountLinks(app, ctx);
  registerAccountSettings(app, ctx);
  registerSchools(app, ctx);
  registerSellerArea(app, ctx);
  registerReferralArea(app, ctx);
  registerOperatorArea(app, ctx);
  registerSitemaps(app, ctx);
  // Mails carry live tokens: only with DEV_ENDPOINTS=1 (never in production), only for loopback clients.
  await registerDevEndpoints(app, ctx);
  return app;
}
