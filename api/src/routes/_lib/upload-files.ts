import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Ctx } from '../../context';

/** Uploaded files live under DATA_DIR/uploads/<area>/ (config), never in the repository. */
export type UploadArea = 'materials' | 'avatars' | 'backgrounds';

export const uploadDir = (ctx: Ctx, area: UploadArea) => join(ctx.config.dataDir, 'uploads', area);

/** A stored name nobody can guess or collide with: <owner>-<random>[suffix]. */
export const storedName = (ownerId: number, suffix: string) => `${ownerId}-${randomBytes(8).toString('hex')}${suffix}`;

/** Names the routes serve; anything else (.., slashes) never reaches the file system. */
export const STORED_NAME = /^\d{1,10}-[0-9a-f]{16}(-\d{2,3})?\.(pdf|webp)$/;

export async function saveUpload(ctx: Ctx, area: UploadArea, name: string, bytes: Buffer): Promise<void> {
  const dir = uploadDir(ctx, area);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), bytes);
}

export async function removeUpload(ctx: Ctx, area: UploadArea, name: string | null | undefined): Promise<void> {
  if (name && STORED_NAME.test(name)) await rm(join(uploadDir(ctx, area), name), { force: true });
}
