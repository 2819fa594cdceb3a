import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverRoot } from '../../src/config/paths.js';

/** The built server (server/dist) running in a process of its own, as in production. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** What it printed so far (for a failing test's message). */
  output(): string;
  /** Sends `signal` and resolves how the process ended once it is gone (at once when it already is). */
  stop(signal?: NodeJS.Signals): Promise<ProcessExit>;
}

/** How a process ended: its exit code, or the signal that killed it. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const READY_WITHIN_MS = 60_000;

/**
 * Starts `node server/dist/main.js` with exactly `env` (plus PATH: nothing
 * of the developer's shell leaks in), on `env.PORT` or else a free port, and
 * resolves once /api/health answers. Needs a build (`npm run build -w server`).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const entry = join(serverRoot, 'dist', 'main.js');
  if (!existsSync(entry))
    throw new Error(`${entry} is missing: run "npm run build -w server" first`);
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }) as ProcessExit);
  const url = `http://127.0.0.1:${port}`;
  const started: ServerProcess = {
    url,
    pid: child.pid!,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await answers(`${url}/api/health`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await started.stop('SIGKILL');
      throw new Error(`The server process did not start:\n${output}`);
    }
    await sleep(100);
  }
  return started;
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/** A free TCP port on the loopback interface (free when asked; used at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}
