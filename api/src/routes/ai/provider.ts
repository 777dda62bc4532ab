import type { AiProviderId, AiQuizQuestion } from '../../../../shared-kit/src/api-types';
import { ConfigError } from '../../config';
import { openAiCompatibleProvider } from './openai-provider';
import { textToolsProvider } from './text-tools-provider';

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

/**
 * Chosen once at start-up (STYLE.md §12): AI_API_URL + AI_MODEL (+ AI_API_KEY) select the
 * OpenAI-compatible provider; none of them selects the text tools; a half configuration fails fast.
 */
export function providerFromEnv(env: NodeJS.ProcessEnv = process.env): AiProvider {
  const url = env.AI_API_URL?.trim();
  const model = env.AI_MODEL?.trim();
  const key = env.AI_API_KEY?.trim();
  if (!url && !model && !key) return textToolsProvider;
  if (!url || !model) throw new ConfigError('AI_API_URL and AI_MODEL must both be set to use an OpenAI-compatible AI provider');
  if (!/^https?:\/\//.test(url)) throw new ConfigError('AI_API_URL must start with http:// or https://');
  const timeout = Number(env.AI_TIMEOUT_MS || 30000);
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > 300000) throw new ConfigError('AI_TIMEOUT_MS must be an integer between 100 and 300000');
  return openAiCompatibleProvider({ url, model, key: key || null, timeoutMs: timeout });
}
