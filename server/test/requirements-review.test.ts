// On PostgreSQL in CI as well: locks held across connections and instances.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../src/modules/mail/mail-outbox.table.js';
import { REQUIREMENT_MESSAGES as M } from '../src/modules/requirements/requirement-documents.js';
import { RequirementsService } from '../src/modules/requirements/requirements.service.js';
import { notificationTitles } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  itemOf,
  ONE_SUBMISSION,
  pdfFor,
  REVIEW,
  review,
  reuploadGraphql,
  reuploadRest,
  storedBytes,
  SUBMISSION_LIST,
  submitSix,
  type SubmissionView,
} from './support/requirements.js';
import { createOffice, createTrainee } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

describe(`${RequirementsService.name} (HR reviews each item, the student re-uploads)`, () => {
  let sut: TestApp;
  let hr: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr', firstname: 'Hannah', lastname: 'Reyes' })).client;
  });

  afterAll(() => sut.close());

  const mailsTo = async (email: string) =>
    (await sut.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).map(
      (row) => row.subject,
    );

  it('approves five and asks a re-upload of one; the student is told of each, live and by mail, and replaces only that one', async () => {
    const student = await signedInClient(sut, { firstname: 'Ana', lastname: 'Cruz' });
    const submitted = await submitSix(student.client);
    let current: SubmissionView = submitted;
    for (const item of submitted.items.filter((i) => i.key !== 'good_moral'))
      current = await review(hr, { submissionId: submitted.id, key: item.key, status: 'approved' });
    expect(current).toMatchObject({ status: 'submitted', approvedCount: 5 });

    // Over REST: needs re-upload, with the note.
    const rest = await hr.put(`/api/requirements/${submitted.id}/items/good_moral/review`, {
      status: 'needs_reupload',
      note: 'The scan is cut off at the bottom.',
      expectedVersion: itemOf(submitted, 'good_moral').version,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.submission.status).toBe('needs_reupload');
    const moral = rest.body.submission.items.find((i: { key: string }) => i.key === 'good_moral');
    expect(moral).toMatchObject({
      status: 'needs_reupload',
      note: 'The scan is cut off at the bottom.',
      reviewedByName: 'Hannah Reyes',
      checked: false,
    });

    const titles = await notificationTitles(student.client);
    expect(titles.filter((t) => t === 'Requirement Approved')).toHaveLength(5);
    expect(titles[0]).toBe('Requirement Needs Re-upload');
    const subjects = await mailsTo(student.user.email);
    expect(subjects.filter((s) => s === 'A requirement was approved')).toHaveLength(5);
    expect(subjects).toContain('A requirement needs to be re-uploaded');

    // An approved item cannot be replaced, on either transport; nothing is stored.
    const bytes = storedBytes(sut);
    const approved = await reuploadGraphql(student.client, 'resume', pdfFor('resume', 2));
    expect(approved.errors?.[0]).toMatchObject({
      message: M.approvedIsFinal,
      extensions: { code: 'CONFLICT' },
    });
    const approvedRest = await reuploadRest(student.client, 'resume', pdfFor('resume', 2));
    expect(approvedRest.status).toBe(409);
    expect(storedBytes(sut)).toEqual(bytes);

    // A wrong type is refused with the purpose's message under the item's key.
    const fake = { buffer: Buffer.from('plain text'), filename: 'moral.pdf' };
    const wrong = await reuploadRest(student.client, 'good_moral', fake);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      good_moral: '"moral.pdf" must be a JPG, PNG or PDF file.',
    });

    const replaced = await reuploadGraphql(student.client, 'good_moral', pdfFor('good_moral', 2));
    expect(replaced.errors).toBeUndefined();
    const after = replaced.data!.reuploadRequirement;
    expect(after.status).toBe('submitted');
    const item = itemOf(after, 'good_moral');
    expect(item).toMatchObject({
      status: 'submitted',
      note: null,
      file: { name: 'good_moral-v2.pdf' },
    });
    const oldUrl = itemOf(submitted, 'good_moral').file!.url;
    expect(item.history.map((h) => [h.kind, h.toStatus, h.file?.url])).toEqual([
      ['submitted', 'submitted', oldUrl],
      ['reviewed', 'needs_reupload', oldUrl],
      ['reuploaded', 'submitted', item.file!.url],
    ]);
    // The replaced file is kept for the history.
    expect((await hr.get(oldUrl)).status).toBe(200);
    for (const other of after.items.filter((i) => i.key !== 'good_moral'))
      expect(other.file!.url).toBe(itemOf(submitted, other.key).file!.url);
    expect(await notificationTitles(hr)).toContain('Requirement Re-uploaded');

    // Waiting again: not replaceable until reviewed.
    const waiting = await reuploadRest(student.client, 'good_moral', pdfFor('good_moral', 3));
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe(M.waitingForReview);

    const done = await review(hr, {
      submissionId: submitted.id,
      key: 'good_moral',
      status: 'approved',
    });
    expect(done).toMatchObject({ status: 'approved', approvedCount: 6 });
  });

  it('asks for a note with a re-upload, and answers CONFLICT on a stale version', async () => {
    const student = await signedInClient(sut);
    const submitted = await submitSix(student.client);
    const noNote = await hr.graphql(REVIEW, {
      input: { submissionId: submitted.id, key: 'resume', status: 'needs_reupload', note: '  ' },
    });
    expect(noNote.errors?.[0]).toMatchObject({
      message: M.noteRequired,
      extensions: { code: 'BAD_USER_INPUT', fields: { note: M.noteRequired } },
    });
    const restNoNote = await hr.put(`/api/requirements/${submitted.id}/items/resume/review`, {
      status: 'needs_reupload',
    });
    expect(restNoNote.status).toBe(400);
    expect(restNoNote.body.fields).toEqual({ note: M.noteRequired });

    const version = itemOf(submitted, 'resume').version;
    await review(hr, {
      submissionId: submitted.id,
      key: 'resume',
      status: 'approved',
      expectedVersion: version,
    });
    const stale = await hr.graphql(REVIEW, {
      input: {
        submissionId: submitted.id,
        key: 'resume',
        status: 'needs_reupload',
        note: 'Blurry',
        expectedVersion: version,
      },
    });
    expect(stale.errors?.[0]).toMatchObject({
      message: M.changed,
      extensions: { code: 'CONFLICT' },
    });
    const staleRest = await hr.put(`/api/requirements/${submitted.id}/items/resume/review`, {
      status: 'approved',
      expectedVersion: version,
    });
    expect(staleRest.status).toBe(409);
    const unknown = await hr.put(`/api/requirements/${submitted.id}/items/passport/review`, {
      status: 'approved',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown requirement item');
  });

  it('lets a student read only their own; office staff their own scholars’ (read-only); HR all', async () => {
    const officeA = (await createOffice(sut, 'Registrar')).id;
    const officeB = (await createOffice(sut, 'Library')).id;
    const trainee = await createTrainee(sut, hr, officeA, { firstname: 'Tess', lastname: 'Uy' });
    const submitted = await submitSix(trainee.client);
    const fileUrl = submitted.items[0]!.file!.url;
    const own = await signedInClient(sut, { role: 'office', officeId: officeA });
    const other = await signedInClient(sut, { role: 'office', officeId: officeB });
    const student = await signedInClient(sut);

    for (const client of [trainee.client, own.client, hr]) {
      const gql = await client.graphql(ONE_SUBMISSION, { id: submitted.id });
      expect(gql.errors).toBeUndefined();
      expect((await client.get(`/api/requirements/${submitted.id}`)).status).toBe(200);
      expect((await client.get(fileUrl)).status).toBe(200);
    }
    for (const client of [other.client, student.client]) {
      const gql = await client.graphql(ONE_SUBMISSION, { id: submitted.id });
      expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await client.get(`/api/requirements/${submitted.id}`)).status).toBe(404);
      expect((await client.get(fileUrl)).status).toBe(404);
    }

    const list = async (client: TestClient, search = 'Tess Uy') => {
      const gql = await client.graphql<{
        requirementSubmissions: { items: Array<{ id: string }> };
      }>(SUBMISSION_LIST, { filter: { search } });
      const rest = await client.get(`/api/requirements?search=${encodeURIComponent(search)}`);
      expect(rest.body.items.map((i: { id: string }) => i.id)).toEqual(
        gql.data!.requirementSubmissions.items.map((i) => i.id),
      );
      return gql.data!.requirementSubmissions.items.map((i) => i.id);
    };
    expect(await list(hr)).toEqual([submitted.id]);
    expect(await list(hr, trainee.user.email.toUpperCase())).toEqual([submitted.id]);
    expect(await list(own.client)).toEqual([submitted.id]);
    expect(await list(other.client)).toEqual([]);
    const filtered = await hr.get('/api/requirements?status=approved&search=Tess');
    expect(filtered.body.items).toEqual([]);
    expect((await student.client.get('/api/requirements')).status).toBe(403);

    // Office staff read, never review.
    const officeReview = await own.client.put(
      `/api/requirements/${submitted.id}/items/resume/review`,
      {
        status: 'approved',
      },
    );
    expect(officeReview.status).toBe(403);
    // Another student cannot re-upload into it: theirs does not exist.
    const foreign = await reuploadRest(student.client, 'resume', pdfFor('resume'));
    expect(foreign.status).toBe(404);
  });
});
