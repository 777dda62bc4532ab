/**
 * AI tools (spec §1 "AI tools generate material descriptions, quizzes and documents", spec §7 AI calls):
 * shapes shared by the API and the frontend. Only @sinclair/typebox and ../rules may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { AI_GENERATION_TOOLS, AI_LIMITS, type AiGenerationTool } from '../rules/ai';

export { AI_GENERATION_TOOLS, AI_LIMITS, AI_PROVIDERS, type AiGenerationTool, type AiProviderId } from '../rules/ai';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const AiQuizQuestionSchema = Type.Object({
  /** The source sentence with the answer replaced by a gap (_____). */
  prompt: Type.String(),
  options: Type.Array(Type.String()),
  /** Index of the right option. */
  answer: Type.Integer({ minimum: 0 }),
  /** The sentence the question was made from (empty when the provider does not say). */
  source: Type.String(),
});
export type AiQuizQuestion = Static<typeof AiQuizQuestionSchema>;

export const AiDocumentSummarySchema = Type.Object({
  id: Type.Integer(),
  toolId: Type.String(),
  title: Type.String(),
  provider: Type.String(),
  saved: Type.Boolean(),
  materialId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AiDocumentSummary = Static<typeof AiDocumentSummarySchema>;

export const AiDocumentSchema = Type.Object({
  ...AiDocumentSummarySchema.properties,
  /** Plain text, paragraphs separated by blank lines (worksheet, description; a quiz's intro). */
  body: Type.String(),
  questions: Type.Array(AiQuizQuestionSchema),
  /** The last refine instruction, if any. */
  instruction: Type.Union([Type.String(), Type.Null()]),
});
export type AiDocument = Static<typeof AiDocumentSchema>;
export const AiDocumentResponseSchema = Type.Object({ item: AiDocumentSchema });
export type AiDocumentResponse = Static<typeof AiDocumentResponseSchema>;
export const AiDocumentsResponseSchema = Type.Object({ items: Type.Array(AiDocumentSummarySchema), total: Type.Integer() });
export type AiDocumentsResponse = Static<typeof AiDocumentsResponseSchema>;

export const AiGenerateBodySchema = Type.Object(
  {
    toolId: Type.Unsafe<AiGenerationTool>({ type: 'string', enum: [...AI_GENERATION_TOOLS] }),
    input: Type.Object(
      {
        /** description, quiz: the material to work from. */
        materialId: Type.Optional(Id),
        /** quiz, worksheet: the user's own text. */
        text: Type.Optional(Type.String({ minLength: 1, maxLength: AI_LIMITS.text })),
        /** worksheet: what it is about (steers which sentences are chosen). */
        topic: Type.Optional(Type.String({ minLength: 1, maxLength: AI_LIMITS.topic })),
        /** worksheet: materials whose text is excerpted. */
        materialIds: Type.Optional(Type.Array(Id, { maxItems: AI_LIMITS.materialIds })),
        questions: Type.Optional(Type.Integer({ minimum: AI_LIMITS.questionsMin, maximum: AI_LIMITS.questionsMax })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type AiGenerateBody = Static<typeof AiGenerateBodySchema>;

export const AiQuizGenerateBodySchema = Type.Object(
  {
    materialId: Type.Optional(Id),
    text: Type.Optional(Type.String({ minLength: 1, maxLength: AI_LIMITS.text })),
    questions: Type.Integer({ minimum: AI_LIMITS.questionsMin, maximum: AI_LIMITS.questionsMax }),
  },
  { additionalProperties: false },
);
export type AiQuizGenerateBody = Static<typeof AiQuizGenerateBodySchema>;

export const AiDescriptionEntrySchema = Type.Object({
  id: Type.Integer(),
  materialId: Type.Integer(),
  description: Type.String(),
  provider: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AiDescriptionEntry = Static<typeof AiDescriptionEntrySchema>;
export const AiDescriptionResponseSchema = Type.Object({ item: AiDescriptionEntrySchema });
export type AiDescriptionResponse = Static<typeof AiDescriptionResponseSchema>;
export const AiDescriptionHistorySchema = Type.Object({ items: Type.Array(AiDescriptionEntrySchema) });
export type AiDescriptionHistory = Static<typeof AiDescriptionHistorySchema>;

export const AiDescriptionCheckBodySchema = Type.Object(
  { description: Type.String({ maxLength: AI_LIMITS.text }) },
  { additionalProperties: false },
);
export const AiDescriptionCheckSchema = Type.Object({
  ok: Type.Boolean(),
  /** Characters of visible text. */
  length: Type.Integer(),
  words: Type.Integer(),
  sentences: Type.Integer(),
  /** LIX readability index (words per sentence + percent of words over 6 letters); lower reads easier. */
  readability: Type.Number(),
  /** Tags outside what material descriptions allow (p, ul, li, strong, em). */
  bannedHtml: Type.Array(Type.String()),
  issues: Type.Array(Type.Object({ code: Type.String(), message: Type.String() })),
});
export type AiDescriptionCheck = Static<typeof AiDescriptionCheckSchema>;

export const AiTitleBodySchema = Type.Object(
  { title: Type.String({ minLength: 1, maxLength: AI_LIMITS.title, pattern: '\\S' }) },
  { additionalProperties: false },
);
export const AiRefineBodySchema = Type.Object(
  { instruction: Type.String({ minLength: 1, maxLength: AI_LIMITS.instruction, pattern: '\\S' }) },
  { additionalProperties: false },
);
