import type { AiQuizQuestion } from '@teachmarket/contracts/api-types';
import { badRequest } from '../../errors';
import type { AiProvider } from './provider-types';
import { analyse, words, type Analysis, topSentences } from './text-analysis';

/** Sentences of an extractive description: short enough for a material card, long enough to inform. */
const DESCRIPTION_SENTENCES = 3;
const DISTRACTORS = 3;
export const GAP = '_____';

const focusTerms = (instruction: string | null) => (instruction ? words(instruction) : []);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The key term of a sentence worth asking about: the best-scored one it contains. */
function answerFor(a: Analysis, sentence: string): string | null {
  const inSentence = new Set(words(sentence).map((w) => w.toLowerCase()));
  return a.keyTerms.find((t) => inSentence.has(t.toLowerCase())) ?? null;
}

/** Cloze questions from the best sentences; distractors are other key terms of the same text. */
export function clozeQuestions(a: Analysis, count: number): AiQuizQuestion[] {
  const questions: AiQuizQuestion[] = [];
  const used = new Set<string>();
  for (const i of topSentences(a, a.sentences.length)) {
    if (questions.length >= count) break;
    const sentence = a.sentences[i]!;
    const answer = answerFor(a, sentence);
    if (!answer || used.has(answer.toLowerCase())) continue;
    const distractors = a.keyTerms
      .filter((t) => t.toLowerCase() !== answer.toLowerCase() && !new RegExp(`(^|[^\\p{L}])${escapeRe(t)}([^\\p{L}]|$)`, 'iu').test(sentence))
      .slice(0, DISTRACTORS);
    if (distractors.length === 0) continue;
    used.add(answer.toLowerCase());
    const surface = new RegExp(`(^|[^\\p{L}])(${escapeRe(answer)})(?=[^\\p{L}]|$)`, 'iu').exec(sentence);
    const written = surface?.[2] ?? answer;
    const prompt = sentence.replace(new RegExp(`(^|[^\\p{L}])${escapeRe(written)}(?=[^\\p{L}]|$)`, 'u'), `$1${GAP}`);
    // A fixed rotation places the answer at different positions without randomness.
    const position = questions.length % (distractors.length + 1);
    const options = [...distractors];
    options.splice(position, 0, written);
    questions.push({ prompt, options, answer: position, source: sentence });
  }
  return questions;
}

function notEnough(field: string): never {
  throw badRequest('not_enough_text', 'The text has too few full sentences with distinct key words to work from', field);
}

/**
 * The built-in provider: extractive summaries and cloze questions from the source's own sentences
 * (TF-IDF per language). A refine instruction only steers the choice: its words weigh sentences up.
 */
export const textToolsProvider: AiProvider = {
  id: 'text-tools',

  async description(source, instruction) {
    const a = analyse(source.text, source.language, focusTerms(instruction));
    if (a.sentences.length === 0) notEnough('materialId');
    return topSentences(a, DESCRIPTION_SENTENCES).map((i) => a.sentences[i]!).join(' ');
  },

  async quiz(source, count, instruction) {
    const questions = clozeQuestions(analyse(source.text, source.language, focusTerms(instruction)), count);
    if (questions.length === 0) notEnough('text');
    return { questions };
  },

  async worksheet(topic, sources, count, instruction) {
    const language = sources[0]?.language ?? 'en';
    const focus = [...words(topic), ...focusTerms(instruction)];
    const excerpts: string[] = [];
    const picked: string[] = [];
    for (const source of sources) {
      const a = analyse(source.text, source.language, focus);
      const best = topSentences(a, 4).map((i) => a.sentences[i]!);
      picked.push(...best);
      if (best.length) excerpts.push(`${source.title}\n${best.join(' ')}`);
    }
    if (excerpts.length === 0) notEnough('text');
    const questions = clozeQuestions(analyse(picked.join('\n'), language, focus), count);
    return { body: [topic, ...excerpts].join('\n\n'), questions };
  },
};
