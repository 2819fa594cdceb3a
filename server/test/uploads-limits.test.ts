import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { applicationForm } from '@sasm/test-data';
import { files } from '../src/modules/files/files.table.js';
import { uploadSlots } from '../src/modules/files/upload-slots.table.js';
import { signedInClient } from './support/factories.js';
import { descriptorsUnder, multipartBody, sendMultipart } from './support/raw-upload.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

const KB = 1024;
const jpeg = (size: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43]), Buffer.alloc(size - 6)]);

const SUBMIT = `mutation Submit($input: SubmitApplicationInput!, $profilePhoto: Upload) {
  submitApplication(input: $input, profilePhoto: $profilePhoto) { id }
}`;

const transports = {
  REST: {
    path: '/api/applications',
    headers: {},
    form: (photo: Buffer) =>
      multipartBody([
        { name: 'position', value: 'student_assistant' },
        { name: 'profilePhoto', filename: 'photo.jpg', type: 'image/jpeg', bytes: photo },
      ]),
    message: (body: string) => (JSON.parse(body) as { message: string }).message,
  },
  GraphQL: {
    path: '/graphql',
    headers: { 'apollo-require-preflight': 'true' },
    form: (photo: Buffer) =>
      multipartBody([
        {
          name: 'operations',
          value: JSON.stringify({
            query: SUBMIT,
            variables: { input: applicationForm(), profilePhoto: null },
          }),
        },
        { name: 'map', value: JSON.stringify({ 0: ['variables.profilePhoto'] }) },
        { name: '0', filename: 'photo.jpg', type: 'image/jpeg', bytes: photo },
      ]),
    message: (body: string) =>
      (JSON.parse(body) as { errors: Array<{ message: string }> }).errors[0]!.message,
  },
} as const;
const each = Object.entries(transports);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let waited = 0; waited < 5000 && !(await check()); waited += 20) await sleep(20);
}

describe('per-user upload limits', () => {
  let sut: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    sut = await createTestApp({
      clock,
      env: { UPLOADS_IN_FLIGHT: '3', UPLOAD_MB_PER_HOUR: '1', UPLOAD_MIN_KB_PER_S: '0' },
    });
  });
  afterAll(() => sut.close());

  it.each(each)(
    'refuses a fourth upload at once over %s with 429 and Retry-After, and admits one again when a slot frees',
    async (_name, transport) => {
      const { client } = await signedInClient(sut);
      const slotsOf = () => sut.database.db.$count(uploadSlots);
      const body = transport.form(jpeg(200 * KB));
      let letGo = false;
      // Three uploads that have begun and hold their slots.
      const held = [0, 1, 2].map(() =>
        sendMultipart(sut.url, client, transport.path, body, {
          dropAfter: 10 * KB,
          dropWhen: () => letGo,
          headers: transport.headers,
        }),
      );
      await until(async () => (await slotsOf()) === 3);

      const fourth = await sendMultipart(sut.url, client, transport.path, body, {
        headers: transport.headers,
      });
      expect(fourth?.status).toBe(429);
      expect(fourth?.headers['retry-after']).toBe('10');
      expect(transport.message(fourth!.body)).toBe(
        'At most 3 uploads at a time. Wait for one to finish and try again.',
      );

      letGo = true;
      await Promise.all(held);
      await until(async () => (await slotsOf()) === 0);
      const again = await sendMultipart(sut.url, client, transport.path, body, {
        headers: transport.headers,
      });
      expect(again?.status).not.toBe(429);
    },
  );

  it('holds across instances: the slots taken on one are counted on the other', async () => {
    const other = await createTestApp({
      shareDatabaseOf: sut,
      env: {
        JWT_SECRET: sut.config.jwtSecret,
        UPLOADS_IN_FLIGHT: '3',
        UPLOAD_MB_PER_HOUR: '1',
        UPLOAD_MIN_KB_PER_S: '0',
      },
    });
    try {
      const { client } = await signedInClient(sut);
      const body = transports.REST.form(jpeg(100 * KB));
      let letGo = false;
      const held = [0, 1, 2].map(() =>
        sendMultipart(sut.url, client, '/api/applications', body, {
          dropAfter: 10 * KB,
          dropWhen: () => letGo,
        }),
      );
      await until(async () => (await sut.database.db.$count(uploadSlots)) === 3);
      // The same session's cookies, sent to the second instance.
      const res = await sendMultipart(other.url, client, '/api/applications', body);
      expect(res?.status).toBe(429);
      letGo = true;
      await Promise.all(held);
    } finally {
      await other.close();
    }
  });

  it('counts uploads per user: another student uploads while one has no slot left', async () => {
    const first = await signedInClient(sut);
    const other = await signedInClient(sut);
    const body = transports.REST.form(jpeg(100 * KB));
    let letGo = false;
    const held = [0, 1, 2].map(() =>
      sendMultipart(sut.url, first.client, '/api/applications', body, {
        dropAfter: 10 * KB,
        dropWhen: () => letGo,
      }),
    );
    await until(async () => (await sut.database.db.$count(uploadSlots)) === 3);
    const res = await sendMultipart(sut.url, other.client, '/api/applications', body);
    expect(res?.status).toBe(400); // the form's own answer: admitted
    letGo = true;
    await Promise.all(held);
  });

  it.each(each)(
    'refuses uploads over the hourly budget over %s, and admits them again an hour later',
    async (_name, transport) => {
      const { client } = await signedInClient(sut);
      const body = transport.form(jpeg(600 * KB));
      const first = await sendMultipart(sut.url, client, transport.path, body, {
        headers: transport.headers,
      });
      expect(first?.status).not.toBe(429);

      const second = await sendMultipart(sut.url, client, transport.path, body, {
        headers: transport.headers,
      });
      expect(second?.status).toBe(429);
      expect(Number(second?.headers['retry-after'])).toBeGreaterThan(3500);
      expect(transport.message(second!.body)).toBe(
        'You have uploaded more than 1 MB in the past hour. Try again in 60 minutes.',
      );

      clock.advance(60 * 60 * 1000 + 1000);
      const later = await sendMultipart(sut.url, client, transport.path, body, {
        headers: transport.headers,
      });
      expect(later?.status).not.toBe(429);
    },
  );
});

