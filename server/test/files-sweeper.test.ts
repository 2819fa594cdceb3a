// On both databases in CI: locks held across connections and instances.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { FileRemovalHold } from '../src/modules/files/file-removal-hold.js';
import { FILE_STORAGE, type FileStorage } from '../src/modules/files/file-storage.js';
import { FilesService } from '../src/modules/files/files.service.js';
import { AdvisoryLocks } from '../src/db/advisory-locks.js';
import { OrphanFileSweeper } from '../src/modules/files/orphan-file-sweeper.js';
import { users } from '../src/modules/users/users.table.js';
import { submitRest, type RestApplication } from './support/applications.js';
import { download } from './support/downloads.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

const MB = 1024 * 1024;
const HOUR = 3_600_000;
const jpeg = () =>
  Readable.from([Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43]), Buffer.alloc(2000)]);

/** Polls `check` until it holds, for at most 10 s (the test's own expectations then say what failed). */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 10_000 && !(await check()); waited += 50) await sleep(50);
}

/** What storage holds, keys by kind. */
async function stored(storage: FileStorage) {
  const committed: string[] = [];
  const unfinished: string[] = [];
  for await (const item of storage.list())
    (item.unfinished ? unfinished : committed).push(item.key);
  return { committed: committed.sort(), unfinished: unfinished.sort() };
}

describe.each([
  ['on the disk', false],
  ['in S3', true],
] as const)(`${OrphanFileSweeper.name} %s`, (_where, s3) => {
  let sut: TestApp;
  let clock: TestClock;
  let storage: FileStorage;
  beforeAll(async () => {
    clock = new TestClock();
    sut = await createTestApp({ clock, s3: s3 || undefined });
    storage = sut.get<FileStorage>(FILE_STORAGE);
  });
  afterAll(() => sut.close());
  const sweep = () => sut.get<OrphanFileSweeper>(OrphanFileSweeper).sweep();

  /** An application's files: bytes with rows, which a sweep must never touch. */
  async function submitted() {
    const { client } = await signedInClient(sut);
    const res = await submitRest(client);
    expect(res.status).toBe(201);
    const application = res.body.application as RestApplication;
    const paths = [application.profilePhoto, ...application.certificates, application.parentID];
    const rows = await sut
      .get<FilesService>(FilesService)
      .findByIds(paths.map((path) => path.split('/').pop()!));
    return { client, paths, rows, keys: rows.map((row) => row.storageKey) };
  }

  it('removes, once older than the grace period, bytes without a row and writes that never finished', async () => {
    const kept = await submitted();
    // A request that failed after storing its file, and one whose server died mid-upload.
    const orphan = await sut
      .get<FilesService>(FilesService)
      .receive({ filename: 'a.jpg', stream: jpeg() }, 'profile_photo', 'photo');
    const crashed = await storage.create();
    crashed.stream.on('error', () => {});
    // Written, its first part sent: then abandoned, nothing under way.
    await new Promise((resolve) => crashed.stream.write(Buffer.alloc(6 * MB), resolve));
    // In S3: the multipart upload begun, and the next part staged on the disk.
    const unfinished = s3 ? 2 : 1;
    await until(async () => (await stored(storage)).unfinished.length === unfinished);
    const before = await stored(storage);
    expect(before.committed).toEqual(expect.arrayContaining([...kept.keys, orphan.key]));
    expect(before.unfinished).toEqual(Array(unfinished).fill(crashed.key));

    // Younger than the grace period (60 minutes by default): left alone.
    expect(await sweep()).toEqual({
      orphans: 0,
      unfinished: 0,
      failures: 0,
    });
    expect(await stored(storage)).toEqual(before);

    clock.advance(HOUR + 60_000);
    expect(await sweep()).toEqual({ orphans: 1, unfinished, failures: 0 });

    const after = await stored(storage);
    expect(after.unfinished).toEqual([]);
    expect(after.committed).toEqual(before.committed.filter((key) => key !== orphan.key));
    for (const path of kept.paths)
      expect((await download(sut, kept.client, path)).status).toBe(200);
    crashed.stream.destroy();
  });

  it('removes the bytes of a user deleted with their file rows', async () => {
    const { rows, keys } = await submitted();
    // Their rows go with them (ON DELETE CASCADE); their bytes stay until a sweep.
    await sut.database.db.delete(users).where(eq(users.id, rows[0]!.ownerId));
    clock.advance(HOUR + 60_000);

    const report = await sweep();

    expect(report).toMatchObject({ orphans: 3, failures: 0 });
    expect((await stored(storage)).committed).toEqual(expect.not.arrayContaining(keys));
  });

  it('leaves bytes without a row alone while a backup copies files, and removes them after', async () => {
    const { rows, keys } = await submitted();
    await sut.database.db.delete(users).where(eq(users.id, rows[0]!.ownerId));
    clock.advance(HOUR + 60_000);

    const during = await sut.get<FileRemovalHold>(FileRemovalHold).during(() => sweep());

    expect(during).toMatchObject({ orphans: 0 });
    expect((await stored(storage)).committed).toEqual(expect.arrayContaining(keys));
    expect(await sweep()).toMatchObject({ orphans: 3 });
  });

  it('sweeps on one instance at a time on PostgreSQL (PGlite belongs to one process)', async () => {
    let meanwhile: unknown;
    const outer = await sut
      .get<AdvisoryLocks>(AdvisoryLocks)
      .ifFree('files:orphan-sweep', async () => {
        meanwhile = await sweep();
        return 'swept';
      });
    expect(outer).toBe('swept');
    expect(meanwhile === null).toBe(sut.database.kind === 'postgres');
  });
});
