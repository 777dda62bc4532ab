/** The rating e-mail landing and referral invitations: limits and states. */

/** The same limit as a rating written on the material page (api/src/routes/materials/feedback.ts). */
export const RATING_TEXT_MAX = 2000;
export const RATING_STARS = [1, 2, 3, 4, 5] as const;

/**
 * The referral rule shown on /invitation and applied by the API: an invited colleague who signs up
 * through the inviter's link and places a first paid order earns the inviter REWARD_EUR in credits
 * (the local-currency equivalent in other worlds). Invitation mails are limited per day.
 */
export const REFERRAL_LIMITS = { rewardEur: 2, invitationsPerDay: 20 } as const;
/** A referral code: 10 lower-case letters and digits (the ?ref= of the sign-up link). */
export const REFERRAL_CODE_PATTERN = '^[a-z0-9]{10}$';

export const REFERRAL_STATES = ['sent', 'registered', 'rewarded'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];