describe('uploads that trickle', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({
      env: { UPLOAD_MIN_KB_PER_S: '10', UPLOAD_RATE_WINDOW_S: '1' },
    });
  });
  afterAll(() => sut.close());

  it.each(each)(
    'cuts an upload slower than the minimum rate over %s with 408, leaving nothing behind',
    async (_name, transport) => {
      const { client } = await signedInClient(sut);
      const uploads = sut.config.uploadsDir;
      const body = transport.form(jpeg(300 * KB));
      // 2 KB every 400 ms: 5 KB/s, half the minimum.
      const res = await sendMultipart(sut.url, client, transport.path, body, {
        trickle: { bytes: 2 * KB, every: 400 },
        headers: transport.headers,
      });
      expect(res?.status).toBe(408);
      expect(transport.message(res!.body)).toBe(
        'The upload was too slow (under 10 KB/s for 1 seconds) and was stopped. Please try again on a better connection.',
      );
      await until(() => filesUnder(uploads).length === 0 && descriptorsUnder(uploads).length === 0);
      expect(filesUnder(uploads)).toEqual([]);
      expect(descriptorsUnder(uploads)).toEqual([]);
      expect(await sut.database.db.$count(files)).toBe(0);
    },
  );

  it('closes a trickling body nobody wants after its early answer (signed out: refused unread)', async () => {
    const { boundary, body } = transports.REST.form(jpeg(300 * KB));
    const outcome = await new Promise<{ status: number; closedAfterMs: number }>((resolve) => {
      const started = Date.now();
      let status = 0;
      const req = request(`${sut.url}/api/applications`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        },
      });
      req.on('response', (res) => {
        status = res.statusCode ?? 0;
        res.resume();
      });
      req.on('error', () => {});
      req.on('close', () => resolve({ status, closedAfterMs: Date.now() - started }));
      // 2 KB every 400 ms: the whole body would take a minute.
      let sent = 0;
      const timer = setInterval(() => {
        if (req.destroyed || sent >= body.length) return clearInterval(timer);
        req.write(body.subarray(sent, (sent += 2 * KB)));
      }, 400);
    });
    expect(outcome.status).toBeGreaterThanOrEqual(400);
    expect(outcome.closedAfterMs).toBeLessThan(10_000);
  });

  it('lets an upload at a normal pace through', async () => {
    const { client } = await signedInClient(sut);
    const body = transports.REST.form(jpeg(300 * KB));
    // 32 KB every 100 ms: 320 KB/s.
    const res = await sendMultipart(sut.url, client, '/api/applications', body, {
      trickle: { bytes: 32 * KB, every: 100 },
    });
    expect(res?.status).toBe(400); // the incomplete form's answer, not a cut
  });
});
