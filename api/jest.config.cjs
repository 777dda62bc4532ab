/**
 * jest 30 + @swc/jest compiling TypeScript to CommonJS (TOOLCHAIN.md). PGlite, fastify, pg and
 * sharp all ship CommonJS builds, so no ESM mode is needed. Tests run against a real PGlite
 * database (see test/helpers.ts).
 */
/**
 * Which API test files a run takes (API_TESTS), so `npm test` stays inside CI's 25 minutes on 2 cores:
 * - `all` (default): every file, on PGlite, or on TEST_DATABASE_URL when it is set.
 * - `embedded`: when the suite also runs on a PostgreSQL server, the PGlite run keeps only the files
 *   that need no database, the files that only ever use PGlite, and the files whose subject behaves
 *   differently on the embedded database `npm start` uses (jobs and LISTEN/NOTIFY through pg-boss,
 *   prepared statements, search plans, persistence in DATA_DIR, the money paths).
 * - `server`: the PostgreSQL run, every file that uses a database but not the PGlite-only ones.
 */
const NO_DATABASE = ['content', 'mail-templates', 'money-split', 's3-storage', 'units'];
const PGLITE_ONLY = ['persistence'];
// What differs on PGlite: pg-boss and LISTEN/NOTIFY (jobs, outbox), prepared statements and search
// plans (search-*, suggest), the money paths' locking and sequences (money, orders). The rest of the API is the
// same SQL either way, and its files run once, on the server (the outbox crash test too: a child
// process killed and restarted on one database takes a minute, and production runs on PostgreSQL).
const EMBEDDED = ['jobs', 'outbox', 'search-scale', 'search-facets', 'suggest', 'money', 'orders'];
const files = (names) => names.map((name) => `<rootDir>/test/${name}.test.ts`);
const testMatch = {
  all: ['**/*.test.ts'],
  embedded: files([...NO_DATABASE, ...PGLITE_ONLY, ...EMBEDDED]),
  server: ['**/*.test.ts'],
}[process.env.API_TESTS ?? 'all'];
if (!testMatch) throw new Error(`API_TESTS must be all, embedded or server, not ${process.env.API_TESTS}`);

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch,
  testPathIgnorePatterns: process.env.API_TESTS === 'server' ? ['/node_modules/', ...[...NO_DATABASE, ...PGLITE_ONLY].map((name) => `/test/${name}\\.test\\.ts$`)] : ['/node_modules/'],
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
