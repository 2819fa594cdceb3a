import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { repoRoot } from '../src/config/paths.js';
import { openDatabase } from '../src/db/database.js';
import { createPglite } from '../src/db/pglite.js';
import { signIn } from './support/factories.js';
import { freePort, startServerProcess } from './support/server-process.js';
import { TestClient } from './support/test-client.js';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The README's "Moving an embedded installation to PostgreSQL" lines, run as
 * written with bash from the repository root. Only what is this test's own
 * changes: the data directory (`var/`) and the database name (`sasm`).
 */
function readmeSteps(dataDir: string, database: string): string[] {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const block = /<!-- move-to-postgres:start -->\s*```sh\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README: the move-to-postgres block is missing');
  return block
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) =>
      line
        .replaceAll('var/', `${dataDir}/`)
        .replaceAll(' sasm', ` ${database}`)
        .replaceAll('5432/sasm', `5432/${database}`),
    );
}

function bash(line: string, env: Record<string, string>): ChildProcess {
  return spawn('bash', ['-euo', 'pipefail', '-c', line], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME ?? '/root', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

async function run(line: string, env: Record<string, string>): Promise<string> {
  const child = bash(line, env);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`"${line}" failed (${code}):\n${output}`);
  return output;
}

describe('README: moving an embedded installation to PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sasm-move-'));
  const database = `sasm_move_${randomBytes(6).toString('hex')}`;
  const env = { DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  let started: ChildProcess | undefined;
  let sourceUsers: number;

  beforeAll(async () => {
    // An embedded installation with the demo data, stopped (step 1). Created and migrated
    // first: a new data directory takes longer to initialise than a server start may.
    await (await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') })).close();
    const server = await startServerProcess({ ...env, SEED_DEMO: 'true' });
    await server.stop();
    const client = await createPglite({ dataDir: join(dataDir, 'db') });
    sourceUsers = (
      await client.query<{ count: number }>('select count(*)::int as count from users')
    ).rows[0]!.count;
    await client.close();
  }, 180_000);

  afterAll(async () => {
    if (started?.pid && started.exitCode === null) {
      process.kill(-started.pid, 'SIGTERM');
      await once(started, 'close');
    }
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends with the same accounts served from PostgreSQL', async () => {
    const steps = readmeSteps(dataDir, database);
    const start = steps.pop()!;
    const outputs: string[] = [];
    for (const step of steps) outputs.push(await run(step, env));
    expect(outputs.join('\n')).toMatch(
      /Restored and verified: .* match the manifest \(PostgreSQL\)/,
    );

    const port = await freePort();
    started = bash(start, { ...env, PORT: String(port) });
    const url = `http://127.0.0.1:${port}`;
    let health: { db?: string } = {};
    for (let waited = 0; waited < 240_000 && health.db !== 'postgres'; waited += 500) {
      await sleep(500);
      health = await fetch(`${url}/api/health`).then(
        (res) => res.json() as Promise<{ db: string }>,
        () => ({}),
      );
    }
    expect(health).toMatchObject({ status: 'ok', db: 'postgres' });

    const credentials = readFileSync(join(dataDir, 'demo-credentials.txt'), 'utf8');
    const password = /^\S+\s+hr@demo\.local\s+(\S+)$/m.exec(credentials)![1]!;
    const hr = new TestClient(url);
    await signIn(hr, { email: 'hr@demo.local', password });
    const dashboard = await hr.get('/api/dashboards/hr');
    expect(dashboard.body.totalUsers).toBe(sourceUsers);
  }, 900_000);
});
