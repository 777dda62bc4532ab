import type { LangPack, LangTexts } from '../types';
import texts from './data/en.json';

/**
 * English: the fallback for languages that do not fill every field. Each language's texts are data
 * (data/<code>.json); only what is computed from a number (grade, learning year, badge) is code.
 */
export const en: LangPack = {
  ...(texts as LangTexts),
  grade: (n) => `Grade ${n}`,
  learningYear: (n) => `Learning year ${n}`,
  bestIn: (subject) => `Bestseller in ${subject}`,
};
