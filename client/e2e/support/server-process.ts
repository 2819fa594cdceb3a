import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

// Starting and stopping the built server for browser tests: the shared one
// (global-setup.ts) and a test's own (own-server.ts).

export const SERVER_ENTRY = fileURLToPath(new URL('../../../server/dist/main.js', import.meta.url));
// The first start of a fresh PGlite data directory alone takes 6–9 s.
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export function freePort(): Promise<number> {
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
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `node server/dist/main.js` in test mode with `env` on top and resolves
 * once /api/health answers; the server's output is kept for the error message
 * should it exit or never become healthy.
 */
export async function startServerProcess(
  baseUrl: string,
  env: NodeJS.ProcessEnv,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, NODE_ENV: 'test', PUBLIC_URL: baseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const record = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await isHealthy(baseUrl))) {
    if (child.exitCode !== null) {
      throw new Error(`server exited (code ${String(child.exitCode)}) before healthy:\n${log}`);
    }
    if (Date.now() > deadline) {
      await stopServerProcess(child);
      throw new Error(`server not healthy after ${String(STARTUP_TIMEOUT_MS)} ms:\n${log}`);
    }
    await sleep(200);
  }
  return child;
}

/** SIGTERM, then SIGKILL if it has not exited within 10 s. */
export function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
