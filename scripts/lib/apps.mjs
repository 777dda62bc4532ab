// The apps of the workspace and their default ports, shared by build, serve and dev scripts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const REMOTES = ['catalog', 'material', 'author', 'cabinet', 'commerce', 'ai-tools', 'interactive', 'info'].map(
  (short, index) => ({
    folder: `mfe-${short}`,
    name: `mfe_${short.replace(/-/g, '_')}`,
    dir: path.join(ROOT, `mfe-${short}`),
    index,
  }),
);

export const SHELL = { folder: 'shell', name: 'shell', dir: path.join(ROOT, 'shell') };

function intFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got "${raw}"`);
  }
  return value;
}

/** Ports: the shell on PORT (3000), remotes on PORT+1..PORT+8, the API on API_PORT (4000). */
export function ports() {
  const shell = intFromEnv('PORT', 3000);
  const api = intFromEnv('API_PORT', 4000);
  return { shell, api, remote: (r) => intFromEnv(`${r.name.toUpperCase()}_PORT`, shell + 1 + r.index) };
}

export function packageVersion(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}
