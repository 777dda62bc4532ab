/**
 * The text analysis behind the built-in "text tools" provider: sentence splitting, a per-language
 * stop-word list and TF-IDF scores (each sentence of the source is one "document"). Deterministic:
 * the same input always gives the same output, and nothing is invented — results are made of the
 * source's own sentences and words.
 */

/** Function words that never make a key term (per text language; others fall back to length only). */
const STOPWORDS: Record<string, string[]> = {
  en: ['the', 'and', 'for', 'with', 'this', 'that', 'are', 'was', 'were', 'from', 'they', 'their', 'have', 'has', 'can', 'all', 'your', 'you', 'into', 'also', 'more', 'each', 'which', 'will', 'been', 'our', 'its', 'not', 'but'],
  de: ['der', 'die', 'das', 'und', 'für', 'mit', 'dem', 'den', 'des', 'ein', 'eine', 'einer', 'einem', 'einen', 'sind', 'ist', 'zur', 'zum', 'von', 'auf', 'oder', 'als', 'auch', 'sich', 'ihre', 'ihr', 'im', 'in', 'werden', 'wurde', 'können', 'alle', 'bei', 'nach', 'vor', 'aus'],
  es: ['los', 'las', 'del', 'una', 'uno', 'con', 'para', 'por', 'que', 'este', 'esta', 'son', 'sus', 'como', 'más', 'todas', 'todos', 'pueden', 'ser', 'está', 'fue', 'sobre', 'entre', 'tus', 'tu'],
  fr: ['les', 'des', 'une', 'pour', 'avec', 'dans', 'par', 'sur', 'est', 'sont', 'qui', 'que', 'leur', 'leurs', 'vos', 'votre', 'aux', 'ces', 'cette', 'peuvent', 'tout', 'toutes', 'plus', 'ont', 'été'],
  it: ['gli', 'della', 'delle', 'dello', 'degli', 'una', 'uno', 'con', 'per', 'che', 'sono', 'questo', 'questa', 'nel', 'nella', 'alla', 'alle', 'dal', 'tutte', 'tutti', 'possono', 'essere', 'suoi', 'tua', 'tuoi'],
  el: ['και', 'για', 'του', 'της', 'των', 'τον', 'την', 'στο', 'στη', 'στην', 'στα', 'στους', 'από', 'με', 'μια', 'ένα', 'είναι', 'που', 'ως', 'όλες', 'όλα', 'σας', 'τους'],
};

const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

/** Visible text of sanitised description HTML: list items and paragraphs become sentence ends. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d|div)>/gi, '. ')
    .replace(/<br\s*\/?>/gi, '. ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/(\.\s*){2,}/g, '. ')
    .replace(/^[\s.]+/, '')
    .trim();
}

/** Sentences of a text (Latin, Greek, Cyrillic and CJK end marks); fragments under 3 words are dropped. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/(?<=[.!?;。！？])\s+|\n+/u)) {
    const s = raw.trim();
    if (s && (s.match(WORD)?.length ?? 0) >= 3) out.push(s);
  }
  return out;
}

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

const baseLanguage = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? 'en';

export function isKeyCandidate(word: string, language: string): boolean {
  const lower = word.toLowerCase();
  return [...lower].length >= 4 && !(STOPWORDS[baseLanguage(language)] ?? STOPWORDS.en!).includes(lower);
}

export interface Analysis {
  sentences: string[];
  /** Term (lower case) → TF-IDF over the whole text. */
  termScore: Map<string, number>;
  /** Sentence index → informativeness (sum of its distinct terms' IDF, damped by length). */
  sentenceScore: number[];
  /** Key terms, best first, as they are written in the text (first occurrence). */
  keyTerms: string[];
}

export function analyse(text: string, language: string, focus: string[] = []): Analysis {
  const list = sentences(text);
  const termsOf = list.map((s) => words(s).filter((w) => isKeyCandidate(w, language)));
  const df = new Map<string, number>();
  const tf = new Map<string, number>();
  const surface = new Map<string, string>();
  termsOf.forEach((terms) => {
    for (const t of new Set(terms.map((w) => w.toLowerCase()))) df.set(t, (df.get(t) ?? 0) + 1);
    for (const w of terms) {
      const t = w.toLowerCase();
      tf.set(t, (tf.get(t) ?? 0) + 1);
      if (!surface.has(t)) surface.set(t, w);
    }
  });
  const n = Math.max(1, list.length);
  const idf = (t: string) => Math.log(1 + n / (df.get(t) ?? 1));
  const termScore = new Map([...tf].map(([t, f]) => [t, f * idf(t)] as const));
  const focusSet = new Set(focus.map((f) => f.toLowerCase()));
  const sentenceScore = termsOf.map((terms, i) => {
    const distinct = new Set(terms.map((w) => w.toLowerCase()));
    let score = 0;
    for (const t of distinct) score += idf(t) + (focusSet.has(t) ? 5 : 0);
    return score / Math.sqrt(Math.max(1, words(list[i] ?? '').length));
  });
  const keyTerms = [...termScore.entries()]
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length || a[0].localeCompare(b[0]))
    .map(([t]) => surface.get(t) ?? t);
  return { sentences: list, termScore, sentenceScore, keyTerms };
}

/** Indexes of the `k` best sentences, in their original order (extracts read as the source does). */
export function topSentences(a: Analysis, k: number): number[] {
  return a.sentenceScore
    .map((score, i) => ({ score, i }))
    .sort((x, y) => y.score - x.score || x.i - y.i)
    .slice(0, k)
    .map((x) => x.i)
    .sort((x, y) => x - y);
}
