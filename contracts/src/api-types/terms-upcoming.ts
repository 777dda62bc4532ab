/**
 * spec §2 "Upcoming-terms price-change popup, id {hash}": the terms version announced before it
 * takes effect. Shared by API and frontend; only @sinclair/typebox may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';

/** The popup id: a hash of version, effective date and summary (a changed text is a new popup). */
export const TermsUpcomingIdSchema = Type.String({ pattern: '^[0-9a-f]{16}$', description: 'Popup id (hash of the upcoming version)' });

export const TermsUpcomingSchema = Type.Object({
  id: TermsUpcomingIdSchema,
  version: Type.Integer({ minimum: 1 }),
  effectiveAt: Type.String({ format: 'date-time' }),
  /** The price-change summary in the world's language (English when none was written for it). */
  summary: Type.String(),
  /** The user accepted this version already (the popup is not needed). */
  accepted: Type.Boolean(),
});
export type TermsUpcoming = Static<typeof TermsUpcomingSchema>;
export const TermsUpcomingResponseSchema = Type.Object({ item: Type.Union([TermsUpcomingSchema, Type.Null()]) });
export type TermsUpcomingResponse = Static<typeof TermsUpcomingResponseSchema>;

export const TermsUpcomingAcceptBodySchema = Type.Object({ id: TermsUpcomingIdSchema }, { additionalProperties: false });
export const TermsUpcomingAcceptResponseSchema = Type.Object({ accepted: Type.Boolean(), version: Type.Integer() });
export type TermsUpcomingAcceptResponse = Static<typeof TermsUpcomingAcceptResponseSchema>;
