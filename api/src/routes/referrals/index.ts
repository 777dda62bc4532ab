import type { App, Ctx } from '../../context';
import { registerRatingLinks } from '../materials/rating-links';
import { registerReferralInviter } from './inviter';
import { registerReferrals } from './referrals';

/** The rating e-mail landing and referral invitations (cabinet /rating-email and /invitation). */
export function registerReferralArea(app: App, ctx: Ctx) {
  registerRatingLinks(app, ctx);
  registerReferrals(app, ctx);
  registerReferralInviter(app, ctx);
}
