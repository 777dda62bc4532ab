/** AI tools (spec §1, §7 AI calls): providers, the tools that generate, and their input limits. */

/** Which generator produced a result: the UI shows it, so nobody mistakes extraction for a language model. */
export const AI_PROVIDERS = ['text-tools', 'openai-compatible'] as const;
export type AiProviderId = (typeof AI_PROVIDERS)[number];

/** The tools that can generate (the catalogue lists more: lesson plans and slides need a language model). */
export const AI_GENERATION_TOOLS = ['description', 'quiz', 'worksheet'] as const;
export type AiGenerationTool = (typeof AI_GENERATION_TOOLS)[number];

/** Input limits (400 beyond them): long enough for a chapter, short enough to keep generation bounded. */
export const AI_LIMITS = {
  text: 20000,
  topic: 200,
  instruction: 500,
  title: 120,
  questionsMin: 1,
  questionsMax: 20,
  materialIds: 5,
} as const;
