import type { AiProviderId, AiQuizQuestion } from '@teachmarket/contracts/api-types';

// What an AI provider is, apart from the choice of one (provider.ts), so the providers and the routes
// import these types without a cycle through provider.ts (issue 14).

/** A text to work from: a material (title + description) or what the user pasted. */
export interface SourceText {
  title: string;
  text: string;
  /** ISO 639-1 text language (stop words, prompts). */
  language: string;
}

export interface QuizResult {
  questions: AiQuizQuestion[];
}

export interface WorksheetResult {
  body: string;
  questions: AiQuizQuestion[];
}

/**
 * A generator of AI tool results. Two real implementations: the built-in text tools (extractive,
 * deterministic, no model) and an OpenAI-compatible chat-completions endpoint when one is configured.
 * `instruction` is the user's refine request; each provider says in its docs what it does with it.
 */
export interface AiProvider {
  readonly id: AiProviderId;
  description(source: SourceText, instruction: string | null, signal: AbortSignal): Promise<string>;
  quiz(source: SourceText, questions: number, instruction: string | null, signal: AbortSignal): Promise<QuizResult>;
  worksheet(topic: string, sources: SourceText[], questions: number, instruction: string | null, signal: AbortSignal): Promise<WorksheetResult>;
}
