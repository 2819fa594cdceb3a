import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { files } from '../src/modules/files/files.table.js';
import { signedInClient } from './support/factories.js';
import { descriptorsUnder, openDescriptors, sendMultipart } from './support/raw-upload.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { submissionWithFile } from './support/upload-forms.js';

const MB = 1024 * 1024;
const jpeg = (size: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43]), Buffer.alloc(size - 6)]);

/** Every file under the uploads folder, temporary ones included. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * graphql-upload's buffer files this process holds open. They live in the machine's shared temp
 * folder, where other processes' (another test worker's) come and go: only ours are counted.
 */
const capacitorsHeld = () => descriptorsUnder(join(tmpdir(), 'capacitor-'));

/** Waits (up to 5 s) for the server to let go of what an ended request held. */
async function settled(check: () => boolean): Promise<void> {
  for (let waited = 0; waited < 5000 && !check(); waited += 50) await sleep(50);
}

/** The form, cut before its closing boundary: a body that ends in the middle of the file. */
const unterminated = ({ boundary, body }: { boundary: string; body: Buffer }) => ({
  boundary,
  body: body.subarray(0, body.length - `\r\n--${boundary}--\r\n`.length - 1000),
});

describe('uploads a client abandons', () => {
  let sut: TestApp;
  let uploads: string;
  beforeAll(async () => {
    // One student drops upload after upload: their slots free as each request closes, a
    // moment later — the per-user limit (uploads-limits.test.ts) is not what is tested here.
    sut = await createTestApp({ env: { UPLOADS_IN_FLIGHT: '100' } });
    uploads = sut.config.uploadsDir;
  });
  afterAll(() => sut.close());

  const restForm = (photo: Buffer) => submissionWithFile.REST.form('profilePhoto', photo);
  const graphqlForm = (photo: Buffer) => submissionWithFile.GraphQL.form('profilePhoto', photo);

  it.each([
    ['REST', '/api/applications', restForm, {}],
    ['GraphQL', '/graphql', graphqlForm, { 'apollo-require-preflight': 'true' }],
  ] as const)(
    'leaves no bytes, no row and no open descriptor when the client drops a %s upload half-way',
    async (_transport, path, form, headers) => {
      const { client } = await signedInClient(sut);
      const body = form(jpeg(2 * MB));
      const before = { fds: openDescriptors(), capacitors: capacitorsHeld().length };

      // Each request is dropped once the server is storing its file, half-way through it.
      for (let i = 0; i < 10; i++) {
        const seen = new Set(filesUnder(uploads));
        const storing = () => filesUnder(uploads).some((path) => !seen.has(path));
        const dropped = await sendMultipart(sut.url, client, path, body, {
          dropAfter: MB,
          dropWhen: storing,
          headers,
        });
        expect(dropped).toBeNull();
      }

      await settled(
        () =>
          filesUnder(uploads).length === 0 &&
          descriptorsUnder(uploads).length === 0 &&
          capacitorsHeld().length <= before.capacitors,
      );
      expect(filesUnder(uploads)).toEqual([]);
      expect(descriptorsUnder(uploads)).toEqual([]);
      expect(capacitorsHeld().length).toBeLessThanOrEqual(before.capacitors);
      expect(await sut.database.db.$count(files)).toBe(0);
      // Sockets of the dropped requests close too; a little slack for the harness's own.
      expect(openDescriptors()).toBeLessThanOrEqual(before.fds + 2);
    },
  );

  it.each([
    ['REST', '/api/applications', restForm, {}, 400],
    ['GraphQL', '/graphql', graphqlForm, { 'apollo-require-preflight': 'true' }, 200],
  ] as const)(
    'refuses a %s body that ends in the middle of a file, leaving nothing behind',
    async (_transport, path, form, headers, status) => {
      const { client } = await signedInClient(sut);
      const res = await sendMultipart(sut.url, client, path, unterminated(form(jpeg(300 * 1024))), {
        headers,
      });
      // GraphQL answers its errors in a 200 body.
      expect(res?.status).toBe(status);
      expect(res?.body).toMatch(/interrupted or malformed|did not upload completely/);
      await settled(
        () => filesUnder(uploads).length === 0 && descriptorsUnder(uploads).length === 0,
      );
      expect(filesUnder(uploads)).toEqual([]);
      expect(descriptorsUnder(uploads)).toEqual([]);
      expect(await sut.database.db.$count(files)).toBe(0);
    },
  );
});
