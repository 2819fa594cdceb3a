/** Server tests: unit specs beside the code (src/**\/*.spec.ts) and API tests (test/**\/*.test.ts). */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // Suites that start server processes of their own (`*.process.test.ts`, `*.scaleout.test.ts`)
  // run apart, one at a time (`npm run test:processes`): beside the other workers on 2 cores
  // they starved them past their timeouts.
  testMatch: process.env.JEST_PROCESS_SUITES
    ? ['**/*.process.test.ts', '**/*.scaleout.test.ts']
    : ['**/*.spec.ts', '**/*.test.ts'],
  // Suites needing a Redis server run when TEST_REDIS_URL names one (CI does); the scale-out
  // suite (two server processes behind nginx) needs PostgreSQL, Redis and nginx (CI's PostgreSQL step).
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.JEST_PROCESS_SUITES
      ? []
      : ['\\.process\\.test\\.ts$', '\\.scaleout\\.test\\.ts$']),
    ...(process.env.TEST_REDIS_URL ? [] : ['\\.redis\\.test\\.ts$']),
    ...(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL && process.env.TEST_NGINX
      ? []
      : ['\\.scaleout\\.test\\.ts$']),
  ],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 30000,
  // Each file runs its own app and database; on 2 cores two at a time halve the suite (jest's default is cores - 1).
  maxWorkers: '100%',
  // Every file loads the whole server anew (ESM modules are not shared between files) and the
  // workers kept what they loaded: ~3 GiB each after a few dozen files, the machine then spent
  // its time reclaiming memory. A worker past this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
};
