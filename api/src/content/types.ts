import type { SchoolType } from '@teachmarket/contracts/api-types';

export const SUBJECT_CODES = [
  'math', 'native_language', 'english', 'biology', 'history', 'geography',
  'physics', 'chemistry', 'art', 'music', 'ethics', 'computer_science',
] as const;
export type SubjectCode = (typeof SUBJECT_CODES)[number];

export const MATERIAL_TYPES = [
  'worksheet', 'lesson_plan', 'presentation', 'test', 'learning_game', 'workbook', 'poster', 'bundle',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** Subjects whose materials carry learning years (foreign-language learning year 1-6). */
export const LANGUAGE_SUBJECTS: readonly SubjectCode[] = ['english', 'native_language'];

/**
 * A title template or description sentence (issue 18: written per language by hand, no words glued
 * by code). A plain string fits every material; `types` limits it to the material types it makes
 * sense for, `graded: true` to materials with school years (its {grade} follows a preposition that
 * a school-type name such as "Kita & Vorschule" would not fit), `graded: false` to those without.
 * A description's first fitting sentence introduces the material and always comes first.
 */
export type TextTemplate = string | { text: string; types?: MaterialType[]; graded?: boolean };

/**
 * A material-type noun with the forms the templates use, as written in the language: its gender and
 * the noun with the demonstrative ("this …") in the middle of a sentence (the first letter of a
 * sentence is capitalised when it is filled). German: { gender: 'f', this: 'diese Präsentation' }.
 */
export interface TypeNoun {
  gender: 'm' | 'f' | 'n';
  this: string;
}

/**
 * Everything the seed and the reference-data endpoints need in one language. Templates use the
 * placeholders {type} (the type's name), {type_lc} (its name with a small first letter), {this_type}
 * (TypeNoun.this), {topic}, {subject}, {grade} (the school year's label, or the school type's for
 * materials without years) and {grade_lc}. Minor languages fill what they can and inherit the rest
 * from English (see lang/index.ts).
 */
export interface LangPack {
  /**
   * Each subject's lesson topics and, beside them (same order), the school years each is taught in
   * (issue 18: years of schooling as content/school-systems.ts counts them, so no "Present Perfect"
   * for year 3); the seed gives a material only a topic taught in its years.
   */
  subjects: Record<SubjectCode, { title: string; topics: string[]; topicYears: [number, number][] }>;
  materialTypes: Record<MaterialType, string>;
  schoolTypes: Record<SchoolType, string>;
  grade: (n: number) => string;
  /**
   * A school type whose years have names of their own (nl: mbo leerjaar 1-2 for the years 11-12 that
   * havo/vwo call klas 5-6); the seed's texts use it for materials of that school type.
   */
  stageGrade?: Partial<Record<SchoolType, (n: number) => string>>;
  learningYear: (n: number) => string;
  titleTemplates: TextTemplate[];
  /** A bundle's title: {type} (the bundle's type name), {subject} and {grade} (its school years, or the all-school-types name). */
  bundleTitle: string;
  descriptionSentences: TextTemplate[];
  /**
   * Hand-written first sentences of a description (issue 18: not every material opening with the same
   * sentence); one that fits is chosen per material. Without them the first fitting sentence opens.
   */
  descriptionOpenings?: TextTemplate[];
  /** The type nouns with their forms, for the languages whose templates say "this <type>". */
  typeNouns?: Record<MaterialType, TypeNoun>;
  firstNames: string[];
  lastNames: string[];
  authorSubtitles: string[];
  authorBios: string[];
  comments: string[];
  ratingTexts: string[];
  blogTitles: string[];
  blogParagraphs: string[];
  /** Whole posts (title and paragraphs that belong together); the supplementary worlds' blog is seeded from these. */
  blogPosts?: { title: string; paragraphs: string[] }[];
  bestIn: (subject: string) => string;
  schoolNames: string[];
}

/** What a language's data file (lang/data/<code>.json) holds: the pack without what is computed from a number. */
export type LangTexts = Omit<LangPack, 'grade' | 'learningYear' | 'bestIn'>;
