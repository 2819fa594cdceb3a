import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REQUIREMENT_MESSAGES as M } from '../src/modules/requirements/requirement-documents.js';
import { RequirementsService } from '../src/modules/requirements/requirements.service.js';
import { notificationTitles } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  KEYS,
  MY_SUBMISSION,
  REQUIREMENT_DOCUMENTS,
  pdfFor,
  sixFiles,
  storedBytes,
  storedFor,
  submitGraphql,
  submitRest,
  submitSix,
  type SubmissionView,
} from './support/requirements.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const MB = 1024 * 1024;

describe(`${RequirementsService.name} (a student submits the six documents)`, () => {
  let sut: TestApp;
  let hr: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
  });

  afterAll(() => sut.close());

  async function expectNothingStored(userId: string, bytesBefore: string[]) {
    expect(await storedFor(sut, userId)).toEqual({ submissions: 0, files: 0, items: 0 });
    expect(storedBytes(sut)).toEqual(bytesBefore);
  }

  it('submits six files over GraphQL: six items waiting for review, in the order of A§9, HR told', async () => {
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
    expect(await notificationTitles(hr)).toContain('New Requirements Submission');
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

  it('names each missing item with the spec’s words and stores nothing, on both transports', async () => {
    const student = await signedInClient(sut);
    const before = storedBytes(sut);
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
    await expectNothingStored(student.user.id, before);

    for (const key of KEYS) {
      const rest = await submitRest(student.client, sixFiles({ [key]: null }));
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message: M.fixErrors, fields: { [key]: M.required } });
      expect(Object.keys(rest.body.fields)).toEqual([key]);
    }
    const one = await submitRest(student.client, { resume: pdfFor('resume') });
    expect(Object.keys(one.body.fields)).toEqual(KEYS.filter((key) => key !== 'resume'));
    await expectNothingStored(student.user.id, before);
  });

  it('refuses a file whose bytes are no JPG, PNG or PDF (whatever its name) and stores none of the six', async () => {
    const student = await signedInClient(sut);
    const before = storedBytes(sut);
    const fake = { buffer: Buffer.from('GIF89a not a document at all'), filename: 'resume.pdf' };
    const gql = await submitGraphql(student.client, sixFiles({ resume: fake }));
    expect(gql.errors?.[0]).toMatchObject({
      message: '"resume.pdf" must be a JPG, PNG or PDF file.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { resume: '"resume.pdf" must be a JPG, PNG or PDF file.' },
      },
    });
    const rest = await submitRest(student.client, sixFiles({ resume: fake }));
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ resume: '"resume.pdf" must be a JPG, PNG or PDF file.' });
    await expectNothingStored(student.user.id, before);
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

  it('takes one submission per student: a second is refused clearly and stores nothing', async () => {
    const student = await signedInClient(sut);
    await submitSix(student.client);
    const before = storedBytes(sut);
    const counts = await storedFor(sut, student.user.id);
    const gql = await submitGraphql(student.client, sixFiles());
    expect(gql.errors?.[0]).toMatchObject({
      message: M.alreadySubmitted,
      extensions: { code: 'CONFLICT' },
    });
    const rest = await submitRest(student.client, sixFiles());
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(M.alreadySubmitted);
    expect(await storedFor(sut, student.user.id)).toEqual(counts);
    expect(storedBytes(sut)).toEqual(before);
  });

  it('needs a verified e-mail, and a student', async () => {
    const unverified = await signedInClient(sut, { verified: false });
    const gql = await submitGraphql(unverified.client, sixFiles());
    expect(gql.errors?.[0]).toMatchObject({
      message: M.verifyFirst,
      extensions: { code: 'FORBIDDEN' },
    });
    const rest = await submitRest(unverified.client, sixFiles());
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(M.verifyFirst);
    expect(await storedFor(sut, unverified.user.id)).toEqual({
      submissions: 0,
      files: 0,
      items: 0,
    });

    const refused = await submitRest(hr, { resume: pdfFor('resume') });
    expect(refused.status).toBe(403);
  });
});

/** A 1×1 PNG. */
function sixPixelPng(): Uint8Array {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}
