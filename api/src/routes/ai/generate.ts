import type { FastifyReply } from 'fastify';
import type { AiDocument, AiGenerateBody, AiGenerationTool, AiQuizQuestion } from '@teachmarket/contracts/api-types';
import type { SessionUser } from '../../auth/session';
import type { Ctx } from '../../context';
import { ApiError, badRequest, forbidden } from '../../errors';
import type { AiProvider, SourceText } from './provider-types';
import { plainText } from './text-analysis';
import { addDescription, insertDocument } from './store';

export const DEFAULT_QUESTIONS = 5;

interface MaterialText extends SourceText {
  id: number;
  authorId: number;
}

export async function materialText(ctx: Ctx, id: number, field: string): Promise<MaterialText> {
  const [m] = await ctx.db.query<{ id: number; title: string; description: string; language: string; author_id: number }>(
    `SELECT id, title, description, language, author_id FROM materials WHERE id = $1 AND status = 'published'`, [id],
  );
  if (!m) throw new ApiError(404, 'not_found', `Material ${id} not found`, field);
  return { id: m.id, title: m.title, text: plainText(m.description), language: m.language, authorId: m.author_id };
}

/** spec §6: only a material's author may have its description rewritten. */
export async function authoredMaterial(ctx: Ctx, user: SessionUser, id: number, field: string): Promise<MaterialText> {
  const m = await materialText(ctx, id, field);
  if (m.authorId !== user.id) throw forbidden('Only the author of this material may generate its description');
  return m;
}

const shortTitle = (text: string) => {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > 60 ? `${one.slice(0, 57).trimEnd()}…` : one;
};

/** The source of a quiz: exactly one of a material or the user's own text. */
async function quizSource(ctx: Ctx, input: AiGenerateBody['input'], language: string): Promise<{ source: SourceText; materialId: number | null }> {
  if ((input.materialId === undefined) === (input.text === undefined)) {
    throw badRequest('validation_failed', 'Give either a material (materialId) or a text, not both', input.text === undefined ? 'materialId' : 'text');
  }
  if (input.materialId !== undefined) {
    const m = await materialText(ctx, input.materialId, 'materialId');
    return { source: m, materialId: m.id };
  }
  return { source: { title: shortTitle(input.text!), text: input.text!, language }, materialId: null };
}

export interface Generated {
  title: string;
  materialId: number | null;
  body: string;
  questions: AiQuizQuestion[];
}

/** Runs one tool with the provider; `instruction` is a refine request (null for a first generation). */
export async function runTool(
  ctx: Ctx, user: SessionUser, provider: AiProvider, tool: AiGenerationTool, input: AiGenerateBody['input'],
  instruction: string | null, signal: AbortSignal,
): Promise<Generated> {
  const language = user.world === 'gr' ? 'el' : user.world;
  const count = input.questions ?? DEFAULT_QUESTIONS;
  switch (tool) {
    case 'description': {
      if (input.materialId === undefined) throw badRequest('validation_failed', 'Choose the material to describe', 'materialId');
      const m = await authoredMaterial(ctx, user, input.materialId, 'materialId');
      const body = await provider.description(m, instruction, signal);
      await addDescription(ctx, m.id, user.id, provider.id, body);
      return { title: m.title, materialId: m.id, body, questions: [] };
    }
    case 'quiz': {
      const { source, materialId } = await quizSource(ctx, input, language);
      const { questions } = await provider.quiz(source, count, instruction, signal);
      return { title: source.title, materialId, body: '', questions };
    }
    case 'worksheet': {
      if (!input.topic?.trim()) throw badRequest('validation_failed', 'Give the worksheet a topic', 'topic');
      const ids = [...new Set(input.materialIds ?? [])];
      if (ids.length === 0 && input.text === undefined) throw badRequest('validation_failed', 'Choose at least one material or paste a text', 'materialIds');
      const sources: SourceText[] = [];
      for (const id of ids) sources.push(await materialText(ctx, id, 'materialIds'));
      if (input.text !== undefined) sources.push({ title: input.topic.trim(), text: input.text, language });
      const result = await provider.worksheet(input.topic.trim(), sources, count, instruction, signal);
      return { title: input.topic.trim(), materialId: ids[0] ?? null, ...result };
    }
  }
}

export async function generateDocument(
  ctx: Ctx, user: SessionUser, provider: AiProvider, tool: AiGenerationTool, input: AiGenerateBody['input'], signal: AbortSignal,
): Promise<AiDocument> {
  const result = await runTool(ctx, user, provider, tool, input, null, signal);
  return insertDocument(ctx, { userId: user.id, tool, provider: provider.id, input: { ...input }, ...result });
}

/** Aborted when the client goes away (its cancel button): a provider call in flight stops too. */
export function replySignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
