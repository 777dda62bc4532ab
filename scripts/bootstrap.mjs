#!/usr/bin/env node
// `npm start` and `npm test` on a fresh machine with only Node.js 20+ and npm: make sure pnpm is
// there, install the workspace (which brings Node 24, pinned as the root devDependency `node`),
// then hand over to the pnpm script, which runs on Node 24. Plain Node 20, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12';
const command = process.argv[2];
const target = { start: 'start:ready', test: 'test:ready' }[command];
if (!target) {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}

function works(cmd) {
  const r = spawnSync(cmd, ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function findPnpm() {
  if (works('pnpm')) return 'pnpm';
  const local = path.join(ROOT, '.tools/node_modules/.bin/pnpm');
  if (fs.existsSync(local) && works(local)) return local;
  console.log(`pnpm not found: installing pnpm@${PNPM_VERSION} with npm…`);
  let r = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (r.status === 0 && works('pnpm')) return 'pnpm';
  // No rights for a global install: keep pnpm inside the project.
  r = spawnSync('npm', ['install', '--no-save', '--prefix', path.join(ROOT, '.tools'), `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (r.status === 0 && works(local)) return local;
  console.error('Could not install pnpm with npm. Install it by hand (npm i -g pnpm) and run the command again.');
  process.exit(1);
}

const pnpm = findPnpm();
const install = spawnSync(pnpm, ['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])], { cwd: ROOT, stdio: 'inherit' });
if (install.status !== 0) {
  console.error('pnpm install failed: see the messages above.');
  process.exit(install.status ?? 1);
}

const child = spawn(pnpm, ['run', target, ...process.argv.slice(3)], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
