/**
 * Client unit tests: pure modules of src/ tested beside the code (src/**\/*.test.ts), in Node,
 * without a browser or a server. The same swc transform as the server's tests (ESM, so run
 * with NODE_OPTIONS=--experimental-vm-modules, as `npm run test:unit` does).
 */
const swc = {
  jsc: { parser: { syntax: 'typescript', tsx: false }, target: 'es2023' },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  // The sources import by the `@/` alias (tsconfig paths, Vite's resolve.alias).
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
};
