import { Type } from '@sinclair/typebox';
import type { App, Ctx } from '../../context';
import { escapeHtml } from '../../lib/text';

/** Developer page: the mails the account flows sent (there is no SMTP relay in development). */
export function registerOutbox(app: App, ctx: Ctx) {
  app.get('/dev/outbox', {
    schema: { tags: ['ops'], summary: 'Developer page listing the outbox (latest 50)', querystring: Type.Object({ format: Type.Optional(Type.Literal('json')) }) },
  }, async (request, reply) => {
    const rows = await ctx.db.query<{ id: number; kind: string; recipient: string; payload: { subject?: string; link?: string }; created_at: Date }>(
      'SELECT id, kind, recipient, payload, created_at FROM outbox ORDER BY id DESC LIMIT 50',
    );
    if (request.query.format === 'json') return { items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
    const items = rows.map((r) => {
      const link = r.payload.link ?? '';
      return `<tr><td>${r.id}</td><td>${escapeHtml(r.kind)}</td><td>${escapeHtml(r.recipient)}</td><td>${escapeHtml(r.payload.subject ?? '')}</td><td><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></td></tr>`;
    });
    return reply.type('text/html; charset=utf-8').send(
      `<!doctype html><meta charset="utf-8"><title>Outbox</title><h1>Outbox</h1><table border="1"><tr><th>#</th><th>kind</th><th>to</th><th>subject</th><th>link</th></tr>${items.join('')}</table>`,
    );
  });
}
