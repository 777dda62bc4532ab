import type { UploadFile, UploadMaterial } from '@teachmarket/contracts/api-types';
import type { FastifyRequest } from 'fastify';
import { requireUser, type SessionUser } from '../../auth/session';
import type { Ctx } from '../../context';
import { forbidden, notFound } from '../../errors';
import { toMajor } from '../../lib/text';

export interface UploadRow {
  id: number; slug: string; status: 'draft' | 'published'; world: string; language: string; title: string; description: string;
  price_cents: number; currency_code: string; material_type: string; subject_ids: number[]; grades: number[]; school_types: string[];
  pages: number; file_name: string | null; stored_name: string | null; size_bytes: number | null; created_at: Date; published_at: Date;
  author_id: number;
  unpublished_at: Date | null; unpublished_by: 'author' | 'operator' | null; unpublished_reason: string | null;
  /** The stored files, in order (json from UPLOAD_SELECT). */
  files: (Omit<UploadFile, 'size'> & { size: number | string })[] | null;
}

export const UPLOAD_SELECT = `
  SELECT m.id, m.slug, m.status, m.world, m.language, m.title, m.description, m.price_cents, m.currency_code, m.material_type,
         m.subject_ids, m.grades, m.school_types, m.pages, m.created_at, m.published_at, m.author_id,
         m.unpublished_at, m.unpublished_by, m.unpublished_reason,
         u.file_name, u.stored_name, u.size_bytes,
         (SELECT json_agg(json_build_object('position', f.position, 'name', f.name, 'type', f.type, 'contentType', f.content_type,
                                            'size', f.size_bytes, 'pages', f.pages, 'uploadedAt', f.uploaded_at) ORDER BY f.position)
            FROM material_files f WHERE f.material_id = m.id AND f.storage_key IS NOT NULL) AS files
    FROM materials m LEFT JOIN material_uploads u ON u.material_id = m.id`;

/** Drafts keep the description as plain text; published ones as the catalogue's HTML paragraphs. */
export function plainText(html: string): string {
  return html.replace(/<\/p>\s*<p>/g, '\n\n').replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

export function toUpload(row: UploadRow): UploadMaterial {
  const files = (row.files ?? []).map((f) => ({ ...f, size: Number(f.size), uploadedAt: new Date(f.uploadedAt).toISOString() }));
  // The first file names the material in lists; uploads from before migration 025 only have material_uploads.
  const first = files[0];
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    world: row.world,
    title: row.title,
    description: plainText(row.description),
    price: toMajor(row.price_cents),
    currencyCode: row.currency_code,
    materialType: row.material_type,
    subjectIds: row.subject_ids,
    grades: row.grades,
    schoolTypes: row.school_types,
    // spec §1: only the Spanish world offers a text-language choice.
    textLanguage: row.world === 'es' ? row.language : null,
    pages: row.pages,
    fileName: first?.name ?? row.file_name,
    fileSize: first?.size ?? row.size_bytes,
    files,
    createdAt: row.created_at.toISOString(),
    publishedAt: row.status === 'published' ? row.published_at.toISOString() : null,
    unpublished: row.status === 'draft' && row.unpublished_at
      ? { by: row.unpublished_by ?? 'operator', at: row.unpublished_at.toISOString(), reason: row.unpublished_reason }
      : null,
  };
}

/**
 * spec §6: every write checks ownership. A material that does not exist (or was deleted) is a
 * 404; someone else's is a 403, so the seller sees why, without learning more than its existence.
 */
export async function ownUpload(ctx: Ctx, id: number, userId: number): Promise<UploadRow> {
  const [row] = await ctx.db.query<UploadRow>(`${UPLOAD_SELECT} WHERE m.id = $1 AND m.status <> 'deleted'`, [id]);
  if (!row) throw notFound('Material', id);
  if (row.author_id !== userId) throw forbidden('Only the author may change this material');
  return row;
}

/**
 * The logged-in caller and their own material named by the route's `:id`: every upload call but
 * creation starts here (401 without a login, then 404 or 403 as ownUpload answers).
 */
export async function callersUpload(ctx: Ctx, request: FastifyRequest & { params: { id: number } }): Promise<{ user: SessionUser; row: UploadRow }> {
  const user = await requireUser(ctx, request);
  return { user, row: await ownUpload(ctx, request.params.id, user.id) };
}
