import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { scholars } from '../src/modules/scholars/scholars.table.js';
import { createOffice, dayFromToday, officeStaff } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  acceptedScholar,
  decideReapplication,
  submitReapplication,
} from './support/reapplications.js';
import { itemOf, review, submitSix } from './support/requirements.js';
import { createTrainee } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

// The scholar record's student-records section (issue #11): `Scholar.requirements` (the
// requirements module) and `Scholar.reapplications` (the re-applications module), each
// scoped like its own module's per-object read.

const YEAR = '2031-2032';

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

describe('Scholar.requirements and Scholar.reapplications (the scholar record)', () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeA: string;
  let officeB: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeA = (await createOffice(sut)).id;
    officeB = (await createOffice(sut)).id;
  });

  afterAll(() => sut.close());

  const records = (client: TestClient, id: string) =>
    client.graphql<{ scholar: Records }>(RECORDS, { id });

  it('shows HR and the office’s staff the six items with their review and the re-applications', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA);
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

    const staff = await officeStaff(sut, officeA);
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
    const trainee = await createTrainee(sut, hr, officeA);
    const res = await records(hr, trainee.scholarId);
    expect(res.errors).toBeUndefined();
    expect(res.data!.scholar).toMatchObject({
      continuedThrough: null,
      reapplications: [],
      requirements: null,
    });
  });

  it('is not found for another office’s staff and other students', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA);
    await submitSix(scholar.client);
    await submitReapplication(scholar.client, YEAR);
    const other = await officeStaff(sut, officeB);
    const stranger = await signedInClient(sut);
    for (const viewer of [other.client, stranger.client]) {
      const res = await records(viewer, scholar.scholarId);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('keeps the requirements from the office once the deployment ended, like requirementSubmission(id)', async () => {
    const trainee = await createTrainee(sut, hr, officeB);
    const submitted = await submitSix(trainee.client);
    const staff = await officeStaff(sut, officeB);
    const before = await records(staff.client, trainee.scholarId);
    expect(before.data!.scholar.requirements?.id).toBe(submitted.id);

    // An ended deployment stays on the office's list (its past), but the documents are only
    // for the office the student serves now: the submission itself is NOT_FOUND for it too.
    await sut.database.db
      .update(scholars)
      .set({ endedOn: dayFromToday(sut, 0) })
      .where(eq(scholars.id, trainee.scholarId));
    const after = await records(staff.client, trainee.scholarId);
    expect(after.errors).toBeUndefined();
    expect(after.data!.scholar.requirements).toBeNull();
    const direct = await staff.client.graphql(
      `query One($id: ID!) { requirementSubmission(id: $id) { id } }`,
      { id: submitted.id },
    );
    expect(direct.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect((await records(hr, trainee.scholarId)).data!.scholar.requirements?.id).toBe(
      submitted.id,
    );
  });
});
