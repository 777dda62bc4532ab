// Tests of the serve/build helpers in scripts/lib: plain Node ESM run as it is (no transform), so the
// root jest run needs --experimental-vm-modules, which scripts/test-all.mjs passes.
module.exports = {
  displayName: 'scripts',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/lib/**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'cjs', 'json'],
  transform: {},
};
