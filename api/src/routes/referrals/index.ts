import type { App, Ctx } from '../../context';
import { registerRatingLinks } from '../materials/rating-links';
import { registerReferrals } from './referrals';

/** The rating e-mail landing and referral invitations (cabinet /rating-email and /invitation). */
export function registerReferralArea(app: App, ctx: Ctx) {
  registerRatingLinks(app, ctx);
  registerReferrals(app, ctx);
}
