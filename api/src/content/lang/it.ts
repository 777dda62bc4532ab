import type { LangPack, LangTexts } from '../types';
import texts from './data/it.json';

export const it: LangPack = {
  ...(texts as LangTexts),
  grade: (n) => (n <= 5 ? `Classe ${n}ª primaria` : n <= 8 ? `Classe ${n - 5}ª secondaria di primo grado` : `Classe ${n - 8}ª secondaria di secondo grado`),
  learningYear: (n) => `${n}° anno di apprendimento`,
  bestIn: (subject) => `Più venduto in ${subject}`,
};
