import type { SchoolType } from '@teachmarket/contracts/api-types';
import { fill } from '../lib/text';
import type { LangPack, MaterialType, TextTemplate } from './types';

/** What a material's texts are made of (all in the world's language). */
export interface PhraseInput {
  type: MaterialType;
  topic: string;
  subject: string;
  /** The label of the first school year, or '' for a material without school years. */
  grade: string;
  /** The school type's name: stands in for {grade} in the templates a material without years may use. */
  stage: string;
}

export const templateText = (t: TextTemplate): string => (typeof t === 'string' ? t : t.text);

/** The templates that fit a material of this type, with or without school years (in the language's order). */
export function templatesFor(list: readonly TextTemplate[], type: MaterialType, graded: boolean): string[] {
  const fitting = list.filter((t) => typeof t === 'string' || ((!t.types || t.types.includes(type)) && (t.graded === undefined || t.graded === graded)));
  return fitting.map(templateText);
}

const lowerFirst = (text: string): string => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/** The placeholder values of a material's templates (see LangPack). */
export function phraseValues(pack: LangPack, input: PhraseInput): Record<string, string> {
  const type = pack.materialTypes[input.type];
  const grade = input.grade || input.stage;
  return {
    type,
    type_lc: lowerFirst(type),
    this_type: pack.typeNouns?.[input.type].this ?? type,
    topic: input.topic,
    subject: input.subject,
    grade,
    grade_lc: lowerFirst(grade),
  };
}

/** A filled template; a text that starts with a placeholder ("{this_type} …") starts with a capital. */
export function phrase(template: string, values: Record<string, string>): string {
  const text = fill(template, values);
  return template.startsWith('{') ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}

/** Whether a topic taught in the years [from, to] is taught in some of the years [low, high]. */
export const taughtIn = ([from, to]: readonly [number, number], low: number, high: number): boolean => from <= high && to >= low;

/**
 * The indices of a subject's topics taught in some of the years [low, high] (issue 18: a topic suits
 * the school year); a subject without year ranges has every topic fit.
 */
export function topicsTaughtIn(subject: { topics: readonly string[]; topicYears?: readonly (readonly [number, number])[] }, low: number, high: number): number[] {
  return subject.topics.map((_, k) => k).filter((k) => {
    const years = subject.topicYears?.[k];
    return !years || taughtIn(years, low, high);
  });
}

/** A school year's label for a material of a school type: the type's own name for it where it has one (nl mbo). */
export function gradeLabel(pack: Pick<LangPack, 'grade' | 'stageGrade'>, n: number, schoolType?: SchoolType): string {
  const own = schoolType ? pack.stageGrade?.[schoolType] : undefined;
  return own ? own(n) : pack.grade(n);
}
