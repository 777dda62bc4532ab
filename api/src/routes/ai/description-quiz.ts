import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import {
  AiDescriptionCheckBodySchema, AiDescriptionCheckSchema, AiDescriptionHistorySchema, AiDescriptionResponseSchema, AiDocumentResponseSchema,
  AiQuizGenerateBodySchema,
} from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { notFound } from '../../errors';
import { errorResponses, IdParams, WorldParam, WorldQuery } from '../../lib/schema';
import { checkDescription } from './description-check';
import { DownloadQuery, sendDocument } from './documents';
import { authoredMaterial, generateDocument, replySignal } from './generate';
import type { AiProvider } from './provider-types';
import { addDescription, descriptionHistory, ownDocument } from './store';

const tags = ['ai-tools'];
const security = [{ bearer: [] }];
const MaterialBody = Type.Object({ materialId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });

/** spec §7 "AI description history, generate, check, quiz generate and download". */
export function registerAiDescriptionQuiz(app: App, ctx: Ctx, provider: AiProvider) {
  app.post('/v3/ai/description/generate', {
    preValidation: loggedIn(ctx),
    schema: {
      tags, security, summary: "Generate a description for one of the author's materials", querystring: WorldQuery, body: MaterialBody,
      response: { 200: AiDescriptionResponseSchema, ...errorResponses, 502: errorResponses[400] },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const m = await authoredMaterial(ctx, user, request.body.materialId, 'materialId');
    const description = await provider.description(m, null, replySignal(reply));
    return { item: await addDescription(ctx, m.id, user.id, provider.id, description) };
  });

  app.get('/v3/ai/description/history', {
    schema: {
      tags, security, summary: "A material's generated descriptions, newest first (its author only)",
      querystring: Type.Object({ world: WorldParam, materialId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false }),
      response: { 200: AiDescriptionHistorySchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    await authoredMaterial(ctx, user, request.query.materialId, 'materialId');
    return { items: await descriptionHistory(ctx, request.query.materialId) };
  });

  app.post('/v3/ai/description/check', {
    preValidation: loggedIn(ctx),
    schema: {
      tags, security, summary: 'Check a description: length, readability (LIX), HTML outside p/ul/li/strong/em',
      querystring: WorldQuery, body: AiDescriptionCheckBodySchema, response: { 200: AiDescriptionCheckSchema, ...errorResponses },
    },
  }, async (request) => {
    await requireUser(ctx, request);
    return checkDescription(request.body.description);
  });

  app.post('/v3/ai/quiz/generate', {
    preValidation: loggedIn(ctx),
    schema: {
      tags, security, summary: 'Generate a quiz from a material or a text (stored as an unsaved document)', querystring: WorldQuery,
      body: AiQuizGenerateBodySchema, response: { 200: AiDocumentResponseSchema, ...errorResponses, 502: errorResponses[400] },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    return { item: await generateDocument(ctx, user, provider, 'quiz', request.body, replySignal(reply)) };
  });

  app.get('/v3/ai/quiz/:id/download', {
    schema: { tags, security, summary: 'Download a quiz as PDF (or plain text with format=txt)', params: IdParams, querystring: DownloadQuery, response: { ...errorResponses } },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { input: _input, ...doc } = await ownDocument(ctx, user.id, request.params.id);
    if (doc.toolId !== 'quiz') throw notFound('Quiz', request.params.id);
    return sendDocument(reply, doc, request.query.world, request.query.format);
  });
}
