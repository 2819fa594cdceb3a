// On both databases in CI: the archive holds what the database holds, dumped from a server as from the embedded files.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createPglite } from '../src/db/pglite.js';
import type { Manifest } from '../src/modules/backups/archive/manifest.js';
import { verifyArchive } from '../src/modules/backups/restore/verify-archive.js';
import { fixture, submitRest, type RestApplication } from './support/applications.js';
import { startS3TestServer } from '@sasm/s3-test-server';
import { runBackupCli } from './support/backup-cli.js';
import { signIn } from './support/factories.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { withPgClient } from '../src/db/pg-client.js';
import { createProcessDatabase, POSTGRES_SERVER as POSTGRES } from './support/test-database.js';
import { TestClient } from './support/test-client.js';

const PASSPHRASE = 'a passphrase for the test archive';
const settings = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  BACKUP_SCHEDULE: '',
  BACKUP_PASSPHRASE: PASSPHRASE,
};

interface Account {
  email: string;
  password: string;
}

async function createAccount(server: ServerProcess): Promise<Account> {
  const client = new TestClient(server.url);
  const res = await client.graphql<{ createTestAccount: Account }>(
    'mutation { createTestAccount(input: { role: "student" }) { email password } }',
  );
  return res.data!.createTestAccount;
}

/** Accounts created one after another until stopped, each with the time its answer arrived. */
function writeLoad(server: ServerProcess) {
  const acknowledged: Array<Account & { at: number }> = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) acknowledged.push({ ...(await createAccount(server)), at: Date.now() });
  })();
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

