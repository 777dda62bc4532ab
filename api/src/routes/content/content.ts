import { AiToolsResponseSchema, HelpTopicsResponseSchema } from '@teachmarket/contracts/api-types';
import { aiTools } from '../../content/ai-tools';
import { helpTopics } from '../../content/help';
import { CONTENT_POLICY, dropCookieWhenPublic } from '../../catalog/http-cache';
import type { App } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';

export function registerContent(app: App) {
  app.get('/v1/help/topics', {
    schema: {
      tags: ['content'], summary: "Help-centre topics and articles in the world's language (api/src/content/texts/<language>.json)",
      querystring: WorldQuery, response: { 200: HelpTopicsResponseSchema, ...errorResponses },
    },
    config: { publicRead: CONTENT_POLICY },
    onSend: dropCookieWhenPublic,
  }, async (request) => ({ items: helpTopics(request.query.world) }));

  app.get('/v3/ai-tools/query', {
    schema: {
      tags: ['content'], summary: "The AI tools list in the world's language (spec §7 AI tools query)",
      querystring: WorldQuery, response: { 200: AiToolsResponseSchema, ...errorResponses },
    },
    config: { publicRead: CONTENT_POLICY },
    onSend: dropCookieWhenPublic,
  }, async (request) => ({ items: aiTools(request.query.world) }));
}
