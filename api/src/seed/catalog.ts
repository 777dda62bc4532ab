import type { Queryable } from '../db';
import { packFor, type WorldPack } from '../content/lang';
import { LANGUAGE_SUBJECTS, MATERIAL_TYPES, SUBJECT_CODES, type MaterialType, type SubjectCode } from '../content/types';
import { escapeHtml, fill, slugify } from '../lib/text';
import { WORLDS, WORLD_INFO, tsConfigFor, type World } from '../worlds';
import type { SchoolType } from '@teachmarket/contracts/api-types';
import { insertRows } from './bulk';
import type { Prng } from './prng';
import { DAY, daysAgo, type SeedMaterial, type SeedState } from './state';

/** spec §1: most materials live in the five main worlds. */
export function materialsPerWorld(total: number): Map<World, number> {
  const weights = WORLDS.map((w) => (WORLD_INFO[w].main ? 15 : 25 / 22));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = new Map<World, number>();
  let assigned = 0;
  WORLDS.forEach((w, i) => {
    const n = Math.floor((total * (weights[i] ?? 0)) / sum);
    counts.set(w, n);
    assigned += n;
  });
  for (let i = 0; assigned < total; i++, assigned++) {
    const w = WORLDS[i % 5] as World;
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return counts;
}

/** class_grade ranges per school type (spec §2 enumeration). */
const GRADE_RANGES: Record<SchoolType, [number, number] | null> = {
  all: [1, 13], preschool: null, primary: [1, 4], secondary_i_middle: [5, 10], secondary_i_gymnasium: [5, 10],
  secondary_ii: [11, 13], vocational: [10, 13], remedial: [1, 10], adult_education: null,
};
const SCHOOL_TYPE_WEIGHTS: ReadonlyArray<readonly [SchoolType, number]> = [
  ['primary', 35], ['secondary_i_middle', 18], ['secondary_i_gymnasium', 20], ['secondary_ii', 10], ['vocational', 4],
  ['remedial', 5], ['preschool', 4], ['adult_education', 2], ['all', 2],
];
const TYPE_WEIGHTS: ReadonlyArray<readonly [MaterialType, number]> = [
  ['worksheet', 40], ['lesson_plan', 15], ['presentation', 12], ['test', 12], ['learning_game', 8], ['workbook', 8], ['poster', 5],
];
const EUR_PRICES = [1.5, 1.99, 2.5, 2.99, 3.5, 3.99, 4.5, 4.99, 5.99, 6.5, 7.99, 9.99, 12.5, 14.99];
const FILE_TYPES: Record<MaterialType, string[]> = {
  worksheet: ['pdf', 'docx'], lesson_plan: ['pdf', 'docx'], presentation: ['pptx', 'pdf'], test: ['pdf', 'docx'],
  learning_game: ['pdf', 'zip'], workbook: ['pdf'], poster: ['pdf', 'png'], bundle: ['zip'],
};

/** A local price that looks like a real shop price in the world's currency. */
export function localPrice(eur: number, rate: number): number {
  const raw = eur * rate;
  if (rate === 1) return Math.round(raw * 100);
  if (rate < 20) return Math.round(Math.round(raw) * 100 - (raw > 5 ? 1 : 0));
  const step = rate < 200 ? 10 : rate < 2000 ? 100 : 1000;
  return Math.round(Math.ceil(raw / step) * step) * 100;
}

export const MATERIAL_COLUMNS = [
  'id', 'world', 'language', 'ts_config', 'slug', 'title', 'description', 'keywords', 'author_id', 'material_type', 'price_cents',
  'currency_code', 'discount', 'sale', 'is_bundle', 'interactive_id', 'pages', 'subject_ids', 'grades', 'learning_years',
  'school_types', 'best_in_categories', 'sales_count', 'created_at', 'published_at',
];

function describe(pack: WorldPack, rng: Prng, values: Record<string, string>): string {
  const sentences = rng.sample(pack.descriptionSentences, Math.min(4, pack.descriptionSentences.length));
  const [first, ...rest] = sentences.map((t) => escapeHtml(fill(t, values)));
  const bullets = rest.length > 1 ? `<ul>${rest.slice(0, -1).map((r) => `<li>${r}</li>`).join('')}</ul>` : '';
  return `<p>${first ?? ''}</p>${bullets}<p>${rest[rest.length - 1] ?? ''}</p>`;
}

function textLanguage(world: World, rng: Prng): string {
  // spec §1: Spanish offers Spanish, Catalan, Basque, Galician and no text (picture cards, music).
  if (world === 'es') return rng.weighted([['es', 83], ['ca', 8], ['eu', 4], ['gl', 3], ['none', 2]]);
  return WORLD_INFO[world].language;
}

export async function seedSubjects(db: Queryable, s: SeedState): Promise<void> {
  const rows: unknown[][] = [];
  let id = 1;
  for (const world of WORLDS) {
    const pack = packFor(world);
    for (const code of SUBJECT_CODES) {
      s.subjectIds.set(`${world}:${code}`, id);
      rows.push([id++, world, code, pack.subjects[code].title]);
    }
  }
  await insertRows(db, 'subjects', ['id', 'world', 'code', 'title'], rows);
}

export async function seedMaterials(db: Queryable, s: SeedState, perWorld: Map<World, number>): Promise<void> {
  const { rng } = s;
  const rows: unknown[][] = [];
  const files: unknown[][] = [];
  let id = 1;
  for (const world of WORLDS) {
    const pack = packFor(world);
    const info = WORLD_INFO[world];
    const authors = s.authorsByWorld.get(world) ?? [];
    for (let i = 0; i < (perWorld.get(world) ?? 0); i++) {
      const subjectCode: SubjectCode = rng.pick(SUBJECT_CODES);
      const subject = pack.subjects[subjectCode];
      const type = rng.weighted(TYPE_WEIGHTS);
      const schoolType = rng.weighted(SCHOOL_TYPE_WEIGHTS);
      const range = GRADE_RANGES[schoolType];
      const firstGrade = range ? rng.int(range[0], range[1]) : 0;
      const grades = range ? Array.from({ length: rng.int(1, 3) }, (_, k) => firstGrade + k).filter((g) => g <= range[1]) : [];
      const gradeLabel = grades.length ? pack.grade(grades[0] ?? 1) : pack.schoolTypes[schoolType];
      const topic = subject.topics.length ? rng.pick(subject.topics) : subject.title;
      const values = { type: pack.materialTypes[type], topic, subject: subject.title, grade: gradeLabel };
      const title = fill(rng.pick(pack.titleTemplates), values);
      const free = rng.chance(0.15);
      const priceCents = free ? 0 : localPrice(rng.pick(EUR_PRICES), info.eurRate);
      const discount = !free && rng.chance(0.12) ? rng.pick([10, 20, 25, 30, 50]) : 0;
      const createdAt = daysAgo(rng, 1100);
      const pages = type === 'poster' ? 1 : rng.int(2, 40);
      const salesCount = free ? rng.int(0, 2000) : Math.floor(Math.pow(rng.next(), 3) * 800);
      const learningYears = LANGUAGE_SUBJECTS.includes(subjectCode) && subjectCode === 'english' ? [rng.int(1, 6)] : [];
      const language = textLanguage(world, rng);
      const author = rng.pick(authors);
      const subjectId = s.subjectIds.get(`${world}:${subjectCode}`) ?? 0;
      rows.push([
        id, world, language, tsConfigFor(language, world), slugify(title), title, describe(pack, rng, values),
        [subject.title, values.type, ...grades.map((g) => pack.grade(g)), pack.schoolTypes[schoolType]].join(' · '), author.id, type,
        priceCents, info.currency, discount, discount > 0 && rng.chance(0.5), false, rng.chance(0.05) ? 1000 + id : null, pages,
        [subjectId], grades, learningYears, [schoolType], [], salesCount, new Date(createdAt),
        new Date(createdAt + rng.int(0, 3) * DAY),
      ]);
      FILE_TYPES[type].slice(0, rng.int(1, 2)).forEach((ft, position) => files.push([id, position, ft, ft === 'pdf' ? pages : null]));
      s.materials.push({
        id, world, authorId: author.id, subjectCode, subjectId, grades, priceCents,
        finalPriceCents: Math.floor((priceCents * (100 - discount)) / 100), salesCount, isBundle: false, createdAt,
      });
      id++;
    }
  }
  markBestsellers(s, rows);
  await insertRows(db, 'materials', MATERIAL_COLUMNS, rows);
  await insertRows(db, 'material_files', ['material_id', 'position', 'type', 'pages'], files);
  await seedBundles(db, s, id);
}

/** The three best-selling materials per world and subject are "bestseller in <subject>". */
function markBestsellers(s: SeedState, rows: unknown[][]): void {
  const groups = new Map<string, SeedMaterial[]>();
  for (const m of s.materials) {
    const key = `${m.world}:${m.subjectCode}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const bestIdx = MATERIAL_COLUMNS.indexOf('best_in_categories');
  for (const [key, list] of groups) {
    const [world, code] = key.split(':') as [World, SubjectCode];
    const label = packFor(world).bestIn(packFor(world).subjects[code].title);
    list.sort((a, b) => b.salesCount - a.salesCount).slice(0, 3).forEach((m) => {
      const row = rows[m.id - 1];
      if (row) row[bestIdx] = [label];
    });
  }
}

/** Bundles: 3-5 paid materials of one author and world, sold together about 30% cheaper. */
async function seedBundles(db: Queryable, s: SeedState, firstId: number): Promise<void> {
  const { rng } = s;
  const byAuthor = new Map<number, SeedMaterial[]>();
  for (const m of s.materials) if (m.priceCents > 0) byAuthor.set(m.authorId, [...(byAuthor.get(m.authorId) ?? []), m]);
  const rows: unknown[][] = [];
  const items: unknown[][] = [];
  let id = firstId;
  const wanted = Math.max(3, Math.round(s.materials.length * 0.03));
  const candidates = [...byAuthor.values()].filter((list) => list.length >= 3);
  for (let i = 0; i < wanted && candidates.length; i++) {
    const list = candidates[i % candidates.length] ?? [];
    const parts = rng.sample(list, rng.int(3, Math.min(5, list.length)));
    const first = parts[0];
    if (!first) continue;
    const pack = packFor(first.world);
    const info = WORLD_INFO[first.world];
    const subject = pack.subjects[first.subjectCode as SubjectCode];
    const subjectTitles = [...new Set(parts.map((p) => pack.subjects[p.subjectCode as SubjectCode].title))].slice(0, 2);
    const grades = [...new Set(parts.flatMap((p) => p.grades))].sort((a, b) => a - b);
    const gradeLabel = grades.length ? pack.grade(grades[0] ?? 1) : '';
    const title = `${pack.materialTypes.bundle}: ${subjectTitles.join(' & ')}`;
    const sum = parts.reduce((acc, p) => acc + p.finalPriceCents, 0);
    const priceCents = info.eurRate === 1
      ? Math.max(99, Math.round((sum * 0.7) / 100) * 100 - 1)
      : localPrice((sum * 0.7) / 100 / info.eurRate, info.eurRate);
    const values = { type: pack.materialTypes.bundle, topic: subject.title, subject: subject.title, grade: gradeLabel };
    const createdAt = Math.max(...parts.map((p) => p.createdAt)) + DAY;
    rows.push([
      id, first.world, info.language, tsConfigFor(info.language, first.world), slugify(title), title, describe(pack, rng, values),
      [...subjectTitles, values.type].join(' · '), first.authorId, 'bundle', priceCents, info.currency, 0, false, true, null, parts.length,
      [...new Set(parts.map((p) => p.subjectId))], grades, [],
      ['all'], [], rng.int(0, 200), new Date(createdAt), new Date(createdAt),
    ]);
    for (const p of parts) items.push([id, p.id]);
    s.materials.push({
      id, world: first.world, authorId: first.authorId, subjectCode: first.subjectCode, subjectId: first.subjectId, grades,
      priceCents, finalPriceCents: priceCents, salesCount: 0, isBundle: true, createdAt,
    });
    id++;
  }
  await insertRows(db, 'materials', MATERIAL_COLUMNS, rows);
  await insertRows(db, 'bundle_items', ['bundle_id', 'material_id'], items);
  await insertRows(db, 'material_files', ['material_id', 'position', 'type', 'pages'], rows.map((r) => [r[0], 0, 'zip', null]));
}

export { MATERIAL_TYPES };
