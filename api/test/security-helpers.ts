import type { TestApi } from './helpers';

/** What an attacker's forged headers would like a mail link to point at. */
export const ATTACKER = 'https://attacker.example';
/** The configured shop the security suites start the API with. */
export const PUBLIC_WEB_URL = 'https://shop.teachmarket.example';

export interface StoredMail { kind: string; recipient: string; text: string }

/**
 * Mails as the outbox TABLE holds them (not the /dev page): the whole row as text, so the
 * assertion holds whatever shape the payload has (link field, built message, plain text), followed
 * by the link the mail carried as /dev/outbox shows it (a delivered row keeps its link redacted).
 */
export async function outboxMails(api: TestApi, to: string, kind?: string): Promise<StoredMail[]> {
  const rows = await api.db.query<{ id: number; kind: string; recipient: string; text: string }>(
    `SELECT id, kind, recipient, payload::text AS text FROM outbox WHERE recipient = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY id`,
    [to, kind ?? null],
  );
  const res = await api.app.inject({ method: 'GET', url: '/dev/outbox', query: { format: 'json', to, ...(kind ? { kind } : {}) } });
  // Without DEV_ENDPOINTS (404) only the table is there to read.
  const items = res.statusCode === 200 ? (res.json() as { items: { id: number; payload: { link?: string } }[] }).items : [];
  const mailed = new Map(items.map((i) => [i.id, i.payload.link ?? '']));
  return rows.map((r) => ({ kind: r.kind, recipient: r.recipient, text: `${r.text}\n${mailed.get(r.id) ?? ''}` }));
}

/** The token at the end of the newest mail's link to `path` (e.g. /de/password-recovery/). */
export async function mailedToken(api: TestApi, to: string, kind: string, path: string): Promise<string> {
  const mails = await outboxMails(api, to, kind);
  const text = mails.at(-1)?.text ?? '';
  const match = new RegExp(`${PUBLIC_WEB_URL.replace(/\./g, '\\.')}${path}([A-Za-z0-9_-]{20,})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${kind} mail to ${to} with a ${PUBLIC_WEB_URL}${path} link: ${text}`);
  return match[1];
}
