import { defineConfig } from '@playwright/test';

// Journeys run against the real server that e2e/global-setup.ts starts; the setup
// publishes its address in E2E_BASE_URL before the workers load this file.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Two browsers at a time: on this 2-core machine the suite takes ~40 % less time than with
  // one (the browser, the server and the test runner take turns on the cores). Journeys run
  // beside each other: each makes its own accounts, applicants and trainees and asserts on what
  // it owns, or on the server's figures read meanwhile, never on a count another journey moves.
  workers: 2,
  // A hang guard, not a speed goal: the longest journeys fill the whole application form or
  // follow two browsers, and take 30–45 s on a 2-core machine.
  timeout: 60_000,
  // A hang guard too: a passing assertion returns as soon as it holds, and 5 s (the default)
  // was within reach of a busy moment of this 2-core machine, failing a journey that was right.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // One more try in CI, where a journey that passes alone now and then misses a 10 s wait on a
  // busy 2-core machine; the list names it "flaky" and CI prints what its first try showed.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    // Recording a trace costs each journey about a second; CI keeps no artefacts to read it from.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The app honours the system's reduced motion: no transitions to wait through.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
