import sharp from 'sharp';
import { MAX_PREVIEWS } from '../../catalog/urls';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../catalog/summary';
import type { Ctx } from '../../context';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewImage } from '../../images/render';
import { pdfFromJpegs } from '../../pdf';
import type { MaterialSummary } from '../../../../shared-kit/src/api-types';

/** A published material as listings show it, or null. */
export async function publishedSummary(ctx: Ctx, id: number): Promise<(MaterialSummary & { pages: number }) | null> {
  const [row] = await ctx.db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE m.id = $1 AND m.status = 'published'`, [id]);
  return row ? { ...toSummary(row, ctx.config.publicUrl), pages: row.pages } : null;
}

/** The same PDF as the authorised download (routes/materials/download.ts): the pages without watermark. */
export async function materialPdf(ctx: Ctx, id: number, pages: number): Promise<Buffer> {
  const images = [];
  for (let page = 1; page <= Math.max(1, Math.min(MAX_PREVIEWS, pages)); page += 1) {
    const image = await previewImage(ctx, id, page, false);
    if (!image) break;
    images.push({ jpeg: await sharp(image).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer(), width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT });
  }
  return pdfFromJpegs(images);
}
