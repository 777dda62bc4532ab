import type { App, Ctx } from '../../context';
import { registerBlogEditor } from '../authors/blog-editor';
import { registerSellerBalance } from './balance';
import { registerSellerEvaluations } from './evaluations';
import { registerSalesExport } from './export';
import { registerSellerFee } from './fee';
import { registerNps } from './nps';
import { registerSellerSales } from './sales';
import { registerSellerStatements } from './statements';

/** The seller's cabinet (spec §2): sales and downloads (with money, export, balance, statements), evaluation, fee, the post editor; the NPS survey. */
export function registerSellerArea(app: App, ctx: Ctx) {
  registerSellerSales(app, ctx);
  registerSalesExport(app, ctx);
  registerSellerBalance(app, ctx);
  registerSellerStatements(app, ctx);
  registerSellerEvaluations(app, ctx);
  registerSellerFee(app, ctx);
  registerBlogEditor(app, ctx);
  registerNps(app, ctx);
}
