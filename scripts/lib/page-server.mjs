// Loads the shell's page server (shell/server/, TypeScript) into this process through tsx, the way
// the API runs its sources: no build step, and the route table it uses is the contracts' source.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SHELL } from './apps.mjs';

export async function loadPageServer() {
  const requireFromShell = createRequire(path.join(SHELL.dir, 'package.json'));
  // The ESM build of tsx's API (require.resolve would pick its CommonJS build).
  const tsxDir = path.dirname(requireFromShell.resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href);
  const mod = await tsImport(pathToFileURL(path.join(SHELL.dir, 'server/index.ts')).href, import.meta.url);
  return { create: mod.createPageServer };
}
