import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLocales, contentHash } from './build-locales.mjs';

let dir;
const catalog = { languages: { en: 'en', pl: 'pl' }, namespaces: ['cart', 'blogpost'] };
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'locales-build-'));
  for (const bundle of ['en', 'pl']) mkdirSync(join(dir, bundle));
  writeFileSync(join(dir, 'en/cart.json'), '{\n  "title": "Shopping cart"\n}\n');
  writeFileSync(join(dir, 'pl/cart.json'), '{\n  "title": "Koszyk"\n}\n');
  writeFileSync(join(dir, 'en/blogpost.json'), '{}\n');
  writeFileSync(join(dir, 'pl/blogpost.json'), '{}\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('writes minified files named by content hash and a manifest', () => {
  const outDir = join(dir, 'dist');
  const manifest = buildLocales({ srcDir: dir, outDir, ...catalog });
  const hash = contentHash('{"title":"Koszyk"}');
  expect(hash).toMatch(/^[0-9a-f]{8}$/);
  expect(manifest['pl/cart']).toBe(`pl/cart.${hash}.json`);
  expect(Object.keys(manifest).sort()).toEqual(['en/blogpost', 'en/cart', 'pl/blogpost', 'pl/cart']);
  expect(JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'))).toEqual(manifest);
  expect(readFileSync(join(outDir, manifest['pl/cart']), 'utf8')).toBe('{"title":"Koszyk"}');
});

test('a changed translation gets a new file name; an unchanged one keeps its name', () => {
  const outDir = join(dir, 'dist');
  const before = buildLocales({ srcDir: dir, outDir, ...catalog });
  writeFileSync(join(dir, 'pl/cart.json'), '{"title":"Twój koszyk"}');
  const after = buildLocales({ srcDir: dir, outDir, ...catalog });
  expect(after['pl/cart']).not.toBe(before['pl/cart']);
  expect(after['en/cart']).toBe(before['en/cart']);
  expect(readdirSync(join(outDir, 'pl')).sort()).toEqual([after['pl/blogpost'], after['pl/cart']].map((f) => f.slice(3)).sort());
});
