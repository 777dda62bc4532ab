import { isIP } from 'node:net';
import { parseOrigin, parseWorldWebUrls } from '@teachmarket/contracts/worlds';

/**
 * The security settings of issue 13, parsed for config.ts (which turns a thrown Error into a
 * ConfigError): where mail links point, which proxies may name the client's address, and the
 * developer endpoints that hand out live tokens.
 */
export interface SecuritySettings {
  /** PUBLIC_WEB_URL: the origin every e-mailed link points at (never the request's Origin/Host). */
  publicWebUrl: string;
  /**
   * WORLD_WEB_URLS: worlds that ops serve on a host of their own (world → origin); a mail about such
   * a world links there, every other world's mail to publicWebUrl. Never from request headers either.
   */
  worldWebUrls: Readonly<Partial<Record<string, string>>>;
  /** TRUST_PROXY: false (the socket's address is the client) or the proxies' addresses/CIDRs. */
  trustProxy: false | string[];
  /** DEV_ENDPOINTS=1: /dev/outbox and /dev/mail-link-tokens exist (loopback clients only). */
  devEndpoints: boolean;
}

/** proxy-addr's names for address ranges (what Fastify's trustProxy accepts besides addresses). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: empty/"false" trusts nobody (X-Forwarded-For is ignored, request.ip is the socket's
 * peer); otherwise a comma-separated list of the proxies' addresses, CIDRs or the names loopback,
 * linklocal, uniquelocal. A chain of several proxies works when each hop is on the list (the client
 * is the first address from the right that is not). Refused:
 * - "true" or "*": any client could write its own address and walk past the per-IP login limit;
 * - a hop count: it trusts whoever connects directly, so a client that reaches the API past the
 *   proxy picks its address (Fastify 5 ignores numeric trustProxy for that reason).
 */
export function parseTrustProxy(raw: string | undefined): false | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true' || value === '*') {
    throw new Error('TRUST_PROXY=true would trust X-Forwarded-For from anyone: name the proxy addresses (e.g. 10.0.0.5,10.0.1.0/24 or loopback)');
  }
  if (/^\d+$/.test(value)) {
    throw new Error(`TRUST_PROXY="${value}": a hop count trusts any direct client; name the proxy addresses instead (e.g. 10.0.0.5 or loopback)`);
  }
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrCidr(entry)) throw new Error(`TRUST_PROXY entry "${entry}" is not an IP address, a CIDR range or loopback/linklocal/uniquelocal`);
  }
  return entries;
}

/** PUBLIC_WEB_URL: scheme://host[:port] of the shop; production needs it set, and https. */
export function parsePublicWebUrl(raw: string | undefined, production: boolean): string {
  const value = (raw ?? '').trim().replace(/\/+$/, '');
  if (!value) {
    if (production) throw new Error('PUBLIC_WEB_URL must be set with NODE_ENV=production: e-mailed links point at it');
    return 'http://localhost:3000';
  }
  return parseOrigin('PUBLIC_WEB_URL', value, production);
}

// WORLD_WEB_URLS is read by one parser shared with the shell's page server (contracts/src/worlds/web-urls.ts).
export { parseWorldWebUrls };

/** DEV_ENDPOINTS: "1"/"true" switches them on; never together with NODE_ENV=production. */
export function parseDevEndpoints(raw: string | undefined, production: boolean): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value !== '1' && value !== 'true') throw new Error(`DEV_ENDPOINTS must be 1 or 0, got "${raw}"`);
  if (production) {
    throw new Error('DEV_ENDPOINTS=1 with NODE_ENV=production: the developer endpoints hand out live recovery tokens and never run in production');
  }
  return true;
}

export function loadSecuritySettings(env: NodeJS.ProcessEnv): SecuritySettings {
  const production = env.NODE_ENV === 'production';
  return {
    publicWebUrl: parsePublicWebUrl(env.PUBLIC_WEB_URL, production),
    worldWebUrls: parseWorldWebUrls(env.WORLD_WEB_URLS, production),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    devEndpoints: parseDevEndpoints(env.DEV_ENDPOINTS, production),
  };
}
