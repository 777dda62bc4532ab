import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { writeOauthProvidersFile } from './fixtures/oauth-providers';

// The e2e suite runs against the production build served the way `npm start` serves it, on its
// own ports and with its own fresh database, so it never collides with a running marketplace.
export const PORTS = { shell: Number(process.env.E2E_SHELL_PORT ?? 3100), api: Number(process.env.E2E_API_PORT ?? 4100) };
/** A partner-author custom domain (e2e/fixtures/custom-domains.json), resolved to this machine by Chromium. */
export const CUSTOM_DOMAIN = 'sam-seller.test';
export const BASE_URL = `http://localhost:${PORTS.shell}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `teachmarket-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  // Per shell port: Playwright empties its output folder at start, so runs on other ports keep their traces.
  outputDir: path.join(__dirname, 'test-results', String(PORTS.shell)),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs every test CPU (DOM snapshots, screencast) even when it passes and the
    // trace is thrown away. CI (2 cores, 25 minutes) records one only for the retry of a failed test;
    // a local run keeps the trace of every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run', `--host-resolver-rules=MAP ${CUSTOM_DOMAIN} 127.0.0.1`],
    },
  },
  webServer: {
    command: 'node ../scripts/serve.mjs',
    // The API is the last thing serve.mjs starts: when it answers, shell and remotes are up too.
    url: `http://localhost:${PORTS.api}/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORTS.shell),
      API_PORT: String(PORTS.api),
      DATA_DIR: dataDir,
      SEED_MATERIALS: process.env.SEED_MATERIALS ?? '800',
      LOG_LEVEL: 'warn',
      // The suites read the mails the API "sends" from /dev/outbox (users.ts mailedLink); issue 13
      // made those developer endpoints opt-in.
      DEV_ENDPOINTS: '1',
      // Issue 15: public pages are rendered on the server; SERVER_RENDER=0 runs the suite without.
      SERVER_RENDER: process.env.SERVER_RENDER ?? '1',
      // The suite checks what a page shows, not how fast: with two workers on two cores a search can
      // take longer than the 300 ms a visitor's page waits for its data (the budget itself is unit-tested
      // in shared-kit's page-answers tests), so the server waits up to 2 s here.
      SSR_DATA_BUDGET_MS: process.env.SSR_DATA_BUDGET_MS ?? '2000',
      CUSTOM_DOMAINS_FILE: path.join(__dirname, 'fixtures/custom-domains.json'),
      // Social login against the fake OIDC provider tests/auth.spec.ts starts.
      OAUTH_PROVIDERS_FILE: writeOauthProvidersFile(PORTS.api),
    },
  },
});
