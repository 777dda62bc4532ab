import type { Config } from '../config';
import { FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';

export { assertSafeKey, isSafeKey } from './keys';

/**
 * Where the API keeps files (sellers' uploads, rendered previews, generated documents): behind one
 * small interface so that more than one API machine can share them (issue 12). The data folder by
 * default; an S3-compatible bucket when S3_* is configured (s3-config.ts, s3-storage.ts).
 *
 * Keys are relative paths of safe segments (`materials/12/source-ab12.pdf`); callers build them,
 * never from client input without checking it first (`isSafeKey`).
 */
export interface Storage {
  readonly kind: 'file' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** A readable stream of the object (for large downloads), or null when there is none. */
  stream(key: string): Promise<NodeJS.ReadableStream | null>;
  /** Size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Removes every object under a prefix (`previews/12/`). */
  deletePrefix(prefix: string): Promise<void>;
}

/** An S3-compatible bucket when S3_* is configured (config.s3), else the data folder. */
export function createStorage(config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 's3'>>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new FileStorage(config.dataDir);
}
