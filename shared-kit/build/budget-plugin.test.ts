/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

// Issue 16: a remote whose entry grows past its budget fails its own production build, and the build
// names the remote and the figure. A small remote is built here as `npm test`'s build step builds each
// app (run-webpack.mjs in the app's folder, the factory's remoteConfig), with an entry budget below the
// size any remote entry has; its entry is also checked to carry no federation bundler runtime of its own.
const buildDir = __dirname;
let appDir: string;

beforeAll(() => {
  appDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tm-budget-')), 'mfe-budget-probe');
  fs.mkdirSync(path.join(appDir, 'src'), { recursive: true });
  fs.writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ name: '@teachmarket/mfe-budget-probe', version: '1.0.0', private: true }));
  fs.writeFileSync(path.join(appDir, 'src/routes.ts'), "export const routes = { probe: () => import('./page') };\n");
  fs.writeFileSync(path.join(appDir, 'src/page.ts'), "export default function page(): string {\n  return 'probe';\n}\n");
  const factory = pathToFileURL(path.join(buildDir, 'webpack-factory.mjs')).href;
  fs.writeFileSync(
    path.join(appDir, 'webpack.config.mjs'),
    `import { remoteConfig } from '${factory}';\nexport default remoteConfig(import.meta.url, { budget: { entryKb: 2 } });\n`,
  );
});

afterAll(() => {
  if (appDir) fs.rmSync(path.dirname(appDir), { recursive: true, force: true });
});

test('a remote entry over its budget fails that remote\'s build, naming the remote and the figure', () => {
  const run = spawnSync(process.execPath, [path.join(buildDir, 'run-webpack.mjs'), 'build'], { cwd: appDir, encoding: 'utf8', timeout: 170_000 });
  const output = `${run.stdout}\n${run.stderr}`;
  expect(run.status).toBe(1);
  const failed = /size budget: mfe_budget_probe remote entry is (\d+\.\d) KB gzip, over its budget of 2 KB/.exec(output);
  expect(failed).not.toBeNull();
  expect(output).toMatch(/budget mfe_budget_probe: remote entry \d+\.\d KB \(budget 2 KB\)/);
  expect(output).not.toMatch(/built into/);

  // The figure is the entry as the static origins send it (gzip level 9).
  const entry = fs.readFileSync(path.join(appDir, 'dist/remoteEntry.js'));
  expect(Number(failed![1])).toBeCloseTo(zlib.gzipSync(entry, { level: 9 }).length / 1024, 1);
  // What keeps entries small (provide-runtime-core.mjs): the bundler runtime comes from the shell.
  const code = entry.toString('utf8');
  expect(code).toContain('_FEDERATION_BUNDLER_RUNTIME');
  expect(code).not.toContain('Federation instance not found!');
  expect(Number(failed![1])).toBeLessThan(6);
}, 180_000);
