import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Ctx } from '../context';
import type { SourceFile } from './source';

/** Names the old upload code wrote (routes/_lib/upload-files.ts); anything else is never read from disk. */
const LEGACY_NAME = /^\d{1,10}-[0-9a-f]{16}\.pdf$/;

/**
 * A PDF uploaded before migration 025 lies in DATA_DIR/uploads/materials/<stored_name>. It is copied
 * into storage once and recorded as the material's first file, so every later read is the normal one.
 */
export async function legacyUploadSource(ctx: Ctx, materialId: number): Promise<SourceFile[]> {
  const [u] = await ctx.db.query<{ file_name: string; stored_name: string }>(
    'SELECT file_name, stored_name FROM material_uploads WHERE material_id = $1',
    [materialId],
  );
  if (!u || !LEGACY_NAME.test(u.stored_name)) return [];
  let bytes: Buffer;
  try {
    bytes = await readFile(join(ctx.config.dataDir, 'uploads', 'materials', u.stored_name));
  } catch {
    return [];
  }
  const key = `materials/${materialId}/${u.stored_name}`;
  await ctx.storage.put(key, bytes, 'application/pdf');
  await ctx.db.query(
    `INSERT INTO material_files (material_id, position, type, storage_key, name, content_type, size_bytes)
     VALUES ($1, 0, 'pdf', $2, $3, 'application/pdf', $4)
     ON CONFLICT (material_id, position) DO UPDATE SET storage_key = $2, name = $3, content_type = 'application/pdf', size_bytes = $4`,
    [materialId, key, u.file_name, bytes.length],
  );
  return [{ key, name: u.file_name, type: 'pdf', contentType: 'application/pdf', size: bytes.length, position: 0 }];
}
