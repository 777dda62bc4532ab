// Test helpers for every package's jest suites (not part of the runtime bundle).
export { createTestI18n } from './i18n';
export { createFixtureClient, httpError } from './fixture-client';
export { renderWithShell } from './render';
export { authorProfile, materialSummary } from './fixtures';
