import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ScholarsService } from '../src/modules/scholars/scholars.service.js';
import { submitRest } from './support/applications.js';
import { signedInClient } from './support/factories.js';
import { createOffice, createTrainee, moveApplication, UPDATE_STATUS } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const SCHOLAR = `query Scholar($id: ID!) {
  scholar(id: $id) {
    id firstName lastName email program stage status officeId officeName requiredHours
    dutyHoursPerDay dutyStart startedOn endedOn version
    history { field fromValue toValue comment actorName }
    assignments { officeName fromDate toDate }
  }
}`;
const LIST = `query List($filter: ScholarFilter, $page: Int!, $limit: Int!) {
  scholars(filter: $filter, page: $page, limit: $limit) {
    items { id email officeName status stage }
    pagination { currentPage totalPages totalItems hasPrevPage hasNextPage }
  }
}`;
const SET_STATUS = `mutation Set($input: UpdateScholarStatusInput!) {
  updateScholarStatus(input: $input) { id status version }
}`;
const REASSIGN = `mutation Move($input: ReassignScholarInput!) {
  reassignScholar(input: $input) { id officeId officeName version }
}`;
const TITLES = `{ notifications(limit: 50) { items { title message } } }`;

async function titlesOf(client: TestClient): Promise<string[]> {
  const res = await client.graphql<{ notifications: { items: Array<{ title: string }> } }>(TITLES);
  return res.data!.notifications.items.map((n) => n.title);
}

