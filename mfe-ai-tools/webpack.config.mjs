import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@teachmarket/shared-kit/webpack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// One exposed module: the remote contract (route ids -> page loaders), see src/routes.ts.
export default (env = {}) => createAppConfig({ appDir, kind: 'remote', exposes: { './routes': './src/routes.ts' }, ...env });
