import fs from 'node:fs';
import path from 'node:path';

// For the facade tests (react-i18next, react-router; issue 16): what the apps import, read from their code.

/** The repository's root. */
export const repoRoot = path.resolve(__dirname, '../../..');

/** The imported names of an import list (`a, type B, c as d` -> a, c). */
export function namesIn(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

/** Every source file under a folder, without tests, dependencies and builds. */
export function sources(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '__tests__' || entry.name.startsWith('dist')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(full, out);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}
