/**
 * jest 30 + @swc/jest compiling TypeScript to CommonJS (TOOLCHAIN.md). PGlite, fastify, pg and
 * sharp all ship CommonJS builds, so no ESM mode is needed. Tests run against a real PGlite
 * database (see test/helpers.ts).
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
    // jose 6 ships ESM only; jest's CommonJS loader needs it compiled like our sources.
    '^.+/node_modules/(\\.pnpm/jose@[^/]+/node_modules/)?jose/.+\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/jose@[^/]+/node_modules/)?jose/)'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'json'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
};
