import { NPS_INTERVAL_DAYS, NpsBodySchema, NpsStatusResponseSchema, type NpsStatus } from '@teachmarket/contracts/api-types/seller';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { loggedIn } from '../../auth/guards';

const DAY_MS = 24 * 3600 * 1000;

async function statusOf(db: Queryable, userId: number): Promise<NpsStatus> {
  const [last] = await db.query<{ score: number; created_at: Date }>(
    'SELECT score, created_at FROM nps_responses WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [userId],
  );
  if (!last) return { canAnswer: true, lastScore: null, lastAnsweredAt: null, nextAt: null };
  const next = new Date(last.created_at.getTime() + NPS_INTERVAL_DAYS * DAY_MS);
  const canAnswer = next.getTime() <= Date.now();
  return { canAnswer, lastScore: last.score, lastAnsweredAt: last.created_at.toISOString(), nextAt: canAnswer ? null : next.toISOString() };
}

/**
 * spec §2 cabinet /nps: "How likely are you to recommend us?" 0–10 with an optional comment, at most
 * once per user per NPS_INTERVAL_DAYS days (a second answer within them is a 409).
 */
export function registerNps(app: App, ctx: Ctx) {
  app.get('/v1/account/nps', {
    preValidation: loggedIn(ctx),
    schema: { tags: ['account'], summary: 'Whether the user can answer the NPS survey now, and their last answer', querystring: WorldQuery, response: { 200: NpsStatusResponseSchema, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    return { item: await statusOf(ctx.db, user.id) };
  });

  app.post('/v1/account/nps', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['account'], summary: 'Answer the NPS survey (0–10, optional comment; once per 90 days)',
      querystring: WorldQuery, body: NpsBodySchema, response: { 201: NpsStatusResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const comment = request.body.comment?.trim() || null;
    // One transaction: two parallel answers cannot both pass the 90-day check.
    const status = await ctx.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const current = await statusOf(tx, user.id);
      if (!current.canAnswer) throw new ApiError(409, 'nps_too_soon', `The survey can be answered once per ${NPS_INTERVAL_DAYS} days`);
      await tx.query('INSERT INTO nps_responses (user_id, score, comment, world) VALUES ($1, $2, $3, $4)', [user.id, request.body.score, comment, request.query.world]);
      return statusOf(tx, user.id);
    });
    return reply.status(201).send({ item: status });
  });
}
