import { SCHOOL_TYPES, WORLDS, type SchoolType, type World } from '@teachmarket/contracts/api-types';
import { loadConfig } from '../src/config';
import { packFor } from '../src/content/lang';
import { taughtIn, templateText } from '../src/content/phrases';
import { gradesOf, schoolSystem, stageGrades } from '../src/content/school-systems';
import { MATERIAL_TYPES, SUBJECT_CODES, type MaterialType } from '../src/content/types';
import type { Queryable } from '../src/db';
import { materialsPerWorld, seedMaterials, seedSubjects, SUPPLEMENTARY_FLOOR } from '../src/seed/catalog';
import { seedTermsAndSchools, seedUsers } from '../src/seed/people';
import { SeedState } from '../src/seed/state';
import { WORLD_INFO } from '../src/worlds';
import { json, setupApi } from './helpers';

// Issue 18, demo content worth reading: the seed's texts are generated for every world at the size
// `npm start` seeds (without a database: the inserts are recorded) and checked against rules that
// catch the defects found by hand ("Dieses Präsentation", "Klasa 13", a geography bundle with a
// French Revolution workbook, 34 materials in a supplementary world).

interface Material {
  id: number; world: World; title: string; description: string; keywords: string; material_type: MaterialType;
  subject_ids: number[]; grades: number[]; school_types: SchoolType[]; author_id: number; is_bundle: boolean; published_at: Date | null;
}

/** Records the seed's multi-row inserts (seed/bulk.ts) by table instead of running them. */
function recorder(): { db: Queryable; rows: Map<string, Record<string, unknown>[]> } {
  const rows = new Map<string, Record<string, unknown>[]>();
  const db: Queryable = {
    async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      // The bulk load's trigger switch and its one delta per world (seed/catalog.ts) change no rows of their own.
      if (/^(ALTER TABLE materials (DIS|EN)ABLE TRIGGER|SELECT (search_apply_material_delta|pg_notify)\()/.test(sql)) return [];
      const m = /^INSERT INTO (\w+) \(([^)]+)\) VALUES/.exec(sql);
      if (!m) throw new Error(`unexpected statement: ${sql.slice(0, 60)}`);
      const columns = m[2]!.split(',');
      const list = rows.get(m[1]!) ?? [];
      for (let i = 0; i < params.length; i += columns.length) {
        list.push(Object.fromEntries(columns.map((c, k) => [c, params[i + k]])));
      }
      rows.set(m[1]!, list);
      return [];
    },
    async exec() {},
  };
  return { db, rows };
}

const DEFAULT_SIZE = loadConfig({}).seedMaterials;
let materials: Material[] = [];
let bundleItems: { bundle_id: number; material_id: number }[] = [];
let subjectTitle = new Map<number, { world: World; title: string }>();
let schools: { world: World; name: string }[] = [];

beforeAll(async () => {
  const { db, rows } = recorder();
  const s = new SeedState();
  const perWorld = materialsPerWorld(DEFAULT_SIZE);
  await seedTermsAndSchools(db, s);
  await seedUsers(db, s, perWorld);
  await seedSubjects(db, s);
  await seedMaterials(db, s, perWorld);
  materials = rows.get('materials') as unknown as Material[];
  bundleItems = rows.get('bundle_items') as unknown as typeof bundleItems;
  schools = rows.get('schools') as unknown as typeof schools;
  subjectTitle = new Map((rows.get('subjects') ?? []).map((r) => [r.id as number, { world: r.world as World, title: r.title as string }]));
});

const textsOf = (world: World) => materials.filter((m) => m.world === world).flatMap((m) => [m.title, m.description.replace(/<[^>]+>/g, ' ')]);

it(`every supplementary world has at least ${SUPPLEMENTARY_FLOOR} published materials at the default size`, () => {
  expect(DEFAULT_SIZE).toBe(3000);
  for (const world of WORLDS) {
    const count = materials.filter((m) => m.world === world && !m.is_bundle && m.published_at).length;
    expect({ world, enough: count >= SUPPLEMENTARY_FLOOR }).toEqual({ world, enough: true });
  }
});

