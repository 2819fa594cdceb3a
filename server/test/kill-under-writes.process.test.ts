// On both databases in CI: a killed process loses no acknowledged write, whichever database holds it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listedEmails, signedInAccount, startSignUps, until } from './support/process-faults.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { signIn } from './support/factories.js';
import { TestClient } from './support/test-client.js';
import { createProcessDatabase } from './support/test-database.js';

const ROUNDS = 3;
const WRITERS = 4;

/**
 * The built server killed with SIGKILL in the middle of steady sign-ups from
 * a few concurrent clients, then started again on the same data directory:
 * every sign-up it acknowledged (201) is there. Three rounds, four server
 * starts (~30 s on a quiet machine). Embedded by default; on PostgreSQL when TEST_DATABASE_URL is set.
 */
describe('SIGKILL under steady writes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sasm-kill-'));
  const run = randomBytes(3).toString('hex');
  let database: { env: Record<string, string>; drop(): Promise<void> };
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createProcessDatabase(dataDir);
    env = { ...database.env, NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false' };
  }, 60_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`loses no acknowledged write over ${ROUNDS} kills mid-stream, and takes over the stale lock each time`, async () => {
    const embedded = !database.env.DATABASE_URL;
    const lockFile = join(dataDir, 'db.lock');
    server = await startServerProcess(env);
    const { account: hr } = await signedInAccount(server.url, 'hr');

    for (let round = 1; round <= ROUNDS; round += 1) {
      const prefix = `kill${run}r${round}`;
      const writes = startSignUps(server.url, prefix, WRITERS);
      // Killed at a different point each round, with every writer mid-request.
      expect(await until(() => writes.acknowledged.length >= 8 * round, 60_000)).toBe(true);
      const killed = server.pid;
      expect(await server.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
      await writes.stop();
      const acknowledged = [...writes.acknowledged];
      // The dead process's lock stays behind; the next start must take it over.
      if (embedded) expect(Number(readFileSync(lockFile, 'utf8'))).toBe(killed);

      server = await startServerProcess(env);
      expect(server.output()).not.toMatch(/in use by another process/);
      if (embedded) expect(Number(readFileSync(lockFile, 'utf8'))).toBe(server.pid);
      const reader = new TestClient(server.url);
      await signIn(reader, hr);
      const present = await listedEmails(reader, prefix);
      expect(acknowledged.filter((email) => !present.has(email))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(0);
    }
  }, 240_000);
});
