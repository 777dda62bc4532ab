import { MailSettingsResponseSchema, MailSettingsSchema } from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { loggedIn } from '../../auth/guards';
import { loadMailSettings, saveMailSettings } from '../../mail/preferences';

/** spec §2 cabinet /notifications: which e-mails the user gets. */
export function registerMailSettings(app: App, ctx: Ctx) {
  app.get('/v1/account/mail-settings', {
    preValidation: loggedIn(ctx),
    schema: { tags: ['account'], summary: "The logged-in user's mail settings", querystring: WorldQuery, response: { 200: MailSettingsResponseSchema, ...errorResponses } },
  }, async (request) => ({ item: await loadMailSettings(ctx.db, (await requireUser(ctx, request)).id) }));

  app.put('/v1/account/mail-settings', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['account'], summary: 'Save the mail settings (all three switches)', querystring: WorldQuery,
      body: MailSettingsSchema, response: { 200: MailSettingsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const wanted = request.body;
    await ctx.db.transaction((tx) => saveMailSettings(tx, user.id, wanted));
    return { item: await loadMailSettings(ctx.db, user.id) };
  });
}
