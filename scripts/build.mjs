#!/usr/bin/env node
// Builds what is out of date: the locales, the shell and the eight remotes (two at a time: the
// machines have 2 cores). An app is up to date when a hash of its sources, shared-kit's sources
// and the lockfile matches the stamp in its dist/.
//   node scripts/build.mjs [--force] [--canary]   (--canary also builds mfe-info 1.1.0-canary into dist-canary/, used by e2e)
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT, SHELL } from './lib/apps.mjs';

const force = process.argv.includes('--force');
const canary = process.argv.includes('--canary');

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist') || entry.name === '__tests__') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

function hashOf(paths) {
  const h = crypto.createHash('sha256');
  for (const file of paths.sort()) {
    h.update(path.relative(ROOT, file));
    h.update(fs.readFileSync(file));
  }
  return h.digest('hex');
}

const kitFiles = [...walk(path.join(ROOT, 'contracts/src')), ...walk(path.join(ROOT, 'shared-kit/src')), ...walk(path.join(ROOT, 'shared-kit/build')), path.join(ROOT, 'pnpm-lock.yaml')];

/** Runs a build step with its output shown; a failure names the app and repeats its size-budget errors. */
function run(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let errors = '';
    child.stdout.on('data', (chunk) => process.stdout.write(chunk));
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      errors += chunk.toString();
    });
    child.once('exit', (code) => {
      if (code === 0) return resolve();
      const budget = errors.split('\n').filter((line) => line.startsWith('size budget: '));
      reject(new Error([`${path.basename(cwd)}: ${cmd} ${args.join(' ')} failed (${code})`, ...budget.map((line) => `  ${line}`)].join('\n')));
    });
  });
}

const tmWebpack = path.join(ROOT, 'shared-kit/build/run-webpack.mjs');

function job(app, { outDir = 'dist', version } = {}) {
  const stampFile = path.join(app.dir, outDir, '.build-stamp');
  const stamp = hashOf([...kitFiles, ...walk(path.join(app.dir, 'src')), path.join(app.dir, 'webpack.config.mjs'), path.join(app.dir, 'package.json')]) + (version ?? '');
  return async () => {
    if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
      console.log(`${app.folder}${outDir === 'dist' ? '' : ` (${outDir})`}: up to date`);
      return;
    }
    const args = [tmWebpack, 'build'];
    if (version) args.push('--version', version);
    if (outDir !== 'dist') args.push('--out', outDir);
    await run(process.execPath, args, app.dir);
    fs.writeFileSync(stampFile, stamp);
  };
}

const started = Date.now();
await run(process.execPath, [path.join(ROOT, 'locales/scripts/build.mjs')], path.join(ROOT, 'locales'));

const jobs = [job(SHELL), ...REMOTES.map((r) => job(r))];
if (canary) jobs.push(job(REMOTES.find((r) => r.folder === 'mfe-info'), { outDir: 'dist-canary', version: '1.1.0-canary' }));

// An app whose build fails (e.g. over its size budget, issue 16) fails on its own: the others are still
// built, and the end lists every failed app.
const queue = [...jobs];
const failed = [];
const workers = Array.from({ length: 2 }, async () => {
  while (queue.length) {
    try {
      await queue.shift()();
    } catch (error) {
      failed.push(error.message);
    }
  }
});
await Promise.all(workers);
if (failed.length) {
  console.error(`\n✖ Build failed:\n${failed.join('\n').replace(/^/gm, '  ')}`);
  process.exit(1);
}
console.log(`Build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
