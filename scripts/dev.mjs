#!/usr/bin/env node
// `pnpm dev`: every app rebuilt on change (webpack watch), the API restarted on change (tsx watch),
// and everything served as `pnpm serve` does, reading the fresh files on each request.
// The page reloads itself after a rebuild (live reload through /__dev/events; no module-level HMR).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REMOTES, ROOT, SHELL } from './lib/apps.mjs';

const children = [];
function start(label, cmd, args, cwd, env = {}) {
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.once('exit', (code) => console.log(`${label} stopped (${code})`));
  children.push(child);
}

const tmWebpack = path.join(ROOT, 'shared-kit/build/run-webpack.mjs');
start('locales', process.execPath, [path.join(ROOT, 'locales/scripts/build.mjs')], path.join(ROOT, 'locales'));
for (const app of [SHELL, ...REMOTES]) start(app.folder, process.execPath, [tmWebpack, 'dev'], app.dir, { TM_NO_DEV_SERVER: '1' });
// Give the first builds a head start, then serve (the API runs in watch mode through serve's env).
setTimeout(() => start('serve', process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], ROOT, { SERVE_DEV: '1', API_WATCH: '1' }), 20000);

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
