import { Type } from '@sinclair/typebox';
import sharp from 'sharp';
import type { App, Ctx } from '../../context';
import { badRequest, notFound } from '../../errors';
import { avatarSvg, backgroundSvg, PREVIEW_HEIGHT, previewImage } from '../../images/render';
import { StringEnum } from '../../lib/schema';

const CACHE = 'public, max-age=86400';
/** spec §9: background width up to 1200; preview height capped at 500. */
const MAX_WIDTH = 1200;

async function loadSource(ctx: Ctx, src: string): Promise<{ bytes: Buffer; preview: boolean } | null> {
  let m = /^\/images\/previews\/(\d{1,9})\/(\d)(-wm)?\.webp$/.exec(src);
  if (m) {
    const bytes = await previewImage(ctx, Number(m[1]), Number(m[2]), Boolean(m[3]));
    return bytes ? { bytes, preview: true } : null;
  }
  m = /^\/images\/avatars\/(\d{1,9})\.svg$/.exec(src);
  if (m) {
    const [u] = await ctx.db.query<{ public_name: string }>('SELECT public_name FROM users WHERE id = $1', [Number(m[1])]);
    return u ? { bytes: Buffer.from(avatarSvg(Number(m[1]), u.public_name)), preview: false } : null;
  }
  m = /^\/images\/backgrounds\/(\d)\.svg$/.exec(src);
  if (m) return { bytes: Buffer.from(backgroundSvg(Number(m[1]))), preview: false };
  return null;
}

export function registerImages(app: App, ctx: Ctx) {
  app.get('/images/previews/:id/:file', {
    schema: {
      tags: ['images'], summary: 'Preview page of a material (plain or watermarked WebP, height 500)',
      params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }), file: Type.String({ pattern: '^[1-9](-wm)?\\.webp$' }) }),
    },
  }, async (request, reply) => {
    const [page, wm] = request.params.file.replace('.webp', '').split('-');
    const bytes = await previewImage(ctx, request.params.id, Number(page), wm === 'wm');
    if (!bytes) throw notFound('Preview', `${request.params.id}/${request.params.file}`);
    return reply.header('cache-control', CACHE).type('image/webp').send(bytes);
  });

  app.get('/images/avatars/:file', {
    schema: { tags: ['images'], summary: 'Generated author avatar (SVG)', params: Type.Object({ file: Type.String({ pattern: '^\\d{1,9}\\.svg$' }) }) },
  }, async (request, reply) => {
    const source = await loadSource(ctx, `/images/avatars/${request.params.file}`);
    if (!source) throw notFound('Avatar', request.params.file);
    return reply.header('cache-control', CACHE).type('image/svg+xml').send(source.bytes);
  });

  app.get('/images/backgrounds/:file', {
    schema: { tags: ['images'], summary: 'Generated profile background (SVG)', params: Type.Object({ file: Type.String({ pattern: '^\\d\\.svg$' }) }) },
  }, async (request, reply) => {
    const source = await loadSource(ctx, `/images/backgrounds/${request.params.file}`);
    if (!source) throw notFound('Background', request.params.file);
    return reply.header('cache-control', CACHE).type('image/svg+xml').send(source.bytes);
  });

  app.get('/images/resize', {
    schema: {
      tags: ['images'],
      summary: 'Resize / crop / convert an image of this host (spec §9 sizes: avatar 32x32 q95, author h200 q100, background h204 q80 w<=1200, preview h<=500)',
      querystring: Type.Object({
        src: Type.String({ minLength: 1, maxLength: 300 }),
        w: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_WIDTH })),
        h: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_WIDTH })),
        q: Type.Integer({ minimum: 1, maximum: 100, default: 80 }),
        fit: StringEnum(['cover', 'contain', 'inside'] as const, { default: 'inside' }),
        format: StringEnum(['webp', 'jpeg', 'png'] as const, { default: 'webp' }),
      }),
    },
  }, async (request, reply) => {
    const { src, w, q, fit, format } = request.query;
    let { h } = request.query;
    const source = await loadSource(ctx, src);
    if (!source) throw badRequest('unknown_image', 'src must be a preview, avatar or background path of this host', 'src');
    if (source.preview && h !== undefined) h = Math.min(h, PREVIEW_HEIGHT);
    const image = sharp(source.bytes).resize({ width: w, height: h, fit, withoutEnlargement: source.preview });
    const bytes = await (format === 'jpeg' ? image.jpeg({ quality: q }) : format === 'png' ? image.png() : image.webp({ quality: q })).toBuffer();
    return reply.header('cache-control', CACHE).type(`image/${format}`).send(bytes);
  });
}
