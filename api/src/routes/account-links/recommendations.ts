import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import { RecommendationBodySchema, RecommendationInfoSchema } from '@teachmarket/contracts/api-types/account-links';
import { requireUser } from '../../auth/session';
import { hashToken, newToken } from '../../auth/tokens';
import type { App, Ctx } from '../../context';
import { ApiError } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { wantsMail } from '../../mail/preferences';
import { sendMail } from '../account/mail';
import { mailLink, rateLimited } from './links';
import { publishedSummary } from './material-pdf';
import { liveToken } from '../_lib/link-token';

// A recommendation mail is read days later; after 60 days it is just a stale link.
export const RECOMMENDATION_TTL_SECONDS = 60 * 24 * 3600;
// Enough for a staff room, too few to spam with.
export const RECOMMENDATIONS_PER_HOUR = 10;

const Ok = Type.Object({ success: Type.Boolean() });
const TokenParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });

interface Row { id: number; sender_name: string; message: string | null; material_id: number; expired: boolean }

async function readRecommendation(ctx: Ctx, token: string): Promise<Row> {
  const [row] = await ctx.db.query<Row>(
    `SELECT r.id, u.public_name AS sender_name, r.message, r.material_id, r.expires_at < now() AS expired
       FROM recommendations r JOIN users u ON u.id = r.sender_id WHERE r.token_hash = $1`,
    [hashToken(token)],
  );
  return liveToken(row);
}

/** spec §2 /:world/recommendation/:token: a logged-in user recommends a material to a colleague. */
export function registerRecommendations(app: App, ctx: Ctx) {
  app.post('/v3/recommendations', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['materials'], summary: 'Recommend a material to a colleague by e-mail (logged in, rate-limited)',
      querystring: WorldQuery, body: RecommendationBodySchema, response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const email = request.body.email.trim().toLowerCase();
    if (email === user.email) throw new ApiError(400, 'own_email', 'Recommend the material to someone else', 'email');
    const material = await publishedSummary(ctx, request.body.materialId);
    const [count] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM recommendations WHERE sender_id = $1 AND created_at > now() - interval '1 hour'`,
      [user.id],
    );
    if ((count?.n ?? 0) >= RECOMMENDATIONS_PER_HOUR) throw rateLimited();
    const message = request.body.message?.trim() || null;
    const { token, hash } = newToken();
    await ctx.db.query(
      `INSERT INTO recommendations (token_hash, sender_id, material_id, recipient_email, message, world, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
      [hash, user.id, material.id, email, message, request.query.world, RECOMMENDATION_TTL_SECONDS],
    );
    const [sender] = await ctx.db.query<{ public_name: string }>('SELECT public_name FROM users WHERE id = $1', [user.id]);
    // Issue 18: a recommendation is not transactional for its recipient. One with an account gets it
    // in the language of their world, with the 'mailing' unsubscribe link (and none once they have
    // unsubscribed: the sender is answered the same, so no one learns another's settings); an address
    // without an account gets it in the sender's world's language and has nothing to unsubscribe from.
    const [recipient] = await ctx.db.query<{ id: number; world: string; public_name: string }>(
      'SELECT id, world, public_name FROM users WHERE email = $1', [email],
    );
    if (!recipient || (await wantsMail(ctx.db, recipient.id, 'newsletter'))) {
      await sendMail(ctx, {
        kind: 'recommendation', to: email, world: recipient?.world ?? request.query.world, name: recipient?.public_name ?? null,
        values: { sender: sender?.public_name ?? null, title: material.title },
        link: mailLink(ctx, 'recommendation', { token }, request.query.world),
        ...(recipient ? { unsubscribe: { partition: 'mailing' as const, userId: recipient.id } } : {}),
      });
    }
    return { success: true };
  });

  app.get('/v3/recommendations/:token', {
    schema: {
      tags: ['materials'], summary: 'Who recommended which material, with their message',
      querystring: WorldQuery, params: TokenParams, response: { 200: RecommendationInfoSchema, ...errorResponses },
    },
  }, async (request) => {
    const row = await readRecommendation(ctx, request.params.token);
    const material = await publishedSummary(ctx, row.material_id);
    return { senderName: row.sender_name, message: row.message, material };
  });

  // Reading the page is not a visit (mail scanners fetch links); the page posts this once it is shown.
  app.post('/v3/recommendations/:token/visit', {
    schema: {
      tags: ['materials'], summary: 'Record that the recommended person opened the page',
      querystring: WorldQuery, params: TokenParams, response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const row = await readRecommendation(ctx, request.params.token);
    await ctx.db.query('UPDATE recommendations SET visits = visits + 1, first_visited_at = coalesce(first_visited_at, now()) WHERE id = $1', [row.id]);
    return { success: true };
  });
}
