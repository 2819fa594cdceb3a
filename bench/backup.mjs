// Backups (issue #17): the embedded server with the 50,000-application bench
// data and 1 GiB of uploaded files (1,024 files of 1 MiB, random bytes), then
// `npm run backup` asking that server for an archive while a client keeps
// calling /api/health (one database query each): how long requests stall
// while PGlite's data directory is copied (goal <= 2 s), and the whole backup
// (goal <= 2 minutes). Figures are printed, never asserted.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedApplications } from './lib/applications-data.mjs';
import { positiveNumber } from './lib/settings.mjs';
import { importServerModule, startServer } from './lib/services.mjs';
import { latencySummary, mib, ms } from './lib/stats.mjs';

const APPLICATIONS = positiveNumber('BENCH_BACKUP_APPLICATIONS', 50_000);
const FILES = positiveNumber('BENCH_BACKUP_FILES', 1024);
const FILE_BYTES = 1024 * 1024;
const GOAL_STALL_MS = 2000;
const GOAL_TOTAL_MS = 120_000;

/** The migrated embedded database in `dataDir`, the bench data in it, `FILES` files on the disk. */
async function prepare(dataDir) {
  const { openDatabase } = await importServerModule('db/database.js');
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
  const client = database.db.$client;
  await seedApplications(client, APPLICATIONS);
  // Keep FILES file rows (with bytes on the disk); a backup needs the bytes of every row.
  await client.query(
    `DELETE FROM application_documents WHERE file_id NOT IN (SELECT id FROM files ORDER BY id LIMIT $1)`,
    [FILES],
  );
  await client.query(
    'DELETE FROM files WHERE id NOT IN (SELECT file_id FROM application_documents)',
  );
  const { rows } = await client.query('SELECT storage_key FROM files');
  for (const { storage_key: key } of rows) {
    const folder = join(dataDir, 'uploads', key.slice(0, 2));
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, key), randomBytes(FILE_BYTES));
  }
  await client.query('UPDATE files SET size = $1', [FILE_BYTES]);
  await database.close();
  return rows.length;
}

/** Sequential /api/health calls until stopped: each one's latency. */
function probe(url) {
  const latencies = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const started = performance.now();
      await fetch(`${url}/api/health`).then((res) => res.arrayBuffer());
      latencies.push(performance.now() - started);
    }
  })();
  return {
    latencies,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

async function backupCli(dataDir) {
  const script = new URL('../server/dist/modules/backups/cli/backup-cli.js', import.meta.url);
  const child = spawn(process.execPath, [script.pathname], {
    // Development mode: the CLI reads the same settings as the server, less its JWT secret.
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'close');
  if (code !== 0) throw new Error(`npm run backup failed (${code}): ${output}`);
  return /^Backup written: (\S+)/m.exec(output)[1];
}

export default {
  name: 'backup',
  description: `npm run backup on the running embedded server: ${APPLICATIONS} applications, ${FILES} files of 1 MiB`,
  async run() {
    const dataDir = await mkdtemp(join(tmpdir(), 'sasm-bench-backup-'));
    try {
      let started = performance.now();
      const files = await prepare(dataDir);
      console.log(`  seeded in ${ms(performance.now() - started)} ms (${files} files)`);
      const server = await startServer({ dataDir, env: { BACKUP_SCHEDULE: '' } });
      try {
        const idle = probe(server.url);
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await idle.stop();
        const during = probe(server.url);
        started = performance.now();
        const archive = await backupCli(dataDir);
        const total = performance.now() - started;
        await during.stop();
        const size = (await stat(archive)).size;
        const stall = Math.max(...during.latencies);
        const idleSummary = latencySummary(idle.latencies);
        console.log(
          `  /api/health idle: p50 ${ms(idleSummary.p50)} ms, max ${ms(Math.max(...idle.latencies))} ms`,
        );
        console.log(
          `  longest request during the backup: ${ms(stall)} ms (goal <= ${GOAL_STALL_MS} ms: ${stall <= GOAL_STALL_MS ? 'met' : 'MISSED'}), ${during.latencies.length} requests answered meanwhile`,
        );
        console.log(
          `  backup of the database + ${mib(files * FILE_BYTES)} MiB of files: ${ms(total)} ms (goal <= ${GOAL_TOTAL_MS} ms: ${total <= GOAL_TOTAL_MS ? 'met' : 'MISSED'}), archive ${mib(size)} MiB`,
        );
      } finally {
        await server.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
