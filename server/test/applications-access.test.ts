import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApplicationsService } from '../src/modules/applications/applications.service.js';
import {
  applicationForm,
  storedFileCount,
  submitRest,
  type RestApplication,
} from './support/applications.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const LIST = `query List($filter: ApplicationFilter, $page: Int!, $limit: Int!) {
  applications(filter: $filter, page: $page, limit: $limit) {
    applications { lastName status }
    pagination { currentPage totalPages totalItems limit hasPrevPage hasNextPage }
  }
}`;

describe(`${ApplicationsService.name} access, lists and withdrawal`, () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });

  afterAll(async () => {
    await sut.close();
  });

  async function submitted(form: Record<string, unknown> = applicationForm()) {
    const student = await signedInClient(sut);
    const res = await submitRest(student.client, form);
    if (res.status !== 201) throw new Error(`submit failed: ${JSON.stringify(res.body)}`);
    return { ...student, application: res.body.application as RestApplication };
  }

  describe('who may see what', () => {
    it("answers 404 to a student asking for another student's application or file", async () => {
      const { application } = await submitted();
      const { client: other } = await signedInClient(sut);

      const rest = await other.get(`/api/applications/${application.id}`);
      const graphql = await other.graphql(`query { application(id: "${application.id}") { id } }`);
      const photo = await other.get(application.profilePhoto);

      expect(rest.status).toBe(404);
      expect(graphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(photo.status).toBe(404);
    });

    it.each(['hr', 'office'] as const)(
      'lets %s staff read any application and its files',
      async (role) => {
        const { application } = await submitted();
        const { client: staff } = await signedInClient(sut, { role });

        const rest = await staff.get(`/api/applications/${application.id}`);
        const certificate = await staff.get(application.certificates[0]!);

        expect(rest.status).toBe(200);
        expect(rest.body.application).toMatchObject({
          _id: application.id,
          allowedNextStatuses: ['pending', 'under_review', 'on_hold', 'rejected'],
          history: [expect.objectContaining({ toStatus: 'pending' })],
        });
        expect(certificate.status).toBe(200);
        expect(certificate.headers['content-type']).toBe('application/pdf');
      },
    );

    it('keeps the staff list and decisions away from students', async () => {
      const { client: student, application } = await submitted();

      const list = await student.get('/api/applications/all');
      const decide = await student.put(`/api/applications/${application.id}/status`, {
        status: 'under_review',
      });
      const graphql = await student.graphql(LIST, { page: 1, limit: 10 });

      expect(list.status).toBe(403);
      expect(decide.status).toBe(403);
      expect(graphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('shows students no next statuses', async () => {
      const { client: student, application } = await submitted();

      const res = await student.graphql<{ application: { allowedNextStatuses: string[] } }>(
        `query { application(id: "${application.id}") { allowedNextStatuses } }`,
      );

      expect(res.data!.application.allowedNextStatuses).toEqual([]);
    });
  });

  describe('the staff list (A§2.2, A§7)', () => {
    it('pages, filters and searches with the spec’s pagination shape', async () => {
      const surname = `Dela Cruz ${Date.now()}`;
      for (let i = 0; i < 12; i += 1)
        await submitted(
          applicationForm({
            lastName: surname,
            position: i % 3 ? 'student_assistant' : 'student_marshal',
          }),
        );
      const { client: hr } = await signedInClient(sut, { role: 'hr' });

      const first = await hr.get(`/api/applications/all?search=${encodeURIComponent(surname)}`);
      const second = await hr.get(
        `/api/applications/all?search=${encodeURIComponent(surname.toUpperCase())}&page=2`,
      );
      const marshals = await hr.graphql<{ applications: { pagination: { totalItems: number } } }>(
        LIST,
        {
          filter: { search: surname.slice(4), position: 'student_marshal', status: 'pending' },
          page: 1,
          limit: 10,
        },
      );

      expect(first.status).toBe(200);
      expect(first.body.applications).toHaveLength(10);
      expect(first.body.pagination).toEqual({
        currentPage: 1,
        totalPages: 2,
        totalItems: 12,
        totalIsLowerBound: false,
        limit: 10,
        hasPrevPage: false,
        hasNextPage: true,
      });
      expect(second.body.applications).toHaveLength(2);
      expect(second.body.pagination).toMatchObject({
        currentPage: 2,
        hasPrevPage: true,
        hasNextPage: false,
      });
      expect(marshals.data!.applications.pagination.totalItems).toBe(4);
    });

    it('finds by e-mail and treats % and _ as plain characters', async () => {
      const { user } = await submitted();
      const { client: hr } = await signedInClient(sut, { role: 'hr' });

      const byEmail = await hr.get(
        `/api/applications/all?search=${encodeURIComponent(user.email)}`,
      );
      const wildcard = await hr.get('/api/applications/all?search=%25%25_');

      expect(byEmail.body.applications.map((a: { email: string }) => a.email)).toEqual([
        user.email,
      ]);
      expect(wildcard.body.applications).toEqual([]);
    });

    it('answers bad filters and pages with a clear message', async () => {
      const { client: hr } = await signedInClient(sut, { role: 'hr' });

      const status = await hr.get('/api/applications/all?status=hired');
      const page = await hr.get('/api/applications/all?page=0');
      const limit = await hr.get('/api/applications/all?limit=500');
      const search = await hr.graphql(LIST, {
        filter: { search: 'x'.repeat(101) },
        page: 1,
        limit: 10,
      });

      expect(status.status).toBe(400);
      expect(status.body.fields.status).toMatch(/^status must be one of pending, under_review/);
      expect(page.body.fields.page).toBe('Page must be a whole number from 1');
      expect(limit.body.fields.limit).toBe('Limit must be a whole number from 1 to 100');
      expect(search.errors?.[0]?.message).toBe('Search must be at most 100 characters');
    });
  });

  describe('status updates over REST (PUT /applications/{id}/status)', () => {
    it('moves the application and answers the spec’s field names', async () => {
      const { application } = await submitted();
      const { client: office } = await signedInClient(sut, { role: 'office' });

      const res = await office.put(`/api/applications/${application.id}/status`, {
        status: 'on_hold',
        hrComments: 'Waiting for grades',
      });

      expect(res.status).toBe(200);
      expect(res.body.application).toMatchObject({
        _id: application.id,
        status: 'on_hold',
        hrComments: 'Waiting for grades',
        version: 2,
      });
    });

    it('keeps HR comments when left out and clears them when blank', async () => {
      const { application } = await submitted();
      const { client: hr } = await signedInClient(sut, { role: 'hr' });
      const path = `/api/applications/${application.id}/status`;
      await hr.put(path, { status: 'under_review', hrComments: 'Looks complete' });

      const kept = await hr.put(path, { status: 'under_review' });
      const cleared = await hr.put(path, { status: 'under_review', hrComments: '  ' });

      expect(kept.body.application.hrComments).toBe('Looks complete');
      expect(cleared.body.application.hrComments).toBeNull();
    });

    it('answers 400 with the interview message', async () => {
      const { application } = await submitted();
      const { client: hr } = await signedInClient(sut, { role: 'hr' });
      await hr.put(`/api/applications/${application.id}/status`, { status: 'under_review' });

      const res = await hr.put(`/api/applications/${application.id}/status`, {
        status: 'interview_scheduled',
      });

      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Please fill in all required interview scheduling fields (Date, Time, and Location).',
      );
    });
  });

  describe('withdrawal (A§4)', () => {
    it('deletes a pending application and its files, then allows a new one', async () => {
      const { client, application } = await submitted();
      const filesBefore = storedFileCount(sut);

      const res = await client.delete(`/api/applications/${application.id}`);

      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Application withdrawn successfully');
      expect((await client.get('/api/applications/my-applications')).body.applications).toEqual([]);
      expect(storedFileCount(sut)).toBe(filesBefore - 3);
      expect((await client.get(application.profilePhoto)).status).toBe(404);
      expect((await submitRest(client)).status).toBe(201);
    });

    it('refuses once HR has started the review, over both transports', async () => {
      const { client, application } = await submitted();
      const { client: hr } = await signedInClient(sut, { role: 'hr' });
      await hr.graphql(`mutation { openApplicationReview(id: "${application.id}") { status } }`);

      const rest = await client.delete(`/api/applications/${application.id}`);
      const graphql = await client.graphql(
        `mutation { withdrawApplication(id: "${application.id}") }`,
      );

      expect(rest.status).toBe(409);
      expect(rest.body.message).toBe('Only a pending application can be withdrawn.');
      expect(graphql.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    });

    it("answers 404 for another student's application", async () => {
      const { application } = await submitted();
      const { client: other } = await signedInClient(sut);

      const res = await other.delete(`/api/applications/${application.id}`);

      expect(res.status).toBe(404);
    });
  });
});
