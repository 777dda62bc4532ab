import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import sharp, { type Sharp } from 'sharp';
import { AvatarResponseSchema, BackgroundResponseSchema, MAX_IMAGE_BYTES } from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError, notFound } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { readUpload } from '../_lib/multipart';
import { removeUpload, saveUpload, STORED_NAME, storedName, uploadDir, type UploadArea } from '../_lib/upload-files';
import { absoluteUrl, headerImageOf } from './details';

const IMAGE_KINDS = ['jpeg', 'png', 'webp'] as const;
// spec §9: avatar in header 32x32 quality 95; author image height 200 quality 100;
// background height 204 quality 80, width up to 1200.
const HEADER = { size: 32, quality: 95 };
const AUTHOR = { height: 200, quality: 100 };
const BACKGROUND = { height: 204, maxWidth: 1200, quality: 80 };

const uploadErrors = { ...errorResponses, 413: errorResponses[400], 415: errorResponses[400] };
const fileOf = (path: string | null, area: UploadArea) => (path?.startsWith(`/uploads/${area}/`) ? path.slice(`/uploads/${area}/`.length) : null);

/** Decodes with sharp; a file that only looks like an image (right magic bytes, broken body) is a 415. */
async function decoded(bytes: Buffer): Promise<Sharp> {
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    await image.metadata();
    return image;
  } catch {
    throw new ApiError(415, 'unsupported_file_type', 'The image could not be read', 'file');
  }
}

export function registerProfileImages(app: App, ctx: Ctx) {
  app.post('/v3/user-details/avatar', {
    schema: { tags: ['user'], summary: 'Upload an avatar (multipart "file": JPEG, PNG or WebP up to 5 MB)', consumes: ['multipart/form-data'], querystring: WorldQuery, response: { 200: AvatarResponseSchema, ...uploadErrors } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { file } = await readUpload(request, { fileField: 'file', maxBytes: MAX_IMAGE_BYTES, kinds: IMAGE_KINDS, fields: [] });
    const image = await decoded(file.bytes);
    const base = storedName(user.id, '');
    const [author, header] = await Promise.all([
      image.clone().resize({ height: AUTHOR.height, withoutEnlargement: false }).webp({ quality: AUTHOR.quality }).toBuffer(),
      image.clone().resize({ width: HEADER.size, height: HEADER.size, fit: 'cover' }).webp({ quality: HEADER.quality }).toBuffer(),
    ]);
    await saveUpload(ctx, 'avatars', `${base}-200.webp`, author);
    await saveUpload(ctx, 'avatars', `${base}-32.webp`, header);
    const [old] = await ctx.db.query<{ image_path: string | null }>('SELECT image_path FROM users WHERE id = $1', [user.id]);
    const path = `/uploads/avatars/${base}-200.webp`;
    await ctx.db.query('UPDATE users SET image_path = $2 WHERE id = $1', [user.id, path]);
    await removeUpload(ctx, 'avatars', fileOf(old?.image_path ?? null, 'avatars'));
    await removeUpload(ctx, 'avatars', fileOf(headerImageOf(old?.image_path ?? null), 'avatars'));
    const publicUrl = ctx.config.publicUrl;
    return { image_path: absoluteUrl(publicUrl, path)!, header_image_path: absoluteUrl(publicUrl, headerImageOf(path))! };
  });

  app.post('/v3/user-details/background', {
    schema: { tags: ['user'], summary: 'Upload a profile background (multipart "file"); answers profile_background_data and profile_background_path', consumes: ['multipart/form-data'], querystring: WorldQuery, response: { 200: BackgroundResponseSchema, ...uploadErrors } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { file } = await readUpload(request, { fileField: 'file', maxBytes: MAX_IMAGE_BYTES, kinds: IMAGE_KINDS, fields: [] });
    const image = await decoded(file.bytes);
    const meta = await image.metadata();
    const scaled = await image.clone().resize({ height: BACKGROUND.height }).toBuffer({ resolveWithObject: true });
    const width = Math.min(BACKGROUND.maxWidth, scaled.info.width);
    const bytes = await sharp(scaled.data)
      .extract({ left: Math.floor((scaled.info.width - width) / 2), top: 0, width, height: scaled.info.height })
      .webp({ quality: BACKGROUND.quality })
      .toBuffer();
    const name = storedName(user.id, '.webp');
    await saveUpload(ctx, 'backgrounds', name, bytes);
    const data = { width, height: scaled.info.height, original_width: meta.width ?? null, original_height: meta.height ?? null, format: 'webp' };
    const [old] = await ctx.db.query<{ p: string | null }>('SELECT profile_background_path AS p FROM users WHERE id = $1', [user.id]);
    const path = `/uploads/backgrounds/${name}`;
    await ctx.db.query('UPDATE users SET profile_background_path = $2, profile_background_data = $3 WHERE id = $1', [user.id, path, JSON.stringify(data)]);
    await removeUpload(ctx, 'backgrounds', fileOf(old?.p ?? null, 'backgrounds'));
    return { profile_background_path: absoluteUrl(ctx.config.publicUrl, path), profile_background_data: data };
  });

  app.post('/v3/user-details/remove-background', {
    schema: { tags: ['user'], summary: 'Remove the profile background', querystring: WorldQuery, response: { 200: BackgroundResponseSchema, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const [old] = await ctx.db.query<{ p: string | null }>('SELECT profile_background_path AS p FROM users WHERE id = $1', [user.id]);
    await ctx.db.query('UPDATE users SET profile_background_path = NULL, profile_background_data = NULL WHERE id = $1', [user.id]);
    await removeUpload(ctx, 'backgrounds', fileOf(old?.p ?? null, 'backgrounds'));
    return { profile_background_path: null, profile_background_data: null };
  });

  app.get('/uploads/:area/:file', {
    schema: {
      tags: ['images'], summary: 'An uploaded avatar or background image',
      params: Type.Object({ area: Type.Union([Type.Literal('avatars'), Type.Literal('backgrounds')]), file: Type.String({ pattern: STORED_NAME.source }) }),
    },
  }, async (request, reply) => {
    const { area, file } = request.params;
    try {
      const bytes = await readFile(join(uploadDir(ctx, area), file));
      return await reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(bytes);
    } catch {
      throw notFound('Image', file);
    }
  });
}
