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

/** A mail as /dev/outbox shows it with its parts (issue 18): language, plain text, HTML, headers. */
export interface MailedMail extends MailedPayload {
  lang: string | null;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The mails of a kind to an address with their rendered parts, oldest first (tokens intact, as the recipient got them). */
export async function mailedMails(api: TestApi, kind: string, to: string): Promise<MailedMail[]> {
  const res = await api.app.inject({ method: 'GET', url: '/dev/outbox', query: { format: 'json', kind, to } });
  if (res.statusCode !== 200) throw new Error(`/dev/outbox answered ${res.statusCode}: ${res.body}`);
  type Item = { id: number; sent_at: string | null; payload: { subject: string; link: string; lang: string | null; text: string | null; html: string | null; headers: Record<string, string> } };
  return json<{ items: Item[] }>(res).items.reverse().map((i) => ({
    id: i.id, subject: i.payload.subject, link: i.payload.link, sent: i.sent_at !== null,
    lang: i.payload.lang, text: i.payload.text ?? '', html: i.payload.html ?? '', headers: i.payload.headers,
  }));
}

/** The newest mail of a kind to an address (fails the test when there is none). */
export async function lastMail(api: TestApi, kind: string, to: string): Promise<MailedMail> {
  const mail = (await mailedMails(api, kind, to)).at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}
