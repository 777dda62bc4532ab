import { Type } from '@sinclair/typebox';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { registerAiDescriptionQuiz } from './description-quiz';
import { registerAiDocuments } from './documents';
import { providerFromEnv } from './provider';

/** spec §1/§7 AI tools: the provider is chosen once, from the environment (see provider.ts). */
export function registerAi(app: App, ctx: Ctx, env: NodeJS.ProcessEnv = process.env) {
  const provider = providerFromEnv(env);
  registerAiDescriptionQuiz(app, ctx, provider);
  registerAiDocuments(app, ctx, provider);
  // The FAQ says which generator runs on this installation (never claim a model when there is none).
  app.get('/v3/ai/provider', {
    schema: {
      tags: ['ai-tools'], summary: 'Which AI provider generates results here', querystring: WorldQuery,
      response: { 200: Type.Object({ provider: Type.String() }), ...errorResponses },
    },
  }, async () => ({ provider: provider.id }));
}
