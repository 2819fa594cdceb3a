import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { serverRoot } from '../../src/config/paths.js';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup` / `npm run restore`'s built script with exactly `env` (plus PATH). */
export async function runBackupCli(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const script = join(serverRoot, 'dist', 'modules', 'backups', 'cli', `${command}-cli.js`);
  const child = spawn(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}
