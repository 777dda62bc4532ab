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
 * Everything the seed and the reference-data endpoints need in one language. Templates use
 * {type} {topic} {subject} {grade} placeholders. Minor languages fill what they can and
 * inherit the rest from English (see lang/index.ts).
 */
export interface LangPack {
  subjects: Record<SubjectCode, { title: string; topics: string[] }>;
  materialTypes: Record<MaterialType, string>;
  schoolTypes: Record<SchoolType, string>;
  grade: (n: number) => string;
  learningYear: (n: number) => string;
  titleTemplates: string[];
  descriptionSentences: string[];
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
