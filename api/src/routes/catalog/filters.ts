import { Type } from '@sinclair/typebox';
import { FiltersResponseSchema, MegaMenuResponseSchema, SCHOOL_TYPES } from '@teachmarket/contracts/api-types';
import { packFor } from '../../content/lang';
import { gradeLabel } from '../../content/phrases';
import { gradesOf, stageGrades } from '../../content/school-systems';
import { MATERIAL_TYPES } from '../../content/types';
import { schoolSubjectCounts } from '../../catalog/facet-table';
import { cachedBody, dropCookieWhenPublic, isPersonal, OPTIONS_POLICY, sendCached } from '../../catalog/http-cache';
import { prepared } from '../../catalog/prepared';
import { publicReadsOf } from '../../catalog/public-reads';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import type { World } from '../../worlds';

const LEARNING_YEARS = [1, 2, 3, 4, 5, 6];

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
      // The world's own school years (content/school-systems.ts): Poland 1-13, Ukraine 1-11 …
      class_grade: gradesOf(world).map((g) => ({ id: g, title: pack.grade(g) })),
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
      // A school type's own names for its years where it has them (nl: mbo leerjaar 1-2).
      grades: stageGrades(world, type).map((g) => ({ id: g, title: gradeLabel(pack, g, type) })),
      subjects: rows.filter((r) => r.school_type === type).map((r) => ({ id: r.id, title: r.title, materialsCount: r.count })),
    })),
  };
}
