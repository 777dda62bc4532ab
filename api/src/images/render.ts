import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Ctx } from '../context';
import { MAX_PREVIEWS } from '../catalog/urls';
import { packFor } from '../content/lang';
import type { MaterialType } from '../content/types';
import { escapeHtml } from '../lib/text';
import { isWorld } from '../worlds';

/** spec §9: preview image height capped at 500 (A4 proportions). */
export const PREVIEW_HEIGHT = 500;
export const PREVIEW_WIDTH = 354;

/** Bump when the drawing changes: cached files carry the version in their name. */
const RENDER_VERSION = 2;
const PALETTE = ['#e8f1fb', '#fdf1e3', '#eaf7ee', '#f6eafb', '#fbeaea', '#eef0f4'];

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > max && line) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 5);
}

/** A page preview drawn from the material's data (no uploaded files exist for seeded materials). */
function previewSvg(m: { id: number; title: string; type: string }, page: number, watermark: boolean): string {
  const bg = PALETTE[m.id % PALETTE.length];
  const title = wrap(m.title, 22).map((l, i) => `<text x="28" y="${92 + i * 28}" font-size="20" font-weight="bold">${escapeHtml(l)}</text>`).join('');
  const rules = Array.from({ length: 9 }, (_, i) => `<rect x="28" y="${260 + i * 22}" width="${i % 3 === 2 ? 180 : 298}" height="8" rx="4" fill="#c9ced6"/>`).join('');
  const mark = watermark
    ? `<g transform="rotate(-35 177 250)" fill="#1a2b4c" fill-opacity="0.16" font-size="40" font-weight="bold">
         <text x="-20" y="180">teachmarket</text><text x="10" y="300">teachmarket</text><text x="40" y="420">teachmarket</text></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" font-family="DejaVu Sans, sans-serif">
    <rect width="100%" height="100%" fill="#ffffff"/><rect x="14" y="14" width="326" height="472" rx="10" fill="${bg}"/>
    <text x="28" y="52" font-size="14" fill="#4a5568">${escapeHtml(m.type)} · ${page}</text>${title}${rules}${mark}</svg>`;
}

/** WebP bytes of preview page `page`, cached in DATA_DIR/cache (regenerated when missing). */
export async function previewImage(ctx: Ctx, materialId: number, page: number, watermark: boolean): Promise<Buffer | null> {
  const dir = join(ctx.config.dataDir, 'cache', 'previews');
  const file = join(dir, `v${RENDER_VERSION}-${materialId}-${page}${watermark ? '-wm' : ''}.webp`);
  try {
    return await readFile(file);
  } catch {
    // not cached yet
  }
  const [m] = await ctx.db.query<{ id: number; world: string; title: string; material_type: string; pages: number }>(
    `SELECT id, world, title, material_type, pages FROM materials WHERE id = $1 AND status = 'published'`, [materialId],
  );
  if (!m || page > Math.max(1, Math.min(MAX_PREVIEWS, m.pages))) return null;
  const type = packFor(isWorld(m.world) ? m.world : 'de').materialTypes[m.material_type as MaterialType] ?? m.material_type;
  const bytes = await sharp(Buffer.from(previewSvg({ id: m.id, title: m.title, type }, page, watermark)))
    .webp({ quality: 80 })
    .toBuffer();
  await mkdir(dir, { recursive: true });
  await writeFile(file, bytes);
  return bytes;
}

/** An author avatar: initials on a colour derived from the id. */
export function avatarSvg(id: number, name: string): string {
  const initials = name.split(/\s+/).map((p) => p[0] ?? '').join('').slice(0, 2).toUpperCase();
  const hue = (id * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
    <circle cx="100" cy="100" r="100" fill="hsl(${hue},55%,55%)"/>
    <text x="100" y="122" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="64" fill="#fff">${escapeHtml(initials)}</text></svg>`;
}

export function backgroundSvg(n: number): string {
  const hue = (n * 60) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="204"><defs><linearGradient id="g" x1="0" x2="1">
    <stop offset="0" stop-color="hsl(${hue},60%,85%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,70%)"/></linearGradient></defs>
    <rect width="1200" height="204" fill="url(#g)"/></svg>`;
}
