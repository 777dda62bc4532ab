import { Type } from '@sinclair/typebox';
import { FiltersResponseSchema, MegaMenuResponseSchema, SCHOOL_TYPES, type SchoolType } from '@teachmarket/contracts/api-types';
import { packFor } from '../../content/lang';
import { MATERIAL_TYPES } from '../../content/types';
import { schoolSubjectCounts } from '../../catalog/facet-table';
import { cachedBody, dropCookieWhenPublic, isPersonal, OPTIONS_POLICY, sendCached } from '../../catalog/http-cache';
import { prepared } from '../../catalog/prepared';
import { publicReadsOf } from '../../catalog/public-reads';
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
  const reads = publicReadsOf(app, ctx);
  app.get('/v1/filters', {
    schema: {
      tags: ['catalog'],
      summary: 'Filter options of a world (spec §3 Filters; public, cacheable: ETag, Cache-Control)',
      querystring: WorldQuery,
      response: { 200: FiltersResponseSchema, ...errorResponses },
    },
    onSend: dropCookieWhenPublic,
  }, async (request, reply) => {
    const world = request.query.world as World;
    const personal = await isPersonal(ctx, request);
    const cached = await reads.options.get(`filters|${world}`, async () => cachedBody(reply, await filtersOf(ctx, world), world));
    return sendCached(request, reply, cached, personal, OPTIONS_POLICY);
  });

  app.get('/v3/mega-menu/get-subjects', {
    schema: {
      tags: ['catalog'],
      summary: 'School menu: per school type its grades and subjects with material counts (spec §3 School classification; public, cacheable)',
      querystring: Type.Object({ world: WorldQuery.properties.world }),
      response: { 200: MegaMenuResponseSchema, ...errorResponses },
    },
    onSend: dropCookieWhenPublic,
  }, async (request, reply) => {
    const world = request.query.world as World;
    const personal = await isPersonal(ctx, request);
    const cached = await reads.options.get(`menu|${world}`, async () => cachedBody(reply, await megaMenuOf(ctx, world), world));
    return sendCached(request, reply, cached, personal, OPTIONS_POLICY);
  });
}

async function filtersOf(ctx: Ctx, world: World) {
  const pack = packFor(world);
  const subjects = await prepared<{ id: number; title: string }>(ctx.db, 'SELECT id, title FROM subjects WHERE world = $1 ORDER BY title', [world]);
  return {
    items: {
      class_grade: GRADES.map((g) => ({ id: g, title: pack.grade(g) })),
      learning_years: LEARNING_YEARS.map((y) => ({ id: y, title: pack.learningYear(y) })),
      material_type: MATERIAL_TYPES.map((t) => ({ id: t, title: pack.materialTypes[t] })),
      subject: subjects,
      school_type: SCHOOL_TYPES.map((t) => ({ id: t, title: pack.schoolTypes[t] })),
    },
  };
}

/** Counts per school type and subject come from the facet counts table (pairs), not from every material. */
async function megaMenuOf(ctx: Ctx, world: World) {
  const pack = packFor(world);
  const rows = await schoolSubjectCounts(ctx.db, world);
  return {
    items: SCHOOL_TYPES.filter((t) => t !== 'all').map((type) => ({
      type,
      schoolName: pack.schoolTypes[type],
      grades: MENU_GRADES[type].map((g) => ({ id: g, title: pack.grade(g) })),
      subjects: rows.filter((r) => r.school_type === type).map((r) => ({ id: r.id, title: r.title, materialsCount: r.count })),
    })),
  };
}
