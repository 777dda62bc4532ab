import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, Ctx } from '../../context';
import { registerOutbox } from './outbox';
import { registerMailLinkDev } from './unsubscribe';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket reports ::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The socket's peer, never request.ip: with TRUST_PROXY set, request.ip comes from X-Forwarded-For,
 * which a remote client writes itself. A client elsewhere gets the same 404 as for a route that
 * does not exist, so nothing tells it that these endpoints are there.
 */
async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (isLoopback(request.socket.remoteAddress)) return;
  await reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` } });
}

/**
 * Issue 13: /dev/outbox and /dev/mail-link-tokens hand out live recovery and unsubscribe tokens.
 * They exist only with DEV_ENDPOINTS=1 (config refuses it together with NODE_ENV=production) and
 * answer only clients on this machine (the embedded demo of `npm start`, the test suites).
 */
export async function registerDevEndpoints(app: App, ctx: Ctx): Promise<void> {
  if (!ctx.config.devEndpoints) return;
  await app.register(async (dev) => {
    dev.addHook('onRequest', loopbackOnly);
    registerOutbox(dev as App, ctx);
    registerMailLinkDev(dev as App, ctx);
  });
}
