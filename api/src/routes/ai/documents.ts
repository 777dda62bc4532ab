import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import {
  type AiDocument, AiDocumentResponseSchema, AiDocumentsResponseSchema, AiGenerateBodySchema, AiRefineBodySchema, AiTitleBodySchema, type AiGenerateBody,
  type AiGenerationTool,
} from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { errorResponses, IdParams, StringEnum, WorldParam, WorldQuery } from '../../lib/schema';
import { documentPdf, documentText } from './document-file';
import { generateDocument, replySignal, runTool } from './generate';
import type { AiProvider } from './provider-types';
import { ownDocument, savedDocuments, updateDocument } from './store';

const tags = ['ai-tools'];
const security = [{ bearer: [] }];
const itemResponse = { 200: AiDocumentResponseSchema, ...errorResponses, 502: errorResponses[400] };
export const DownloadQuery = Type.Object({ world: WorldParam, format: StringEnum(['pdf', 'txt'] as const, { default: 'pdf' }) }, { additionalProperties: false });

/** spec §7 "AI tools … documents, download, generate, title, delete, refine … save": the user's own documents only. */
export function registerAiDocuments(app: App, ctx: Ctx, provider: AiProvider) {
  app.post('/v3/ai-tools/generate', {
    preValidation: loggedIn(ctx),
    schema: { tags, security, summary: 'Generate a description, quiz or worksheet (stored as an unsaved document)', querystring: WorldQuery, body: AiGenerateBodySchema, response: itemResponse },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    return { item: await generateDocument(ctx, user, provider, request.body.toolId, request.body.input, replySignal(reply)) };
  });

  app.get('/v3/ai-tools/documents', {
    schema: { tags, security, summary: "The user's saved documents, newest first", querystring: WorldQuery, response: { 200: AiDocumentsResponseSchema, ...errorResponses } },
  }, async (request) => savedDocuments(ctx, (await requireUser(ctx, request)).id));

  app.get('/v3/ai-tools/documents/:id', {
    schema: { tags, security, summary: 'One of the user\'s documents', params: IdParams, querystring: WorldQuery, response: itemResponse },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { input: _input, ...item } = await ownDocument(ctx, user.id, request.params.id);
    return { item };
  });

  app.post('/v3/ai-tools/documents/:id/title', {
    preValidation: loggedIn(ctx),
    schema: { tags, security, summary: 'Rename a document', params: IdParams, querystring: WorldQuery, body: AiTitleBodySchema, response: itemResponse },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    return { item: await updateDocument(ctx, user.id, request.params.id, { title: request.body.title.trim() }) };
  });

  app.post('/v3/ai-tools/documents/:id/save', {
    schema: { tags, security, summary: 'Keep a generated document in the documents list', params: IdParams, querystring: WorldQuery, response: itemResponse },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    return { item: await updateDocument(ctx, user.id, request.params.id, { saved: true }) };
  });

  app.post('/v3/ai-tools/documents/:id/delete', {
    schema: { tags, security, summary: 'Delete a document', params: IdParams, querystring: WorldQuery, response: { 200: Type.Object({ id: Type.Integer() }), ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    await updateDocument(ctx, user.id, request.params.id, { deleted: true });
    return { id: request.params.id };
  });

  app.post('/v3/ai-tools/documents/:id/refine', {
    preValidation: loggedIn(ctx),
    schema: { tags, security, summary: 'Generate the document again, following an instruction', params: IdParams, querystring: WorldQuery, body: AiRefineBodySchema, response: itemResponse },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const doc = await ownDocument(ctx, user.id, request.params.id);
    const instruction = request.body.instruction.trim();
    const result = await runTool(ctx, user, provider, doc.toolId as AiGenerationTool, doc.input as AiGenerateBody['input'], instruction, replySignal(reply));
    return { item: await updateDocument(ctx, user.id, doc.id, { body: result.body, questions: result.questions, instruction, provider: provider.id }) };
  });

  app.get('/v3/ai-tools/documents/:id/download', {
    schema: { tags, security, summary: 'Download a document as PDF (or plain text with format=txt)', params: IdParams, querystring: DownloadQuery, response: { ...errorResponses } },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { input: _input, ...doc } = await ownDocument(ctx, user.id, request.params.id);
    return sendDocument(reply, doc, request.query.world, request.query.format);
  });
}

/** The file answer shared by the documents and the quiz download (spec §7 "quiz … download"). */
export async function sendDocument(reply: FastifyReply, doc: AiDocument, world: string, format: 'pdf' | 'txt') {
  const name = `${doc.toolId}-${doc.id}`;
  if (format === 'txt') {
    return reply.header('content-type', 'text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${name}.txt"`).send(documentText(doc, world));
  }
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    // A Buffer is sent as it is (no serializer); the schema only types the JSON error answers.
    .send((await documentPdf(doc, world)) as never);
}
