import sharp from 'sharp';
import type { PageImage } from './render-pdf';

/** Rows of text are this far apart, measured across the diagonal; small enough that no page region is clean. */
const ROW_GAP = 70;
const ANGLE = -32;

/**
 * The repeated diagonal "teachmarket · #<id>" over the whole page: enough to make a screenshot
 * useless as a copy of a paid page, light enough that a buyer can still judge the page.
 */
export function watermarkSvg(width: number, height: number, materialId: number): string {
  const label = `teachmarket · #${materialId}`;
  const diagonal = Math.ceil(Math.hypot(width, height));
  const size = Math.max(14, Math.round(Math.min(width, height) / 16));
  const line = Array.from({ length: Math.ceil(diagonal / (label.length * size * 0.55)) + 2 }, () => label).join('      ');
  const rows = Array.from({ length: Math.ceil((2 * diagonal) / ROW_GAP) }, (_, i) => {
    const y = -diagonal + i * ROW_GAP;
    // Every other row shifted, so the gaps between words do not line up into clean stripes.
    const x = -diagonal + (i % 2) * size * 4;
    return `<text x="${x}" y="${y}">${line}</text>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <g transform="translate(${width / 2} ${height / 2}) rotate(${ANGLE})" font-family="DejaVu Sans, sans-serif" font-weight="bold"
       font-size="${size}" fill="#1a2b4c" fill-opacity="0.2" stroke="#ffffff" stroke-opacity="0.3" stroke-width="0.8">${rows}</g></svg>`;
}

/** The page with the watermark, as WebP: the only form in which a page is ever stored or served. */
export async function watermarkedWebp(page: PageImage, materialId: number): Promise<Buffer> {
  return sharp(page.rgba, { raw: { width: page.width, height: page.height, channels: 4 } })
    .composite([{ input: Buffer.from(watermarkSvg(page.width, page.height, materialId)), top: 0, left: 0 }])
    .flatten({ background: '#ffffff' })
    .webp({ quality: 82 })
    .toBuffer();
}
