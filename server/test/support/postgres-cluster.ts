import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.js';

const run = promisify(execFile);
/** Debian's PostgreSQL 15 server binaries (package postgresql-15). */
const BIN = '/usr/lib/postgresql/15/bin';

/** A throw-away PostgreSQL cluster of one test: its own data directory and port, never the shared server. */
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl start`, waiting until it accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are ended, committed work is kept. */
  stop(): Promise<void>;
  /** Stops it (if running) and removes its directory. */
  destroy(): Promise<void>;
}

/**
 * initdb + pg_ctl in a temporary directory on a free loopback port. PostgreSQL
 * refuses to run as root, so a root test process (CI) runs them as the
 * `postgres` OS user, which then owns the directory.
 */
export async function createPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'sasm-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
    chownSync(dir, await id('-u'), await id('-g'));
  }
  const pg = (command: string, args: string[]) =>
    asRoot
      ? run('/usr/sbin/runuser', ['-u', 'postgres', '--', join(BIN, command), ...args])
      : run(join(BIN, command), args);
  const data = join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () =>
      void (await pg('pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'log'), '-o', options])),
    stop: async () => void (await pg('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data])),
    destroy: async () => {
      await pg('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', data]).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
