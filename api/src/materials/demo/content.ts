import { packFor, type WorldPack } from '../../content/lang';
import { phrase, phraseValues, templatesFor, topicsTaughtIn } from '../../content/phrases';
import { MATERIAL_TYPES, type MaterialType } from '../../content/types';
import { isWorld, WORLD_INFO } from '../../worlds';
import { labelsFor, type DemoLabels } from './labels';

/** What a demo PDF shows; a change of any of it gives a new file (demo-source.ts fingerprints it). */
export interface DemoMaterial {
  id: number;
  world: string;
  language: string;
  title: string;
  materialType: string;
  pages: number;
  createdAt: Date;
  subject: string;
  subjectCode: string;
  grades: number[];
}

/** A small deterministic generator (mulberry32): the same material always gives the same PDF. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/** The texts of a demo PDF, all from the world's content pack (content/lang) and labels in the text language. */
export class DemoContent {
  readonly pack: WorldPack;
  readonly labels: DemoLabels;
  readonly rng: Rng;
  readonly values: { type: string; topic: string; subject: string; grade: string };
  readonly isMath: boolean;
  private readonly sentencePool: string[];
  private readonly wordPool: string[];
  private recent: string[] = [];

  constructor(readonly m: DemoMaterial) {
    const world = isWorld(m.world) ? m.world : 'de';
    this.pack = packFor(world);
    this.labels = labelsFor(m.language, WORLD_INFO[world].language);
    this.rng = new Rng(m.id * 2654435761);
    const subject = this.pack.subjects[m.subjectCode as keyof WorldPack['subjects']];
    const topics = subject?.topics.length ? subject.topics : [m.subject || subject?.title || m.title];
    const taught = subject?.topics.length && m.grades.length ? topicsTaughtIn(subject, m.grades[0]!, m.grades[0]!).map((k) => subject.topics[k]!) : [];
    const drawnTopic = this.rng.pick(taught.length ? taught : topics);
    this.values = {
      type: this.pack.materialTypes[m.materialType as keyof WorldPack['materialTypes']] ?? m.materialType,
      // The topic the title names, else one taught in the material's first year (issue 18), else any.
      topic: topics.find((t) => m.title.includes(t)) ?? drawnTopic,
      subject: m.subject || subject?.title || '',
      grade: m.grades.length ? this.pack.grade(m.grades[0]!) : '',
    };
    const type = (MATERIAL_TYPES as readonly string[]).includes(m.materialType) ? (m.materialType as MaterialType) : 'worksheet';
    const sentenceValues = phraseValues(this.pack, { ...this.values, type, stage: this.pack.schoolTypes.all });
    this.isMath = m.subjectCode === 'math' || m.subjectCode === 'physics' || m.subjectCode === 'chemistry';
    const sentences = [
      ...templatesFor([...(this.pack.descriptionOpenings ?? []), ...this.pack.descriptionSentences], type, this.values.grade !== '').map((t) => phrase(t, sentenceValues)),
      ...this.pack.blogParagraphs.flatMap(splitSentences),
    ];
    this.sentencePool = sentences.filter((s) => s.length > 8 && s.length < 220);
    this.wordPool = [
      ...topics,
      ...Object.values(this.pack.subjects).map((s) => s.title),
      ...Object.values(this.pack.materialTypes),
      ...Object.values(this.pack.schoolTypes),
      ...this.pack.firstNames,
    ].filter((w) => w.length > 1 && w.length < 28);
  }

  /** A sentence other than the last few handed out (a slide or page does not repeat itself). */
  sentence(): string {
    for (let tries = 0; tries < 8; tries++) {
      const s = this.rng.pick(this.sentencePool);
      if (!this.recent.includes(s) || tries === 7) {
        this.recent = [s, ...this.recent].slice(0, Math.min(6, this.sentencePool.length - 1));
        return s;
      }
    }
    return this.rng.pick(this.sentencePool);
  }

  word(): string {
    return this.rng.pick(this.wordPool);
  }

  /** `n` different words. */
  words(n: number): string[] {
    const out = new Set<string>();
    for (let tries = 0; out.size < n && tries < n * 20; tries++) out.add(this.word());
    return [...out];
  }

  /** A sentence with one or two gaps: whole words, or a few characters in scripts without spaces. */
  gapSentence(): string {
    const text = this.sentence();
    const words = text.split(' ');
    if (words.length >= 5) {
      for (let k = 0; k < 2; k++) {
        const i = this.rng.int(1, words.length - 2);
        if (words[i]!.length > 2) words[i] = '________';
      }
      return words.join(' ');
    }
    const chars = [...text];
    const at = this.rng.int(1, Math.max(1, chars.length - 4));
    return [...chars.slice(0, at), ' ______ ', ...chars.slice(at + 2)].join('');
  }

  /** An arithmetic task fitting the grade, e.g. "47 + 38 = ____". */
  arithmetic(): string {
    const grade = this.m.grades[0] ?? 5;
    const max = grade <= 2 ? 20 : grade <= 4 ? 100 : 1000;
    const op = this.rng.pick(grade <= 2 ? ['+', '−'] : ['+', '−', '×', ':']);
    let a = this.rng.int(2, max);
    let b = this.rng.int(2, op === '×' || op === ':' ? 12 : max);
    if (op === '−' && b > a) [a, b] = [b, a];
    if (op === ':') a = a - (a % b) || b;
    return `${a} ${op} ${b} = ______`;
  }
}

function splitSentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?。！？।])\s*/u).map((s) => s.trim()).filter(Boolean);
}
