import { MailSettingsResponseSchema, MailSettingsSchema, type MailSettings } from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { loggedIn } from '../../auth/guards';

/**
 * Mail kinds and the mail_opt_outs partitions that switch them off. The unsubscribe links of spec §2
 * (api/src/routes/account/mail-links.ts) write 'notifications' (every notification mail: new
 * materials and sales) or 'mailing' (the newsletter); this page writes the finer partitions, and
 * saving it replaces a link's coarse opt-out with the switches the user chose.
 */
const OFF_BY: Record<keyof MailSettings, string[]> = {
  newMaterials: ['notifications', 'new_materials'],
  sales: ['notifications', 'sales'],
  newsletter: ['mailing'],
};
const OWN_PARTITION: Record<keyof MailSettings, string> = { newMaterials: 'new_materials', sales: 'sales', newsletter: 'mailing' };
const KINDS = Object.keys(OFF_BY) as (keyof MailSettings)[];

export async function loadMailSettings(db: Queryable, userId: number): Promise<MailSettings> {
  const rows = await db.query<{ partition: string }>('SELECT partition FROM mail_opt_outs WHERE user_id = $1', [userId]);
  const off = new Set(rows.map((r) => r.partition));
  return Object.fromEntries(KINDS.map((k) => [k, !OFF_BY[k].some((p) => off.has(p))])) as MailSettings;
}

/** For the mail code: whether the user still wants this kind of mail. */
export async function wantsMail(db: Queryable, userId: number, kind: keyof MailSettings): Promise<boolean> {
  return (await loadMailSettings(db, userId))[kind];
}

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
    await ctx.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM mail_opt_outs WHERE user_id = $1`, [user.id]);
      for (const kind of KINDS) {
        if (!wanted[kind]) await tx.query('INSERT INTO mail_opt_outs (user_id, partition) VALUES ($1, $2)', [user.id, OWN_PARTITION[kind]]);
      }
    });
    return { item: await loadMailSettings(ctx.db, user.id) };
  });
}
