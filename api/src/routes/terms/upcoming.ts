import { loggedIn } from '../../auth/guards';
import { createHash } from 'node:crypto';
import {
  TermsUpcomingAcceptBodySchema, TermsUpcomingAcceptResponseSchema, TermsUpcomingResponseSchema, type TermsUpcoming,
} from '@teachmarket/contracts/api-types';
import { currentTermsVersion, requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError, forbidden } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { WORLD_INFO, type World } from '../../worlds';

interface UpcomingRow {
  version: number;
  effective_at: Date;
  summary: Record<string, unknown>;
}

/**
 * Issue 18 (one popup at a time, never twice): who accepted the current terms this recently (at sign-up,
 * or in the terms prompt) is not asked about the announced version yet; the popup comes on a later
 * visit, and the spec §6 gate asks on the effective date in any case.
 */
export const TERMS_POPUP_QUIET_DAYS = 7;

/** How often a running API looks for an announced version whose date has come (at most). */
const PROMOTE_EVERY_MS = 60_000;

/** spec §2 "id {hash}": a changed version, date or text is a new popup the user sees again. */
export function upcomingId(row: UpcomingRow): string {
  return createHash('sha256')
    .update(`${row.version}|${row.effective_at.toISOString()}|${JSON.stringify(row.summary)}`)
    .digest('hex')
    .slice(0, 16);
}

/** The announced version not yet in effect (the highest, if ops announced more than one). */
async function upcoming(ctx: Ctx): Promise<UpcomingRow | null> {
  const [row] = await ctx.db.query<UpcomingRow>(
    `SELECT version, effective_at, summary FROM terms_upcoming
      WHERE effective_at > now() AND version > coalesce((SELECT max(version) FROM terms_versions), 0)
      ORDER BY version DESC LIMIT 1`,
  );
  return row ?? null;
}

/**
 * On its effective date an announced version becomes the current one (terms_versions), which the
 * spec §6 gate compares users' accepted version with. Returns the next effective date, if any.
 */
export async function promoteDueTerms(ctx: Ctx): Promise<Date | null> {
  await ctx.db.query(
    `INSERT INTO terms_versions (version, published_at)
     SELECT version, effective_at FROM terms_upcoming WHERE effective_at <= now()
     ON CONFLICT (version) DO NOTHING`,
  );
  const [next] = await ctx.db.query<{ at: Date | null }>('SELECT min(effective_at) AS at FROM terms_upcoming WHERE effective_at > now()');
  return next?.at ?? null;
}

function summaryFor(summary: Record<string, unknown>, world: World): string {
  const text = summary[WORLD_INFO[world].language] ?? summary.en;
  return typeof text === 'string' ? text : '';
}

export function registerTermsUpcoming(app: App, ctx: Ctx) {
  // Checked on requests (throttled) rather than by a timer: nothing to stop when the API closes.
  let nextCheck = 0;
  app.addHook('onRequest', async () => {
    const now = Date.now();
    if (now < nextCheck) return;
    nextCheck = now + PROMOTE_EVERY_MS;
    const next = await promoteDueTerms(ctx);
    if (next) nextCheck = Math.min(nextCheck, next.getTime());
  });

  app.get('/v3/terms/upcoming', {
    schema: {
      tags: ['terms'], summary: 'The announced terms version with its price-change summary (spec §2 popup)', querystring: WorldQuery,
      response: { 200: TermsUpcomingResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    // Not behind the gate: the user record, not this call, decides whether the current terms come first.
    const user = await requireUser(ctx, request, { termsGate: false });
    // spec §6: an operator logged in as the user never gets the popup (nor accepts for them).
    if (user.impersonated_by !== null) return { item: null };
    const row = await upcoming(ctx);
    if (!row) return { item: null };
    const [recent] = await ctx.db.query<{ quiet: boolean }>(
      `SELECT terms_accepted_at > now() - make_interval(days => $2) AS quiet FROM users WHERE id = $1`, [user.id, TERMS_POPUP_QUIET_DAYS],
    );
    if (recent?.quiet && (user.terms_version_accepted ?? 0) < row.version) return { item: null };
    const item: TermsUpcoming = {
      id: upcomingId(row),
      version: row.version,
      effectiveAt: row.effective_at.toISOString(),
      summary: summaryFor(row.summary, request.query.world as World),
      accepted: (user.terms_version_accepted ?? 0) >= row.version,
    };
    return { item };
  });

  app.post('/v3/terms/upcoming/accept', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['terms'], summary: 'Accept the announced terms now, so the gate stays open on its effective date', querystring: WorldQuery,
      body: TermsUpcomingAcceptBodySchema,
      response: { 200: TermsUpcomingAcceptResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    // The gate applies: the current terms are accepted first (the shell's terms prompt).
    const user = await requireUser(ctx, request);
    if (user.impersonated_by !== null) throw forbidden('An operator cannot accept terms for the user');
    const row = await upcoming(ctx);
    if (!row || upcomingId(row) !== request.body.id) {
      throw new ApiError(409, 'terms_version_outdated', `Terms ${request.body.id} are not the announced version`, 'id');
    }
    // Never lower an acceptance: GREATEST keeps a later version the user accepted.
    await ctx.db.query(
      'UPDATE users SET terms_version_accepted = GREATEST(coalesce(terms_version_accepted, 0), $1) WHERE id = $2',
      [row.version, user.id],
    );
    return { accepted: true, version: Math.max(row.version, await currentTermsVersion(ctx)) };
  });
}
