import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Response } from 'supertest';
import { serverRoot } from '../src/config/paths.js';
import { DbContext } from '../src/db/db-context.js';
import { FilesService, type StoredBlob } from '../src/modules/files/files.service.js';
import type { FilePurpose } from '../src/modules/files/files.table.js';
import { createUser, signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const fixturePath = (name: string) => join(serverRoot, 'test', 'fixtures', name);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const SOS = Buffer.from([0xff, 0xda]);
const MB = 1024 * 1024;

/** A stream of `size` bytes starting like a JPEG, in 64 KiB pieces. */
function generatedJpeg(size: number): Readable {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43]);
  return Readable.from(
    (function* () {
      yield head;
      for (let left = size - head.length; left > 0; left -= 64 * 1024) {
        yield Buffer.alloc(Math.min(left, 64 * 1024));
      }
    })(),
  );
}

describe(FilesService.name, () => {
  let sut: TestApp;
  let files: FilesService;
  let context: DbContext;
  beforeAll(async () => {
    sut = await createTestApp();
    files = sut.get(FilesService);
    context = sut.get(DbContext);
  });
  afterAll(() => sut.close());

  const receiveFixture = (name: string, purpose: FilePurpose = 'profile_photo', filename = name) =>
    files.receive({ filename, stream: createReadStream(fixturePath(name)) }, purpose, 'upload');

  async function uploaded(ownerId: string, name: string, purpose?: FilePurpose, filename?: string) {
    const blob = await receiveFixture(name, purpose, filename);
    return context.transaction(() => files.record(ownerId, blob));
  }

  /** Every file under the uploads directory (temporary ones included). */
  function storedFiles(): string[] {
    if (!existsSync(sut.config.uploadsDir)) return [];
    return readdirSync(sut.config.uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  }
  const bytesOf = (blob: Pick<StoredBlob, 'key'>) =>
    join(sut.config.uploadsDir, blob.key.slice(0, 2), blob.key);

  /** GET with the client's cookies, the body kept as bytes whatever its type. */
  function download(path: string, client?: TestClient): Promise<Response> {
    const request = sut
      .http()
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    if (!client) return request;
    const cookies = [...client.cookies].map(([name, { value }]) => `${name}=${value}`);
    return request.set('Cookie', cookies.join('; '));
  }
  const errorOf = (res: Response) => JSON.parse((res.body as Buffer).toString('utf8'));

  describe('downloads', () => {
    it('serves the owner their photo without its EXIF, with safe headers', async () => {
      const { user, client } = await signedInClient(sut);
      const file = await uploaded(user.id, 'photo-with-exif.jpg');
      const original = readFileSync(fixturePath('photo-with-exif.jpg'));

      const res = await download(`/api/files/${file.id}`, client);

      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'content-length': String(file.size),
        'content-disposition': `inline; filename="photo-with-exif.jpg"; filename*=UTF-8''photo-with-exif.jpg`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      const body = res.body as Buffer;
      expect(body.includes('SASM-TestCam')).toBe(false);
      expect(body.includes('Exif\0\0')).toBe(false);
      expect(body.subarray(body.indexOf(SOS))).toEqual(original.subarray(original.indexOf(SOS)));
      expect(sha256(body)).toBe(file.sha256);
      expect(file).toMatchObject({
        ownerId: user.id,
        purpose: 'profile_photo',
        mime: 'image/jpeg',
        size: body.length,
      });
      expect(file.size).toBeLessThan(original.length);
    });

    it('strips the text chunks of a PNG', async () => {
      const { user, client } = await signedInClient(sut);
      const file = await uploaded(user.id, 'picture-with-text.png', 'signature');
      const res = await download(`/api/files/${file.id}`, client);
      expect(res.headers['content-type']).toBe('image/png');
      expect((res.body as Buffer).includes('SASM-TestCam')).toBe(false);
      expect(sha256(res.body as Buffer)).toBe(file.sha256);
    });

    it('offers a PDF as an attachment on ?download=1 under an ASCII-safe and an exact name', async () => {
      const { user, client } = await signedInClient(sut);
      const file = await uploaded(
        user.id,
        'certificate.pdf',
        'certificate',
        'C:\\fakepath\\Katibayan "ñ".pdf',
      );
      expect(file.originalName).toBe('Katibayan "ñ".pdf');

      const res = await download(`/api/files/${file.id}?download=1`, client);

      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Katibayan _n_.pdf"; filename*=UTF-8''Katibayan%20%22%C3%B1%22.pdf`,
      );
      expect(res.body).toEqual(readFileSync(fixturePath('certificate.pdf')));
    });

    it('accepts the id with a trailing extension (/api/files/<id>.pdf)', async () => {
      const { user, client } = await signedInClient(sut);
      const file = await uploaded(user.id, 'certificate.pdf', 'parent_id');
      const res = await download(`/api/files/${file.id}.pdf`, client);
      expect(res.status).toBe(200);
      expect(sha256(res.body as Buffer)).toBe(file.sha256);
    });

    it('answers 404 to another student, as for a file that does not exist', async () => {
      const owner = await createUser(sut);
      const file = await uploaded(owner.id, 'photo-with-exif.jpg');
      const { client } = await signedInClient(sut);

      const res = await download(`/api/files/${file.id}`, client);

      expect(res.status).toBe(404);
      expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND', message: 'File not found' });
      const unknown = await download('/api/files/00000000-0000-4000-8000-000000000000', client);
      expect(unknown.status).toBe(404);
    });

    it('answers 404 to a malformed id', async () => {
      const { client } = await signedInClient(sut);
      for (const id of ['not-an-id', '1234', '..%2F..%2Fjwt-secret']) {
        const res = await download(`/api/files/${id}`, client);
        expect(res.status).toBe(404);
        expect(errorOf(res).code).toBe('NOT_FOUND');
      }
    });

    it('answers 401 without a session', async () => {
      const owner = await createUser(sut);
      const file = await uploaded(owner.id, 'photo-with-exif.jpg');
      const res = await download(`/api/files/${file.id}`);
      expect(res.status).toBe(401);
      expect(res.headers['content-type']).toMatch(/json/);
    });
  });

  describe('uploads', () => {
    const rejection = (message: string) => ({
      code: 'BAD_USER_INPUT',
      message,
      fields: { upload: message },
    });

    it('rejects a file over the limit as soon as it passes it, storing nothing', async () => {
      const before = storedFiles();
      const stream = generatedJpeg(2 * MB + 1);
      await expect(
        files.receive({ filename: 'big.jpg', stream }, 'signature', 'upload'),
      ).rejects.toMatchObject(rejection('The signature exceeds the 2MB limit.'));
      expect(storedFiles()).toEqual(before);
      // Read to its end, so a multipart parser behind it goes on.
      await new Promise((resolve) => setImmediate(resolve));
      expect(stream.readableEnded).toBe(true);
    });

    it('takes a file of exactly the limit', async () => {
      const blob = await files.receive(
        { filename: 'full.jpg', stream: generatedJpeg(2 * MB) },
        'signature',
        'upload',
      );
      expect(blob).toMatchObject({ mime: 'image/jpeg', size: 2 * MB });
      await files.discard([blob]);
    });

    it('rejects bytes that are not of an accepted type, whatever the name says', async () => {
      const before = storedFiles();
      await expect(receiveFixture('not-a-picture.jpg')).rejects.toMatchObject(
        rejection('2x2 picture must be a JPG or PNG image.'),
      );
      await expect(
        receiveFixture('certificate.pdf', 'profile_photo', 'me.png'),
      ).rejects.toMatchObject(rejection('2x2 picture must be a JPG or PNG image.'));
      await expect(
        receiveFixture('not-a-picture.jpg', 'certificate', 'award.jpg'),
      ).rejects.toMatchObject(rejection('Certificate "award.jpg" must be an image or a PDF.'));
      expect(storedFiles()).toEqual(before);
    });

    it('rejects an empty file', async () => {
      await expect(
        files.receive({ filename: 'id.png', stream: Readable.from([]) }, 'parent_id', 'upload'),
      ).rejects.toMatchObject(rejection('The parent/guardian ID is empty.'));
    });

    it('rejects an upload that breaks off, storing nothing', async () => {
      const before = storedFiles();
      const stream = new Readable({ read() {} });
      stream.push(readFileSync(fixturePath('photo-with-exif.jpg')).subarray(0, 100));
      setImmediate(() => stream.destroy(new Error('Request disconnected')));
      await expect(
        files.receive({ filename: 'id.jpg', stream }, 'id_document', 'upload'),
      ).rejects.toMatchObject(
        rejection('The ID document did not upload completely. Please try again.'),
      );
      expect(storedFiles()).toEqual(before);
    });
  });

  describe('removal', () => {
    it('deletes the row at once and the bytes once the transaction commits', async () => {
      const owner = await createUser(sut);
      const file = await uploaded(owner.id, 'photo-with-exif.jpg');
      const path = bytesOf({ key: file.storageKey });

      await context.transaction(async () => {
        await files.remove([file.id]);
        expect(existsSync(path)).toBe(true);
      });

      expect(await files.findByIds([file.id])).toEqual([]);
      expect(existsSync(path)).toBe(false);
    });

    it('keeps row and bytes when the transaction rolls back', async () => {
      const owner = await createUser(sut);
      const file = await uploaded(owner.id, 'photo-with-exif.jpg');
      await expect(
        context.transaction(async () => {
          await files.remove([file.id]);
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      expect(await files.findByIds([file.id])).toHaveLength(1);
      expect(existsSync(bytesOf({ key: file.storageKey }))).toBe(true);
    });

    it('leaves the bytes of a rolled-back record until they are discarded', async () => {
      const owner = await createUser(sut);
      const blob = await receiveFixture('photo-with-exif.jpg');
      let recordedId = '';
      await expect(
        context.transaction(async () => {
          recordedId = (await files.record(owner.id, blob)).id;
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');

      expect(await files.findByIds([recordedId])).toEqual([]);
      expect(existsSync(bytesOf(blob))).toBe(true);
      await files.discard([blob]);
      expect(existsSync(bytesOf(blob))).toBe(false);
    });

    it('finds rows by id, skipping unknown and malformed ids', async () => {
      const owner = await createUser(sut);
      const a = await uploaded(owner.id, 'photo-with-exif.jpg');
      const b = await uploaded(owner.id, 'certificate.pdf', 'certificate');
      const found = await files.findByIds([
        b.id,
        'nope',
        a.id,
        '00000000-0000-4000-8000-000000000000',
      ]);
      expect(found.map((file) => file.id).sort()).toEqual([a.id, b.id].sort());
    });
  });
});
