import type { AiQuizQuestion } from '@teachmarket/contracts/api-types';
import { ApiError } from '../../errors';
import type { AiProvider, SourceText } from './provider-types';

export interface OpenAiConfig {
  /** Base URL (…/v1) or the full …/chat/completions URL. */
  url: string;
  model: string;
  key: string | null;
  timeoutMs: number;
}

const providerError = (message: string) => new ApiError(502, 'ai_provider_error', `The AI provider failed: ${message}`);

function endpoint(url: string): string {
  return /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`;
}

/** One chat-completions call (plain fetch): the answer's text, or ai_provider_error (502) for anything else. */
async function complete(config: OpenAiConfig, system: string, user: string, signal: AbortSignal): Promise<string> {
  let res: Response;
  try {
    res = await fetch(endpoint(config.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.key ? { authorization: `Bearer ${config.key}` } : {}) },
      body: JSON.stringify({ model: config.model, temperature: 0.3, messages: [{ role: 'system', content: system }, { role: 'user', content: user }] }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw providerError(name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : 'it could not be reached');
  }
  if (!res.ok) throw providerError(`it answered HTTP ${res.status}`);
  const body = (await res.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw providerError('the answer had no message content');
  return content.trim();
}

const sourceBlock = (s: SourceText) => `Title: ${s.title}\nLanguage: ${s.language}\nText:\n${s.text}`;
const refine = (instruction: string | null) => (instruction ? `\nFollow this instruction: ${instruction}` : '');

/** The model is asked for JSON; anything that is not the expected shape is the provider's failure. */
function parseQuestions(content: string, count: number): AiQuizQuestion[] {
  const json = content.replace(/^```(?:json)?\s*|\s*```$/g, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw providerError('the quiz was not valid JSON');
  }
  const list = (parsed as { questions?: unknown }).questions;
  if (!Array.isArray(list)) throw providerError('the quiz had no questions list');
  const questions = list.slice(0, count).map((q: { prompt?: unknown; options?: unknown; answer?: unknown }) => {
    const options = Array.isArray(q.options) ? q.options.filter((o): o is string => typeof o === 'string') : [];
    if (typeof q.prompt !== 'string' || options.length < 2 || typeof q.answer !== 'number' || !Number.isInteger(q.answer) || q.answer < 0 || q.answer >= options.length) {
      throw providerError('a quiz question was malformed');
    }
    return { prompt: q.prompt, options, answer: q.answer, source: '' };
  });
  if (questions.length === 0) throw providerError('the quiz had no questions');
  return questions;
}

const QUIZ_FORMAT = 'Answer only with JSON: {"questions":[{"prompt":string,"options":[string,...],"answer":index of the right option}]}.';

export function openAiCompatibleProvider(config: OpenAiConfig): AiProvider {
  return {
    id: 'openai-compatible',

    async description(source, instruction, signal) {
      return complete(config, 'You write short, factual descriptions of teaching materials for a marketplace. Plain text, no HTML, in the language of the text, at most 3 sentences.',
        sourceBlock(source) + refine(instruction), signal);
    },

    async quiz(source, count, instruction, signal) {
      const content = await complete(config, `You write multiple-choice quiz questions for teachers, in the language of the text. ${QUIZ_FORMAT}`,
        `Write ${count} questions about this text.\n${sourceBlock(source)}${refine(instruction)}`, signal);
      return { questions: parseQuestions(content, count) };
    },

    async worksheet(topic, sources, count, instruction, signal) {
      const texts = sources.map(sourceBlock).join('\n\n');
      const body = await complete(config, 'You write classroom worksheets: a short reading text for pupils. Plain text, no markdown, in the language of the sources.',
        `Topic: ${topic}\n${texts}${refine(instruction)}`, signal);
      const quiz = await complete(config, `You write multiple-choice questions about a reading text. ${QUIZ_FORMAT}`,
        `Write ${count} questions about this text:\n${body}`, signal);
      return { body: `${topic}\n\n${body}`, questions: parseQuestions(quiz, count) };
    },
  };
}
