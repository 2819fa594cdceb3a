// Review and re-upload over both transports: their answers and errors, the re-upload's multipart
// file, the list, and the scholar record's requirements. Their rules (the submission's status from
// its items, the notices and mail, what may be replaced, the history kept, stale versions, who
// reads what) are checked on the service in test/medium/requirements.test.ts; who may call each
// operation in test/access-*.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REQUIREMENT_MESSAGES as M } from '../src/modules/requirements/requirement-documents.js';
import { RequirementsService } from '../src/modules/requirements/requirements.service.js';
import { createOffice, officeStaff } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  acceptedScholar,
  decideReapplication,
  submitReapplication,
} from './support/reapplications.js';
import {
  itemOf,
  pdfFor,
  REVIEW,
  review,
  reuploadGraphql,
  reuploadRest,
  SUBMISSION_LIST,
  submitSix,
} from './support/requirements.js';
import { createTrainee } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const YEAR = '2031-2032';

describe(`${RequirementsService.name} (HR reviews each item, the student re-uploads)`, () => {
  let sut: TestApp;
  let hr: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr', firstname: 'Hannah', lastname: 'Reyes' })).client;
  });

  afterAll(() => sut.close());

  it('answers a review over REST and GraphQL, and a re-upload, in their shapes', async () => {
    const student = await signedInClient(sut);
    const submitted = await submitSix(student.client);
    const approved = await review(hr, {
      submissionId: submitted.id,
      key: 'resume',
      status: 'approved',
    });
    expect(itemOf(approved, 'resume')).toMatchObject({
      status: 'approved',
      reviewedByName: 'Hannah Reyes',
    });

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

    const replaced = await reuploadGraphql(student.client, 'good_moral', pdfFor('good_moral', 2));
    expect(replaced.errors).toBeUndefined();
    const item = itemOf(replaced.data!.reuploadRequirement, 'good_moral');
    expect(item).toMatchObject({
      status: 'submitted',
      note: null,
      file: { name: 'good_moral-v2.pdf' },
    });
    expect(item.file!.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(item.history.map((h) => h.kind)).toEqual(['submitted', 'reviewed', 'reuploaded']);
  });

  it('refuses a re-upload: CONFLICT, 409 over REST; a wrong file, 400 on the item’s key', async () => {
    const student = await signedInClient(sut);
    const submitted = await submitSix(student.client);
    await review(hr, { submissionId: submitted.id, key: 'resume', status: 'approved' });
    await review(hr, {
      submissionId: submitted.id,
      key: 'good_moral',
      status: 'needs_reupload',
      note: 'Blurry',
    });

    const approved = await reuploadGraphql(student.client, 'resume', pdfFor('resume', 2));
    expect(approved.errors?.[0]).toMatchObject({
      message: M.approvedIsFinal,
      extensions: { code: 'CONFLICT' },
    });
    const approvedRest = await reuploadRest(student.client, 'resume', pdfFor('resume', 2));
    expect(approvedRest.status).toBe(409);
    expect(approvedRest.body.message).toBe(M.approvedIsFinal);

    const fake = { buffer: Buffer.from('plain text'), filename: 'moral.pdf' };
    const wrong = await reuploadRest(student.client, 'good_moral', fake);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      good_moral: '"moral.pdf" must be a JPG, PNG or PDF file.',
    });
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

  it('lists alike over both transports, searching by name or e-mail', async () => {
    const student = await signedInClient(sut, { firstname: 'Tess', lastname: 'Uy' });
    const submitted = await submitSix(student.client);
    const list = async (search: string) => {
      const gql = await hr.graphql<{
        requirementSubmissions: { items: Array<{ id: string }> };
      }>(SUBMISSION_LIST, { filter: { search } });
      const rest = await hr.get(`/api/requirements?search=${encodeURIComponent(search)}`);
      expect(rest.status).toBe(200);
      expect(rest.body.items.map((i: { id: string }) => i.id)).toEqual(
        gql.data!.requirementSubmissions.items.map((i) => i.id),
      );
      return gql.data!.requirementSubmissions.items.map((i) => i.id);
    };
    expect(await list('Tess Uy')).toEqual([submitted.id]);
    expect(await list(student.user.email.toUpperCase())).toEqual([submitted.id]);
  });

  // The scholar record's student-records section (issue #11): `Scholar.requirements` (the
  // requirements module) and `Scholar.reapplications` (the re-applications module), each scoped
  // like its own module's per-object read.
  describe('Scholar.requirements and Scholar.reapplications (the scholar record)', () => {
    const RECORDS = `query Records($id: ID!) { scholar(id: $id) {
      id
      continuedThrough { term academicYear label }
      reapplications { id termLabel status createdAt }
      requirements { id status submittedAt items { key label status note file { url name mimeType } } }
    } }`;
    const MINE = `{ myScholar { id requirements { id } reapplications { id } } }`;

    interface Records {
      id: string;
      continuedThrough: { term: string; academicYear: string; label: string } | null;
      reapplications: Array<{ id: string; termLabel: string; status: string }>;
      requirements: {
        id: string;
        status: string;
        items: Array<{
          key: string;
          status: string;
          note: string | null;
          file: { url: string } | null;
        }>;
      } | null;
    }

    let officeId: string;
    beforeAll(async () => {
      officeId = (await createOffice(sut)).id;
    });

    const records = (client: TestClient, id: string) =>
      client.graphql<{ scholar: Records }>(RECORDS, { id });

    it('shows HR and the office’s staff the six items with their review and the re-applications', async () => {
      const scholar = await acceptedScholar(sut, hr, officeId);
      const submitted = await submitSix(scholar.client);
      await review(hr, {
        submissionId: submitted.id,
        key: 'good_moral',
        status: 'needs_reupload',
        note: 'The scan is cut off.',
        expectedVersion: itemOf(submitted, 'good_moral').version,
      });
      const first = await submitReapplication(scholar.client, YEAR);
      await decideReapplication(hr, { id: first.id, status: 'accepted' });
      const second = await submitReapplication(scholar.client, YEAR, { term: 'second' });

      const staff = await officeStaff(sut, officeId);
      for (const viewer of [hr, staff.client]) {
        const res = await records(viewer, scholar.scholarId);
        expect(res.errors).toBeUndefined();
        const record = res.data!.scholar;
        expect(record.continuedThrough).toEqual({
          term: 'first',
          academicYear: YEAR,
          label: `First Semester ${YEAR}`,
        });
        expect(record.reapplications.map((r) => [r.id, r.status])).toEqual([
          [second.id, 'pending'],
          [first.id, 'accepted'],
        ]);
        expect(record.requirements).toMatchObject({ id: submitted.id, status: 'needs_reupload' });
        expect(record.requirements!.items).toHaveLength(6);
        expect(record.requirements!.items.find((i) => i.key === 'good_moral')).toMatchObject({
          status: 'needs_reupload',
          note: 'The scan is cut off.',
        });
        // The files open for both (the files module scopes them the same way).
        const file = await viewer.get(record.requirements!.items[0]!.file!.url);
        expect(file.status).toBe(200);
      }

      // The student reads their own record's too.
      const own = await scholar.client.graphql<{
        myScholar: { requirements: { id: string }; reapplications: unknown[] };
      }>(MINE);
      expect(own.data!.myScholar.requirements.id).toBe(submitted.id);
      expect(own.data!.myScholar.reapplications).toHaveLength(2);
    });

    it('answers null and none for a scholar who has submitted nothing', async () => {
      const trainee = await createTrainee(sut, hr, officeId);
      const res = await records(hr, trainee.scholarId);
      expect(res.errors).toBeUndefined();
      expect(res.data!.scholar).toMatchObject({
        continuedThrough: null,
        reapplications: [],
        requirements: null,
      });
    });
  });
});
