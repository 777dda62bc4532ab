import { Type } from '@sinclair/typebox';
import { FreeDownloadInfoSchema, FreeDownloadRequestBodySchema } from '@teachmarket/contracts/api-types/account-links';
import { hashToken, newToken } from '../../auth/tokens';
import type { App, Ctx } from '../../context';
import { ApiError, notFound } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { sendMail } from '../account/mail';
import { mailLink, rateLimited } from './links';
import { prepareDelivery, sendDelivery } from '../../materials/deliver';
import { materialSources } from '../../materials/source';
import { publishedSummary } from './material-pdf';
import { liveToken } from '../_lib/link-token';

/**
 * Decision (issue 5): a free-download link works FREE_DOWNLOAD_MAX_USES times within 7 days, so a
 * teacher can download again at school after opening the mail at home, but a forwarded link does
 * not become a permanent public mirror. Requests are limited per e-mail and per IP address.
 */
export const FREE_DOWNLOAD_TTL_SECONDS = 7 * 24 * 3600;
export const FREE_DOWNLOAD_MAX_USES = 5;
export const FREE_DOWNLOAD_PER_EMAIL_HOUR = 3;
export const FREE_DOWNLOAD_PER_IP_HOUR = 10;

const Ok = Type.Object({ success: Type.Boolean() });
const TokenParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });

interface TokenRow { material_id: number; uses: number; expires_at: Date; expired: boolean }

async function readToken(ctx: Ctx, token: string): Promise<TokenRow> {
  const [row] = await ctx.db.query<TokenRow>(
    'SELECT material_id, uses, expires_at, expires_at < now() AS expired FROM free_download_tokens WHERE token_hash = $1',
    [hashToken(token)],
  );
  const live = liveToken(row);
  if (live.uses >= FREE_DOWNLOAD_MAX_USES) throw new ApiError(410, 'token_used', 'This link was used as often as it may be', 'token');
  return live;
}

/** spec §2 /:world/free-material-download/:token: a free material by e-mail link, no account needed. */
export function registerFreeDownload(app: App, ctx: Ctx) {
  app.post('/v3/free-material-download/request', {
    schema: {
      tags: ['materials'], summary: 'Mail a download link for a free material (anonymous, rate-limited)',
      querystring: WorldQuery, body: FreeDownloadRequestBodySchema, response: { 200: Ok, ...errorResponses },
    },
  }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const material = await publishedSummary(ctx, request.body.materialId);
    if (!material.isFree) throw new ApiError(400, 'not_free', 'Only free materials can be sent by e-mail', 'materialId');
    const [counts] = await ctx.db.query<{ by_email: number; by_ip: number }>(
      `SELECT count(*) FILTER (WHERE email = $1)::int AS by_email, count(*) FILTER (WHERE ip = $2)::int AS by_ip
         FROM free_download_tokens WHERE created_at > now() - interval '1 hour' AND (email = $1 OR ip = $2)`,
      [email, request.ip],
    );
    if ((counts?.by_email ?? 0) >= FREE_DOWNLOAD_PER_EMAIL_HOUR || (counts?.by_ip ?? 0) >= FREE_DOWNLOAD_PER_IP_HOUR) throw rateLimited();
    const { token, hash } = newToken();
    await ctx.db.query(
      `INSERT INTO free_download_tokens (token_hash, material_id, email, ip, world, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [hash, material.id, email, request.ip, request.query.world, FREE_DOWNLOAD_TTL_SECONDS],
    );
    // No account needed: the language of the world the material was asked for in; a download is
    // what the reader asked for (transactional), so no unsubscribe link.
    await sendMail(ctx, {
      kind: 'free_material_download', to: email, world: request.query.world, values: { title: material.title },
      link: mailLink(ctx, 'freeMaterialDownload', { token }, request.query.world),
    });
    return { success: true };
  });

  app.get('/v3/free-material-download/:token', {
    schema: {
      tags: ['materials'], summary: 'The material of a free-download link and how often it can still be used',
      querystring: WorldQuery, params: TokenParams, response: { 200: FreeDownloadInfoSchema, ...errorResponses },
    },
  }, async (request) => {
    const row = await readToken(ctx, request.params.token);
    const material = await publishedSummary(ctx, row.material_id);
    return { material, expiresAt: row.expires_at.toISOString(), usesLeft: FREE_DOWNLOAD_MAX_USES - row.uses };
  });

  app.get('/v3/free-material-download/:token/file', {
    schema: {
      tags: ['materials'], summary: "Download the free material of a link: the seller's file(s), PDF pages stamped (counts one use)",
      querystring: WorldQuery, params: TokenParams, response: { ...errorResponses },
    },
  }, async (request, reply) => {
    const row = await readToken(ctx, request.params.token);
    const material = await publishedSummary(ctx, row.material_id);
    // The seller's files as an account download delivers them (materials/deliver.ts), prepared before the use is counted.
    const files = await materialSources(ctx, material.id);
    if (!files.length) throw notFound('Material file', material.id);
    const parts = await prepareDelivery(ctx, files, 'Teachmarket - free download by e-mail link', request.log);
    // Conditional update: parallel downloads cannot exceed the limit.
    const counted = await ctx.db.query('UPDATE free_download_tokens SET uses = uses + 1 WHERE token_hash = $1 AND uses < $2 RETURNING 1', [
      hashToken(request.params.token), FREE_DOWNLOAD_MAX_USES,
    ]);
    if (!counted.length) throw new ApiError(410, 'token_used', 'This link was used as often as it may be', 'token');
    // Counted for the seller's sales page (cabinet /sales-downloads).
    await ctx.db.query(`INSERT INTO material_downloads (material_id, source) VALUES ($1, 'link')`, [material.id]);
    return sendDelivery(ctx, reply, parts, `${material.slug}.zip`);
  });
}
