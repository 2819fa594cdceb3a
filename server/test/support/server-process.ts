import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serverRoot } from '../../src/config/paths.js';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  /** What the process printed so far (for a failing test's message). */
  output(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it exited. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash would. */
  kill(): Promise<void>;
}

const entry = join(serverRoot, 'dist', 'main.js');

/** A free TCP port on the loopback interface (free when asked; used at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The built server (`npm run build` first: `npm test` does) as its own
 * process, on a free port, with `env` on top of a clean environment; resolves
 * once /api/health answers.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(entry))
    throw new Error(`${entry} is missing: run "npm run build -w server" first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    output: () => output,
    stop: () => stopChild(child, exited, 'SIGTERM'),
    kill: () => stopChild(child, exited, 'SIGKILL'),
  };
  try {
    await waitUntilHealthy(url, child);
  } catch (error) {
    await server.kill();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, {
      cause: error,
    });
  }
  return server;
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not answer /api/health within 60 s');
}

async function stopChild(
  child: ChildProcess,
  exited: Promise<void>,
  signal: NodeJS.Signals,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
