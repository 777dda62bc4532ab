import { Type, type Static } from '@sinclair/typebox';
import { COMMENT_MAX, COMMENT_REPORT_REASONS, MATERIAL_REPORT_REASONS, RATING_REPLY_MAX, REPORT_NOTE_MAX, REVIEW_REPORT_REASONS } from '../rules/material-talk';

// Issue 18 "the catalogue talks back": comments with the author's replies, edits, deletes and
// reports; the author's reply to a review; who may rate, said before the form is shown.

export const CommentBodySchema = Type.Object({
  body: Type.String({ minLength: 1, maxLength: COMMENT_MAX }),
  /** A reply to this comment: only the material's author may answer (one level). */
  parentId: Type.Optional(Type.Integer({ minimum: 1 })),
}, { additionalProperties: false });
export type CommentBody = Static<typeof CommentBodySchema>;

export const CommentEditSchema = Type.Object({
  body: Type.String({ minLength: 1, maxLength: COMMENT_MAX }),
}, { additionalProperties: false });

/** A reader reports a comment: a reason from the list and, optionally, their words (issue 18: the same dialog as reviews). */
export const CommentReportSchema = Type.Object({
  reason: Type.Union(COMMENT_REPORT_REASONS.map((r) => Type.Literal(r))),
  text: Type.Optional(Type.String({ maxLength: REPORT_NOTE_MAX })),
}, { additionalProperties: false });

/** Issue 19: a reader reports a review (a rating with text): a reason from the list and, optionally, their words. */
export const ReviewReportSchema = Type.Object({
  reason: Type.Union(REVIEW_REPORT_REASONS.map((r) => Type.Literal(r))),
  text: Type.Optional(Type.String({ maxLength: REPORT_NOTE_MAX })),
}, { additionalProperties: false });
export type ReviewReport = Static<typeof ReviewReportSchema>;

/** Issue 19: a reader reports a material. */
export const MaterialReportSchema = Type.Object({
  reason: Type.Union(MATERIAL_REPORT_REASONS.map((r) => Type.Literal(r))),
  text: Type.Optional(Type.String({ maxLength: REPORT_NOTE_MAX })),
}, { additionalProperties: false });
export type MaterialReport = Static<typeof MaterialReportSchema>;

export const RatingReplyBodySchema = Type.Object({
  text: Type.String({ minLength: 1, maxLength: RATING_REPLY_MAX }),
}, { additionalProperties: false });

export const RatingReplyResponseSchema = Type.Object({
  reply: Type.Object({ text: Type.String(), createdAt: Type.String({ format: 'date-time' }) }),
});

/** Why a visitor may not rate (the page says why and how instead of showing the form). */
export const RatingEligibilitySchema = Type.Object({
  canRate: Type.Boolean(),
  reason: Type.Union([Type.Literal('login_required'), Type.Literal('not_bought'), Type.Literal('own_material'), Type.Null()]),
  /** The visitor's own rating when they rated before (re-rating replaces it). */
  mine: Type.Union([Type.Object({ stars: Type.Integer({ minimum: 1, maximum: 5 }), text: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
});
export type RatingEligibility = Static<typeof RatingEligibilitySchema>;
