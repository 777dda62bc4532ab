// Tests of the checker and build scripts: plain Node ESM (.mjs) compiled to CommonJS by swc.
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/scripts/**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'cjs', 'json'],
  transform: {
    '^.+\\.m?js$': [require.resolve('@swc/jest'), { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
