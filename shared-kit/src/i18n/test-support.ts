// Test helpers for the i18n tests (not exported from the package): a real build of locales/ in a
// temporary folder, served over HTTP or read from disk. No mocked i18next.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildLocales } from '../../../locales/scripts/build-locales.mjs';
import type { FetchLike } from './backend';
import { BUNDLE_LANGUAGES } from './languages';
import { NAMESPACES } from './namespaces';

export const LOCALES_DIR = resolve(__dirname, '../../../locales');

export interface BuiltLocales {
  dir: string;
  manifest: Record<string, string>;
  remove(): void;
}

export function buildTestLocales(): BuiltLocales {
  const dir = mkdtempSync(join(tmpdir(), 'tm-locales-'));
  const manifest = buildLocales({ srcDir: LOCALES_DIR, outDir: dir, languages: BUNDLE_LANGUAGES, namespaces: NAMESPACES });
  return { dir, manifest, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Per request path (e.g. "/manifest.json", "/pl/cart.1a2b3c4d.json"): a status to answer instead. */
export type Failures = Record<string, number[]>;

export interface LocalesServer {
  baseUrl: string;
  /** Paths requested so far, in order, relative to baseUrl ("manifest.json", "pl/common.<hash>.json"). */
  requests: string[];
  close(): Promise<void>;
}

/** Serves a built locales folder under /locales on an ephemeral port. */
export async function startLocalesServer(dir: string, failures: Failures = {}): Promise<LocalesServer> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/locales\//, '');
    requests.push(path);
    const status = failures[path]?.shift();
    if (status) return void res.writeHead(status).end();
    try {
      const body = readFileSync(join(dir, path.replaceAll('..', '')));
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/locales`,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/**
 * A fetch backed by the files on disk (for jsdom, which has no fetch). `edit` may change a file's
 * JSON before it is returned, or return null for a 404.
 */
export function diskFetch(dir: string, edit?: (path: string, json: unknown) => unknown): FetchLike & { requests: string[] } {
  const requests: string[] = [];
  const fetchImpl = async (url: string) => {
    const path = url.replace(/^.*?\/locales\//, '');
    requests.push(path);
    let json: unknown = JSON.parse(readFileSync(join(dir, path), 'utf8'));
    if (edit) json = edit(path, json);
    return json === null ? { ok: false, status: 404, json: async () => null } : { ok: true, status: 200, json: async () => json };
  };
  return Object.assign(fetchImpl, { requests });
}
