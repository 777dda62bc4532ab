import type { Queryable } from '../db';
import { packFor, type WorldPack } from '../content/lang';
import { gradeLabel, phrase, phraseValues, taughtIn, templatesFor, topicsTaughtIn, type PhraseInput } from '../content/phrases';
import { schoolSystem } from '../content/school-systems';
import { LANGUAGE_SUBJECTS, MATERIAL_TYPES, SUBJECT_CODES, type MaterialType, type SubjectCode } from '../content/types';
import { escapeHtml, slugify } from '../lib/text';
import { WORLDS, WORLD_INFO, tsConfigFor, type World } from '../worlds';
import type { SchoolType } from '@teachmarket/contracts/api-types';
import { insertRows } from './bulk';
import type { Prng } from './prng';
import { DAY, daysAgo, pushTo, type SeedMaterial, type SeedState, type SeedUser } from './state';

/**
 * A supplementary world's catalogue is never thinner than this (issue 18: 200 materials at the
 * default size of 3000; a small test seed scales it down so the suites stay quick).
 */
export const SUPPLEMENTARY_FLOOR = 200;
export const supplementaryFloor = (total: number): number => Math.min(SUPPLEMENTARY_FLOOR, Math.ceil(total / 15));

/**
 * spec §1: most materials live in the five main worlds; `total` is shared out by weight, then every
 * supplementary world is topped up to the floor (so the seed holds a little more than `total`).
 */
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
  const floor = supplementaryFloor(total);
  for (const w of WORLDS) if (!WORLD_INFO[w].main) counts.set(w, Math.max(floor, counts.get(w) ?? 0));
  return counts;
}

const SCHOOL_TYPE_WEIGHTS: ReadonlyArray<readonly [SchoolType, number]> = [
  ['primary', 35], ['secondary_i_middle', 18], ['secondary_i_gymnasium', 20], ['secondary_ii', 10], ['vocational', 4],
  ['remedial', 5], ['preschool', 4], ['adult_education', 2], ['all', 2],
];
const SECONDARY_SUBJECTS: readonly SubjectCode[] = ['physics', 'chemistry', 'computer_science'];
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

/** The school types with years, in the order a topic taught in no year of the drawn one moves to. */
const GRADED_STAGES: readonly SchoolType[] = ['primary', 'secondary_i_middle', 'secondary_i_gymnasium', 'secondary_ii', 'vocational'];

/**
 * Issue 18: a material's topic suits its school years ("Present Perfect" is not for year 3). The
 * topic is one taught in some year of the school type (preschool: one begun in the first school
 * year; adult education: any), and the years are those of the school type in which the topic is
 * taught. A subject none of whose topics is taught by the drawn school type (biology in year 1) gets
 * a topic and the first school type that teaches it.
 */
export function topicAndYears(world: World, subject: WorldPack['subjects'][SubjectCode], drawn: SchoolType, rng: Prng): { schoolType: SchoolType; topic: string; grades: number[] } {
  const system = schoolSystem(world);
  if (!subject.topics.length) {
    const range = system.stages[drawn];
    const first = range ? rng.int(range[0], range[1]) : 0;
    return { schoolType: drawn, topic: subject.title, grades: range ? Array.from({ length: rng.int(1, 3) }, (_, k) => first + k).filter((g) => g <= range[1]) : [] };
  }
  const range = system.stages[drawn];
  const fitting = range ? topicsTaughtIn(subject, range[0], range[1]) : drawn === 'preschool' ? topicsTaughtIn(subject, 1, 1) : topicsTaughtIn(subject, 1, system.last);
  let schoolType = drawn;
  let k: number;
  if (fitting.length) {
    k = rng.pick(fitting);
  } else {
    k = rng.int(0, subject.topics.length - 1);
    const years = subject.topicYears[k] ?? [1, system.last];
    schoolType = GRADED_STAGES.find((t) => { const r = system.stages[t]; return r !== null && taughtIn(years, r[0], r[1]); }) ?? drawn;
  }
  const stageRange = system.stages[schoolType];
  if (!stageRange) return { schoolType, topic: subject.topics[k] ?? subject.title, grades: [] };
  const [from, to] = subject.topicYears[k] ?? [1, system.last];
  const low = Math.max(stageRange[0], from);
  const high = Math.max(low, Math.min(stageRange[1], to));
  const first = rng.int(low, high);
  const grades = Array.from({ length: rng.int(1, 3) }, (_, n) => first + n).filter((g) => g <= high);
  return { schoolType, topic: subject.topics[k] ?? subject.title, grades };
}

