import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count } from 'drizzle-orm';
import { ApplicationsService } from '../src/modules/applications/applications.service.js';
import { applications } from '../src/modules/applications/applications.table.js';
import { files } from '../src/modules/files/files.table.js';
import {
  applicationForm,
  defaultFiles,
  fixture,
  submitGraphql,
  storedFileCount,
  submitRest,
} from './support/applications.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

async function rowCounts(sut: TestApp) {
  const [apps] = await sut.database.db.select({ n: count() }).from(applications);
  const [stored] = await sut.database.db.select({ n: count() }).from(files);
  return { applications: apps!.n, files: stored!.n };
}

describe(ApplicationsService.name, () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });

  afterAll(async () => {
    await sut.close();
  });

  describe('submitting over REST (A§7 multipart)', () => {
    it('stores the application with its files and lists it under my-applications', async () => {
      const { client, user } = await signedInClient(sut);

      const res = await submitRest(client);

      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Application submitted successfully');
      const application = res.body.application;
      expect(application).toMatchObject({
        _id: application.id,
        status: 'pending',
        position: 'student_assistant',
        email: user.email,
        age: 19,
        agreedToTerms: true,
      });
      expect(application.profilePhoto).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect(application.certificates).toHaveLength(1);
      expect(application.parentID).toMatch(/^\/api\/files\//);

      const mine = await client.get('/api/applications/my-applications');
      expect(mine.status).toBe(200);
      expect(mine.body.applications.map((a: { _id: string }) => a._id)).toEqual([application.id]);
      const photo = await client.get(application.profilePhoto);
      expect(photo.status).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
    });
  });

  describe('submitting over GraphQL (multipart request spec)', () => {
    it('stores the application with its documents', async () => {
      const { client } = await signedInClient(sut);

      const res = await submitGraphql(client);

      expect(res.errors).toBeUndefined();
      const application = res.data!.submitApplication;
      expect(application.status).toBe('pending');
      const documents = application.documents as Array<{ kind: string }>;
      expect(documents.map((d) => d.kind).sort()).toEqual([
        'certificate',
        'parent_id',
        'profile_photo',
      ]);
    });
  });

  describe('refusals', () => {
    it('refuses a second active application on both transports', async () => {
      const { client } = await signedInClient(sut);
      expect((await submitRest(client)).status).toBe(201);
      const before = await rowCounts(sut);

      const rest = await submitRest(client);
      const graphql = await submitGraphql(client);

      expect(rest.status).toBe(409);
      expect(rest.body.message).toBe(
        'You already have an active application. You can apply again once it is closed.',
      );
      expect(graphql.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(await rowCounts(sut)).toEqual(before);
    });

    it('requires a verified e-mail address', async () => {
      const { client } = await signedInClient(sut, { verified: false });

      const res = await submitRest(client);

      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        'Please verify your email address before submitting an application.',
      );
    });

    it('answers a refusal whole even while a large upload is still arriving', async () => {
      const { client } = await signedInClient(sut, { verified: false });
      const large = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4 * 1024 * 1024)]);

      const res = await submitRest(client, applicationForm(), {
        ...defaultFiles(),
        buffers: [['certificates', large, 'large.pdf']],
      });

      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        'Please verify your email address before submitting an application.',
      );
    });

    it('requires a signed-in user', async () => {
      // Fields only: the server answers 401 before reading the body, and a
      // body with files could still be in flight then (EPIPE on the client).
      const res = await submitRest(sut.client(), applicationForm(), {});

      expect(res.status).toBe(401);
    });

    it.each([
      [
        'a photo that is not an image',
        { ...defaultFiles(), profilePhoto: fixture('not-a-picture.jpg') },
        'profilePhoto',
        '2x2 picture must be a JPG or PNG image.',
      ],
      [
        'a certificate over 5 MB',
        {
          ...defaultFiles(),
          certificates: [],
          buffers: [
            [
              'certificates',
              Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]),
              'big.pdf',
            ],
          ],
        },
        'certificates.0',
        'Certificate "big.pdf" exceeds the 5MB limit.',
      ],
    ] as Array<[string, Parameters<typeof submitRest>[2], string, string]>)(
      'leaves no row and no file behind after %s',
      async (_what, upload, field, message) => {
        const { client } = await signedInClient(sut);
        const before = { rows: await rowCounts(sut), stored: storedFileCount(sut) };

        const res = await submitRest(client, applicationForm(), upload);

        expect(res.status).toBe(400);
        expect(res.body.fields[field]).toBe(message);
        expect(await rowCounts(sut)).toEqual(before.rows);
        expect(storedFileCount(sut)).toBe(before.stored);
      },
    );
  });
});
