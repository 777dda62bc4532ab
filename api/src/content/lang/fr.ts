import type { LangPack, LangTexts } from '../types';
import texts from './data/fr.json';

export const fr: LangPack = {
  ...(texts as LangTexts),
  grade: (n) => ['CP', 'CE1', 'CE2', 'CM1', 'CM2', '6e', '5e', '4e', '3e', 'Seconde', 'Première', 'Terminale'][n - 1] ?? `Niveau ${n}`,
  learningYear: (n) => `${n === 1 ? '1re' : `${n}e`} année d'apprentissage`,
  bestIn: (subject) => `Meilleure vente en ${subject}`,
};