/** A title from the language's templates that fit the material (content/phrases.ts). */
function titleOf(pack: WorldPack, rng: Prng, input: PhraseInput, values: Record<string, string>): string {
  return phrase(rng.pick(templatesFor(pack.titleTemplates, input.type, input.grade !== '')), values);
}

function describe(pack: WorldPack, rng: Prng, input: PhraseInput, values: Record<string, string>): string {
  // The sentence that introduces the material first (one of the language's openings, issue 18), then
  // up to three others in the language's order.
  const graded = input.grade !== '';
  const sentences0 = templatesFor(pack.descriptionSentences, input.type, graded);
  const openings = pack.descriptionOpenings ? templatesFor(pack.descriptionOpenings, input.type, graded) : [];
  const intro = openings.length ? rng.pick(openings) : sentences0[0];
  const others = openings.length ? sentences0 : sentences0.slice(1);
  const picked = rng.sample(others, Math.min(3, others.length)).sort((a, b) => others.indexOf(a) - others.indexOf(b));
  const sentences = intro === undefined ? [] : [intro, ...picked];
  const [first, ...rest] = sentences.map((t) => escapeHtml(phrase(t, values)));
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
    // A teacher writes for the two subjects they teach (assigned in turn, so every subject has teachers
    // once a world has six authors); most materials of a subject come from its teachers.
    const teachers = new Map<SubjectCode, SeedUser[]>();
    authors.forEach((a, k) => {
      for (const code of [SUBJECT_CODES[k % SUBJECT_CODES.length], SUBJECT_CODES[(k + 5) % SUBJECT_CODES.length]] as SubjectCode[]) {
        pushTo(teachers, code, a);
      }
    });
    for (let i = 0; i < (perWorld.get(world) ?? 0); i++) {
      const subjectCode: SubjectCode = rng.pick(SUBJECT_CODES);
      const own = teachers.get(subjectCode) ?? [];
      const author = own.length && rng.chance(0.85) ? rng.pick(own) : rng.pick(authors);
      const subject = pack.subjects[subjectCode];
      const type = rng.weighted(TYPE_WEIGHTS);
      const drawn = rng.weighted(SCHOOL_TYPE_WEIGHTS);
      // Nursery and primary schools teach no physics, chemistry or computer science as subjects of their own.
      const stage = SECONDARY_SUBJECTS.includes(subjectCode) && (drawn === 'preschool' || drawn === 'primary') ? 'secondary_i_gymnasium' : drawn;
      // A topic taught in the years of this school type, and years in which it is taught (issue 18).
      const { schoolType, topic, grades } = topicAndYears(world, subject, stage, rng);
      const input: PhraseInput = {
        type, topic, subject: subject.title, grade: grades.length ? gradeLabel(pack, grades[0] ?? 1, schoolType) : '', stage: pack.schoolTypes[schoolType],
      };
      const values = phraseValues(pack, input);
      const title = titleOf(pack, rng, input, values);
      const free = rng.chance(0.15);
      const priceCents = free ? 0 : localPrice(rng.pick(EUR_PRICES), info.eurRate);
      const discount = !free && rng.chance(0.12) ? rng.pick([10, 20, 25, 30, 50]) : 0;
      const createdAt = daysAgo(rng, 1100);
      const pages = type === 'poster' ? 1 : rng.int(2, 40);
      const salesCount = free ? rng.int(0, 2000) : Math.floor(Math.pow(rng.next(), 3) * 800);
      const learningYears = LANGUAGE_SUBJECTS.includes(subjectCode) && subjectCode === 'english' ? [rng.int(1, 6)] : [];
      const language = textLanguage(world, rng);
      const subjectId = s.subjectIds.get(`${world}:${subjectCode}`) ?? 0;
      rows.push([
        id, world, language, tsConfigFor(language, world), slugify(title), title, describe(pack, rng, input, values),
        [subject.title, pack.materialTypes[type], ...grades.map((g) => gradeLabel(pack, g, schoolType)), pack.schoolTypes[schoolType]].join(' · '), author.id, type,
        priceCents, info.currency, discount, discount > 0 && rng.chance(0.5), false, rng.chance(0.05) ? 1000 + id : null, pages,
        [subjectId], grades, learningYears, [schoolType], [], salesCount, new Date(createdAt),
        new Date(createdAt + rng.int(0, 3) * DAY),
      ]);
      FILE_TYPES[type].slice(0, rng.int(1, 2)).forEach((ft, position) => files.push([id, position, ft, ft === 'pdf' ? pages : null]));
      s.materials.push({
        id, world, authorId: author.id, subjectCode, subjectId, grades, schoolType, priceCents,
        finalPriceCents: Math.floor((priceCents * (100 - discount)) / 100), salesCount, isBundle: false, createdAt, pages,
      });
      id++;
    }
  }
  markBestsellers(s, rows);
  // A bulk load. Migration 030's statement trigger would apply each chunk's facet counts and suggest
  // terms on its own, updating the same counts rows ~1,250 times at 1M materials; inside one
  // transaction every update leaves a row version the next must step over, so the seed slowed as it
  // grew (1M: over 50 min). The same function applies the whole catalogue's delta once instead.
  await db.query('ALTER TABLE materials DISABLE TRIGGER materials_search_insert');
  await insertRows(db, 'materials', MATERIAL_COLUMNS, rows);
  await insertRows(db, 'material_files', ['material_id', 'position', 'type', 'pages'], files);
  await seedBundles(db, s, id);
  await db.query('ALTER TABLE materials ENABLE TRIGGER materials_search_insert');
  // A world at a time keeps the delta's memory to one world's rows (de: ~170,000 at 1M).
  for (const world of WORLDS) {
    await db.query(`SELECT search_apply_material_delta(ARRAY(
        SELECT ROW(1, m.id, m.world, m.title, m.sales_count, m.subject_ids, m.grades, m.material_type, m.school_types,
                   m.final_price_cents = 0)::search_delta
          FROM materials m WHERE m.world = $1 AND m.status = 'published' ORDER BY m.id))`, [world]);
  }
  await db.query(`SELECT pg_notify('catalog_changed', '*')`);
}

