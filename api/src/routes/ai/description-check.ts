import type { AiDescriptionCheck } from '@teachmarket/contracts/api-types';
import { plainText, sentences, words } from './text-analysis';

/** What material descriptions may contain (the material page sanitises to these; API Material.description). */
const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'strong', 'em', 'br']);
/** Bounds of a useful description: enough to inform a buyer, short enough to be read on a card. */
export const DESCRIPTION_MIN = 80;
export const DESCRIPTION_MAX = 3000;
/** LIX above 55 reads like specialist literature (Björnsson's scale). */
const LIX_HARD = 55;

/**
 * LIX (Björnsson): words per sentence + percent of words longer than six letters. It needs no
 * syllable rules, so it works the same for every language written with spaces between words.
 */
export function lix(text: string): number {
  const w = words(text);
  if (w.length === 0) return 0;
  const s = Math.max(1, sentences(text).length);
  const long = w.filter((x) => [...x].length > 6).length;
  return Math.round((w.length / s + (100 * long) / w.length) * 10) / 10;
}

export function checkDescription(html: string): AiDescriptionCheck {
  const bannedHtml = [...new Set([...html.matchAll(/<\s*\/?\s*([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()))].filter((tag) => !ALLOWED_TAGS.has(tag));
  const attributes = /<\s*[a-zA-Z][\w-]*\s+[^>]*=/.test(html);
  const text = plainText(html);
  const length = [...text].length;
  const readability = lix(text);
  const issues: AiDescriptionCheck['issues'] = [];
  if (length < DESCRIPTION_MIN) issues.push({ code: 'too_short', message: `Write at least ${DESCRIPTION_MIN} characters (now ${length}).` });
  if (length > DESCRIPTION_MAX) issues.push({ code: 'too_long', message: `Keep it under ${DESCRIPTION_MAX} characters (now ${length}).` });
  if (bannedHtml.length) issues.push({ code: 'banned_html', message: `Remove these HTML tags: ${bannedHtml.join(', ')}. Allowed: p, ul, li, strong, em.` });
  if (attributes) issues.push({ code: 'html_attributes', message: 'Remove attributes from HTML tags (style, class, links): they are stripped.' });
  if (readability > LIX_HARD) issues.push({ code: 'hard_to_read', message: `Readability index ${readability} is high: use shorter sentences and words.` });
  return { ok: issues.length === 0, length, words: words(text).length, sentences: sentences(text).length, readability, bannedHtml, issues };
}