it('no template leaves a placeholder, an empty bracket, a doubled space or a title with two colons', () => {
  for (const m of materials) {
    expect({ id: m.id, title: m.title, colons: (m.title.match(/[:：]/g) ?? []).length <= 1 }).toEqual({ id: m.id, title: m.title, colons: true });
    for (const text of [m.title, m.description]) {
      expect({ id: m.id, text, bad: /[{}]|\(\s*\)|\s{2}|\s[,.]/.test(text.replace(/<[^>]+>/g, '')) }).toEqual({ id: m.id, text, bad: false });
    }
  }
});

/**
 * The demonstrative before a material-type noun agrees with the noun's gender: "diese Präsentation",
 * never "Dieses Präsentation" (de); also es este/esta, it questo/questa, fr ce/cette, el αυτό το/αυτή η.
 */
const DEMONSTRATIVES: Partial<Record<World, Record<'m' | 'f' | 'n', string>>> = {
  de: { m: 'dieser', f: 'diese', n: 'dieses' },
  es: { m: 'este', f: 'esta', n: 'esto' },
  it: { m: 'questo', f: 'questa', n: 'questo' },
  fr: { m: 'ce', f: 'cette', n: 'ce' },
  gr: { m: 'αυτός ο', f: 'αυτή η', n: 'αυτό το' },
};
describe.each(Object.keys(DEMONSTRATIVES) as World[])('world %s: "this <type>" agrees with the noun', (world) => {
  const forms = DEMONSTRATIVES[world]!;
  const pack = packFor(world);

  it('each type noun is stored with its gender and the matching demonstrative', () => {
    for (const type of MATERIAL_TYPES) {
      const noun = pack.typeNouns?.[type];
      expect(noun).toBeDefined();
      expect(noun!.this.toLocaleLowerCase()).toBe(`${forms[noun!.gender]} ${pack.materialTypes[type].toLocaleLowerCase()}`);
    }
  });

  it('no generated title or description pairs a type noun with another gender\'s demonstrative', () => {
    const texts = textsOf(world).map((t) => t.toLocaleLowerCase());
    expect(texts.length).toBeGreaterThan(100);
    let seen = 0;
    for (const type of MATERIAL_TYPES) {
      const noun = pack.typeNouns![type];
      const name = pack.materialTypes[type].toLocaleLowerCase();
      for (const [gender, article] of Object.entries(forms)) {
        const phrase = `${article} ${name}`;
        for (const text of texts) {
          if (!text.includes(phrase)) continue;
          if (gender === noun.gender || forms[noun.gender] === article) seen++;
          else expect({ text, wrong: phrase }).toBeUndefined();
        }
      }
    }
    // The demonstrative templates are in use, so the rule is really exercised.
    expect(seen).toBeGreaterThan(20);
  });
});

it('German texts: every "dieser/diese/dieses" is followed by a noun of its gender', () => {
  const pack = packFor('de');
  const gender = new Map(MATERIAL_TYPES.map((t) => [pack.materialTypes[t], pack.typeNouns![t].gender]));
  const wanted = { dieser: 'm', diese: 'f', dieses: 'n' } as const;
  for (const text of textsOf('de')) {
    for (const match of text.matchAll(/\b(dieser|diese|dieses) (\p{L}+)/giu)) {
      const noun = gender.get(match[2]!);
      expect({ text, noun: match[2], gender: noun }).toEqual({ text, noun: match[2], gender: wanted[match[1]!.toLowerCase() as keyof typeof wanted] });
    }
  }
});

