import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import sharp, { type Sharp } from 'sharp';
import type { App, Ctx } from '../../context';
import { badRequest, notFound } from '../../errors';
import { avatarSvg, backgroundSvg } from '../../images/render';
import { StringEnum } from '../../lib/schema';
import { MAX_PREVIEW_PAGES, publicPreview } from '../../previews';
import { PREVIEW_MAX_HEIGHT } from '../../previews/render-pdf';

const CACHE = 'public, max-age=86400';
/** A preview URL carries its render version (?v=): that exact image never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without (or with an old) version the image may change with the next render. */
const SHORT = 'public, max-age=300';
/** spec §9: background width up to 1200; preview height capped at 500. */
const MAX_WIDTH = 1200;

/**
 * The only preview path: page n of a published material, the stored watermarked image (issue 13:
 * no URL, here or through the image services, yields a plain page). ?v= is the render version.
 */
const PREVIEW_PATH = new RegExp(`^/images/previews/(\\d{1,9})/([1-${MAX_PREVIEW_PAGES}])\\.webp(?:\\?v=\\d{1,9})?$`);

/**
 * Resized images by their source's content and the parameters (a first view asks for the same card
 * images again and again; sharp costs ~20 ms of CPU per image, a hit ~0.1 ms). Keyed by the source
 * bytes' hash, so a preview rendered anew is never answered with an old picture.
 */
const RESIZED_MAX_BYTES = 32 * 1024 * 1024;
class ResizedImages {
  private entries = new Map<string, Buffer>();
  private bytes = 0;
  key(source: Buffer, params: string): string {
    return `${createHash('sha1').update(source).digest('base64')}|${params}`;
  }
  get(key: string): Buffer | undefined {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found); // most recently used last
    }
    return found;
  }
  set(key: string, value: Buffer): void {
    if (value.length > RESIZED_MAX_BYTES / 16) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= RESIZED_MAX_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
}

async function loadSource(ctx: Ctx, src: string): Promise<{ bytes: Buffer; preview: boolean } | null> {
  let m = PREVIEW_PATH.exec(src);
  if (m) {
    const found = await publicPreview(ctx, Number(m[1]), Number(m[2]));
    return found ? { bytes: found.bytes, preview: true } : null;
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
  const resized = new ResizedImages();
  app.get('/images/previews/:id/:file', {
    schema: {
      tags: ['images'],
      summary: 'Preview page n of a published material: its watermarked WebP (height <= 500), for n up to the pages the seller shows',
      params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }), file: Type.String({ pattern: `^[1-${MAX_PREVIEW_PAGES}]\\.webp$` }) }),
      querystring: Type.Object({ v: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'render version (cache key)' })) }),
    },
  }, async (request, reply) => {
    const found = await publicPreview(ctx, request.params.id, Number(request.params.file.replace('.webp', '')));
    if (!found) throw notFound('Preview', `${request.params.id}/${request.params.file}`);
    return reply.header('cache-control', request.query.v === found.version ? IMMUTABLE : SHORT).type('image/webp').send(found.bytes);
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

  const Format = StringEnum(['webp', 'jpeg', 'png'] as const, { default: 'webp' });
  const Quality = Type.Integer({ minimum: 1, maximum: 100, default: 80 });
  const Src = Type.String({ minLength: 1, maxLength: 300 });
  const Size = Type.Integer({ minimum: 1, maximum: MAX_WIDTH });

  /** The source image of this host, or a 400 naming `src` (never a foreign URL: no fetching on behalf of a client). */
  async function source(src: string) {
    const found = await loadSource(ctx, src);
    if (!found) throw badRequest('unknown_image', 'src must be a preview, avatar or background path of this host', 'src');
    return found;
  }
  const encode = (image: Sharp, format: 'webp' | 'jpeg' | 'png', q: number) =>
    (format === 'jpeg' ? image.jpeg({ quality: q }) : format === 'png' ? image.png() : image.webp({ quality: q })).toBuffer();

  // spec §7: "Image URLs go through crop, convert and resize services on the main host".
  app.get('/images/resize', {
    schema: {
      tags: ['images'],
      summary: 'Resize (and with fit=cover crop to fill) an image of this host (spec §9 sizes: avatar 32x32 q95, author h200 q100, background h204 q80 w<=1200, preview h<=500)',
      querystring: Type.Object({
        src: Src, w: Type.Optional(Size), h: Type.Optional(Size), q: Quality,
        fit: StringEnum(['cover', 'contain', 'inside'] as const, { default: 'inside' }),
        format: Format,
      }),
    },
  }, async (request, reply) => {
    const { src, w, q, fit, format } = request.query;
    let { h } = request.query;
    const found = await source(src);
    if (found.preview && h !== undefined) h = Math.min(h, PREVIEW_MAX_HEIGHT);
    const key = resized.key(found.bytes, `${w}|${h}|${q}|${fit}|${format}|${found.preview}`);
    let bytes = resized.get(key);
    if (!bytes) {
      bytes = await encode(sharp(found.bytes).resize({ width: w, height: h, fit, withoutEnlargement: found.preview }), format, q);
      resized.set(key, bytes);
    }
    return reply.header('cache-control', CACHE).type(`image/${format}`).send(bytes);
  });

  app.get('/images/crop', {
    schema: {
      tags: ['images'],
      summary: 'Cut a region (x, y, w, h in pixels of the source) out of an image of this host',
      querystring: Type.Object({
        src: Src, x: Type.Integer({ minimum: 0, maximum: 10000 }), y: Type.Integer({ minimum: 0, maximum: 10000 }),
        w: Size, h: Size, q: Quality, format: Format,
      }),
    },
  }, async (request, reply) => {
    const { src, x, y, w, h, q, format } = request.query;
    const found = await source(src);
    const meta = await sharp(found.bytes).metadata();
    // A region outside the picture is the client's mistake, not a sharp error (which would be a 500).
    if (x + w > (meta.width ?? 0)) throw badRequest('region_outside_image', `x + w may not exceed the image width ${meta.width}`, 'w');
    if (y + h > (meta.height ?? 0)) throw badRequest('region_outside_image', `y + h may not exceed the image height ${meta.height}`, 'h');
    const bytes = await encode(sharp(found.bytes).extract({ left: x, top: y, width: w, height: h }), format, q);
    return reply.header('cache-control', CACHE).type(`image/${format}`).send(bytes);
  });

  app.get('/images/convert', {
    schema: {
      tags: ['images'],
      summary: 'Convert an image of this host to WebP, JPEG or PNG at its own size (e.g. JPEG where WebP is not supported)',
      querystring: Type.Object({ src: Src, q: Quality, format: Format }),
    },
  }, async (request, reply) => {
    const { src, q, format } = request.query;
    const bytes = await encode(sharp((await source(src)).bytes), format, q);
    return reply.header('cache-control', CACHE).type(`image/${format}`).send(bytes);
  });
}
