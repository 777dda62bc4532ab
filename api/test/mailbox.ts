import { json, type TestApi } from './helpers';

export interface MailedPayload { id: number; subject: string; link: string; sent: boolean }

/**
 * The mails of a kind to an address as the developer page lists them, oldest first. Not the outbox
 * table: a delivered row keeps its link with the token redacted (issue 13, api/src/mail/redact.ts);
 * /dev/outbox shows the link the mail carried (kept in the API process's memory with DEV_ENDPOINTS=1,
 * which startApi sets).
 */
export async function mailedPayloads(api: TestApi, kind: string, to: string): Promise<MailedPayload[]> {
  const res = await api.app.inject({ method: 'GET', url: '/dev/outbox', query: { format: 'json', kind, to } });
  if (res.statusCode !== 200) throw new Error(`/dev/outbox answered ${res.statusCode}: ${res.body}`);
  const items = json<{ items: { id: number; payload: { subject: string; link: string }; sent_at: string | null }[] }>(res).items;
  return items.reverse().map((i) => ({ id: i.id, subject: i.payload.subject, link: i.payload.link, sent: i.sent_at !== null }));
}

/** The link of the newest mail of a kind to an address ('' when there is none). */
export async function lastMailedLink(api: TestApi, kind: string, to: string): Promise<string> {
  return (await mailedPayloads(api, kind, to)).at(-1)?.link ?? '';
}
