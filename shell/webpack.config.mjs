import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@teachmarket/shared-kit/webpack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default (env = {}) =>
  createAppConfig({
    appDir,
    kind: 'shell',
    runtimePlugins: [path.join(appDir, 'src/federation/guard-plugin.ts')],
    ...env,
  });
