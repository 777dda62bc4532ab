import { MATERIAL_TYPES, SUBJECT_CODES, type LangPack, type MaterialType, type TextTemplate } from '../types';
import specs from './data/minor.json';

/**
 * Supplementary worlds: subject and material-type names, grade labels, title and description
 * templates and names in the language (data/minor.json); the community texts are in texts/
 * (lang/index.ts merges them). Subjects are listed in SUBJECT_CODES order, types in MATERIAL_TYPES order.
 */
interface MinorSpec {
  subjects: string[];
  /** A few lesson topics per subject (SUBJECT_CODES order), named as the country's curricula do. */
  topics?: string[][];
  /** The school years each topic is taught in, beside `topics` (issue 18). */
  topicYears?: number[][][];
  types: string[];
  /** The grade label with {n} for the grade; a world whose labels change by school stage has a rule in GRADE_RULES instead. */
  grade?: string;
  templates: TextTemplate[];
  bundleTitle?: string;
  sentences: TextTemplate[];
  first: string[];
  last: string[];
  familyFirst?: boolean;
  joiner?: string;
  /** Names of real-sounding schools of the country (the seeded school accounts). */
  schoolNames: string[];
}

// Grade labels that name the school stage (primary, lower and upper secondary), which one pattern cannot say.
// The years are those of content/school-systems.ts (a world's last year is its last school year).
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const GRADE_RULES: Record<string, (n: number) => string> = {
  cn: (n) => (n <= 6 ? `小学 ${n} 年级` : n <= 9 ? `初中 ${n - 6} 年级` : `高中 ${n - 9} 年级`),
  // Základní škola counts třídy 1-9, the střední škola ročníky 1-4.
  cz: (n) => (n <= 9 ? `${n}. třída` : `${n - 9}. ročník SŠ`),
  // Folkeskolen 1.-10. klasse, then the gymnasium's 1.g-3.g.
  dk: (n) => (n <= 10 ? `${n}. klasse` : `${n - 10}.g`),
  // Perusopetus 1-9, then toinen aste (lukio or ammattikoulu) years 1-3.
  fi: (n) => (n <= 9 ? `${n}. luokka` : `Toinen aste, ${n - 9}. vuosi`),
  // Osnovna škola 1.-8. razred, srednja škola 1.-4. razred.
  hr: (n) => (n <= 8 ? `${n}. razred` : `${n - 8}. razred SŠ`),
  jp: (n) => (n <= 6 ? `小学 ${n} 年` : n <= 9 ? `中学 ${n - 6} 年` : `高校 ${n - 9} 年`),
  kr: (n) => (n <= 6 ? `초등 ${n}학년` : n <= 9 ? `중학교 ${n - 6}학년` : `고등학교 ${n - 9}학년`),
  // Kerala: ക്ലാസ് 1-10, then Plus One and Plus Two.
  my: (n) => (n <= 10 ? `ക്ലാസ് ${n}` : n === 11 ? 'പ്ലസ് വൺ' : 'പ്ലസ് ടു'),
  // Basisschool groep 3-8, then klas 1-6 of the vmbo, havo and vwo; the mbo has its own years (STAGE_GRADE_RULES).
  nl: (n) => (n <= 6 ? `Groep ${n + 2}` : `Klas ${n - 6}`),
  // Grunnskolen 1.-10. trinn, videregående Vg1-Vg3.
  no: (n) => (n <= 10 ? `${n}. trinn` : `Vg${n - 10}`),
  // Szkoła podstawowa klasy 1-8; liceum 1-4 and technikum 1-5 (only the technikum has a fifth year).
  pl: (n) => (n <= 8 ? `Klasa ${n}` : n <= 12 ? `Klasa ${n - 8} liceum/technikum` : 'Klasa 5 technikum'),
  ro: (n) => (n === 1 ? 'Clasa I' : `Clasa a ${ROMAN[n - 1] ?? n}-a`),
  // Основна школа 1.-8. разред, средња школа 1.-4. разред.
  rs: (n) => (n <= 8 ? `${n}. разред` : `${n - 8}. разред средње школе`),
  // Grundskolan årskurs 1-9, gymnasiet år 1-3.
  se: (n) => (n <= 9 ? `Årskurs ${n}` : `Gymnasiet år ${n - 9}`),
  // Základná škola 1.-9. ročník, stredná škola 1.-4. ročník.
  sk: (n) => (n <= 9 ? `${n}. ročník ZŠ` : `${n - 9}. ročník SŠ`),
  th: (n) => (n <= 6 ? `ป.${n}` : `ม.${n - 6}`),
};

/**
 * School types whose years have names of their own. nl: the mbo follows the four vmbo years, so the
 * years 11-12 are "mbo leerjaar 1-2", not the havo/vwo "klas 5-6" (issue 18).
 */
const STAGE_GRADE_RULES: Record<string, LangPack['stageGrade']> = {
  nl: { vocational: (n) => `mbo leerjaar ${n - 10}` },
};

export type MinorPack = Partial<LangPack> & { nameOf: (first: string, last: string) => string };

function pack(world: string, spec: MinorSpec): MinorPack {
  const subjects = Object.fromEntries(
    SUBJECT_CODES.map((code, i) => [code, { title: spec.subjects[i] ?? code, topics: spec.topics?.[i] ?? [], topicYears: (spec.topicYears?.[i] ?? []) as [number, number][] }]),
  ) as LangPack['subjects'];
  const materialTypes = Object.fromEntries(MATERIAL_TYPES.map((t, i) => [t, spec.types[i] ?? t])) as Record<MaterialType, string>;
  const pattern = spec.grade ?? '{n}';
  const joiner = spec.joiner ?? ' ';
  return {
    subjects,
    materialTypes,
    grade: GRADE_RULES[world] ?? ((n) => pattern.replace('{n}', String(n))),
    ...(STAGE_GRADE_RULES[world] ? { stageGrade: STAGE_GRADE_RULES[world] } : {}),
    titleTemplates: spec.templates,
    ...(spec.bundleTitle ? { bundleTitle: spec.bundleTitle } : {}),
    descriptionSentences: spec.sentences,
    firstNames: spec.first,
    schoolNames: spec.schoolNames,
    lastNames: spec.last,
    nameOf: (first, last) => (spec.familyFirst ? `${last}${joiner}${first}` : `${first} ${last}`),
  };
}

// World my: spec §1 gives language code ml, Malayalam, the language of the interface bundle my.
export const minor: Record<string, MinorPack> = Object.fromEntries(
  Object.entries(specs as Record<string, MinorSpec>).map(([world, spec]) => [world, pack(world, spec)]),
);
