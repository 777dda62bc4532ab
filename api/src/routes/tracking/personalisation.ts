import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import { PersonalisationSchema, SavePersonalisationBodySchema, type PersonalisationPreferences } from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { badRequest, forbidden } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';

/**
 * POST v3/personalisations/save: what the user teaches (spec §3 Personalisation preferences),
 * asked by the personalisation popup (spec §4). Values are the catalogue's own (GET v1/filters):
 * school type ids, the world's subject ids, class grades. Saving answers the personalisation
 * as GET v3/personalisations/get does: needActualisation and showPopup are false from now on.
 */
export function registerPersonalisationSave(app: App, ctx: Ctx) {
  app.post('/v3/personalisations/save', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['personalisation'], summary: "Save the user's preferences (school types, subjects, grades)", querystring: WorldQuery,
      body: SavePersonalisationBodySchema,
      response: { 200: Type.Object({ result: PersonalisationSchema }), ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    // spec §6: an impersonating operator sees no popup and does not choose for the user.
    if (user.impersonated_by) throw forbidden('Preferences are the user’s own choice; not while logged in as another user');
    const { schoolTypes, subjects, grades } = request.body;
    if (!schoolTypes.length && !subjects.length) {
      throw badRequest('validation_failed', 'Choose at least one school type or subject', 'schoolTypes');
    }
    const world = request.query.world;
    if (subjects.length) {
      const known = await ctx.db.query<{ id: number }>('SELECT id FROM subjects WHERE world = $1 AND id = ANY($2::int[])', [world, subjects]);
      const ids = new Set(known.map((r) => r.id));
      const unknown = subjects.findIndex((id) => !ids.has(id));
      if (unknown >= 0) throw badRequest('validation_failed', `Subject ${subjects[unknown]} is not a subject of this world`, `subjects.${unknown}`);
    }
    const preferences: PersonalisationPreferences = {
      world, schoolTypes, subjects, ...(grades?.length ? { grades } : {}), savedAt: new Date().toISOString(),
    };
    const [row] = await ctx.db.query<{ requested: boolean }>(
      `INSERT INTO personalisations (user_id, preferences, requested) VALUES ($1, $2::jsonb, true)
       ON CONFLICT (user_id) DO UPDATE SET preferences = EXCLUDED.preferences, requested = true, updated_at = now()
       RETURNING requested`,
      [user.id, JSON.stringify(preferences)],
    );
    return {
      result: { needActualisation: false, showPopup: false, preferences, personalisationRequested: row?.requested ?? true },
    };
  });
}