describe('school years are the real ones of each world', () => {
  it.each(WORLDS)('%s: every material\'s years are taught by its school type there, and every year has its own label', (world) => {
    const system = schoolSystem(world);
    const pack = packFor(world);
    const labels = gradesOf(world).map((g) => pack.grade(g));
    expect(new Set(labels).size).toBe(labels.length);
    for (const m of materials.filter((x) => x.world === world && !x.is_bundle)) {
      const allowed = stageGrades(world, m.school_types[0]!);
      for (const g of m.grades) expect({ id: m.id, grade: g, ok: allowed.includes(g) && g <= system.last }).toEqual({ id: m.id, grade: g, ok: true });
    }
  });

  it('pl: szkoła podstawowa ends with klasa 8, then liceum 1-4 and technikum 1-5 (no "Klasa 13")', () => {
    const pack = packFor('pl');
    expect(gradesOf('pl').map((g) => pack.grade(g))).toEqual([
      'Klasa 1', 'Klasa 2', 'Klasa 3', 'Klasa 4', 'Klasa 5', 'Klasa 6', 'Klasa 7', 'Klasa 8',
      'Klasa 1 liceum/technikum', 'Klasa 2 liceum/technikum', 'Klasa 3 liceum/technikum', 'Klasa 4 liceum/technikum', 'Klasa 5 technikum',
    ]);
    for (const text of textsOf('pl').concat(materials.filter((m) => m.world === 'pl').map((m) => m.keywords))) {
      expect(text).not.toMatch(/Klasa (9|1\d)\b/);
    }
    expect(stageGrades('pl', 'secondary_ii')).toEqual([9, 10, 11, 12]);
  });

  it('eleven school years in ua and kz, twelve in es, fr, gr, jp; 13 only where schools have a thirteenth year', () => {
    expect(schoolSystem('ua').last).toBe(11);
    expect(schoolSystem('kz').last).toBe(11);
    for (const w of ['es', 'fr', 'gr', 'jp', 'kr', 'cn'] as World[]) expect(schoolSystem(w).last).toBe(12);
    expect(WORLDS.filter((w) => schoolSystem(w).last === 13).sort()).toEqual(['cz', 'de', 'dk', 'it', 'no', 'pl', 'sk']);
    for (const w of WORLDS) for (const type of SCHOOL_TYPES) for (const g of stageGrades(w, type)) expect(g).toBeLessThanOrEqual(schoolSystem(w).last);
  });
});

