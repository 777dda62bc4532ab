import { Type } from '@sinclair/typebox';
import { SuggestResponseSchema, type SuggestItem } from '../../../../shared-kit/src/api-types';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldParam } from '../../lib/schema';

/**
 * Prefix + typo-tolerant suggestions through pg_trgm (PGlite ships it as an extension):
 * `ILIKE 'q%'` catches prefixes, word_similarity (the `<%` operator, GIN-indexed) catches typos.
 */
export const SIMILARITY = 0.45;

export function registerSuggest(app: App, ctx: Ctx) {
  app.get('/v1/suggest', {
    schema: {
      tags: ['catalog'],
      summary: 'Search-as-you-type suggestions: materials, subjects, authors',
      querystring: Type.Object({ world: WorldParam, q: Type.String({ minLength: 1, maxLength: 100 }) }),
      response: { 200: SuggestResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { world } = request.query;
    const q = request.query.q.trim();
    if (!q) return { items: [] };
    const like = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [subjects, authors, materials] = await Promise.all([
      ctx.db.query<{ id: number; title: string }>(
        `SELECT id, title FROM subjects WHERE world = $1 AND (title ILIKE $2 OR word_similarity($3, title) >= $4)
         ORDER BY (title ILIKE $2) DESC, word_similarity($3, title) DESC LIMIT 3`,
        [world, like, q, SIMILARITY],
      ),
      ctx.db.query<{ id: number; public_name: string }>(
        `SELECT id, public_name FROM users
          WHERE is_seller AND world = $1 AND (public_name ILIKE $2 OR public_name ILIKE $5 OR word_similarity($3, public_name) >= $4)
          ORDER BY (public_name ILIKE $2) DESC, word_similarity($3, public_name) DESC, id LIMIT 3`,
        [world, like, q, SIMILARITY, `% ${like}`],
      ),
      ctx.db.query<{ id: number; title: string }>(
        `SELECT min(id) AS id, title FROM (
           SELECT id, title, sales_count, word_similarity($2, title) AS sim FROM materials
            WHERE world = $1 AND status = 'published' AND (title ILIKE $3 OR $2 <% title)
            ORDER BY (title ILIKE $3) DESC, sim DESC, sales_count DESC LIMIT 40) hits
         GROUP BY title ORDER BY max(sim) DESC, max(sales_count) DESC LIMIT 6`,
        [world, q, like],
      ),
    ]);
    const items: SuggestItem[] = [
      ...materials.map((m) => ({ text: m.title, kind: 'material' as const, id: m.id })),
      ...subjects.map((s) => ({ text: s.title, kind: 'subject' as const, id: s.id })),
      ...authors.map((a) => ({ text: a.public_name, kind: 'author' as const, id: a.id })),
    ];
    return { items };
  });
}
