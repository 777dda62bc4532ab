/**
 * Account links (issue 4/5): finish registration, change e-mail, free-material download and
 * recommendation. Bodies and answers shared by the API (validation) and the frontend (types).
 * Only @sinclair/typebox, ./index and ../rules may be imported here; index.ts does not re-export this file
 * (that would be an import cycle), so import it by path.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LINK_PASSWORD_MIN, RECOMMENDATION_MESSAGE_MAX } from '../rules/account-links';
import { MaterialSummarySchema } from './index';

export { LINK_PASSWORD_MIN, RECOMMENDATION_MESSAGE_MAX };

const Email = Type.String({ format: 'email', maxLength: 254 });
const Token = Type.String({ minLength: 10, maxLength: 200 });
const MaterialId = Type.Integer({ minimum: 1, maximum: 2147483647 });
const strict = { additionalProperties: false } as const;

export const SchoolInvitationBodySchema = Type.Object({ email: Email }, strict);
export type SchoolInvitationBody = Static<typeof SchoolInvitationBodySchema>;

export const CompleteRegistrationBodySchema = Type.Object(
  {
    token: Token,
    publicName: Type.String({ minLength: 2, maxLength: 80 }),
    password: Type.String({ minLength: LINK_PASSWORD_MIN, maxLength: 200 }),
    acceptTerms: Type.Literal(true),
  },
  strict,
);
export type CompleteRegistrationBody = Static<typeof CompleteRegistrationBodySchema>;
/** What the finish-registration page shows before the form is sent (the token is not used). */
export const CompleteRegistrationInfoSchema = Type.Object({ email: Type.String(), schoolName: Type.Union([Type.String(), Type.Null()]) });
export type CompleteRegistrationInfo = Static<typeof CompleteRegistrationInfoSchema>;

export const ChangeEmailBodySchema = Type.Object({ newEmail: Email, password: Type.String({ minLength: 1, maxLength: 200 }) }, strict);
export type ChangeEmailBody = Static<typeof ChangeEmailBodySchema>;
export const TokenBodySchema = Type.Object({ token: Token }, strict);
export const ChangeEmailConfirmResponseSchema = Type.Object({ email: Type.String() });
export type ChangeEmailConfirmResponse = Static<typeof ChangeEmailConfirmResponseSchema>;

export const FreeDownloadRequestBodySchema = Type.Object({ email: Email, materialId: MaterialId }, strict);
export type FreeDownloadRequestBody = Static<typeof FreeDownloadRequestBodySchema>;
export const FreeDownloadInfoSchema = Type.Object({
  material: MaterialSummarySchema,
  expiresAt: Type.String({ format: 'date-time' }),
  usesLeft: Type.Integer(),
});
export type FreeDownloadInfo = Static<typeof FreeDownloadInfoSchema>;

export const RecommendationBodySchema = Type.Object(
  { materialId: MaterialId, email: Email, message: Type.Optional(Type.String({ maxLength: RECOMMENDATION_MESSAGE_MAX })) },
  strict,
);
export type RecommendationBody = Static<typeof RecommendationBodySchema>;
export const RecommendationInfoSchema = Type.Object({
  senderName: Type.String(),
  message: Type.Union([Type.String(), Type.Null()]),
  material: MaterialSummarySchema,
});
export type RecommendationInfo = Static<typeof RecommendationInfoSchema>;
