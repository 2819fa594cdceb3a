import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { FilesService } from '../src/modules/files/files.service.js';
import { files } from '../src/modules/files/files.table.js';
import { defaultFiles, fixture, submitRest, type RestApplication } from './support/applications.js';
import { download } from './support/downloads.js';
import { createUser, signedInClient, signIn } from './support/factories.js';
import { sendMultipart } from './support/raw-upload.js';
import type { S3TestServer } from '@sasm/s3-test-server';
import { createTestApp, type TestApp } from './support/test-app.js';
import { submissionWithFile } from './support/upload-forms.js';

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const jpeg = (size: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43]), Buffer.alloc(size - 6)]);

/** Waits (up to 5 s) for the server to be done with what an ended request held. */
async function settled(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 5000 && !(await check()); waited += 50) await sleep(50);
}

describe('uploads stored in S3', () => {
  let sut: TestApp;
  let s3: S3TestServer;
  beforeAll(async () => {
    // One student drops upload after upload: the per-user limits are not what is tested here.
    sut = await createTestApp({ s3: true, env: { UPLOADS_IN_FLIGHT: '100' } });
    s3 = sut.s3!;
  });
  afterAll(() => sut.close());

  /** The rows of files by their /api/files/:id paths. */
  const filesAt = (paths: string[]) =>
    sut.get<FilesService>(FilesService).findByIds(paths.map((path) => path.split('/').pop()!));
  // Parts are staged under uploads/tmp on their way to S3: none may stay.
  const nothingOnDisk = () =>
    !existsSync(sut.config.uploadsDir) ||
    readdirSync(sut.config.uploadsDir, { recursive: true, withFileTypes: true }).every(
      (entry) => !entry.isFile(),
    );

  it('stores a REST submission’s files as objects and serves them through /api/files/:id', async () => {
    const { client } = await signedInClient(sut);
    const before = await s3.objects();

    const res = await submitRest(client);

    expect(res.status).toBe(201);
    const application = res.body.application as RestApplication;
    const stored = await filesAt([
      application.profilePhoto,
      ...application.certificates,
      application.parentID,
    ]);
    expect(stored).toHaveLength(3);
    const objects = await s3.objects();
    expect(objects).toEqual(expect.arrayContaining(stored.map((file) => file.storageKey)));
    expect(objects).toHaveLength(before.length + 3);
    expect(await s3.unfinishedUploads()).toEqual([]);
    expect(nothingOnDisk()).toBe(true);

    // HR reads the application's files through the same route as on the disk.
    const hr = await createUser(sut, { role: 'hr' });
    const staff = sut.client();
    await signIn(staff, hr);
    const certificate = await download(sut, staff, `${application.certificates[0]}?download=1`);
    expect(certificate.status).toBe(200);
    expect(certificate.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(readFileSync(fixture('certificate.pdf')).length),
      'content-disposition': `attachment; filename="certificate.pdf"; filename*=UTF-8''certificate.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(certificate.body).toEqual(readFileSync(defaultFiles().certificates![0]!));

    const [photo] = await filesAt([application.profilePhoto]);
    const served = await download(sut, staff, application.profilePhoto);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(sha256(served.body as Buffer)).toBe(photo!.sha256);
    expect((served.body as Buffer).includes('SASM-TestCam')).toBe(false);
  });

  it('answers 500, not a partial body, for a file whose object is gone', async () => {
    const { client, user } = await signedInClient(sut);
    const res = await submitRest(client);
    const [file] = await filesAt([res.body.application.parentID]);
    expect(file!.ownerId).toBe(user.id);
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: file!.storageKey }));

    const gone = await download(sut, client, `/api/files/${file!.id}`);

    expect(gone.status).toBe(500);
    expect(gone.headers['content-disposition']).toBeUndefined();
  });

  it('answers a storage failure as the server’s (500), storing nothing', async () => {
    // A second instance whose bucket does not exist.
    const broken = await createTestApp({
      s3,
      env: { S3_BUCKET: 'no-such-bucket', JWT_SECRET: sut.config.jwtSecret },
      shareDatabaseOf: sut,
    });
    try {
      const rows = await sut.database.db.$count(files);
      const { client } = await signedInClient(broken);
      const res = await submitRest(client);
      expect(res.status).toBe(500);
      expect(await sut.database.db.$count(files)).toBe(rows);
    } finally {
      await broken.close();
    }
  });

  it.each(['REST', 'GraphQL'] as const)(
    'leaves no object and no unfinished multipart upload when the client drops a %s upload past its first part',
    async (transport) => {
      const { path, headers, form } = submissionWithFile[transport];
      const { client } = await signedInClient(sut);
      const objects = await s3.objects();
      const rows = await sut.database.db.$count(files);

      // Dropped once S3 holds a part of it: a multipart upload is under way.
      let underWay = false;
      const dropped = await sendMultipart(sut.url, client, path, form('parentId', jpeg(9 * MB)), {
        dropAfter: 7 * MB,
        dropWhen: () => (underWay = s3.receivedParts() > 0),
        headers,
      });
      expect(dropped).toBeNull();
      expect(underWay).toBe(true);

      await settled(async () => (await s3.unfinishedUploads()).length === 0);
      expect(await s3.unfinishedUploads()).toEqual([]);
      expect(await s3.objects()).toEqual(objects);
      expect(await sut.database.db.$count(files)).toBe(rows);
      expect(nothingOnDisk()).toBe(true);
    },
  );
});
