import { Type } from '@sinclair/typebox';
import { FiltersResponseSchema, MegaMenuResponseSchema, SCHOOL_TYPES, type SchoolType } from '../../../../shared-kit/src/api-types';
import { packFor } from '../../content/lang';
import { MATERIAL_TYPES } from '../../content/types';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import type { World } from '../../worlds';

const GRADES = Array.from({ length: 13 }, (_, i) => i + 1);
const LEARNING_YEARS = [1, 2, 3, 4, 5, 6];
/** Grades shown per school type in the mega menu (same ranges as the seed). */
const MENU_GRADES: Record<SchoolType, number[]> = {
  all: GRADES, preschool: [], primary: [1, 2, 3, 4], secondary_i_middle: [5, 6, 7, 8, 9, 10],
  secondary_i_gymnasium: [5, 6, 7, 8, 9, 10], secondary_ii: [11, 12, 13], vocational: [10, 11, 12, 13],
  remedial: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], adult_education: [],
};

export function registerFilters(app: App, ctx: Ctx) {
  app.get('/v1/filters', {
    schema: {
      tags: ['catalog'],
      summary: 'Filter options of a world (spec §3 Filters)',
      querystring: WorldQuery,
      response: { 200: FiltersResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const world = request.query.world as World;
    const pack = packFor(world);
    const subjects = await ctx.db.query<{ id: number; title: string }>('SELECT id, title FROM subjects WHERE world = $1 ORDER BY title', [world]);
    return {
      items: {
        class_grade: GRADES.map((g) => ({ id: g, title: pack.grade(g) })),
        learning_years: LEARNING_YEARS.map((y) => ({ id: y, title: pack.learningYear(y) })),
        material_type: MATERIAL_TYPES.map((t) => ({ id: t, title: pack.materialTypes[t] })),
        subject: subjects,
        school_type: SCHOOL_TYPES.map((t) => ({ id: t, title: pack.schoolTypes[t] })),
      },
    };
  });

  app.get('/v3/mega-menu/get-subjects', {
    schema: {
      tags: ['catalog'],
      summary: 'School menu: per school type its grades and subjects with material counts (spec §3 School classification)',
      querystring: Type.Object({ world: WorldQuery.properties.world }),
      response: { 200: MegaMenuResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const world = request.query.world as World;
    const pack = packFor(world);
    const rows = await ctx.db.query<{ school_type: string; id: number; title: string; count: number }>(
      `SELECT st AS school_type, s.id, s.title, count(*)::int AS count
         FROM materials m CROSS JOIN LATERAL unnest(m.school_types) st CROSS JOIN LATERAL unnest(m.subject_ids) sid
         JOIN subjects s ON s.id = sid
        WHERE m.world = $1 AND m.status = 'published'
        GROUP BY st, s.id, s.title ORDER BY st, s.title`,
      [world],
    );
    return {
      items: SCHOOL_TYPES.filter((t) => t !== 'all').map((type) => ({
        type,
        schoolName: pack.schoolTypes[type],
        grades: MENU_GRADES[type].map((g) => ({ id: g, title: pack.grade(g) })),
        subjects: rows.filter((r) => r.school_type === type).map((r) => ({ id: r.id, title: r.title, materialsCount: r.count })),
      })),
    };
  });
}
