import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { E2E_LIST_COUNT_BOUND, E2E_PRODUCT } from './e2e-product';
import {
  freePort,
  SERVER_ENTRY,
  startServerProcess,
  stopServerProcess,
} from './support/server-process';

const CLIENT_BUILD = fileURLToPath(new URL('../dist/index.html', import.meta.url));

/** Starts the built server on a free port with a fresh data directory. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const build of [SERVER_ENTRY, CLIENT_BUILD]) {
    if (!existsSync(build)) {
      throw new Error(`${build} is missing: run "npm run build" in the repository root first.`);
    }
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${String(port)}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'sasm-e2e-'));

  const server = await startServerProcess(baseUrl, {
    PORT: String(port),
    DATA_DIR: dataDir,
    // Demo accounts (one per role) with their password in DATA_DIR/demo-credentials.txt.
    SEED_DEMO: 'true',
    // Each browser context may claim its own client IP (X-Forwarded-For), so the
    // per-IP rate limits of sign-in/sign-up don't trip across unrelated tests.
    TRUST_PROXY: '1',
    // Lists count exactly up to 20 here (10,000 in production), so a journey can
    // show "Page 1 of more than 2" without creating 10,000 rows.
    LIST_COUNT_BOUND: String(E2E_LIST_COUNT_BOUND),
    PRODUCT_NAME: E2E_PRODUCT.name,
    PRODUCT_SHORT_NAME: E2E_PRODUCT.shortName,
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await stopServerProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  };
}