/** The three best-selling materials per world and subject are "bestseller in <subject>". */
function markBestsellers(s: SeedState, rows: unknown[][]): void {
  const groups = new Map<string, SeedMaterial[]>();
  for (const m of s.materials) {
    const key = `${m.world}:${m.subjectCode}`;
    pushTo(groups, key, m);
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

/**
 * Bundles: 3-5 paid materials of one author, world and subject (issue 18: a geography bundle holds only
 * geography), sold together about 30% cheaper; the title names the subject and the school years.
 */
async function seedBundles(db: Queryable, s: SeedState, firstId: number): Promise<void> {
  const { rng } = s;
  const byAuthorSubject = new Map<string, SeedMaterial[]>();
  for (const m of s.materials) {
    if (m.priceCents <= 0) continue;
    const key = `${m.authorId}:${m.subjectCode}`;
    pushTo(byAuthorSubject, key, m);
  }
  const rows: unknown[][] = [];
  const items: unknown[][] = [];
  let id = firstId;
  // About 3% of each world's catalogue: 3-5 materials of an author and subject whose school years lie
  // close together (at most three years apart, or all without years), so the title names a real span.
  const plan: SeedMaterial[][] = [];
  for (const world of WORLDS) {
    const wanted = Math.max(1, Math.round(s.materials.filter((m) => m.world === world).length * 0.03));
    let made = 0;
    for (const list of byAuthorSubject.values()) {
      if (made >= wanted) break;
      if (list[0]?.world !== world || list.length < 3) continue;
      const ordered = [...list].sort((a, b) => (a.grades[0] ?? 0) - (b.grades[0] ?? 0) || a.id - b.id);
      const runs: SeedMaterial[][] = [];
      for (let start = 0; start + 3 <= ordered.length; start++) {
        for (let size = 3; size <= 5 && start + size <= ordered.length; size++) {
          const run = ordered.slice(start, start + size);
          const years = run.flatMap((p) => p.grades);
          const ungraded = run.filter((p) => !p.grades.length).length;
          if (ungraded === run.length || (!ungraded && Math.max(...years) - Math.min(...years) <= 3)) runs.push(run);
        }
      }
      if (!runs.length) continue;
      plan.push(rng.pick(runs));
      made++;
    }
  }
  for (const parts of plan) {
    const first = parts[0];
    if (!first) continue;
    const pack = packFor(first.world);
    const info = WORLD_INFO[first.world];
    const subject = pack.subjects[first.subjectCode as SubjectCode];
    const grades = [...new Set(parts.flatMap((p) => p.grades))].sort((a, b) => a - b);
    const [low, high] = [grades[0], grades[grades.length - 1]];
    // The parts' own school type names the years where all share one with names of its own (nl mbo).
    const stages = new Set(parts.map((p) => p.schoolType));
    const own = stages.size === 1 ? parts[0]?.schoolType : undefined;
    const label = (n: number) => gradeLabel(pack, n, own);
    const years = low === undefined || high === undefined ? '' : low === high ? label(low) : `${label(low)} – ${label(high)}`;
    const title = phrase(pack.bundleTitle, { type: pack.materialTypes.bundle, subject: subject.title, grade: years || pack.schoolTypes.all });
    const sum = parts.reduce((acc, p) => acc + p.finalPriceCents, 0);
    const priceCents = info.eurRate === 1
      ? Math.max(99, Math.round((sum * 0.7) / 100) * 100 - 1)
      : localPrice((sum * 0.7) / 100 / info.eurRate, info.eurRate);
    const input: PhraseInput = {
      type: 'bundle', topic: subject.title, subject: subject.title, grade: low === undefined ? '' : label(low), stage: pack.schoolTypes.all,
    };
    const createdAt = Math.max(...parts.map((p) => p.createdAt)) + DAY;
    rows.push([
      id, first.world, info.language, tsConfigFor(info.language, first.world), slugify(title), title, describe(pack, rng, input, phraseValues(pack, input)),
      [subject.title, pack.materialTypes.bundle].join(' · '), first.authorId, 'bundle', priceCents, info.currency, 0, false, true, null, parts.length,
      [first.subjectId], grades, [],
      ['all'], [], rng.int(0, 200), new Date(createdAt), new Date(createdAt),
    ]);
    for (const p of parts) items.push([id, p.id]);
    s.materials.push({
      id, world: first.world, authorId: first.authorId, subjectCode: first.subjectCode, subjectId: first.subjectId, grades,
      priceCents, finalPriceCents: priceCents, salesCount: 0, isBundle: true, createdAt, pages: parts.length,
    });
    id++;
  }
  await insertRows(db, 'materials', MATERIAL_COLUMNS, rows);
  await insertRows(db, 'bundle_items', ['bundle_id', 'material_id'], items);
  await insertRows(db, 'material_files', ['material_id', 'position', 'type', 'pages'], rows.map((r) => [r[0], 0, 'zip', null]));
}

export { MATERIAL_TYPES };
