import type { LangPack, LangTexts } from '../types';
import texts from './data/es.json';

export const es: LangPack = {
  ...(texts as LangTexts),
  grade: (n) => (n <= 6 ? `${n}.º de Primaria` : n <= 10 ? `${n - 6}.º de ESO` : `${n - 10}.º de Bachillerato`),
  learningYear: (n) => `${n}.º año de aprendizaje`,
  bestIn: (subject) => `Lo más vendido en ${subject}`,
};
