import type { AiDescriptionEntry, AiDocument, AiDocumentSummary, AiGenerationTool, AiProviderId, AiQuizQuestion } from '@teachmarket/contracts/api-types';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';

interface DocumentRow {
  id: number;
  tool: string;
  title: string;
  provider: string;
  saved: boolean;
  material_id: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  body: string;
  questions: AiQuizQuestion[] | string;
  instruction: string | null;
  input: Record<string, unknown> | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function summary(r: DocumentRow): AiDocumentSummary {
  return { id: r.id, toolId: r.tool, title: r.title, provider: r.provider, saved: r.saved, materialId: r.material_id, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) };
}

export function toDocument(r: DocumentRow): AiDocument {
  return { ...summary(r), body: r.body, questions: parsed(r.questions), instruction: r.instruction };
}

export interface StoredDocument extends AiDocument {
  input: Record<string, unknown>;
}

export interface NewDocument {
  userId: number;
  tool: AiGenerationTool;
  provider: AiProviderId;
  title: string;
  materialId: number | null;
  input: Record<string, unknown>;
  body: string;
  questions: AiQuizQuestion[];
}

export async function insertDocument(ctx: Ctx, d: NewDocument): Promise<AiDocument> {
  const [row] = await ctx.db.query<DocumentRow>(
    `INSERT INTO ai_documents (user_id, tool, provider, title, material_id, input, body, questions)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb) RETURNING *`,
    [d.userId, d.tool, d.provider, d.title, d.materialId, JSON.stringify(d.input), d.body, JSON.stringify(d.questions)],
  );
  return toDocument(row!);
}

/** spec §6: a document is its owner's only; anyone else gets the same 404 as for a missing one. */
export async function ownDocument(ctx: Ctx, userId: number, id: number): Promise<StoredDocument> {
  const [row] = await ctx.db.query<DocumentRow>('SELECT * FROM ai_documents WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [id, userId]);
  if (!row) throw notFound('Document', id);
  return { ...toDocument(row), input: parsed(row.input) };
}

export async function updateDocument(
  ctx: Ctx, userId: number, id: number,
  change: { title?: string; saved?: boolean; body?: string; questions?: AiQuizQuestion[]; instruction?: string; provider?: AiProviderId; deleted?: boolean },
): Promise<AiDocument> {
  const [row] = await ctx.db.query<DocumentRow>(
    `UPDATE ai_documents SET
        title = COALESCE($3, title), saved = COALESCE($4, saved), body = COALESCE($5, body),
        questions = COALESCE($6::jsonb, questions), instruction = COALESCE($7, instruction), provider = COALESCE($8, provider),
        deleted_at = CASE WHEN $9::boolean THEN now() ELSE deleted_at END, updated_at = now()
      WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING *`,
    [id, userId, change.title ?? null, change.saved ?? null, change.body ?? null, change.questions ? JSON.stringify(change.questions) : null,
      change.instruction ?? null, change.provider ?? null, change.deleted ?? false],
  );
  if (!row) throw notFound('Document', id);
  return toDocument(row);
}

/** The documents a user kept (generated but unsaved results are drafts, reachable only by id). */
export async function savedDocuments(ctx: Ctx, userId: number): Promise<{ items: AiDocumentSummary[]; total: number }> {
  const rows = await ctx.db.query<DocumentRow>(
    'SELECT * FROM ai_documents WHERE user_id = $1 AND saved AND deleted_at IS NULL ORDER BY updated_at DESC, id DESC LIMIT 200', [userId],
  );
  return { items: rows.map(summary), total: rows.length };
}

export async function addDescription(ctx: Ctx, materialId: number, userId: number, provider: AiProviderId, description: string): Promise<AiDescriptionEntry> {
  const [row] = await ctx.db.query<{ id: number; created_at: Date | string }>(
    'INSERT INTO ai_description_history (material_id, user_id, provider, description) VALUES ($1, $2, $3, $4) RETURNING id, created_at',
    [materialId, userId, provider, description],
  );
  return { id: row!.id, materialId, description, provider, createdAt: iso(row!.created_at) };
}

export async function descriptionHistory(ctx: Ctx, materialId: number): Promise<AiDescriptionEntry[]> {
  const rows = await ctx.db.query<{ id: number; provider: string; description: string; created_at: Date | string }>(
    'SELECT id, provider, description, created_at FROM ai_description_history WHERE material_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50', [materialId],
  );
  return rows.map((r) => ({ id: r.id, materialId, description: r.description, provider: r.provider, createdAt: iso(r.created_at) }));
}
