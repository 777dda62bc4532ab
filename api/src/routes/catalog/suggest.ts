import { Type } from '@sinclair/typebox';
import { SuggestResponseSchema } from '@teachmarket/contracts/api-types';
import { cachedBody, dropCookieWhenPublic, isPersonal, SEARCH_POLICY, sendCached } from '../../catalog/http-cache';
import { publicReadsOf } from '../../catalog/public-reads';
import { suggest } from '../../catalog/suggest-query';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldParam } from '../../lib/schema';

/**
 * Search-as-you-type from the term dictionary (titles, subjects, sellers per world; migration 030):
 * prefixes of any word, and typos from 4 characters (catalog/suggest-query.ts), answered from the
 * in-memory dictionary of the world where it can (catalog/suggest-index.ts). Public and cached.
 */
export function registerSuggest(app: App, ctx: Ctx) {
  const reads = publicReadsOf(app, ctx);
  app.get('/v1/suggest', {
    schema: {
      tags: ['catalog'],
      summary: 'Search-as-you-type suggestions: materials, subjects, authors (public, cacheable: ETag, Cache-Control)',
      querystring: Type.Object({ world: WorldParam, q: Type.String({ minLength: 1, maxLength: 100 }) }),
      response: { 200: SuggestResponseSchema, ...errorResponses },
    },
    onSend: dropCookieWhenPublic,
  }, async (request, reply) => {
    const { world } = request.query;
    const q = request.query.q.trim();
    const personal = await isPersonal(ctx, request);
    const cached = await reads.suggest.get(`${world}|${q.toLowerCase()}`, async () =>
      cachedBody(reply, { items: q ? (await reads.suggestIndex.suggest(world, q)) ?? await suggest(ctx.db, world, q) : [] }, world));
    return sendCached(request, reply, cached, personal, SEARCH_POLICY);
  });
}
