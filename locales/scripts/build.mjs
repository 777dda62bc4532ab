#!/usr/bin/env node
// `npm run build`: locales/<bundle>/<namespace>.json -> locales/dist (see build-locales.mjs).
import { fileURLToPath } from 'node:url';
import { buildLocales } from './build-locales.mjs';
import { readCatalog } from './read-locales.mjs';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../dist', import.meta.url));
const manifest = buildLocales({ srcDir, outDir, ...readCatalog(srcDir) });
console.log(`locales: ${Object.keys(manifest).length} files and manifest.json written to ${outDir}`);
