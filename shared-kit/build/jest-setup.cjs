require('@testing-library/jest-dom');
// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
// findBy*/waitFor wait up to 5 s instead of 1 s: under `npm test` the API suite's PGlite shares the
// 2 cores with these tests, and a page's first render with its lazy chunks can take longer than 1 s.
// A test that passes only because of this wait still fails when the text never comes.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// The data layer's cache (shared-kit/src/data/query.ts) lives as long as the module: every test starts
// from an empty one, so a test never sees what an earlier test's fixtures answered.
afterEach(() => globalThis.__teachmarketResetQueries?.());
