import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { PersonalisationSchema, TrackResponseSchema, type PersonalisationPreferences } from '@teachmarket/contracts/api-types';
import { optionalUser, requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { insertRows } from '../../seed/bulk';

/** Events per track call; bigger batches are split by the client. */
export const MAX_EVENTS = 50;

const EventSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
  properties: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 50 })),
  timestamp: Type.Optional(Type.String({ format: 'date-time' })),
}, { additionalProperties: false });

export function registerEvents(app: App, ctx: Ctx) {
  app.post('/v3/events/track', {
    schema: {
      tags: ['tracking'], summary: 'Store tracking events; answers a track session id', querystring: WorldQuery,
      body: Type.Object({
        events: Type.Array(EventSchema, { minItems: 1, maxItems: MAX_EVENTS }),
        track_sid: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' })),
      }, { additionalProperties: false }),
      response: { 200: TrackResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await optionalUser(ctx, request);
    const sid = request.body.track_sid ?? randomUUID();
    // spec §6: an impersonating operator is never tracked, whatever the client sends.
    if (user?.impersonated_by) return { track_sid: sid };
    await insertRows(ctx.db, 'events', ['track_sid', 'user_id', 'world', 'name', 'payload'],
      request.body.events.map((e) => [sid, user?.id ?? null, request.query.world, e.name, { properties: e.properties ?? {}, timestamp: e.timestamp ?? null }]));
    return { track_sid: sid };
  });

  app.get('/v3/personalisations/get', {
    schema: {
      tags: ['personalisation'], summary: 'spec §3 Personalisation for the logged-in user', querystring: WorldQuery,
      response: { 200: Type.Object({ result: PersonalisationSchema }), ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const [row] = await ctx.db.query<{ preferences: PersonalisationPreferences; requested: boolean; popup_shown_at: Date | null }>(
      'SELECT preferences, requested, popup_shown_at FROM personalisations WHERE user_id = $1', [user.id],
    );
    const hasPreferences = Boolean(row && Object.keys(row.preferences).length);
    return {
      result: {
        needActualisation: !hasPreferences,
        // spec §4: the popup is for users not yet asked; operators (admins) are excluded.
        showPopup: !hasPreferences && !row?.popup_shown_at && user.role !== 'operator',
        preferences: row?.preferences ?? {},
        personalisationRequested: row?.requested ?? false,
      },
    };
  });

  app.post('/v3/personalisations/popup-shown', {
    schema: {
      tags: ['personalisation'], summary: 'Record that the personalisation popup was shown', querystring: WorldQuery,
      response: { 200: Type.Object({ success: Type.Boolean() }), ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    await ctx.db.query(
      `INSERT INTO personalisations (user_id, popup_shown_at, requested) VALUES ($1, now(), true)
       ON CONFLICT (user_id) DO UPDATE SET popup_shown_at = now(), requested = true, updated_at = now()`,
      [user.id],
    );
    return { success: true };
  });
}
