// One jest set-up for every frontend package: swc transforms TS/TSX, jsdom for components,
// nanostores is ESM-only so it must be transformed too (TOOLCHAIN.md), CSS is stubbed.
const path = require('node:path');

module.exports = function jestConfig(rootDir, overrides = {}) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    // build/: the webpack factory's own tests (shared-kit only; the apps have no build/ folder).
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/build/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(nanostores|@nanostores|ky|react-router|@remix-run|@teachmarket)[@/+])'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    ...overrides,
  };
};
