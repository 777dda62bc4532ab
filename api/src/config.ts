import { existsSync } from 'node:fs';
import { SITEMAP_MAX_URLS } from '@teachmarket/contracts/api-types/seo';
import { dirname, join, resolve } from 'node:path';
import { loadProviders, type ProviderConfigs } from './auth/providers';
import { loadSecuritySettings, type SecuritySettings } from './auth/security-config';
import { loadS3Config, type S3Config } from './storage/s3-config';
import { parseRemoteCatalog, type RemoteCatalog } from './remotes/catalog';

/**
 * Read and validated once at start-up (STYLE.md §12): bad config fails fast with a clear message.
 * SecuritySettings (issue 13: PUBLIC_WEB_URL, TRUST_PROXY, DEV_ENDPOINTS): auth/security-config.ts.
 */
export interface Config extends SecuritySettings {
  port: number;
  host: string;
  /** Absolute base for URLs the API hands out (preview images). */
  publicUrl: string;
  /** Embedded PGlite data folder; ignored when databaseUrl is set. */
  dataDir: string;
  /** PostgreSQL server; when set, PGlite is not used. */
  databaseUrl: string | null;
  /**
   * DATABASE_POOL_SIZE (default 40): connections each API process keeps to the PostgreSQL server
   * (besides the change feed's and the job queue's few). Issue 17: a pooled connection serves about one
   * statement per turn of a busy event loop, so 10 capped the bench's 200 visitors at ~2,000
   * statements/s while the server sat idle (the requests queued for a connection: p95 0.2-0.3 s; at 40,
   * ~90 ms). Mind the server's max_connections (PostgreSQL's default 100) against API_INSTANCES × (this + 4).
   */
  databasePoolSize: number;
  /** API_INSTANCES (default 1): processes serving API_PORT (node:cluster, main.ts); more than 1 needs DATABASE_URL. */
  instances: number;
  /** Exact origins allowed besides any http(s)://localhost:* / 127.0.0.1:* origin. */
  corsOrigins: string[];
  seedMaterials: number;
  /** Access token lifetime in seconds. */
  tokenTtl: number;
  /** OAuth client ids accepted by /v3/oauth2/authenticate. */
  clientIds: string[];
  logLevel: string;
  /** Social login providers (OAUTH_PROVIDERS_FILE); empty when none is configured. */
  oauthProviders: ProviderConfigs;
  /** GEOIP_HEADER: a request header a trusted proxy sets to the visitor's country (e.g. cf-ipcountry). */
  geoipHeader: string | null;
  /** MAIL_PICKUP_DIR: the outbox worker also writes each delivered mail as an .eml file there (api/src/mail/transport.ts). */
  mailPickupDir: string | null;
  /**
   * MAIL_DELIVERY_DELAY_MS (test-only, default 0): outbox deliveries become due this long after the
   * commit, so the crash test can kill the API between an order's commit and its mails.
   */
  mailDeliveryDelayMs: number;
  /** S3_*: sellers' files and generated files in an S3-compatible bucket; null = DATA_DIR/storage (storage/s3-config.ts). */
  s3: S3Config | null;
  /** SITEMAP_URLS_PER_FILE (default and maximum 50,000, the sitemaps.org limit): tests lower it to see a kind split (api/src/seo/). */
  sitemapUrlsPerFile: number;
  /**
   * CLIENT_ERRORS_KEY (default teachmarket-web): the public key of the Sentry-protocol error intake
   * (/api/1/store/, /api/1/envelope/; issue 19). The browser's config.json sentryDsn names it; like a
   * Sentry DSN key it is public and only tells this intake's reports from stray requests.
   */
  clientErrorsKey: string;
  /** REMOTE_CATALOG (issue 19, set by scripts/serve.mjs): the servers' own registry and the built versions of each remote (remotes/catalog.ts). */
  remoteCatalog: RemoteCatalog;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The workspace root: the nearest folder upwards holding pnpm-workspace.yaml. */
export function repoRoot(start = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'API_PORT', 4000, 0, 65535);
  const host = env.API_HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://`);
  }
  const instances = int(env, 'API_INSTANCES', 1, 1, 64);
  // Issue 17: the embedded PGlite is one process (LISTEN/NOTIFY and the database file are not shared).
  if (instances > 1 && !databaseUrl) {
    throw new ConfigError(`API_INSTANCES=${instances} needs DATABASE_URL (a PostgreSQL server): the embedded PGlite database serves one process only`);
  }
  const corsOrigins = list(env.CORS_ORIGINS);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) throw new ConfigError(`CORS_ORIGINS entry "${origin}" is not an origin (scheme://host[:port])`);
  }
  const geoipHeader = env.GEOIP_HEADER?.trim().toLowerCase() || null;
  if (geoipHeader && !/^[a-z0-9-]{1,64}$/.test(geoipHeader)) throw new ConfigError(`GEOIP_HEADER "${geoipHeader}" is not a header name`);
  const publicUrl = (env.API_PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  if (!/^https?:\/\//.test(publicUrl)) throw new ConfigError('API_PUBLIC_URL must be an http(s) URL');
  const clientErrorsKey = (env.CLIENT_ERRORS_KEY ?? 'teachmarket-web').trim();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(clientErrorsKey)) throw new ConfigError('CLIENT_ERRORS_KEY must be 1-64 letters, digits, _ or -');
  let remoteCatalog: RemoteCatalog;
  try {
    remoteCatalog = parseRemoteCatalog(env.REMOTE_CATALOG);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    clientErrorsKey,
    remoteCatalog,
    port,
    host,
    publicUrl,
    dataDir: resolve(env.DATA_DIR || join(repoRoot(), '.data', 'api')),
    databaseUrl,
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 40, 1, 1000),
    instances,
    corsOrigins,
    seedMaterials: int(env, 'SEED_MATERIALS', 3000, 0, 1_000_000),
    tokenTtl: int(env, 'TOKEN_TTL_SECONDS', 30 * 24 * 3600, 60, 365 * 24 * 3600),
    clientIds: list(env.OAUTH_CLIENT_IDS).length ? list(env.OAUTH_CLIENT_IDS) : ['teachmarket-web', 'teachmarket-app'],
    logLevel: env.LOG_LEVEL || 'info',
    oauthProviders: providersOf(env),
    ...securityOf(env),
    geoipHeader,
    mailPickupDir: env.MAIL_PICKUP_DIR ? resolve(env.MAIL_PICKUP_DIR) : null,
    mailDeliveryDelayMs: int(env, 'MAIL_DELIVERY_DELAY_MS', 0, 0, 3_600_000),
    s3: s3Of(env),
    sitemapUrlsPerFile: int(env, 'SITEMAP_URLS_PER_FILE', SITEMAP_MAX_URLS, 1, SITEMAP_MAX_URLS),
  };
}

function securityOf(env: NodeJS.ProcessEnv): SecuritySettings {
  try {
    return loadSecuritySettings(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function s3Of(env: NodeJS.ProcessEnv): S3Config | null {
  try {
    return loadS3Config(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function providersOf(env: NodeJS.ProcessEnv): ProviderConfigs {
  try {
    return loadProviders(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}
