import { MATERIAL_TYPES, SUBJECT_CODES, type LangPack, type MaterialType, type SubjectCode } from '../types';
import specs from './data/minor.json';

/**
 * Supplementary worlds: subject and material-type names, grade labels, title and description
 * templates and names in the language (data/minor.json); the community texts are in texts/
 * (lang/index.ts merges them). Subjects are listed in SUBJECT_CODES order, types in MATERIAL_TYPES order.
 */
interface MinorSpec {
  subjects: string[];
  types: string[];
  /** The grade label with {n} for the grade; a world whose labels change by school stage has a rule in GRADE_RULES instead. */
  grade?: string;
  templates: string[];
  sentences: string[];
  first: string[];
  last: string[];
  familyFirst?: boolean;
  joiner?: string;
}

// Grade labels that name the school stage (primary, lower and upper secondary), which one pattern cannot say.
const GRADE_RULES: Record<string, (n: number) => string> = {
  cn: (n) => (n <= 6 ? `小学 ${n} 年级` : n <= 9 ? `初中 ${n - 6} 年级` : `高中 ${n - 9} 年级`),
  jp: (n) => (n <= 6 ? `小学 ${n} 年` : n <= 9 ? `中学 ${n - 6} 年` : `高校 ${n - 9} 年`),
  kr: (n) => (n <= 6 ? `초등 ${n}학년` : n <= 9 ? `중학교 ${n - 6}학년` : `고등학교 ${n - 9}학년`),
  nl: (n) => (n <= 6 ? `Groep ${n + 2}` : `Klas ${n - 6}`),
  ro: (n) => (n === 1 ? 'Clasa I' : `Clasa a ${n}-a`),
  th: (n) => (n <= 6 ? `ป.${n}` : `ม.${n - 6}`),
};

export type MinorPack = Partial<LangPack> & { nameOf: (first: string, last: string) => string };

function pack(world: string, spec: MinorSpec): MinorPack {
  const subjects = Object.fromEntries(
    SUBJECT_CODES.map((code, i) => [code, { title: spec.subjects[i] ?? code, topics: [] as string[] }]),
  ) as Record<SubjectCode, { title: string; topics: string[] }>;
  const materialTypes = Object.fromEntries(MATERIAL_TYPES.map((t, i) => [t, spec.types[i] ?? t])) as Record<MaterialType, string>;
  const pattern = spec.grade ?? '{n}';
  const joiner = spec.joiner ?? ' ';
  return {
    subjects,
    materialTypes,
    grade: GRADE_RULES[world] ?? ((n) => pattern.replace('{n}', String(n))),
    titleTemplates: spec.templates,
    descriptionSentences: spec.sentences,
    firstNames: spec.first,
    lastNames: spec.last,
    nameOf: (first, last) => (spec.familyFirst ? `${last}${joiner}${first}` : `${first} ${last}`),
  };
}

// World my: spec §1 gives language code ml, Malayalam, the language of the interface bundle my.
export const minor: Record<string, MinorPack> = Object.fromEntries(
  Object.entries<MinorSpec>(specs).map(([world, spec]) => [world, pack(world, spec)]),
);
