import { Type } from '@sinclair/typebox';
import sharp from 'sharp';
import { requireUser } from '../../auth/session';
import { MAX_PREVIEWS } from '../../catalog/urls';
import type { App, Ctx } from '../../context';
import { ApiError, notFound } from '../../errors';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewImage } from '../../images/render';
import { errorResponses, IdParams, WorldParam } from '../../lib/schema';
import { pdfFromJpegs } from '../../pdf';

/**
 * An authorised download (spec §2 bought materials): the material's pages, without watermark, as one
 * PDF, for a buyer who owns it, for its author, and for anyone logged in when it is free.
 */
export function registerDownload(app: App, ctx: Ctx) {
  app.get('/v1/materials/:id/download', {
    schema: {
      tags: ['materials'],
      summary: 'Download a bought (or free) material as PDF',
      params: IdParams,
      querystring: Type.Object({ world: WorldParam }),
      response: { ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { id } = request.params;
    const [m] = await ctx.db.query<{ slug: string; price_cents: number; author_id: number; pages: number; bought: boolean }>(
      `SELECT slug, price_cents, author_id, pages,
              EXISTS (SELECT 1 FROM purchases WHERE user_id = $2 AND material_id = m.id) AS bought
         FROM materials m WHERE id = $1 AND status = 'published'`,
      [id, user.id],
    );
    if (!m) throw notFound('Material', id);
    if (!m.bought && m.price_cents > 0 && m.author_id !== user.id) {
      throw new ApiError(403, 'not_bought', 'Buy this material to download it.');
    }
    // The seller's sales page (cabinet /sales-downloads) counts the downloads of free materials.
    if (m.price_cents === 0 && m.author_id !== user.id) {
      await ctx.db.query(`INSERT INTO material_downloads (material_id, user_id, source) VALUES ($1, $2, 'account')`, [id, user.id]);
    }
    const pages = [];
    for (let page = 1; page <= Math.max(1, Math.min(MAX_PREVIEWS, m.pages)); page += 1) {
      const image = await previewImage(ctx, id, page, false);
      if (!image) break;
      pages.push({ jpeg: await sharp(image).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer(), width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT });
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${m.slug}.pdf"`)
      // A Buffer is sent as it is (no serializer); the schema only types the JSON error answers.
      .send(pdfFromJpegs(pages) as never);
  });
}
