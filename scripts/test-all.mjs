#!/usr/bin/env node
// `npm test`: lint, type checks, the locale check, every jest suite (one run over all packages),
// then the Playwright e2e suite in Chromium against the production build. Ends with the runners'
// own summary lines and one total line.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { startPrivatePostgres } from './lib/postgres.mjs';

const started = Date.now();
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

/** Each step's wall time, printed in the summary: CI has 25 minutes on 2 cores for all of them. */
const timings = [];
function step(title) {
  const now = Date.now();
  if (timings.length) timings.at(-1).seconds = (now - timings.at(-1).start) / 1000;
  timings.push({ title: title.replace(/ \(.*$/, ''), start: now });
  console.log(`\n━━ ${title} ━━`);
}

/**
 * Runs a command, mirrors its output, and returns { code, output }. With `buffered` the output is
 * printed in one piece when the command ends (for two steps that run side by side).
 */
function run(cmd, args, { cwd = ROOT, env = {}, buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk, stream) => {
      output += chunk.toString();
      if (!buffered) stream.write(chunk);
    };
    child.stdout.on('data', (c) => keep(c, process.stdout));
    child.stderr.on('data', (c) => keep(c, process.stderr));
    child.once('exit', (code) => {
      if (buffered) process.stdout.write(output);
      resolve({ code: code ?? 1, output });
    });
  });
}

function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    console.error('Chromium is missing and cannot be installed here (needs root and apt-get). Install Debian\'s "chromium" package, or set CHROMIUM_PATH.');
    return null;
  }
  console.log('Chromium is missing: installing Debian\'s chromium package…');
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }) : update;
  return install.status === 0 && fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null;
}

const failures = [];

// Side by side: ESLint works on one core and the type checks do not keep two busy all the time, so
// together they take about 25 s less than one after the other (CI has 25 minutes for everything).
step('Lint and type checks (ESLint --max-warnings=0; tsc --noEmit in every package; side by side, lint printed when done)');
const [lint, types] = await Promise.all([
  run(bin('eslint'), ['.', '--max-warnings=0'], { buffered: true }),
  run('pnpm', ['-r', '--workspace-concurrency=2', 'check-types']),
]);
if (lint.code !== 0) failures.push('lint');
if (types.code !== 0) failures.push('check-types');

step('Locale check (every bundle complete)');
if ((await run(process.execPath, ['scripts/check.mjs'], { cwd: path.join(ROOT, 'locales') })).code !== 0) failures.push('locales');

step('Build (shell, remotes, locales; plus the mfe-info canary the e2e suite serves)');
const build = await run(process.execPath, ['scripts/build.mjs', '--canary']);
if (build.code !== 0) failures.push('build');

// Issue 4: the API suite also runs on PostgreSQL when a server can be started here. An external server
// can be given with TEST_DATABASE_URL (a throwaway database: it is reset and used as a template).
const pgServer = process.env.TEST_DATABASE_URL ? { url: process.env.TEST_DATABASE_URL, stop: () => undefined } : await startPrivatePostgres();
if (!pgServer.skipped) process.once('exit', () => pgServer.stop()); // also when a later step throws

step('Unit and integration tests (jest, all packages)');
// --experimental-vm-modules: react-router and PGlite are ESM-only (require(esm) under jest).
// With a PostgreSQL server the API files run there, and on PGlite only those about the embedded
// database (api/jest.config.cjs API_TESTS): each API file runs once, the embedded ones twice.
const jestNodeOptions = '--experimental-vm-modules --no-warnings=ExperimentalWarning';
const jest = await run(bin('jest'), ['--ci'], { env: { NODE_OPTIONS: jestNodeOptions, API_TESTS: pgServer.skipped ? 'all' : 'embedded' } });
if (jest.code !== 0) failures.push('jest');

step('API tests on PostgreSQL (the API suite against a real server)');
let pgJest = { code: 0, output: '' };
if (pgServer.skipped) {
  console.log(`skipped: no PostgreSQL server (${pgServer.skipped}); the whole API suite ran on PGlite above`);
} else {
  console.log(`PostgreSQL ${pgServer.version ?? '(external)'} at ${pgServer.url}`);
  // Two workers (jest's default on 2 cores is one): each file has its own database on the server;
  // measured 280 s → 239 s.
  pgJest = await run(bin('jest'), ['--ci', '--maxWorkers=2'], {
    cwd: path.join(ROOT, 'api'),
    env: { TEST_DATABASE_URL: pgServer.url, API_TESTS: 'server', NODE_OPTIONS: jestNodeOptions },
  });
  if (pgJest.code !== 0) failures.push('jest-postgres');
}

let playwright = { code: 1, output: '' };
step('End-to-end tests (Playwright, Chromium)');
const chromium = build.code === 0 ? ensureChromium() : null;
if (build.code !== 0) {
  console.error('Skipped: the build failed.');
} else if (!chromium) {
  console.error('Skipped: no Chromium.');
} else {
  playwright = await run(bin('playwright'), ['test'], { cwd: path.join(ROOT, 'e2e'), env: { CHROMIUM_PATH: chromium } });
}
if (playwright.code !== 0) failures.push('e2e');

// The runners' own totals, repeated at the end so they close the output.
const jestLines = jest.output.split('\n').filter((l) => /^(Test Suites|Tests):/.test(l));
const pgJestLines = pgJest.output.split('\n').filter((l) => /^(Test Suites|Tests):/.test(l));
const pwLines = playwright.output.split('\n').filter((l) => /^\s+\d+ (passed|failed|flaky|skipped|did not run)/.test(l));
const count = (lines, word) => lines.reduce((n, l) => n + Number((l.match(new RegExp(`(\\d+) ${word}`)) ?? [0, 0])[1]), 0);
const jestTests = [...jestLines, ...pgJestLines].filter((l) => l.startsWith('Tests:'));
const passed = count(jestTests, 'passed') + count(pwLines, 'passed') + count(pwLines, 'flaky');
const failed = count(jestTests, 'failed') + count(pwLines, 'failed');

if (timings.length) timings.at(-1).seconds = (Date.now() - timings.at(-1).start) / 1000;
console.log('\nTime per step:');
for (const t of timings) console.log(`  ${t.seconds.toFixed(0).padStart(5)} s  ${t.title}`);
console.log(`\n━━ Summary (${((Date.now() - started) / 60000).toFixed(1)} min) ━━`);
console.log(failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.');
console.log('jest:');
for (const line of jestLines) console.log(line);
console.log(pgServer.skipped ? 'jest (API on PostgreSQL): skipped: no PostgreSQL server' : 'jest (API on PostgreSQL):');
for (const line of pgJestLines) console.log(line);
console.log('playwright:');
for (const line of pwLines) console.log(line);
console.log(`total: ${passed} passed, ${failed + (failures.length && failed === 0 ? 1 : 0)} failed`);
process.exit(failures.length ? 1 : 0);
