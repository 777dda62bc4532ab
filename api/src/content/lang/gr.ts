import type { LangPack, LangTexts } from '../types';
import texts from './data/gr.json';

/** Greek (world gr, language el). */
export const gr: LangPack = {
  ...(texts as LangTexts),
  grade: (n) => (n <= 6 ? `${['Α', 'Β', 'Γ', 'Δ', 'Ε', 'ΣΤ'][n - 1]}΄ Δημοτικού` : n <= 9 ? `${['Α', 'Β', 'Γ'][n - 7]}΄ Γυμνασίου` : `${['Α', 'Β', 'Γ', 'Δ'][n - 10]}΄ Λυκείου`),
  learningYear: (n) => `${n}ο έτος εκμάθησης`,
  bestIn: (subject) => `Μπεστ σέλερ στην κατηγορία ${subject}`,
};
