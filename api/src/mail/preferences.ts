import type { MailSettings } from '@teachmarket/contracts/api-types';
import type { Queryable } from '../db';

// Which mails a user wants, read by the mail code (rating requests) and the cabinet's mail settings
// route alike; here, outside routes/, so mail/ never imports a route module (issue 14).

/**
 * Mail kinds and the mail_opt_outs partitions that switch them off. The unsubscribe links of spec §2
 * (api/src/routes/account/mail-links.ts) write 'notifications' (every notification mail: new
 * materials and sales) or 'mailing' (the newsletter); the settings page writes the finer partitions,
 * and saving it replaces a link's coarse opt-out with the switches the user chose.
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

/** Replaces every opt-out of the user with the switches chosen (call inside a transaction). */
export async function saveMailSettings(tx: Queryable, userId: number, wanted: MailSettings): Promise<void> {
  await tx.query(`DELETE FROM mail_opt_outs WHERE user_id = $1`, [userId]);
  for (const kind of KINDS) {
    if (!wanted[kind]) await tx.query('INSERT INTO mail_opt_outs (user_id, partition) VALUES ($1, $2)', [userId, OWN_PARTITION[kind]]);
  }
}
