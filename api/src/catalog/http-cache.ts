import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, sessionOf } from '../auth/session';
import { hashToken } from '../auth/tokens';
import type { Ctx } from '../context';
import type { Computed } from './versioned-cache';

/**
 * A serialised answer as the caches keep it: the exact bytes and their ETag. Kept as UTF-8 bytes, so
 * the text is encoded once (the hash and every send take the same bytes), not once per use.
 */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

/** How long shared caches (CDN, proxy) may keep a public answer, and serve it stale while refetching. */
export interface PublicPolicy {
  sMaxAge: number;
  staleWhileRevalidate: number;
  /** Request headers the answer depends on beyond the URL (e.g. Authorization for `purchase_id`). */
  vary?: string;
}

export const SEARCH_POLICY: PublicPolicy = { sMaxAge: 30, staleWhileRevalidate: 30 };
export const OPTIONS_POLICY: PublicPolicy = { sMaxAge: 300, staleWhileRevalidate: 600 };
export const MATERIAL_POLICY: PublicPolicy = { sMaxAge: 60, staleWhileRevalidate: 60, vary: 'Authorization' };
/** What readers write (comments, ratings, an author's list): a shared copy is at most this old. */
export const COMMUNITY_POLICY: PublicPolicy = { sMaxAge: 30, staleWhileRevalidate: 30, vary: 'Authorization' };
/** Texts that change with a deployment (help, AI tool list). */
export const CONTENT_POLICY: PublicPolicy = { sMaxAge: 300, staleWhileRevalidate: 600, vary: 'Authorization' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Issue 15/17: this GET is a public read (see publicReadHook). */
    publicRead?: PublicPolicy;
  }
}

/** Serialises through the route's own response schema (fast-json-stringify), once per cache fill. */
export function cachedBody(reply: FastifyReply, value: object, world: string | null): Computed<CachedBody> {
  return cachedBytes(Buffer.from(String(reply.serializeInput(value as Record<string, unknown>, '200'))), world);
}

/** An answer already serialised (as the route's schema would: search.ts puts the index's answers together so), with its ETag. */
export function cachedBytes(body: Buffer, world: string | null): Computed<CachedBody> {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { value: { body, etag }, world, size: body.length + 100 };
}

/** Client-credentials tokens never turn into a user's: remembered so most anonymous reads skip the token lookup. */
const anonymousTokens = new Map<string, number>();
const ANONYMOUS_TTL_MS = 10 * 60_000;
const ANONYMOUS_MAX = 20_000;

/**
 * Whether the answer must stay out of shared caches: the request carries a logged-in user's token.
 * Anonymous visitors send a client-credentials token (spec §6); their answers are public.
 */
export async function isPersonal(ctx: Ctx, request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request);
  if (!token) return false;
  const hash = hashToken(token);
  if ((anonymousTokens.get(hash) ?? 0) > Date.now()) return false;
  const session = await sessionOf(ctx, request);
  if (session.status === 'user') return true;
  if (anonymousTokens.size >= ANONYMOUS_MAX) anonymousTokens.clear();
  anonymousTokens.set(hash, Date.now() + ANONYMOUS_TTL_MS);
  return false;
}

const publicReplies = new WeakSet<FastifyReply>();

/**
 * Route-level onSend hook for public reads: a shared cache must never store a Set-Cookie (the XSRF
 * cookie of lib/xsrf.ts would be handed to every visitor of that URL, and a known token defeats the
 * double submit). Runs after the app-level hooks that write cookies.
 */
export async function dropCookieWhenPublic(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (publicReplies.has(reply)) reply.removeHeader('set-cookie');
  return payload;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((v) => v.trim()).filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === header.toLowerCase())) list.push(header);
  reply.header('vary', list.join(', '));
}

/**
 * Sends a cached answer: public (ETag, 304 on If-None-Match, short shared-cache lifetime, no
 * cookie) or, for a logged-in user, `private, no-store` so nothing user-related lands in a shared cache.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, personal: boolean, policy: PublicPolicy): FastifyReply {
  if (policy.vary) addVary(reply, policy.vary);
  if (personal) {
    reply.header('cache-control', 'private, no-store');
  } else {
    publicReplies.add(reply);
    reply.header('cache-control', `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`);
    reply.header('etag', cached.etag);
    if (matches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

/**
 * Issue 15/17: the public reads that have no server-side cache of their own (comments, ratings, author
 * pages, blog posts, help) declare `config: { publicRead: POLICY }` (and `onSend: dropCookieWhenPublic`);
 * this app-level onSend hook, registered before compression so the payload is still the JSON text,
 * gives an anonymous 200 an ETag of its bytes, `public, s-maxage, stale-while-revalidate`, a 304 on a
 * matching If-None-Match, and no cookie, so the page server's shared cache (and a CDN) can keep it;
 * a logged-in user's answer gets `private, no-store`.
 */
export async function publicReadHook(ctx: Ctx, request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const policy = request.routeOptions.config?.publicRead;
  if (!policy || request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  if (policy.vary) addVary(reply, policy.vary);
  if (await isPersonal(ctx, request)) {
    reply.header('cache-control', 'private, no-store');
    return payload;
  }
  publicReplies.add(reply);
  // Encoded once: the hash and the send take the same bytes.
  const bytes = Buffer.from(payload);
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  reply.header('cache-control', `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`);
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return '';
  }
  return bytes;
}