describe(ScholarsService.name, () => {
  let sut: TestApp;
  let hr: TestClient;
  let library: { id: string; name: string };
  let registrar: { id: string; name: string };
  let libraryStaff: TestClient;
  let registrarStaff: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, {
      role: 'hr',
      firstname: 'Helen',
      lastname: 'Reyes',
    }));
    library = await createOffice(sut, 'Library');
    registrar = await createOffice(sut, 'Registrar');
    ({ client: libraryStaff } = await signedInClient(sut, {
      role: 'office',
      officeId: library.id,
    }));
    ({ client: registrarStaff } = await signedInClient(sut, {
      role: 'office',
      officeId: registrar.id,
    }));
  });
  afterAll(() => sut.close());

  it('needs the office of training to pass an interview, with the message on the field', async () => {
    const student = await signedInClient(sut);
    const submitted = await submitRest(student.client);
    const id = submitted.body.application.id as string;
    await moveApplication(hr, id, [{ status: 'under_review' }, { status: 'interview_scheduled' }]);

    const res = await hr.graphql(UPDATE_STATUS, { input: { id, status: 'passed_interview' } });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { officeId: 'Choose the office where the student will train.' },
    });
    const rest = await hr.put(`/api/applications/${id}/status`, {
      status: 'passed_interview',
      officeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ officeId: 'Office not found' });
    const mine = await student.client.graphql<{ myScholar: unknown }>('{ myScholar { id } }');
    expect(mine.data!.myScholar).toBeNull();
  });

  it('makes a trainee of the chosen office, with history and the office told', async () => {
    const trainee = await createTrainee(sut, hr, library.id, {
      firstname: 'Lara',
      lastname: 'Cruz',
    });
    const res = await libraryStaff.graphql<{ scholar: Record<string, unknown> }>(SCHOLAR, {
      id: trainee.scholarId,
    });
    expect(res.data!.scholar).toMatchObject({
      firstName: 'Lara',
      lastName: 'Cruz',
      program: 'student_assistant',
      stage: 'trainee',
      status: 'active',
      officeId: library.id,
      officeName: 'Library',
      requiredHours: 130,
      dutyHoursPerDay: 5,
      dutyStart: '08:00',
      endedOn: null,
      history: [
        {
          field: 'stage',
          fromValue: null,
          toValue: 'trainee',
          comment: 'Library',
          actorName: 'Helen Reyes',
        },
      ],
      assignments: [{ officeName: 'Library', toDate: null }],
    });
    expect(await titlesOf(libraryStaff)).toContain('New Trainee');
    expect(await titlesOf(registrarStaff)).not.toContain('New Trainee');
    expect(await titlesOf(trainee.client)).toContain('Training Office Assigned');
  });

  it('shows office staff only their own office, and another office’s scholar is not found', async () => {
    const trainee = await createTrainee(sut, hr, registrar.id);
    const theirs = await libraryStaff.graphql<{ scholars: { items: Array<{ id: string }> } }>(
      LIST,
      { page: 1, limit: 100, filter: { officeId: registrar.id } },
    );
    expect(theirs.data!.scholars.items.map((s) => s.id)).not.toContain(trainee.scholarId);
    const one = await libraryStaff.graphql(SCHOLAR, { id: trainee.scholarId });
    expect(one.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await libraryStaff.get(`/api/scholars/${trainee.scholarId}`)).status).toBe(404);
    const change = await libraryStaff.graphql(SET_STATUS, {
      input: { id: trainee.scholarId, status: 'suspended' },
    });
    expect(change.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const own = await registrarStaff.get('/api/scholars?limit=100');
    expect(own.status).toBe(200);
    expect(own.body.items.map((s: { _id: string }) => s._id)).toContain(trainee.scholarId);
    const all = await hr.graphql<{ scholars: { items: Array<{ id: string }> } }>(LIST, {
      page: 1,
      limit: 100,
      filter: { officeId: registrar.id },
    });
    expect(all.data!.scholars.items.map((s) => s.id)).toContain(trainee.scholarId);
  });

  it('keeps students out of other scholars and out of staff actions', async () => {
    const trainee = await createTrainee(sut, hr, library.id);
    const other = await signedInClient(sut);
    expect(
      (await other.client.graphql(SCHOLAR, { id: trainee.scholarId })).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await trainee.client.graphql(SCHOLAR, { id: trainee.scholarId })).errors,
    ).toBeUndefined();
    expect((await trainee.client.get('/api/scholars')).status).toBe(403);
    const own = await trainee.client.graphql(SET_STATUS, {
      input: { id: trainee.scholarId, status: 'inactive' },
    });
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('persists a status change, audits it and tells the scholar', async () => {
    const trainee = await createTrainee(sut, hr, library.id);
    const res = await libraryStaff.put(`/api/scholars/${trainee.scholarId}/status`, {
      status: 'suspended',
      comment: 'Missed three duty days',
    });
    expect(res.status).toBe(200);
    expect(res.body.scholar).toMatchObject({ _id: trainee.scholarId, status: 'suspended' });
    const read = await hr.graphql<{ scholar: { status: string; history: unknown[] } }>(SCHOLAR, {
      id: trainee.scholarId,
    });
    expect(read.data!.scholar.status).toBe('suspended');
    expect(read.data!.scholar.history).toContainEqual({
      field: 'status',
      fromValue: 'active',
      toValue: 'suspended',
      comment: 'Missed three duty days',
      actorName: 'Test User',
    });
    expect(await titlesOf(trainee.client)).toContain('Scholar Status Updated');
    const bad = await libraryStaff.put(`/api/scholars/${trainee.scholarId}/status`, {
      status: 'retired',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ status: 'Unknown status' });
  });

  it('lets exactly one of two concurrent status changes on one version win', async () => {
    const trainee = await createTrainee(sut, hr, library.id);
    const { version } = (
      await hr.graphql<{ scholar: { version: number } }>(SCHOLAR, { id: trainee.scholarId })
    ).data!.scholar;
    const results = await Promise.all(
      (['inactive', 'suspended'] as const).map((status, index) =>
        (index ? hr : libraryStaff).graphql(SET_STATUS, {
          input: { id: trainee.scholarId, status, expectedVersion: version },
        }),
      ),
    );
    const codes = results.map((r) => r.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
  });

  it('lets HR reassign a scholar, keeping the history and telling both offices', async () => {
    const trainee = await createTrainee(sut, hr, library.id);
    const denied = await libraryStaff.graphql(REASSIGN, {
      input: { id: trainee.scholarId, officeId: registrar.id },
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const same = await hr.graphql(REASSIGN, {
      input: { id: trainee.scholarId, officeId: library.id },
    });
    expect(same.errors?.[0]?.extensions?.fields).toEqual({
      officeId: 'The scholar is already assigned to this office.',
    });

    const moved = await hr.put(`/api/scholars/${trainee.scholarId}/office`, {
      officeId: registrar.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.scholar).toMatchObject({ officeId: registrar.id, officeName: 'Registrar' });
    const read = await hr.graphql<{ scholar: { assignments: unknown[]; history: unknown[] } }>(
      SCHOLAR,
      { id: trainee.scholarId },
    );
    expect(read.data!.scholar.assignments).toEqual([
      expect.objectContaining({ officeName: 'Library', toDate: expect.any(String) }),
      expect.objectContaining({ officeName: 'Registrar', toDate: null }),
    ]);
    expect(read.data!.scholar.history).toContainEqual(
      expect.objectContaining({ field: 'office', fromValue: 'Library', toValue: 'Registrar' }),
    );
    expect(await titlesOf(libraryStaff)).toContain('Scholar Reassigned');
    expect(await titlesOf(registrarStaff)).toContain('Scholar Assigned');
    expect(await titlesOf(trainee.client)).toContain('Office Changed');
    expect(
      (await libraryStaff.graphql(SCHOLAR, { id: trainee.scholarId })).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
  });

  it('makes the trainee a scholar on acceptance and ends a trainee on rejection', async () => {
    const accepted = await createTrainee(sut, hr, library.id);
    await moveApplication(hr, accepted.applicationId, [
      { status: 'hours_completed' },
      { status: 'accepted' },
    ]);
    const scholar = await hr.graphql<{ scholar: { stage: string; status: string } }>(SCHOLAR, {
      id: accepted.scholarId,
    });
    expect(scholar.data!.scholar).toMatchObject({ stage: 'scholar', status: 'active' });
    expect(await titlesOf(libraryStaff)).toContain('New Scholar');

    const rejected = await createTrainee(sut, hr, library.id);
    await moveApplication(hr, rejected.applicationId, [{ status: 'rejected' }]);
    const ended = await hr.graphql<{ scholar: { stage: string; status: string; endedOn: string } }>(
      SCHOLAR,
      { id: rejected.scholarId },
    );
    expect(ended.data!.scholar).toMatchObject({ stage: 'trainee', status: 'inactive' });
    expect(ended.data!.scholar.endedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const mine = await rejected.client.graphql<{ myScholar: unknown }>('{ myScholar { id } }');
    expect(mine.data!.myScholar).toBeNull();
  });

  it('adds no assignment row when an interview is passed again at the same office', async () => {
    const trainee = await createTrainee(sut, hr, library.id);
    const again = [{ status: 'on_hold' }, { status: 'interview_scheduled' }];
    await moveApplication(hr, trainee.applicationId, again);
    const same = await hr.put(`/api/applications/${trainee.applicationId}/status`, {
      status: 'passed_interview',
      officeId: library.id,
    });
    expect(same.status).toBe(200);
    const rest = await hr.get(`/api/scholars/${trainee.scholarId}`);
    expect(rest.body.scholar.assignments).toEqual([
      expect.objectContaining({ officeId: library.id, toDate: null }),
    ]);

    // Passing again at another office moves the assignment, keeping the history.
    await moveApplication(hr, trainee.applicationId, [
      ...again,
      { status: 'passed_interview', officeId: registrar.id },
    ]);
    const moved = await hr.graphql<{ scholar: { assignments: Array<Record<string, unknown>> } }>(
      SCHOLAR,
      { id: trainee.scholarId },
    );
    expect(moved.data!.scholar.assignments).toEqual([
      expect.objectContaining({ officeName: 'Library', toDate: expect.any(String) }),
      expect.objectContaining({ officeName: 'Registrar', toDate: null }),
    ]);
  });

  it('pages and filters the list on both transports', async () => {
    const office = await createOffice(sut, 'Paging Office');
    for (const lastname of ['Alpha', 'Beta', 'Gamma'])
      await createTrainee(sut, hr, office.id, { lastname });
    const page = await hr.graphql<{
      scholars: { items: unknown[]; pagination: Record<string, unknown> };
    }>(LIST, { page: 2, limit: 2, filter: { officeId: office.id } });
    expect(page.data!.scholars.items).toHaveLength(1);
    expect(page.data!.scholars.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      totalItems: 3,
      hasPrevPage: true,
      hasNextPage: false,
    });
    const search = await hr.get(`/api/scholars?officeId=${office.id}&search=gamm`);
    expect(search.body.items).toHaveLength(1);
    // Those serving now (the evaluation picker) or those whose training ended.
    const ended = await createTrainee(sut, hr, office.id, { lastname: 'Delta' });
    await moveApplication(hr, ended.applicationId, [{ status: 'rejected' }]);
    const serving = await hr.graphql<{ scholars: { pagination: { totalItems: number } } }>(LIST, {
      page: 1,
      limit: 10,
      filter: { officeId: office.id, current: true },
    });
    expect(serving.data!.scholars.pagination.totalItems).toBe(3);
    const past = await hr.get(`/api/scholars?officeId=${office.id}&current=false`);
    expect(past.body.items.map((s: { _id: string }) => s._id)).toEqual([ended.scholarId]);
    const wrong = await hr.get('/api/scholars?current=yes');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ current: 'current must be one of true, false' });
    const bad = await hr.get('/api/scholars?status=retired');
    expect(bad.status).toBe(400);
    expect((await hr.get('/api/scholars?page=0')).status).toBe(400);
  });
});
