import type { App, Ctx } from '../../context';
import { registerBlogEditor } from '../authors/blog-editor';
import { registerSellerEvaluations } from './evaluations';
import { registerSellerFee } from './fee';
import { registerNps } from './nps';
import { registerSellerSales } from './sales';

/** The seller's cabinet (spec §2): sales and downloads, evaluation, fee, the post editor; the NPS survey. */
export function registerSellerArea(app: App, ctx: Ctx) {
  registerSellerSales(app, ctx);
  registerSellerEvaluations(app, ctx);
  registerSellerFee(app, ctx);
  registerBlogEditor(app, ctx);
  registerNps(app, ctx);
}
