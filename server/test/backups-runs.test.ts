// On both databases in CI: the database kind, migrations and the demo seed on a server.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILE_STORAGE, type FileStorage } from '../src/modules/files/file-storage.js';
import { BackupsService } from '../src/modules/backups/backups.service.js';
import { verifyArchive } from '../src/modules/backups/restore/verify-archive.js';
import { mailOutbox } from '../src/modules/mail/mail-outbox.table.js';
import { notifications } from '../src/modules/notifications/notifications.table.js';
import { createUser, signedInClient } from './support/factories.js';
import { storedFile } from './support/stored-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const STATUS =
  '{ backupStatus { last { outcome archiveName size manifestSummary { files } } nextRunAt keep schedule encrypted } }';

describe(BackupsService.name, () => {
  let sut: TestApp;
  let backupDir: string;
  const archives = () => readdirSync(backupDir).sort();
  const run = (trigger: 'schedule' | 'command' = 'command') =>
    sut.get<BackupsService>(BackupsService).run(trigger);

  beforeAll(async () => {
    backupDir = mkdtempSync(join(tmpdir(), 'sasm-backups-'));
    sut = await createTestApp({
      env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '2', BACKUP_SCHEDULE: '02:00' },
    });
  });
  afterAll(async () => {
    await sut.close();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('writes an archive whose manifest lists every file row with its checksum and every table', async () => {
    const owner = await createUser(sut);
    const file = await storedFile(sut, owner.id);

    const result = await run();

    const manifest = await verifyArchive(result!.path, undefined);
    expect(manifest.files).toContainEqual({
      key: file.storageKey,
      size: file.size,
      sha256: file.sha256,
    });
    expect(manifest.tables.users).toBeGreaterThanOrEqual(1);
    expect(manifest.tables.files).toBe(manifest.files.length);
    expect(manifest.lastMigration).toMatch(/^\d{4}_/);
  });

  it('keeps exactly BACKUP_KEEP archives, the newest', async () => {
    const names: string[] = [];
    for (let i = 0; i < 3; i++) names.push((await run())!.name);

    expect(archives()).toEqual(names.slice(-2).sort());
  });

  it('shows the last backup and the next run to hr and admin, over GraphQL and REST', async () => {
    await run();
    for (const role of ['hr', 'admin'] as const) {
      const { client } = await signedInClient(sut, { role });
      const res = await client.graphql<{ backupStatus: Record<string, unknown> }>(STATUS);
      expect(res.data?.backupStatus).toMatchObject({
        last: { outcome: 'succeeded', manifestSummary: { files: expect.any(Number) } },
        keep: 2,
        schedule: ['02:00'],
        encrypted: false,
      });
      expect(res.data?.backupStatus.nextRunAt).toEqual(expect.any(String));
      expect((await client.get('/api/system/backups')).status).toBe(200);
    }
  });

  it('shows nothing of backups to students and office staff', async () => {
    for (const role of ['student', 'office'] as const) {
      const { client } = await signedInClient(sut, { role });
      const res = await client.graphql(STATUS);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await client.get('/api/system/backups')).status).toBe(403);
    }
  });

  it('refuses the backup trigger without the local token', async () => {
    const { client } = await signedInClient(sut, { role: 'admin' });
    expect((await client.post('/api/system/backups/run', {})).status).toBe(403);
  });

  it('leaves no partial archive when a file cannot be copied', async () => {
    const owner = await createUser(sut);
    const file = await storedFile(sut, owner.id);
    await sut.get<FileStorage>(FILE_STORAGE).remove(file.storageKey);
    const before = archives();

    await expect(run()).rejects.toThrow(/bytes of file .* are missing/);

    expect(archives()).toEqual(before);
  });

  it('notifies every admin and hr, in the app and by mail, when a scheduled backup fails', async () => {
    const staff = [await createUser(sut, { role: 'admin' }), await createUser(sut, { role: 'hr' })];
    const student = await createUser(sut);
    // A file where the directory should be: the backup cannot write there.
    const blocked = join(backupDir, 'not-a-directory');
    writeFileSync(blocked, '');
    const config = sut.config.backup;
    const dir = config.dir;
    config.dir = join(blocked, 'backups');
    try {
      await expect(run('schedule')).rejects.toThrow();
    } finally {
      config.dir = dir;
    }

    const notified = await sut.database.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          [...staff, student].map((user) => user.id),
        ),
      );
    expect(notified.map((row) => row.userId).sort()).toEqual(staff.map((user) => user.id).sort());
    expect(notified.every((row) => row.title === 'Backup Failed')).toBe(true);
    for (const user of staff) {
      const mails = await sut.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, user.email));
      expect(mails.map((mail) => mail.subject)).toEqual(['The scheduled backup failed']);
    }
    const admin = await signedInClient(sut, { role: 'admin' });
    const res = await admin.client.graphql<{ backupStatus: { last: { outcome: string } } }>(STATUS);
    expect(res.data?.backupStatus.last.outcome).toBe('failed');
  });
});
