import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, expectRemote, href, test } from './helpers';

// Issue 15, the feature team's loop (README "Running one remote against the rest"): the real
// `pnpm --filter @teachmarket/mfe-info dev` (tm-webpack dev) builds the remote in watch mode into its own
// folder and serves it on a dev port; the production marketplace loads it through a developer override
// and renders the page under its Content-Security-Policy, with React's production build as the shared
// singleton. Before the fix the dev build wrote into the deployable dist/ and crashed in the production
// shell with `dispatcher.getOwner is not a function`.
const REMOTE_DIR = path.resolve(__dirname, '../../mfe-info');
const TM_WEBPACK = path.resolve(__dirname, '../../shared-kit/build/run-webpack.mjs');

/** The first of the allowed dev ports (config.json devOverrideOrigins: localhost:5001-5008) that is free. */
async function freeDevPort(): Promise<number> {
  for (const port of [5008, 5007, 5006, 5005, 5004, 5003, 5002, 5001]) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false)).listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('every dev port 5001-5008 is taken');
}

/** Starts tm-webpack dev and resolves when it has built once and serves on its port. */
async function startDevRemote(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [TM_WEBPACK, 'dev'], { cwd: REMOTE_DIR, env: { ...process.env, TM_DEV_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  await expect.poll(() => output, { timeout: 90_000, message: 'tm-webpack dev did not build' }).toMatch(/built into dev-dist\//);
  await expect.poll(() => output, { timeout: 10_000 }).toContain(`dev server http://localhost:${port}/mf-manifest.json`);
  return { child, output: () => output };
}

test.describe.configure({ timeout: 150_000 });

test('a remote in dev mode renders inside the production marketplace through a developer override, and dist/ is left alone', async ({ page }) => {
  const deployed = path.join(REMOTE_DIR, 'dist/mf-manifest.json');
  const deployedBefore = fs.statSync(deployed).mtimeMs;
  const port = await freeDevPort();
  const dev = await startDevRemote(port);
  try {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || /Content Security Policy|Refused to/i.test(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const fromDev: string[] = [];
    page.on('requestfinished', (r) => {
      if (r.url().startsWith(`http://localhost:${port}/`)) fromDev.push(new URL(r.url()).pathname);
    });

    await page.goto(`${href('help', {}, 'de')}?remote-override=mfe_info=http://localhost:${port}/mf-manifest.json`);
    await expectRemote(page, 'mfe_info');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await expect(page.getByTestId('registry-problems')).toHaveCount(0);
    // The page came from the dev build: its entry (beside the manifest the override names; issue 16: the
    // browser reads no manifest) and CSS from the dev port.
    expect(fromDev).toEqual(expect.arrayContaining(['/remoteEntry.js']));
    expect(fromDev.some((p) => /\.css$/.test(p))).toBe(true);
    expect(problems).toEqual([]);
    // The deployable build `npm start` serves was not touched.
    expect(fs.statSync(deployed).mtimeMs).toBe(deployedBefore);
    expect(fs.existsSync(path.join(REMOTE_DIR, 'dev-dist/mf-manifest.json'))).toBe(true);
  } finally {
    dev.child.kill('SIGTERM');
  }
});
