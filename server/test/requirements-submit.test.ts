// Submission's transport: both transports' answers and errors, the multipart files and their size
// limit. Its rules (the six in order, HR told, each missing item named, the type by the bytes, one
// submission per student, nothing stored after a refusal) are checked on the service in
// test/medium/requirements.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REQUIREMENT_MESSAGES as M } from '../src/modules/requirements/requirement-documents.js';
import { RequirementsService } from '../src/modules/requirements/requirements.service.js';
import { signedInClient } from './support/factories.js';
import {
  MY_SUBMISSION,
  REQUIREMENT_DOCUMENTS,
  sixFiles,
  storedBytes,
  storedFor,
  submitGraphql,
  submitRest,
  submitSix,
  type SubmissionView,
} from './support/requirements.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const MB = 1024 * 1024;

describe(`${RequirementsService.name} (a student submits the six documents)`, () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });

  afterAll(() => sut.close());

  async function expectNothingStored(userId: string, bytesBefore: string[]) {
    expect(await storedFor(sut, userId)).toEqual({ submissions: 0, files: 0, items: 0 });
    expect(storedBytes(sut)).toEqual(bytesBefore);
  }

  it('submits six files over GraphQL: six items waiting for review, in the order of A§9', async () => {
    const student = await signedInClient(sut, { firstname: 'Ana', lastname: 'Cruz' });
    const submitted = await submitSix(student.client);
    expect(submitted).toMatchObject({
      studentName: 'Ana Cruz',
      status: 'submitted',
      itemsCount: 6,
      approvedCount: 0,
      version: 1,
    });
    expect(submitted.items.map((item) => [item.key, item.label, item.status])).toEqual(
      REQUIREMENT_DOCUMENTS.map((doc) => [doc.key, doc.label, 'submitted']),
    );
    for (const item of submitted.items) {
      expect(item.file).toMatchObject({ mimeType: 'application/pdf', name: `${item.key}.pdf` });
      expect(item.file!.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect(item.history).toEqual([
        expect.objectContaining({
          kind: 'submitted',
          toStatus: 'submitted',
          file: { url: item.file!.url },
        }),
      ]);
    }
    const mine = await student.client.graphql<{ myRequirementSubmission: SubmissionView }>(
      MY_SUBMISSION,
    );
    expect(mine.data!.myRequirementSubmission.id).toBe(submitted.id);
  });

  it('submits over REST with six named file fields, images or PDFs, in the spec’s shape', async () => {
    const student = await signedInClient(sut);
    const png = { buffer: Buffer.from(sixPixelPng()), filename: 'grades.png' };
    const res = await submitRest(student.client, sixFiles({ recent_grades: png }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Requirements submitted successfully.');
    const submission = res.body.submission;
    expect(submission).toMatchObject({ _id: submission.id, status: 'submitted', itemsCount: 6 });
    expect(submission.items).toHaveLength(6);
    expect(submission.items[2]).toMatchObject({
      key: 'recent_grades',
      text: 'Photocopy of Recent Grades',
      checked: false,
      note: null,
      file: {
        name: 'grades.png',
        type: 'image/png',
        url: expect.stringMatching(/^\/api\/files\//),
      },
    });
    const mine = await student.client.get('/api/requirements/mine');
    expect(mine.body.submission.id).toBe(submission.id);
    const none = await (await signedInClient(sut)).client.get('/api/requirements/mine');
    expect(none.body).toEqual({ submission: null });
  });

  it('names the missing items on their fields, on both transports', async () => {
    const student = await signedInClient(sut);
    const gql = await submitGraphql(
      student.client,
      sixFiles({ resume: null, birth_certificate: null }),
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Please fix the highlighted errors before submitting.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: {
          resume: 'This item is required. Please upload the required file.',
          birth_certificate: 'This item is required. Please upload the required file.',
        },
      },
    });
    const rest = await submitRest(student.client, sixFiles({ indigency: null }));
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message: M.fixErrors, fields: { indigency: M.required } });
  });

  it('refuses a file one byte over 5 MB and stores none of the six', async () => {
    const student = await signedInClient(sut);
    const before = storedBytes(sut);
    const head = Buffer.from('%PDF-1.4\n');
    const big = {
      buffer: Buffer.concat([head, Buffer.alloc(5 * MB + 1 - head.length)]),
      filename: 'moral.pdf',
    };
    const message = '"moral.pdf" exceeds the 5MB limit.';
    const rest = await submitRest(student.client, sixFiles({ good_moral: big }));
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message, fields: { good_moral: message } });
    const gql = await submitGraphql(student.client, sixFiles({ good_moral: big }));
    expect(gql.errors?.[0]).toMatchObject({
      message,
      extensions: { fields: { good_moral: message } },
    });
    await expectNothingStored(student.user.id, before);

    // Exactly 5 MB is fine.
    const fits = { buffer: big.buffer.subarray(0, 5 * MB), filename: 'moral.pdf' };
    const ok = await submitRest(student.client, sixFiles({ good_moral: fits }));
    expect(ok.status).toBe(201);
  });

  it('refuses a second submission with CONFLICT, 409 over REST', async () => {
    const student = await signedInClient(sut);
    await submitSix(student.client);
    const gql = await submitGraphql(student.client, sixFiles());
    expect(gql.errors?.[0]).toMatchObject({
      message: M.alreadySubmitted,
      extensions: { code: 'CONFLICT' },
    });
    const rest = await submitRest(student.client, sixFiles());
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(M.alreadySubmitted);
  });

  it('needs a verified e-mail: FORBIDDEN, 403 over REST', async () => {
    const unverified = await signedInClient(sut, { verified: false });
    const gql = await submitGraphql(unverified.client, sixFiles());
    expect(gql.errors?.[0]).toMatchObject({
      message: M.verifyFirst,
      extensions: { code: 'FORBIDDEN' },
    });
    const rest = await submitRest(unverified.client, sixFiles());
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(M.verifyFirst);
  });
});

/** A 1×1 PNG. */
function sixPixelPng(): Uint8Array {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}