describe('topics suit the school year (issue 18: no "Present Perfect – Lernplakat für Klasse 3")', () => {
  it.each(WORLDS)('%s: every topic has a year range within the school years, and English has topics for beginners', (world) => {
    const pack = packFor(world);
    for (const code of SUBJECT_CODES) {
      const subject = pack.subjects[code];
      expect({ world, code, ranges: subject.topicYears.length }).toEqual({ world, code, ranges: subject.topics.length });
      for (const [from, to] of subject.topicYears) expect(from >= 1 && from <= to && to <= 13).toBe(true);
    }
    // Beginners of English and of art are served by topics of their own.
    expect(pack.subjects.english.topicYears.some(([from]) => from === 1)).toBe(true);
  });

  it.each(WORLDS)('%s: a graded material\'s topic is taught in its school years', (world) => {
    const pack = packFor(world);
    let checked = 0;
    for (const m of materials.filter((x) => x.world === world && !x.is_bundle && x.grades.length)) {
      const code = SUBJECT_CODES.find((c) => pack.subjects[c].title === subjectTitle.get(m.subject_ids[0]!)!.title)!;
      const subject = pack.subjects[code];
      const text = `${m.title} ${m.description}`;
      const named = subject.topics.map((t, k) => [t, k] as const).filter(([t]) => text.includes(t));
      if (!named.length) continue;
      checked++;
      const low = Math.min(...m.grades);
      const high = Math.max(...m.grades);
      // A topic named in the texts is taught in those years (of two topics one may contain the other: one fits).
      expect({ id: m.id, title: m.title, grades: m.grades, fits: named.some(([, k]) => taughtIn(subject.topicYears[k]!, low, high)) })
        .toEqual({ id: m.id, title: m.title, grades: m.grades, fits: true });
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('de: "Present Perfect" only from Klasse 6, "Einmaleins" only in the Grundschule', () => {
    const de = materials.filter((m) => m.world === 'de' && !m.is_bundle);
    const perfect = de.filter((m) => m.title.includes('Present Perfect'));
    const times = de.filter((m) => m.title.includes('Einmaleins'));
    expect(perfect.length).toBeGreaterThan(0);
    expect(times.length).toBeGreaterThan(0);
    for (const m of perfect) for (const g of m.grades) expect(g).toBeGreaterThanOrEqual(6);
    for (const m of times) for (const g of m.grades) expect(g).toBeLessThanOrEqual(4);
  });
});

it('supplementary worlds: titles within a world are mostly distinct (at least 80 %)', () => {
  for (const world of WORLDS.filter((w) => !WORLD_INFO[w].main)) {
    const titles = materials.filter((m) => m.world === world && !m.is_bundle).map((m) => m.title);
    expect(titles.length).toBeGreaterThanOrEqual(200);
    const share = new Set(titles).size / titles.length;
    expect({ world, distinct: share >= 0.8 }).toEqual({ world, distinct: true });
    // Every world has at least five title templates, most of them naming the topic.
    expect(packFor(world).titleTemplates.length).toBeGreaterThanOrEqual(5);
  }
});

it('main worlds: descriptions open in several ways, none used by more than a quarter of a world\'s materials', () => {
  for (const world of WORLDS.filter((w) => WORLD_INFO[w].main)) {
    const openings = (packFor(world).descriptionOpenings ?? []).map(templateText);
    expect(openings.length).toBeGreaterThanOrEqual(6);
    // Each opening as a pattern: its words fixed, its placeholders any text.
    const patterns = openings.map((t) => new RegExp(`^${t.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`, 'su'));
    const used = new Map<number, number>();
    const list = materials.filter((m) => m.world === world && !m.is_bundle);
    for (const m of list) {
      const first = /^<p>(.*?)<\/p>/.exec(m.description)?.[1] ?? '';
      const decoded = first.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      const k = patterns.findIndex((p) => p.test(decoded.charAt(0).toLocaleLowerCase() + decoded.slice(1)) || p.test(decoded));
      expect({ world, first: decoded, known: k >= 0 }).toEqual({ world, first: decoded, known: true });
      used.set(k, (used.get(k) ?? 0) + 1);
    }
    const top = Math.max(...used.values()) / list.length;
    expect({ world, top: top <= 0.25 }).toEqual({ world, top: true });
    expect(used.size).toBeGreaterThanOrEqual(6);
  }
});

it('nl: mbo materials name the mbo years ("mbo leerjaar 1"), never the havo/vwo "Klas 5/6"', () => {
  const mbo = materials.filter((m) => m.world === 'nl' && !m.is_bundle && m.school_types[0] === 'vocational');
  expect(mbo.length).toBeGreaterThan(0);
  for (const m of mbo) {
    const text = `${m.title} ${m.description} ${m.keywords}`;
    expect({ id: m.id, text, klas: /Klas [56]\b/i.test(text) }).toEqual({ id: m.id, text, klas: false });
    expect(m.keywords).toMatch(/mbo leerjaar [12]/);
  }
  expect(mbo.some((m) => /mbo leerjaar [12]/.test(m.title))).toBe(true);
});

it('every bundle holds materials of its own subject, world and author, and its title names that subject', () => {
  const byId = new Map(materials.map((m) => [m.id, m]));
  const bundles = materials.filter((m) => m.is_bundle);
  expect(bundles.length).toBeGreaterThan(50);
  for (const bundle of bundles) {
    expect(bundle.subject_ids).toHaveLength(1);
    const subject = subjectTitle.get(bundle.subject_ids[0]!)!;
    expect(bundle.title).toContain(subject.title);
    const parts = bundleItems.filter((i) => i.bundle_id === bundle.id).map((i) => byId.get(i.material_id)!);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const part of parts) {
      expect({ bundle: bundle.id, part: part.id, subjects: part.subject_ids, world: part.world, author: part.author_id })
        .toEqual({ bundle: bundle.id, part: part.id, subjects: bundle.subject_ids, world: bundle.world, author: bundle.author_id });
    }
  }
});

it('supplementary worlds are seeded in their own words: titles name the subject and the type, many a topic', () => {
  for (const world of WORLDS.filter((w) => !WORLD_INFO[w].main)) {
    const pack = packFor(world);
    for (const m of materials.filter((x) => x.world === world && !x.is_bundle)) {
      expect(m.title.toLocaleLowerCase()).toContain(pack.materialTypes[m.material_type].toLocaleLowerCase());
      expect(m.title).toContain(subjectTitle.get(m.subject_ids[0]!)!.title);
    }
    const withTopic = materials.filter((x) => x.world === world && Object.values(pack.subjects).some((sub) => sub.topics.some((t) => x.title.includes(t))));
    expect(withTopic.length).toBeGreaterThan(20);
  }
});

it('every supplementary world\'s seeded school has a name of its country, not the English fallback\'s', () => {
  const english = new Set(packFor('de').schoolNames.concat(['Park Primary School', 'North Secondary School', 'City Grammar School']));
  for (const world of WORLDS.filter((w) => !WORLD_INFO[w].main)) {
    const names = schools.filter((x) => x.world === world).map((x) => x.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect({ world, name, english: english.has(name) }).toEqual({ world, name, english: false });
      expect(packFor(world).schoolNames).toContain(name);
    }
  }
});

describe('the seeded test database, read through the API', () => {
  const api = setupApi();

  it('the filters offer each world its own school years', async () => {
    const years = async (world: World) => {
      const res = await api.app.inject({ method: 'GET', url: `/v1/filters?world=${world}` });
      expect(res.statusCode).toBe(200);
      return (json(res).items.class_grade as { id: number; title: string }[]);
    };
    const pl = await years('pl');
    expect(pl.map((g) => g.id)).toEqual(gradesOf('pl'));
    expect(pl.at(-1)).toEqual({ id: 13, title: 'Klasa 5 technikum' });
    expect((await years('ua')).map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect((await years('fr')).map((g) => g.title)).toEqual(['CP', 'CE1', 'CE2', 'CM1', 'CM2', '6e', '5e', '4e', '3e', 'Seconde', 'Première', 'Terminale']);
  });

  it('the school menu gives each school type the years it teaches in the world', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v3/mega-menu/get-subjects?world=pl' });
    expect(res.statusCode).toBe(200);
    const items = json(res).items as { type: string; grades: { id: number; title: string }[] }[];
    expect(items.find((i) => i.type === 'secondary_ii')!.grades.map((g) => g.title)).toEqual([
      'Klasa 1 liceum/technikum', 'Klasa 2 liceum/technikum', 'Klasa 3 liceum/technikum', 'Klasa 4 liceum/technikum',
    ]);
    expect(items.find((i) => i.type === 'primary')!.grades.map((g) => g.id)).toEqual([1, 2, 3]);
    // nl: the mbo's years by their own names, the havo/vwo upper years as klas.
    const nl = json(await api.app.inject({ method: 'GET', url: '/v3/mega-menu/get-subjects?world=nl' })).items as typeof items;
    expect(nl.find((i) => i.type === 'vocational')!.grades.map((g) => g.title)).toEqual(['mbo leerjaar 1', 'mbo leerjaar 2']);
    expect(nl.find((i) => i.type === 'secondary_ii')!.grades.map((g) => g.title)).toEqual(['Klas 4', 'Klas 5', 'Klas 6']);
  });

  it('a bundle\'s page lists only materials of the bundle\'s subject', async () => {
    const bundles = await api.db.query<{ id: number; world: string }>(`SELECT id, world FROM materials WHERE is_bundle ORDER BY id LIMIT 5`);
    expect(bundles.length).toBeGreaterThan(0);
    for (const b of bundles) {
      const res = await api.app.inject({ method: 'GET', url: `/v1/materials/${b.id}?world=${b.world}` });
      expect(res.statusCode).toBe(200);
      const ids = (json(res).item.bundle.items as { id: number }[]).map((i) => i.id);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      const rows = await api.db.query<{ id: number; subject_ids: number[] }>(`SELECT id, subject_ids FROM materials WHERE id = ANY($1)`, [[b.id, ...ids]]);
      const bundleSubjects = rows.find((r) => r.id === b.id)!.subject_ids;
      expect(bundleSubjects).toHaveLength(1);
      for (const r of rows) expect({ id: r.id, subjects: r.subject_ids }).toEqual({ id: r.id, subjects: bundleSubjects });
    }
  });
});
