/**
 * The rating e-mail landing (spec §2 cabinet "rating email landing") and referrals (spec §2
 * "referral invitation /invitation", §7 "ratings", "referrals"): bodies and answers shared by the
 * API (validation) and the frontend (types). Only @sinclair/typebox, ./index and ../rules may be
 * imported here; index.ts does not re-export this file (that would be an import cycle), so import it by path.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { RATING_TEXT_MAX, REFERRAL_CODE_PATTERN, REFERRAL_STATES, type ReferralState } from '../rules/referrals';
import { MaterialSummarySchema, RatingSummarySchema } from './index';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });
const strict = { additionalProperties: false } as const;

export { RATING_STARS, RATING_TEXT_MAX, REFERRAL_CODE_PATTERN, REFERRAL_LIMITS, REFERRAL_STATES, type ReferralState } from '../rules/referrals';

export const RatingTokenParamsSchema = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });

/** What the landing page shows before the buyer rates (the token is not used by reading it). */
export const RatingLinkInfoSchema = Type.Object({
  material: MaterialSummarySchema,
  /** The buyer's earlier rating of this material, if any: rating again replaces it. */
  rating: Nullable(Type.Object({ stars: Type.Integer(), text: Nullable(Type.String()) })),
});
export type RatingLinkInfo = Static<typeof RatingLinkInfoSchema>;

export const RatingLinkBodySchema = Type.Object(
  {
    stars: Type.Integer({ minimum: 1, maximum: 5 }),
    text: Type.Optional(Type.String({ maxLength: RATING_TEXT_MAX })),
  },
  strict,
);
export type RatingLinkBody = Static<typeof RatingLinkBodySchema>;
export const RatingLinkResultSchema = Type.Object({
  material: Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String() }),
  summary: RatingSummarySchema,
});
export type RatingLinkResult = Static<typeof RatingLinkResultSchema>;

export const ReferralCodeSchema = Type.String({ pattern: REFERRAL_CODE_PATTERN, minLength: 10, maxLength: 10 });

export const ReferralSchema = Type.Object({
  id: Type.Integer(),
  /** The address the inviter typed; null for a colleague who signed up through the shared link. */
  email: Nullable(Type.String()),
  /** The colleague's public name once registered. */
  name: Nullable(Type.String()),
  state: Type.Unsafe<ReferralState>({ type: 'string', enum: [...REFERRAL_STATES] }),
  invitedAt: Nullable(DateTime),
  registeredAt: Nullable(DateTime),
  rewardedAt: Nullable(DateTime),
  /** Major units in the overview's currency, once rewarded. */
  reward: Nullable(Type.Number()),
});
export type Referral = Static<typeof ReferralSchema>;

export const ReferralOverviewSchema = Type.Object({
  /** The personal code; the page builds the sign-up link with href('register', {}, world, { query: { ref: code } }). */
  code: Type.String(),
  /** The reward per rewarded colleague, major units of currencyCode (the user's world currency, like credits). */
  reward: Type.Number(),
  currencyCode: Type.String(),
  invitationsPerDay: Type.Integer(),
  /** Credits earned through referrals so far (major units). */
  earned: Type.Number(),
  /** Who invited this user, if they signed up through a referral link. */
  invitedBy: Nullable(Type.String()),
  invitations: Type.Array(ReferralSchema),
});
export type ReferralOverview = Static<typeof ReferralOverviewSchema>;
export const ReferralOverviewResponseSchema = Type.Object({ item: ReferralOverviewSchema });
export type ReferralOverviewResponse = Static<typeof ReferralOverviewResponseSchema>;

export const ReferralInvitationBodySchema = Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }, strict);
export type ReferralInvitationBody = Static<typeof ReferralInvitationBodySchema>;
export const ReferralInvitationResponseSchema = Type.Object({ item: ReferralSchema });
export type ReferralInvitationResponse = Static<typeof ReferralInvitationResponseSchema>;

/**
 * s17 QA3 (s16 QA2 finding 12): who sent a referral link, for the sign-up page it opens (public: the
 * inviter's public name only, as their profile shows it; an unknown code is 404).
 */
export const ReferralCodeParamsSchema = Type.Object({ code: ReferralCodeSchema });
export const ReferralInviterResponseSchema = Type.Object({ inviter: Type.Object({ name: Type.String() }, strict) }, strict);
export type ReferralInviterResponse = Static<typeof ReferralInviterResponseSchema>;
