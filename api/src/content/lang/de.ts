import type { LangPack, LangTexts } from '../types';
import texts from './data/de.json';

export const de: LangPack = {
  ...(texts as LangTexts),
  grade: (n) => `Klasse ${n}`,
  learningYear: (n) => `${n}. Lernjahr`,
  bestIn: (subject) => `Bestseller in ${subject}`,
};