describe('backup under write load, then restore', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const databases: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sasm-backup-test-'));
    dirs.push(dir);
    return dir;
  };
  const start = async (env: Record<string, string>) => {
    const server = await startServerProcess({
      ...settings,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ...env,
    });
    servers.push(server);
    return server;
  };
  const newPostgresDatabase = async () => {
    const name = `sasm_restore_${randomBytes(6).toString('hex')}`;
    await withPgClient(POSTGRES, (admin) => admin.query(`CREATE DATABASE "${name}"`));
    databases.push(name);
    const url = new URL(POSTGRES);
    url.pathname = `/${name}`;
    return url.toString();
  };

  let source: { dataDir: string; env: Record<string, string>; drop(): Promise<void> };
  let archive: string;
  let manifest: Manifest;
  let student: Account;
  let application: RestApplication;
  let acknowledgedBeforeSnapshot: Account[];

  beforeAll(async () => {
    const dataDir = newDir();
    source = { dataDir, ...(await createProcessDatabase(dataDir)) };
    const server = await start({ DATA_DIR: dataDir, ...source.env });
    student = await createAccount(server);
    const client = new TestClient(server.url);
    await signIn(client, student);
    const submitted = await submitRest(client);
    expect(submitted.status).toBe(201);
    application = submitted.body.application as RestApplication;

    const load = writeLoad(server);
    while (load.acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const backup = await runBackupCli('backup', [], {
      DATA_DIR: dataDir,
      ...source.env,
      ...settings,
    });
    await load.stop();

    expect(backup).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Backup written: /) });
    archive = /^Backup written: (\S+)/.exec(backup.stdout)![1]!;
    manifest = await verifyArchive(archive, PASSPHRASE);
    const snapshotAt = Date.parse(manifest.snapshotAt);
    acknowledgedBeforeSnapshot = load.acknowledged.filter((write) => write.at < snapshotAt);
    expect(acknowledgedBeforeSnapshot.length).toBeGreaterThanOrEqual(5);
    await server.stop();
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await source?.drop();
    for (const name of databases)
      await withPgClient(POSTGRES, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The restored student signs in and opens a restored file, byte for byte. */
  async function expectStudentOpensFile(env: Record<string, string>) {
    const server = await start(env);
    const client = new TestClient(server.url);
    await signIn(client, student);
    const certificate = await fetch(`${server.url}${application.certificates[0]}`, {
      headers: {
        cookie: [...client.cookies].map(([name, { value }]) => `${name}=${value}`).join('; '),
      },
    });
    expect(certificate.status).toBe(200);
    expect(Buffer.from(await certificate.arrayBuffer())).toEqual(
      readFileSync(fixture('certificate.pdf')),
    );
    await server.stop();
  }

  it('restores into a fresh embedded data directory: counts, checksums and every acknowledged write', async () => {
    const dataDir = newDir();
    const restored = await runBackupCli('restore', [archive], {
      DATA_DIR: dataDir,
      BACKUP_PASSPHRASE: PASSPHRASE,
    });

    expect(restored).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        /Restored and verified: \d+ tables .* files match the manifest/,
      ),
    });
    const client = await createPglite({ dataDir: join(dataDir, 'db') });
    const emails = new Set(
      (await client.query<{ email: string }>('select email from users')).rows.map(
        (row) => row.email,
      ),
    );
    // The run that made the archive was still running in its own snapshot: restored, it is this archive.
    const runs = (
      await client.query<{ outcome: string; archive_name: string }>(
        'select outcome, archive_name from backups',
      )
    ).rows;
    await client.close();
    expect(runs).toEqual([{ outcome: 'succeeded', archive_name: basename(archive) }]);
    for (const write of acknowledgedBeforeSnapshot) expect(emails).toContain(write.email);
    await expectStudentOpensFile({ DATA_DIR: dataDir });
  }, 240_000);

  it('restores the files into an S3 bucket', async () => {
    const s3 = await startS3TestServer();
    try {
      const dataDir = newDir();
      const restored = await runBackupCli('restore', [archive], {
        DATA_DIR: dataDir,
        BACKUP_PASSPHRASE: PASSPHRASE,
        ...s3.env,
      });

      expect(restored).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/files match the manifest/),
      });
      // The server reads its files from the bucket only: the certificate comes from there.
      await expectStudentOpensFile({ DATA_DIR: dataDir, ...s3.env });
    } finally {
      await s3.close();
    }
  }, 240_000);

  it('restores into a fresh PostgreSQL database: counts, checksums and every acknowledged write', async () => {
    const dataDir = newDir();
    const url = await newPostgresDatabase();
    const restored = await runBackupCli('restore', [archive], {
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      BACKUP_PASSPHRASE: PASSPHRASE,
    });

    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining('(PostgreSQL)') });
    const emails = await withPgClient(
      url,
      async (client) =>
        new Set(
          (await client.query<{ email: string }>('select email from users')).rows.map(
            (row) => row.email,
          ),
        ),
    );
    for (const write of acknowledgedBeforeSnapshot) expect(emails).toContain(write.email);
    await expectStudentOpensFile({ DATA_DIR: dataDir, DATABASE_URL: url });
  }, 240_000);

  describe('refusals, with nothing written', () => {
    const refused = async (file: string, env: Record<string, string> = {}) => {
      const dataDir = newDir();
      const result = await runBackupCli('restore', [file], {
        DATA_DIR: dataDir,
        BACKUP_PASSPHRASE: PASSPHRASE,
        ...env,
      });
      expect(result.code).toBe(1);
      expect(existsSync(join(dataDir, 'db'))).toBe(false);
      expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
      return result.stderr;
    };

    it('refuses an archive with one flipped byte', async () => {
      const damaged = join(newDir(), 'damaged.tar.gz.enc');
      const bytes = readFileSync(archive);
      bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
      writeFileSync(damaged, bytes);
      // A small archive (PostgreSQL's data-only dump) is one cipher chunk: then the damage is "at its start".
      expect(await refused(damaged)).toMatch(/damaged/);
    });

    it('refuses a truncated archive', async () => {
      const truncated = join(newDir(), 'truncated.tar.gz.enc');
      writeFileSync(truncated, readFileSync(archive).subarray(0, -100));
      expect(await refused(truncated)).toMatch(/truncated/);
    });

    it('refuses a wrong passphrase', async () => {
      expect(await refused(archive, { BACKUP_PASSPHRASE: 'not the passphrase at all' })).toMatch(
        /Wrong passphrase/,
      );
    });

    it('refuses an encrypted archive without a passphrase', async () => {
      expect(await refused(archive, { BACKUP_PASSPHRASE: '' })).toMatch(/set BACKUP_PASSPHRASE/);
    });

    it('refuses a target that holds data, and leaves it as it was', async () => {
      const dataDir = newDir();
      const copy = join(dataDir, 'archive.tar.gz.enc');
      copyFileSync(archive, copy);
      const first = await runBackupCli('restore', [copy], {
        DATA_DIR: dataDir,
        BACKUP_PASSPHRASE: PASSPHRASE,
      });
      expect(first.code).toBe(0);
      const before = readdirSync(join(dataDir, 'uploads'), { recursive: true }).sort();

      const again = await runBackupCli('restore', [copy], {
        DATA_DIR: dataDir,
        BACKUP_PASSPHRASE: PASSPHRASE,
      });

      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/The target is not empty .* add --force/);
      expect(readdirSync(join(dataDir, 'uploads'), { recursive: true }).sort()).toEqual(before);
    }, 120_000);
  });
});
