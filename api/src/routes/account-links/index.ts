import type { App, Ctx } from '../../context';
import { registerChangeEmail } from './change-email';
import { registerCompleteRegistration } from './complete-registration';
import { registerFreeDownload } from './free-download';
import { registerRecommendations } from './recommendations';

/** Issue 4/5 account links: finish registration, change e-mail, free download, recommendation. */
export function registerAccountLinks(app: App, ctx: Ctx) {
  registerCompleteRegistration(app, ctx);
  registerChangeEmail(app, ctx);
  registerFreeDownload(app, ctx);
  registerRecommendations(app, ctx);
}
