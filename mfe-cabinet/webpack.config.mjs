import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@teachmarket/shared-kit/webpack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// One exposed module: the remote contract (route ids -> page loaders), see src/routes.ts.
export default (env = {}) =>
  createAppConfig({
    appDir,
    kind: 'remote',
    exposes: { './routes': './src/routes.ts' },
    // Issue 16 size budget (KB gzip), enforced by the build (shared-kit/build/budget-plugin.mjs):
    // today's sizes; the targets (entry 6 KB) need the shared federation runtime first.
    budget: { entryKb: 30, pageKb: 25 },
    ...env,
  });
