// One jest run over every package (each keeps its own jest.config.cjs), so `npm test` prints one total.
module.exports = {
  // Global options (ignored inside project configs): PGlite's first start takes seconds on 2 busy cores.
  testTimeout: 60000,
  maxWorkers: 2,
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/shared-kit',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalog',
    '<rootDir>/mfe-material',
    '<rootDir>/mfe-author',
    '<rootDir>/mfe-cabinet',
    '<rootDir>/mfe-commerce',
    '<rootDir>/mfe-ai-tools',
    '<rootDir>/mfe-interactive',
    '<rootDir>/mfe-info',
    '<rootDir>/locales',
    '<rootDir>/api',
    '<rootDir>/scripts',
  ],
};
