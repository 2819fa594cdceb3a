import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import { E2E_PRODUCT } from './e2e-product';

const SERVER_ENTRY = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const CLIENT_BUILD = fileURLToPath(new URL('../dist/index.html', import.meta.url));
// The first start of a fresh PGlite data directory alone takes 6–9 s.
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`server exited (code ${String(server.exitCode)}) before healthy:\n${log()}`);
    }
    if (await isHealthy(baseUrl)) return;
    await sleep(250);
  }
  throw new Error(`server not healthy after ${String(STARTUP_TIMEOUT_MS)} ms:\n${log()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** Starts the built server on a free port with a fresh data directory. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const build of [SERVER_ENTRY, CLIENT_BUILD]) {
    if (!existsSync(build)) {
      throw new Error(`${build} is missing: run "npm run build" in the repository root first.`);
    }
  }
  const port = await findFreePort();
  const baseUrl = `http://localhost:${String(port)}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'sasm-e2e-'));

  let log = '';
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      PUBLIC_URL: baseUrl,
      // Demo accounts (one per role) with their password in DATA_DIR/demo-credentials.txt.
      SEED_DEMO: 'true',
      // Each browser context may claim its own client IP (X-Forwarded-For), so the
      // per-IP rate limits of sign-in/sign-up don't trip across unrelated tests.
      TRUST_PROXY: '1',
      PRODUCT_NAME: E2E_PRODUCT.name,
      PRODUCT_SHORT_NAME: E2E_PRODUCT.shortName,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = (chunk: Buffer) => {
    log += chunk.toString();
  };
  server.stdout.on('data', record);
  server.stderr.on('data', record);

  const shutDown = async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    await shutDown();
    throw error;
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  return shutDown;
}
