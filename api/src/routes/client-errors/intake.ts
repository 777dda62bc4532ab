import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App, Ctx } from '../../context';
import { ApiError } from '../../errors';
import { errorResponses } from '../../lib/schema';
import { isWorld } from '../../worlds';

// Issue 19: the embedded error intake. The browser reports in Sentry's protocol (the legacy store
// endpoint the shell's reporter uses, and the envelope endpoint of the Sentry SDKs), so ops can point
// config.json's sentryDsn at a real Sentry or GlitchTip instead and nothing else changes. Reports
// arrive only with consent and within the opt-in sample (decided in the browser, spec §8/§9); this
// end checks the DSN key, keeps what the errors view groups by, and refuses floods per sender.

/** The project id of the embedded intake's DSN (http://<key>@<api host>/1). */
export const CLIENT_ERRORS_PROJECT = '1';
/** Reports one sender may leave per minute; more answer 429 (a broken page must not fill the table). */
export const CLIENT_ERRORS_PER_MINUTE = 60;
/** Reports are kept this long. */
const KEEP_DAYS = 30;
const MAX_BODY = 64 * 1024;

const ProjectParams = Type.Object({ project: Type.String({ pattern: '^[0-9]{1,10}$' }) });
const Accepted = Type.Object({ id: Type.String() });

interface SentryEvent {
  event_id?: unknown; message?: unknown; release?: unknown; tags?: unknown; extra?: unknown;
  exception?: { values?: { type?: unknown; value?: unknown }[] }; request?: { url?: unknown }; logentry?: { formatted?: unknown; message?: unknown };
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : typeof value === 'number' ? String(value) : null;
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The key from `?sentry_key=` or the X-Sentry-Auth header ("Sentry sentry_key=…, sentry_version=7"). */
function sentryKey(request: FastifyRequest): string | null {
  const query = record(request.query)['sentry_key'];
  if (typeof query === 'string') return query;
  const header = request.headers['x-sentry-auth'];
  const match = typeof header === 'string' ? /sentry_key=([^,\s]+)/.exec(header) : null;
  return match?.[1] ?? null;
}

/** The events of an envelope: newline-separated JSON, a header, then item header + payload pairs. */
export function envelopeEvents(body: string): SentryEvent[] {
  const lines = body.split('\n');
  const events: SentryEvent[] = [];
  let i = 1; // line 0: the envelope header
  while (i < lines.length) {
    const line = lines[i]?.trim();
    i += 1;
    if (!line) continue;
    let itemHeader: Record<string, unknown>;
    try {
      itemHeader = record(JSON.parse(line));
    } catch {
      throw new ApiError(400, 'invalid_envelope', 'An envelope item header is not JSON');
    }
    const payload = lines[i] ?? '';
    i += 1;
    if (itemHeader['type'] !== 'event') continue; // sessions, client reports, attachments: not kept
    try {
      events.push(JSON.parse(payload) as SentryEvent);
    } catch {
      throw new ApiError(400, 'invalid_envelope', 'An event item is not JSON');
    }
  }
  return events;
}

/** What the errors view groups by, from a Sentry event of the shell's reporter (tags.code, extra) or of an SDK. */
export function reportOf(event: SentryEvent) {
  const tags = record(event.tags);
  const extra = record(event.extra);
  const exception = event.exception?.values?.[0];
  const message = text(event.logentry?.formatted, 2000) ?? text(event.message, 2000) ?? text(record(event.message)['formatted'], 2000)
    ?? (exception ? `${text(exception.type, 200) ?? 'Error'}: ${text(exception.value, 1800) ?? ''}` : null) ?? 'no message';
  const world = text(tags['world'], 8) ?? text(extra['world'], 8);
  return {
    code: (text(tags['code'], 80) ?? (exception ? 'client_error' : 'message')).replace(/[^a-z0-9_.-]/gi, '_'),
    message,
    remote: text(tags['remote'], 80) ?? text(extra['remote'], 80) ?? text(extra['id'], 80),
    version: text(tags['version'], 60) ?? text(extra['version'], 60),
    world: world && isWorld(world) ? world : null,
    release: text(event.release, 120),
    url: text(event.request?.url, 2000) ?? text(extra['url'], 2000),
    context: extra,
  };
}

export function registerClientErrorIntake(app: App, ctx: Ctx) {
  const store = async (request: FastifyRequest, events: SentryEvent[]): Promise<string> => {
    if (sentryKey(request) !== ctx.config.clientErrorsKey) throw new ApiError(401, 'invalid_key', 'The sentry_key of this DSN is not known here');
    if ((request.params as { project: string }).project !== CLIENT_ERRORS_PROJECT) throw new ApiError(404, 'not_found', 'No such project');
    const ipHash = createHash('sha256').update(request.ip).digest('hex').slice(0, 32);
    const [recent] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM client_errors WHERE ip_hash = $1 AND received_at > now() - interval '1 minute'`, [ipHash],
    );
    if ((recent?.n ?? 0) + events.length > CLIENT_ERRORS_PER_MINUTE) throw new ApiError(429, 'rate_limited', 'Too many reports from this sender: try again in a minute');
    for (const event of events.slice(0, 20)) {
      const r = reportOf(event);
      await ctx.db.query(
        `INSERT INTO client_errors (code, message, remote, remote_version, world, release, url, context, ip_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
        [r.code, r.message, r.remote, r.version, r.world, r.release, r.url, JSON.stringify(r.context).slice(0, 8000), ipHash],
      );
    }
    // Old reports go as new ones come (no timer to stop when the API closes).
    if (Math.random() < 0.05) await ctx.db.query(`DELETE FROM client_errors WHERE received_at < now() - interval '${KEEP_DAYS} days'`);
    const id = text(events[0]?.event_id, 64);
    return id ?? createHash('sha256').update(`${Date.now()}${Math.random()}`).digest('hex').slice(0, 32);
  };

  // An encapsulated scope: the SDKs post text/plain (no CORS preflight) and envelopes; the rest of the
  // API keeps parsing only JSON.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY }, (_request, body, done) => done(null, body));
    const parseJson = (body: unknown): SentryEvent => {
      try {
        const value: unknown = JSON.parse(typeof body === 'string' ? body : '');
        if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
        return value as SentryEvent;
      } catch {
        throw new ApiError(400, 'invalid_event', 'The body must be a Sentry event (a JSON object)');
      }
    };
    scope.post('/api/:project/store/', {
      schema: {
        tags: ['errors'], summary: 'Sentry store endpoint of the embedded error intake (one event; the shell reporter)', params: ProjectParams,
        response: { 200: Accepted, ...errorResponses },
      },
    }, async (request) => ({ id: await store(request, [parseJson(request.body)]) }));
    scope.post('/api/:project/envelope/', {
      schema: {
        tags: ['errors'], summary: 'Sentry envelope endpoint of the embedded error intake (the Sentry SDKs)', params: ProjectParams,
        response: { 200: Accepted, ...errorResponses },
      },
    }, async (request) => ({ id: await store(request, envelopeEvents(typeof request.body === 'string' ? request.body : '')) }));
  });
}
