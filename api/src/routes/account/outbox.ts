import { Type } from '@sinclair/typebox';
import type { App, Ctx } from '../../context';
import { escapeHtml } from '../../lib/text';
import { devCopyOf } from '../../mail/dev-copies';
import type { MailPayload } from '../../mail/outbox';

interface MailRow {
  id: number;
  kind: string;
  recipient: string;
  payload: Partial<MailPayload> & { message?: { text?: string; html?: string; headers?: Record<string, string> } };
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

const statusOf = (r: MailRow) => (r.sent_at ? `sent ${r.sent_at.toISOString()}` : `queued${r.attempts ? ` (${r.attempts} failed: ${r.last_error ?? ''})` : ''}`);

/**
 * Developer page: the mails of the transactional outbox (api/src/mail/), one row per mail, queued or
 * sent (there is no SMTP relay in development; the embedded transport keeps the mail in its row).
 * Websocket notifications share the table but are not mail, so they are not listed.
 * A delivered row holds its link with the token redacted (mail/redact.ts); this page shows the link
 * the mail carried from this process's memory (mail/dev-copies.ts), a queued one from its row.
 */
export function registerOutbox(app: App, ctx: Ctx) {
  app.get('/dev/outbox', {
    schema: {
      tags: ['ops'],
      summary: 'Developer page listing the mail outbox (latest 50)',
      querystring: Type.Object({
        format: Type.Optional(Type.Literal('json')),
        // Narrow the list to one recipient / kind (the test suites look one mail up among many).
        to: Type.Optional(Type.String({ maxLength: 320 })),
        kind: Type.Optional(Type.String({ maxLength: 64 })),
      }),
    },
  }, async (request, reply) => {
    const rows = await ctx.db.query<MailRow>(
      `SELECT id, kind, recipient, payload, created_at, sent_at, attempts, last_error FROM outbox
        WHERE channel = 'mail' AND ($1::text IS NULL OR recipient = $1) AND ($2::text IS NULL OR kind = $2) ORDER BY id DESC LIMIT 50`,
      [request.query.to ?? null, request.query.kind ?? null],
    );
    const linkOf = (r: MailRow) => devCopyOf(ctx.db, r.id)?.link ?? r.payload.link;
    // Issue 18: what the mail says, in its language. A delivered mail's parts from this process's
    // memory (tokens intact), else from the row (a queued one: as it will be sent; one delivered by
    // another process: its built message, tokens redacted).
    const partsOf = (r: MailRow) => {
      const copy = devCopyOf(ctx.db, r.id);
      const oneClick = r.payload.unsubscribe?.oneClick;
      const queuedHeaders = !r.sent_at && oneClick ? { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
      return {
        lang: r.payload.lang ?? null,
        text: copy?.text ?? r.payload.text ?? r.payload.message?.text ?? null,
        html: copy?.html ?? r.payload.html ?? r.payload.message?.html ?? null,
        headers: copy?.headers ?? queuedHeaders ?? r.payload.message?.headers ?? {},
      };
    };
    if (request.query.format === 'json') {
      return {
        items: rows.map((r) => ({
          id: r.id, kind: r.kind, recipient: r.recipient, payload: { subject: r.payload.subject, link: linkOf(r), ...partsOf(r) },
          created_at: r.created_at.toISOString(), sent_at: r.sent_at?.toISOString() ?? null, attempts: r.attempts, last_error: r.last_error,
        })),
      };
    }
    const items = rows.map((r) => {
      const link = linkOf(r) ?? '';
      return `<tr><td>${r.id}</td><td>${escapeHtml(r.kind)}</td><td>${escapeHtml(r.recipient)}</td><td>${escapeHtml(r.payload.subject ?? '')}</td><td><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></td><td>${escapeHtml(statusOf(r))}</td><td>${partsOf(r).html ? `<a href="/dev/outbox/${r.id}/html">${escapeHtml(r.payload.lang ?? 'html')}</a>` : ''}</td></tr>`;
    });
    return reply.type('text/html; charset=utf-8').send(
      `<!doctype html><meta charset="utf-8"><title>Outbox</title><h1>Outbox</h1><table border="1"><tr><th>#</th><th>kind</th><th>to</th><th>subject</th><th>link</th><th>status</th><th>rendered</th></tr>${items.join('')}</table>`,
    );
  });

  // The rendered HTML part of one mail, as the recipient's mail program shows it.
  app.get('/dev/outbox/:id/html', {
    schema: { tags: ['ops'], summary: 'Developer page: the rendered HTML part of one outbox mail', params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) },
  }, async (request, reply) => {
    const [row] = await ctx.db.query<{ payload: MailRow['payload'] }>(`SELECT payload FROM outbox WHERE id = $1 AND channel = 'mail'`, [request.params.id]);
    const html = devCopyOf(ctx.db, request.params.id)?.html ?? row?.payload.html ?? row?.payload.message?.html;
    if (!html) return reply.status(404).type('text/plain; charset=utf-8').send('No HTML part for this mail');
    // As a mail program shows it: its inline styles, no script, no request anywhere.
    return reply.type('text/html; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:").send(html);
  });
}
