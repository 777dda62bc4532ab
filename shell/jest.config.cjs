// The browser code (src/, jsdom) and the page server (server/, node: each file says so in its docblock).
module.exports = require('@teachmarket/shared-kit/jest')(__dirname, {
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/server/**/*.test.ts'],
});
