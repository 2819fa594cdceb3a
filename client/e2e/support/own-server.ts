import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

// A server of one test's own, for what the shared one (global-setup.ts) must
// not go through, such as a restart. Same build, environment and data layout.

const SERVER_ENTRY = fileURLToPath(new URL('../../../server/dist/main.js', import.meta.url));
// A fresh PGlite data directory alone takes 6–9 s to create.
const STARTUP_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
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

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

export interface OwnServer {
  baseUrl: string;
  /** Stops the process (SIGTERM) and starts it again on the same port and data. */
  restart(): Promise<void>;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

export async function startOwnServer(): Promise<OwnServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${String(port)}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'sasm-e2e-own-'));
  let log = '';
  let server: ChildProcess | undefined;

  const start = async () => {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        PUBLIC_URL: baseUrl,
        SEED_DEMO: 'false',
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    const record = (chunk: Buffer) => {
      log += chunk.toString();
    };
    child.stdout.on('data', record);
    child.stderr.on('data', record);
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (!(await healthy(baseUrl))) {
      if (child.exitCode !== null) throw new Error(`own server exited:\n${log}`);
      if (Date.now() > deadline) throw new Error(`own server not healthy:\n${log}`);
      await sleep(200);
    }
  };

  const stop = async () => {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    baseUrl,
    restart: async () => {
      await stop();
      await start();
    },
    dispose: async () => {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
