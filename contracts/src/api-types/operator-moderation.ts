import { Type, type Static } from '@sinclair/typebox';

// Issue 19 "moderation": reported comments, reviews and materials, materials found by id or title; remove or keep, unpublish a
// material with a reason mailed to its author. Every decision is audited (before and after).

const DateTime = Type.String({ format: 'date-time' });
const Person = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });
const MaterialRef = Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String(), world: Type.String() });
const Paged = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer() });

/** A comment others reported since an operator last kept it. */
export const ReportedCommentSchema = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  createdAt: DateTime,
  author: Person,
  material: MaterialRef,
  reports: Type.Integer(),
  /** The newest reasons (at most 5). */
  reasons: Type.Array(Type.String()),
  /** The newest words readers added (at most 5, plain text; issue 18, migration 041). */
  notes: Type.Array(Type.String()),
  lastReportedAt: DateTime,
});
export type ReportedComment = Static<typeof ReportedCommentSchema>;
export const ReportedCommentsResponseSchema = Paged(ReportedCommentSchema);
export type ReportedCommentsResponse = Static<typeof ReportedCommentsResponseSchema>;

/** What readers said in their open reports of a review or a material (issue 19). */
const OpenReports = {
  reports: Type.Integer(),
  /** The newest reasons (at most 5). */
  reasons: Type.Array(Type.String()),
  /** The newest words readers added (at most 5, plain text). */
  notes: Type.Array(Type.String()),
  lastReportedAt: DateTime,
};

/** A review (a rating with text) readers reported since an operator last looked at it, most recently reported first. */
export const ReviewToModerateSchema = Type.Object({
  id: Type.Integer(),
  stars: Type.Integer(),
  text: Type.String(),
  createdAt: DateTime,
  author: Person,
  material: MaterialRef,
  ...OpenReports,
});
export type ReviewToModerate = Static<typeof ReviewToModerateSchema>;
export const ReviewsToModerateResponseSchema = Paged(ReviewToModerateSchema);
export type ReviewsToModerateResponse = Static<typeof ReviewsToModerateResponseSchema>;

/** A material as the moderation search finds it. */
export const ModeratedMaterialSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  world: Type.String(),
  status: Type.Unsafe<'draft' | 'published'>({ type: 'string', enum: ['draft', 'published'] }),
  author: Person,
  publishedAt: DateTime,
  unpublishedAt: Type.Union([Type.Null(), DateTime]),
  unpublishedReason: Type.Union([Type.Null(), Type.String()]),
});
export type ModeratedMaterial = Static<typeof ModeratedMaterialSchema>;
export const ModeratedMaterialsResponseSchema = Paged(ModeratedMaterialSchema);
export type ModeratedMaterialsResponse = Static<typeof ModeratedMaterialsResponseSchema>;
export const ModeratedMaterialResponseSchema = Type.Object({ item: ModeratedMaterialSchema, mailed: Type.Boolean() });
export type ModeratedMaterialResponse = Static<typeof ModeratedMaterialResponseSchema>;

/** A material readers reported since an operator last decided on it, most recently reported first. */
export const ReportedMaterialSchema = Type.Object({
  ...ModeratedMaterialSchema.properties,
  ...OpenReports,
});
export type ReportedMaterial = Static<typeof ReportedMaterialSchema>;
export const ReportedMaterialsResponseSchema = Paged(ReportedMaterialSchema);
export type ReportedMaterialsResponse = Static<typeof ReportedMaterialsResponseSchema>;

/** What a decision on a comment or review did. */
export const ModerationDecisionSchema = Type.Object({
  id: Type.Integer(),
  decision: Type.Unsafe<'removed' | 'kept'>({ type: 'string', enum: ['removed', 'kept'] }),
});
export type ModerationDecision = Static<typeof ModerationDecisionSchema>;
