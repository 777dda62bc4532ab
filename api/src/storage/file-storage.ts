import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Storage } from './index';
import { assertSafeKey } from './keys';

/** Files under DATA_DIR/storage/<key>; writes go through a temporary name, so a reader never sees half a file. */
export class FileStorage implements Storage {
  readonly kind = 'file' as const;
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'storage');
  }

  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async stream(key: string): Promise<NodeJS.ReadableStream | null> {
    return (await this.size(key)) === null ? null : createReadStream(this.path(key));
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.path(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.path(prefix.replace(/\/$/, '')), { recursive: true, force: true });
  }
}
