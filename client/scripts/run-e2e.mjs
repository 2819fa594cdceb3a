// Runs the Playwright journeys with the system Chromium (never a downloaded one).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { packageBin } from './package-bin.mjs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log(`e2e skipped: ${CHROMIUM} not found — apt-get install chromium`);
  process.exit(process.env.CI ? 1 : 0);
}

const run = (script, args) =>
  spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' }).status ?? 1;

// The server under test serves client/dist, so it must match the sources.
const buildStatus = run(fileURLToPath(new URL('./build-if-stale.mjs', import.meta.url)), []);
if (buildStatus !== 0) process.exit(buildStatus);

const config = fileURLToPath(new URL('../playwright.config.ts', import.meta.url));
process.exit(
  run(packageBin('@playwright/test', 'playwright'), [
    'test',
    '--config',
    config,
    ...process.argv.slice(2),
  ]),
);
