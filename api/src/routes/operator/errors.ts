import { Type } from '@sinclair/typebox';
import { ClientErrorsResponseSchema } from '@teachmarket/contracts/api-types';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldParam } from '../../lib/schema';
import { requireOperator } from './guard';

const ErrorsQuery = Type.Object({
  world: WorldParam,
  hours: Type.Integer({ minimum: 1, maximum: 24 * 30, default: 24 }),
  remote: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9_-]+$' })),
}, { additionalProperties: false });

interface GroupRow {
  code: string; remote: string | null; version: string | null; count: number; worlds: string[] | null;
  first_at: Date; last_at: Date; message: string; per_hour: { hour: string; count: number }[];
}

/**
 * Issue 19: the errors view. Reports of the last hours grouped by what they are about (code, remote,
 * remote version), with counts per hour, so a canary that fails in the browser stands out under its
 * version within minutes. Operators only; reading is not an action, so it is not audited.
 */
export function registerOperatorErrors(app: App, ctx: Ctx) {
  app.get('/v1/operator/errors', {
    schema: {
      tags: ['operator'], summary: 'Client errors, remote load failures and slow requests of the last hours, grouped (operators)',
      querystring: ErrorsQuery, response: { 200: ClientErrorsResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    await requireOperator(ctx, request);
    reply.header('Cache-Control', 'private, no-store');
    const hours = request.query.hours;
    const remote = request.query.remote ?? null;
    const rows = await ctx.db.query<GroupRow>(
      `WITH recent AS (
         SELECT * FROM client_errors
          WHERE received_at > now() - make_interval(hours => $1) AND ($2::text IS NULL OR remote = $2)
       ), hourly AS (
         SELECT code, remote, remote_version, date_trunc('hour', received_at) AS hour, count(*)::int AS n
           FROM recent GROUP BY 1, 2, 3, 4
       )
       SELECT g.code, g.remote, g.remote_version AS version, count(*)::int AS count,
              array_remove(array_agg(DISTINCT g.world), NULL) AS worlds,
              min(g.received_at) AS first_at, max(g.received_at) AS last_at,
              (array_agg(g.message ORDER BY g.received_at DESC))[1] AS message,
              (SELECT json_agg(json_build_object('hour', h.hour, 'count', h.n) ORDER BY h.hour)
                 FROM hourly h
                WHERE h.code = g.code AND h.remote IS NOT DISTINCT FROM g.remote AND h.remote_version IS NOT DISTINCT FROM g.remote_version) AS per_hour
         FROM recent g
        GROUP BY g.code, g.remote, g.remote_version
        ORDER BY count(*) DESC, max(g.received_at) DESC
        LIMIT 200`,
      [hours, remote],
    );
    return {
      hours,
      total: rows.reduce((sum, r) => sum + r.count, 0),
      groups: rows.map((r) => ({
        code: r.code, remote: r.remote, version: r.version, count: r.count, worlds: r.worlds ?? [],
        firstAt: r.first_at.toISOString(), lastAt: r.last_at.toISOString(), message: r.message,
        perHour: (r.per_hour ?? []).map((h) => ({ hour: new Date(h.hour).toISOString(), count: h.count })),
      })),
    };
  });
}
