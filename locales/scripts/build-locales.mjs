// Writes dist/<bundle>/<namespace>.<hash8>.json (minified) and dist/manifest.json. The content
// hash in the name lets a server cache translation files forever; only manifest.json, which maps
// "<bundle>/<namespace>" to the current file, must be revalidated.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { join } from 'node:path';

export function contentHash(text) {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

/** @returns {Record<string, string>} the manifest written to outDir/manifest.json */
export function buildLocales({ srcDir, outDir, languages, namespaces }) {
  rmSync(outDir, { recursive: true, force: true });
  const manifest = {};
  for (const bundle of Object.keys(languages)) {
    mkdirSync(join(outDir, bundle), { recursive: true });
    for (const namespace of namespaces) {
      const text = JSON.stringify(JSON.parse(readFileSync(join(srcDir, bundle, `${namespace}.json`), 'utf8')));
      const file = `${bundle}/${namespace}.${contentHash(text)}.json`;
      writeFileSync(join(outDir, file), text);
      writeCompressed(join(outDir, file), text);
      manifest[`${bundle}/${namespace}`] = file;
    }
  }
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  writeFileSync(join(outDir, 'manifest.json'), manifestText);
  writeCompressed(join(outDir, 'manifest.json'), manifestText);
  return manifest;
}

/** Issue 16: .br and .gz beside a file of 1 KB or more; the shell's origin sends what the browser accepts. */
function writeCompressed(file, text) {
  if (Buffer.byteLength(text) < 1024) return;
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }));
  writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}
