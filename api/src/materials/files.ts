import { randomBytes } from 'node:crypto';
import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { fileNameFor } from './file-kinds';
import type { InspectedFile } from './inspect-file';

/** A seller's file that passed inspectMaterialFile, ready to be stored. */
export interface CheckedFile {
  bytes: Buffer;
  /** The name the seller's computer gave it. */
  fileName: string;
  inspected: InspectedFile;
}

/** Storage keys of a material's files: unguessable, never built from client input. */
export const materialPrefix = (materialId: number) => `materials/${materialId}/`;
const newKey = (materialId: number, file: CheckedFile) => `${materialPrefix(materialId)}${randomBytes(8).toString('hex')}.${file.inspected.type}`;

/**
 * Stores a file as the material's file at `position` inside the caller's transaction: the object is
 * written first, the row second, so a committed row always has its object. `track` receives the key
 * so the caller can remove the object when the transaction fails after the write (see withCleanup).
 */
export async function storeMaterialFile(
  ctx: Ctx, tx: Queryable, materialId: number, position: number, file: CheckedFile, track: (key: string) => void,
): Promise<void> {
  const key = newKey(materialId, file);
  track(key);
  await ctx.storage.put(key, file.bytes, file.inspected.contentType);
  await tx.query(
    `INSERT INTO material_files (material_id, position, type, pages, storage_key, name, content_type, size_bytes, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())`,
    [materialId, position, file.inspected.type, file.inspected.pages, key, fileNameFor(file.fileName, file.inspected.type),
      file.inspected.contentType, file.bytes.length],
  );
}

/** Runs `fn`; when it fails, deletes the objects it wrote, so a refused or failed upload leaves nothing behind. */
export async function withCleanup<T>(ctx: Ctx, fn: (track: (key: string) => void) => Promise<T>): Promise<T> {
  const written: string[] = [];
  try {
    return await fn((key) => written.push(key));
  } catch (error) {
    await Promise.all(written.map((key) => ctx.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** Deletes the objects of files whose rows are gone (after the transaction that removed them committed). */
export async function deleteObjects(ctx: Ctx, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
}
