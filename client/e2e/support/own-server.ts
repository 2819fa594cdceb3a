import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, startServerProcess, stopServerProcess } from './server-process';

// A server of one test's own, for what the shared one (global-setup.ts) must
// not go through, such as a restart. Same build, environment and data layout.

export interface OwnServer {
  baseUrl: string;
  /** Stops the process (SIGTERM) and starts it again on the same port and data. */
  restart(): Promise<void>;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

/** `env` adds to or overrides the server's environment (e.g. demo data, for its offices). */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${String(port)}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'sasm-e2e-own-'));
  const serverEnv = {
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    TRUST_PROXY: '1',
    ...env,
  };
  let server: ChildProcess = await startServerProcess(baseUrl, serverEnv);

  return {
    baseUrl,
    restart: async () => {
      await stopServerProcess(server);
      server = await startServerProcess(baseUrl, serverEnv);
    },
    dispose: async () => {
      await stopServerProcess(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
