import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { loadConfig } from '../src/config';
import { createStorage } from '../src/storage';
import { loadS3Config } from '../src/storage/s3-config';
import { S3Storage } from '../src/storage/s3-storage';

/**
 * The S3 implementation of ctx.storage against an S3-compatible HTTP server on loopback (s3rver:
 * the S3 REST API over a folder). Not a mock of the SDK: every call below is an HTTP request of
 * @aws-sdk/client-s3 that the server parses and answers. Limits of s3rver: it checks the access key
 * id but does not verify signature v4 bytes, and it is no stand-in for AWS's consistency or
 * multipart behaviour; a MinIO/Ceph run in CI would cover those.
 */
const ENV = {
  S3_BUCKET: 'tm-test', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
};

describe('S3 configuration (S3_*)', () => {
  it('is off when no S3_* variable is set, and then files stay in DATA_DIR', () => {
    expect(loadS3Config({})).toBeNull();
    expect(createStorage(loadConfig({ DATA_DIR: '/tmp/x' })).kind).toBe('file');
  });

  it('reads a complete configuration; a custom endpoint means path-style unless told otherwise', () => {
    expect(loadS3Config({ ...ENV, S3_ENDPOINT: 'http://127.0.0.1:9000/' })).toEqual({
      bucket: 'tm-test', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true,
    });
    expect(loadS3Config({ ...ENV })).toMatchObject({ endpoint: null, forcePathStyle: false });
    expect(loadS3Config({ ...ENV, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle).toBe(false);
    expect(createStorage(loadConfig({ DATA_DIR: '/tmp/x', ...ENV })).kind).toBe('s3');
  });

  it.each([
    [{ S3_BUCKET: 'tm-test' }, /half configured: set S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /half configured: set S3_BUCKET, S3_REGION/],
    [{ ...ENV, S3_SECRET_ACCESS_KEY: ' ' }, /set S3_SECRET_ACCESS_KEY/],
    [{ ...ENV, S3_BUCKET: 'Not_A_Bucket' }, /S3_BUCKET "Not_A_Bucket" is not a valid bucket name/],
    [{ ...ENV, S3_ENDPOINT: 'ftp://files.example.com' }, /S3_ENDPOINT must be an http\(s\) origin/],
    [{ ...ENV, S3_ENDPOINT: 'https://s3.example.com/bucket' }, /S3_ENDPOINT must be an http\(s\) origin/],
    [{ ...ENV, S3_REGION: 'EU Central' }, /S3_REGION "EU Central" is not a region name/],
    [{ ...ENV, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
  ])('fails start-up on a half or wrong configuration %#', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', ...env })).toThrow(message);
  });
});

describe('S3Storage against an S3-compatible server', () => {
  let server: S3rver;
  let storage: S3Storage;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tm-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'tm-test', configs: [] }] });
    const { port } = (await server.run()) as AddressInfo;
    storage = new S3Storage(loadS3Config({ ...ENV, S3_ENDPOINT: `http://127.0.0.1:${port}` })!);
  });
  afterAll(async () => {
    storage?.destroy();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts, reads, streams, sizes and deletes an object', async () => {
    const bytes = Buffer.from('%PDF-1.7 a seller page\n'.repeat(2000));
    await storage.put('materials/7/abc.pdf', bytes, 'application/pdf');
    expect(await storage.size('materials/7/abc.pdf')).toBe(bytes.length);
    expect((await storage.get('materials/7/abc.pdf'))?.equals(bytes)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.stream('materials/7/abc.pdf'))!) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await storage.delete('materials/7/abc.pdf');
    expect(await storage.get('materials/7/abc.pdf')).toBeNull();
    expect(await storage.size('materials/7/abc.pdf')).toBeNull();
    expect(await storage.stream('materials/7/abc.pdf')).toBeNull();
    await expect(storage.delete('materials/7/abc.pdf')).resolves.toBeUndefined();
  });

  it('replaces an object whole and removes a prefix without touching its neighbours', async () => {
    await storage.put('previews/8/1.webp', Buffer.from('old'), 'image/webp');
    await storage.put('previews/8/1.webp', Buffer.from('new page'), 'image/webp');
    expect((await storage.get('previews/8/1.webp'))?.toString()).toBe('new page');
    await storage.put('previews/8/2.webp', Buffer.from('two'), 'image/webp');
    await storage.put('previews/80/1.webp', Buffer.from('neighbour'), 'image/webp');
    await storage.deletePrefix('previews/8/');
    expect(await storage.get('previews/8/1.webp')).toBeNull();
    expect(await storage.get('previews/8/2.webp')).toBeNull();
    expect((await storage.get('previews/80/1.webp'))?.toString()).toBe('neighbour');
  });

  it('sends its credentials: the server refuses an unknown access key', async () => {
    const { port } = server.httpServer!.address() as AddressInfo;
    const wrong = new S3Storage(loadS3Config({ ...ENV, S3_ACCESS_KEY_ID: 'NOT-A-KEY', S3_ENDPOINT: `http://127.0.0.1:${port}` })!);
    await expect(wrong.put('materials/9/x.pdf', Buffer.from('x'), 'application/pdf')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    wrong.destroy();
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/not a safe relative path/);
  });
});
