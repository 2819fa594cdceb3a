// Submission's transport: both transports' answers and errors, the multipart form. The form's
// rules (A§5, every message), a second active application and a refused upload leaving nothing
// are checked on the service in test/medium/applications-submit.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApplicationsService } from '../src/modules/applications/applications.service.js';
import {
  applicationForm,
  applicationRowCounts,
  defaultFiles,
  submitGraphql,
  storedFileCount,
  submitRest,
} from './support/applications.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

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

      const rest = await submitRest(client);
      const graphql = await submitGraphql(client);

      expect(rest.status).toBe(409);
      expect(rest.body.message).toBe(
        'You already have an active application. You can apply again once it is closed.',
      );
      expect(graphql.errors?.[0]?.extensions?.code).toBe('CONFLICT');
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

    it('leaves no row and no file behind after a certificate over 5 MB', async () => {
      const { client } = await signedInClient(sut);
      const before = { rows: await applicationRowCounts(sut), stored: storedFileCount(sut) };
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]);

      const res = await submitRest(client, applicationForm(), {
        ...defaultFiles(),
        certificates: [],
        buffers: [['certificates', big, 'big.pdf']],
      });

      expect(res.status).toBe(400);
      expect(res.body.fields['certificates.0']).toBe(
        'Certificate "big.pdf" exceeds the 5MB limit.',
      );
      expect(await applicationRowCounts(sut)).toEqual(before.rows);
      expect(storedFileCount(sut)).toBe(before.stored);
    });
  });

  describe('the form refused (A§5)', () => {
    it('answers the form’s messages over GraphQL', async () => {
      const { client } = await signedInClient(sut);

      const res = await submitGraphql(client, applicationForm({ age: 31, fatherName: '' }));

      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields).toEqual({
        age: 'Age must be under 30',
        fatherName: "Father's name is required",
      });
    });

    it('names every problem at once over REST, with the summary as the message', async () => {
      const { client } = await signedInClient(sut);

      const res = await submitRest(client, applicationForm({ age: 12, gender: '' }));

      expect(res.status).toBe(400);
      expect(res.body.code).toBe('BAD_USER_INPUT');
      expect(res.body.message).toBe('Please fill in all required fields.');
      expect(res.body.fields).toMatchObject({
        age: 'Age must be at least 15',
        gender: 'Gender is required',
      });
    });

    it('answers a blank age over REST as missing, not as a bad number', async () => {
      const { client } = await signedInClient(sut);

      const res = await submitRest(client, applicationForm({ age: ' ' }));

      expect(res.status).toBe(400);
      expect(res.body.fields.age).toBe('Age is required');
    });

    it('answers a non-numeric age over REST', async () => {
      const { client } = await signedInClient(sut);

      const res = await submitRest(client, applicationForm({ age: 'nineteen' }));

      expect(res.status).toBe(400);
      expect(res.body.fields.age).toBe('Age must be a number');
    });
  });
});
