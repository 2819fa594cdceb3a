import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApplicationsService } from '../src/modules/applications/applications.service.js';
import { submitRest } from './support/applications.js';
import { signedInClient } from './support/factories.js';
import { createOffice, createTrainee, moveApplication, UPDATE_STATUS } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const ONE = `query One($id: ID!) { application(id: $id) { id status } }`;
const LIST = `query List($filter: ApplicationFilter) {
  applications(filter: $filter, page: 1, limit: 100) { applications { id } }
}`;
const PREVIEW = `query P($input: InterviewPreviewInput!) { interviewMailPreview(input: $input) { subject } }`;
const OWN_OFFICE_ONLY =
  'Office staff can only pass an applicant into training at their own office.';

/**
 * Office scoping of application decisions (A§6, ARCHITECTURE §6): office
 * staff pass applicants into training at their own office only, and an
 * application in training at another office is "not found" to them.
 */
describe(`${ApplicationsService.name} office scoping`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let library: { id: string };
  let registrar: { id: string };
  let libraryStaff: TestClient;
  let registrarStaff: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    library = await createOffice(sut, 'Library');
    registrar = await createOffice(sut, 'Registrar');
    libraryStaff = (await signedInClient(sut, { role: 'office', officeId: library.id })).client;
    registrarStaff = (await signedInClient(sut, { role: 'office', officeId: registrar.id })).client;
  });
  afterAll(() => sut.close());

  /** An application moved by HR to interview_scheduled (searchable by its unique e-mail). */
  async function interviewed() {
    const student = await signedInClient(sut);
    const submitted = await submitRest(student.client);
    const id = submitted.body.application.id as string;
    await moveApplication(hr, id, [{ status: 'under_review' }, { status: 'interview_scheduled' }]);
    return { ...student, id };
  }

  const myScholarOffice = async (client: TestClient) =>
    (await client.graphql<{ myScholar: { officeId: string } | null }>('{ myScholar { officeId } }'))
      .data!.myScholar?.officeId ?? null;

  it('lets office staff pass an applicant into training only at their own office', async () => {
    const student = await interviewed();

    const graphql = await registrarStaff.graphql(UPDATE_STATUS, {
      input: { id: student.id, status: 'passed_interview', officeId: library.id },
    });
    expect(graphql.errors?.[0]?.message).toBe(OWN_OFFICE_ONLY);
    expect(graphql.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { officeId: OWN_OFFICE_ONLY },
    });
    const rest = await registrarStaff.put(`/api/applications/${student.id}/status`, {
      status: 'passed_interview',
      officeId: library.id,
    });
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ officeId: OWN_OFFICE_ONLY });
    expect(await myScholarOffice(student.client)).toBeNull();

    // The right side: their own office.
    const own = await registrarStaff.put(`/api/applications/${student.id}/status`, {
      status: 'passed_interview',
      officeId: registrar.id,
    });
    expect(own.status).toBe(200);
    expect(own.body.application.status).toBe('passed_interview');
    expect(await myScholarOffice(student.client)).toBe(registrar.id);
  });

  it('lets an office account without an office pass no one into training', async () => {
    const student = await interviewed();
    const { client: unassigned } = await signedInClient(sut, { role: 'office' });
    const res = await unassigned.graphql(UPDATE_STATUS, {
      input: { id: student.id, status: 'passed_interview', officeId: library.id },
    });
    expect(res.errors?.[0]?.extensions?.fields).toEqual({ officeId: OWN_OFFICE_ONLY });
  });

  it("hides another office's trainee's application from reads, lists and decisions", async () => {
    const trainee = await createTrainee(sut, hr, library.id);
    const id = trainee.applicationId;
    const filter = { search: trainee.user.email };

    // The wrong side: Registrar staff on the Library's trainee.
    expect((await registrarStaff.graphql(ONE, { id })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await registrarStaff.get(`/api/applications/${id}`)).status).toBe(404);
    const listed = await registrarStaff.graphql<{ applications: { applications: unknown[] } }>(
      LIST,
      { filter },
    );
    expect(listed.data!.applications.applications).toEqual([]);
    const restList = await registrarStaff.get(
      `/api/applications/all?search=${encodeURIComponent(trainee.user.email)}`,
    );
    expect(restList.body.applications).toEqual([]);
    const onHold = await registrarStaff.graphql(UPDATE_STATUS, {
      input: { id, status: 'on_hold' },
    });
    expect(onHold.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const rejected = await registrarStaff.put(`/api/applications/${id}/status`, {
      status: 'rejected',
    });
    expect(rejected.status).toBe(404);
    const preview = await registrarStaff.graphql(PREVIEW, {
      input: {
        applicationId: id,
        interviewDate: '2030-01-15',
        interviewTime: '13:00',
        interviewLocation: 'Library',
      },
    });
    expect(preview.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // The right side: the Library's staff, and HR.
    expect((await libraryStaff.graphql(ONE, { id })).data).toEqual({
      application: { id, status: 'passed_interview' },
    });
    const own = await libraryStaff.get(
      `/api/applications/all?search=${encodeURIComponent(trainee.user.email)}`,
    );
    expect(own.body.applications.map((a: { _id: string }) => a._id)).toEqual([id]);
    expect((await hr.get(`/api/applications/${id}`)).status).toBe(200);
    const held = await libraryStaff.put(`/api/applications/${id}/status`, { status: 'on_hold' });
    expect(held.status).toBe(200);

    // Still the Library's while on hold: the deployment decides, not the status.
    expect((await registrarStaff.get(`/api/applications/${id}`)).status).toBe(404);
  });

  it("keeps an accepted scholar's application the office's own", async () => {
    const trainee = await createTrainee(sut, hr, library.id);
    await moveApplication(hr, trainee.applicationId, [
      { status: 'hours_completed' },
      { status: 'accepted' },
    ]);
    const id = trainee.applicationId;
    expect((await registrarStaff.graphql(ONE, { id })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await libraryStaff.graphql(ONE, { id })).errors).toBeUndefined();
  });

  it('leaves applications not in training open to every office', async () => {
    const student = await interviewed();
    expect((await registrarStaff.get(`/api/applications/${student.id}`)).status).toBe(200);
    const listed = await libraryStaff.graphql<{ applications: { applications: unknown[] } }>(LIST, {
      filter: { search: student.user.email },
    });
    expect(listed.data!.applications.applications).toEqual([{ id: student.id }]);
  });
});
