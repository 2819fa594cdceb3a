// On both databases in CI: rows written before a crash are committed by the database the process uses.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { applicationForm, multipartFields } from '@sasm/test-data';
import { fixture, submitRest, type RestApplication } from './support/applications.js';
import { signIn } from './support/factories.js';
import { multipartBody, sendMultipart, type Part } from './support/raw-upload.js';
import { startS3TestServer, type S3TestServer } from '@sasm/s3-test-server';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { createProcessDatabase } from './support/test-database.js';
import { TestClient } from './support/test-client.js';

const MB = 1024 * 1024;
const jpeg = (size: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43]), Buffer.alloc(size - 6)]);

/** Polls `check` until it holds, for at most 10 s (the expectations after it say what failed). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 10_000 && !(await check()); waited += 50) await sleep(50);
}

/** A verified student of the server process, signed in (the test-only createTestAccount). */
async function signedInStudent(server: ServerProcess): Promise<TestClient> {
  const client = new TestClient(server.url);
  const res = await client.graphql<{ createTestAccount: { email: string; password: string } }>(
    'mutation { createTestAccount(input: { role: "student" }) { email password } }',
  );
  await signIn(client, res.data!.createTestAccount);
  return client;
}

/** The whole application form with its files, the parent ID last and large. */
function applicationBody(parentIdBytes: number) {
  const fields: Part[] = Object.entries(multipartFields(applicationForm())).map(
    ([name, value]) => ({ name, value }),
  );
  return multipartBody([
    ...fields,
    {
      name: 'profilePhoto',
      filename: 'photo.jpg',
      bytes: readFileSync(fixture('photo-with-exif.jpg')),
    },
    {
      name: 'certificates',
      filename: 'certificate.pdf',
      bytes: readFileSync(fixture('certificate.pdf')),
    },
    { name: 'parentID', filename: 'parent.jpg', bytes: jpeg(parentIdBytes) },
  ]);
}

/** Where a backend keeps what the test looks at, read from outside the server. */
interface Stored {
  committed(): Promise<number>;
  unfinished(): Promise<number>;
  /** Bytes of unfinished writes that reached storage so far. */
  receivedSoFar(): number;
}

function diskStored(uploads: string): Stored {
  const filesIn = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile())
      : [];
  const parts = () => filesIn(join(uploads, 'tmp')).filter((entry) => entry.name.endsWith('.part'));
  return {
    committed: async () =>
      (existsSync(uploads) ? readdirSync(uploads) : [])
        .filter((name) => /^[0-9a-f]{2}$/.test(name))
        .flatMap((name) => filesIn(join(uploads, name))).length,
    unfinished: async () => filesIn(join(uploads, 'tmp')).length,
    // A part listed can be renamed into place before its size is read: it counts as none.
    receivedSoFar: () =>
      parts().reduce(
        (sum, entry) =>
          sum +
          (statSync(join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.size ?? 0),
        0,
      ),
  };
}

/** Objects and multipart uploads in the bucket, and the parts staged on the disk on their way there. */
function s3Stored(s3: S3TestServer, uploads: string): Stored {
  const staged = diskStored(uploads);
  return {
    committed: async () => (await s3.objects()).length,
    unfinished: async () => (await s3.unfinishedUploads()).length + (await staged.unfinished()),
    receivedSoFar: () => s3.receivedParts(),
  };
}

describe.each([
  ['on the disk', false],
  ['in S3', true],
] as const)('a server killed mid-upload, files %s', (_where, useS3) => {
  let dataDir: string;
  let s3: S3TestServer | undefined;
  let database: Awaited<ReturnType<typeof createProcessDatabase>>;
  let server: ServerProcess | undefined;
  let stored: Stored;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sasm-crash-'));
    s3 = useS3 ? await startS3TestServer() : undefined;
    database = await createProcessDatabase(dataDir);
    const uploads = join(dataDir, 'uploads');
    stored = s3 ? s3Stored(s3, uploads) : diskStored(uploads);
  });
  afterAll(async () => {
    await server?.stop();
    await database.drop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const settings = {
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
    // Bytes without a row are debris at once: nothing else is uploading.
    UPLOAD_ORPHAN_GRACE_MIN: '0',
  };
  // A restart comes back on the same address, where its clients' cookies belong.
  const start = async () =>
    (server = await startServerProcess({
      ...settings,
      DATA_DIR: dataDir,
      ...database.env,
      ...s3?.env,
      ...(server && { PORT: new URL(server.url).port }),
    }));

  it('leaves bytes without rows behind, and the next sweep removes them all', async () => {
    let running = await start();
    const keeper = await signedInStudent(running);
    const submitted = await submitRest(keeper);
    expect(submitted.status).toBe(201);
    const application = submitted.body.application as RestApplication;
    const kept = [application.profilePhoto, ...application.certificates, application.parentID];
    expect(await stored.committed()).toBe(3);

    // Another student's application: photo and certificate stored, the parent ID on its way.
    const student = await signedInStudent(running);
    const body = applicationBody(9 * MB);
    let killed = false;
    const upload = sendMultipart(running.url, student, '/api/applications', body, {
      dropAfter: body.body.length - MB,
      dropWhen: () => killed,
      waitMs: 20_000,
    });
    // Killed once the parent ID is well on its way and the two files before it are stored
    // (the photo is stored once its metadata is stripped, which can trail the next file's bytes).
    await until(async () => stored.receivedSoFar() >= 5 * MB && (await stored.committed()) === 5);
    await running.stop('SIGKILL');
    killed = true;
    expect(await upload).toBeNull();

    // What the killed server left: two files without a row, one write never finished
    // (in S3: the multipart upload, and the part staged on the disk).
    const unfinished = useS3 ? 2 : 1;
    expect(await stored.committed()).toBe(5);
    expect(await stored.unfinished()).toBe(unfinished);

    running = await start();
    const swept = await keeper.graphql(
      'mutation { sweepOrphanFiles { orphans unfinished failures } }',
    );

    expect(swept.data).toEqual({ sweepOrphanFiles: { orphans: 2, unfinished, failures: 0 } });
    expect(await stored.committed()).toBe(3);
    expect(await stored.unfinished()).toBe(0);
    for (const path of kept) expect((await keeper.get(path)).status).toBe(200);
    const certificate = await fetch(`${running.url}${application.certificates[0]}`, {
      headers: {
        cookie: [...keeper.cookies].map(([name, { value }]) => `${name}=${value}`).join('; '),
      },
    });
    expect(Buffer.from(await certificate.arrayBuffer())).toEqual(
      readFileSync(fixture('certificate.pdf')),
    );
  });
});
