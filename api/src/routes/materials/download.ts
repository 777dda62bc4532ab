import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { notFound } from '../../errors';
import { errorResponses, IdParams, WorldParam } from '../../lib/schema';
import { prepareDelivery, sendDelivery } from '../../materials/deliver';
import { checkDownloadLimit, recordDownload } from '../../materials/download-limit';
import { materialSources } from '../../materials/source';
import { downloadAccess, refusalError, type DownloadAccess } from './access';

/** The footer stamped on every page (issue 13 item 1): whoever finds the file can tell whose copy it was. */
export function markFor(access: DownloadAccess, userId: number): string {
  if (access.grant === 'purchase') {
    return access.orderNumber
      ? `Teachmarket order ${access.orderNumber} - licensed to the buyer of this order for their own teaching`
      : `Teachmarket purchase of user ${userId} - licensed to this buyer for their own teaching`;
  }
  if (access.grant === 'author') return `Teachmarket - own material of user ${userId}`;
  return `Teachmarket - free download for user ${userId}`;
}

/**
 * An authorised download (spec §2 bought materials, issue 12 "the core loop"): the files the seller
 * uploaded, under their real names and types, each PDF page stamped with the buyer's order; several
 * files as one ZIP. Who may download is decided in access.ts only.
 */
export function registerDownload(app: App, ctx: Ctx) {
  app.get('/v1/materials/:id/download', {
    schema: {
      tags: ['materials'],
      summary: "Download a bought, own or free material: the seller's file (PDF pages stamped with the order), several files as a ZIP",
      params: IdParams,
      querystring: Type.Object({ world: WorldParam }),
      response: { ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { id } = request.params;
    const access = await downloadAccess(ctx, user.id, id);
    // 404 for a missing material, else 403 with the reason as code (not_bought, payment_pending, order_cancelled, order_refunded).
    if (!access.allowed) throw refusalError(access, id);
    await limitHeaders(reply, () => checkDownloadLimit(ctx, user.id));
    const [m] = await ctx.db.query<{ slug: string }>('SELECT slug FROM materials WHERE id = $1', [id]);
    const files = await materialSources(ctx, id);
    if (!files.length) throw notFound('Material file', id);
    const parts = await prepareDelivery(ctx, files, markFor(access, user.id), request.log);
    await limitHeaders(reply, () => recordDownload(ctx, { userId: user.id, materialId: id, grant: access.grant ?? 'free', orderId: access.orderId ?? null }));
    return sendDelivery(ctx, reply, parts, `${m?.slug || `material-${id}`}.zip`);
  });
}

/** A 429 tells the client when to come back (Retry-After), as HTTP clients expect. */
async function limitHeaders(reply: FastifyReply, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    const seconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (seconds) reply.header('retry-after', String(seconds));
    throw error;
  }
}
