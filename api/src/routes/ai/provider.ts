import { ConfigError } from '../../config';
import { openAiCompatibleProvider } from './openai-provider';
import type { AiProvider } from './provider-types';
import { textToolsProvider } from './text-tools-provider';

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
