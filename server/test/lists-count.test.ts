// On both databases in CI: SQL that sorts, counts and groups (collation and time zone of a server, PostgreSQL 15 beside PGlite's 17).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pageOf } from '../src/common/pagination.js';
import { applicationForm, submitRest } from './support/applications.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

// Lists count their matches exactly up to LIST_COUNT_BOUND, then say
// "more than" (issue #14). Here the bound is 5, so a handful of rows crosses it.
const BOUND = 5;

const LIST = `query List($filter: ApplicationFilter, $page: Int!, $limit: Int!) {
  applications(filter: $filter, page: $page, limit: $limit) {
    applications { lastName position profilePhoto { url mimeType } }
    pagination { currentPage totalPages totalItems totalIsLowerBound limit hasPrevPage hasNextPage }
  }
}`;

interface Page {
  applications: Array<{ lastName: string; position: string; profilePhoto: { url: string } | null }>;
  pagination: Record<string, unknown>;
}

describe(`${pageOf.name}: counting a list's matches up to a bound`, () => {
  let sut: TestApp;
  let hr: TestClient;

  beforeAll(async () => {
    sut = await createTestApp({ env: { LIST_COUNT_BOUND: String(BOUND) } });
    hr = (await signedInClient(sut, { role: 'hr' })).client;
  });

  afterAll(async () => {
    await sut.close();
  });

  /** `count` applications under one new surname, the first `marshals` of them for student marshal. */
  async function applicants(count: number, marshals = 0): Promise<string> {
    const surname = `Counted ${count} ${Date.now()}`;
    for (let i = 0; i < count; i += 1) {
      const { client } = await signedInClient(sut);
      const position = i < marshals ? 'student_marshal' : 'student_assistant';
      const res = await submitRest(client, applicationForm({ lastName: surname, position }));
      if (res.status !== 201) throw new Error(`submit failed: ${JSON.stringify(res.body)}`);
    }
    return surname;
  }

  async function list(filter: Record<string, unknown>, page: number, limit: number) {
    const res = await hr.graphql<{ applications: Page }>(LIST, { filter, page, limit });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.applications;
  }

  it('counts exactly up to the bound', async () => {
    const surname = await applicants(BOUND);

    const first = await list({ search: surname }, 1, 2);
    const last = await list({ search: surname }, 3, 2);

    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalItems: BOUND,
      totalIsLowerBound: false,
      limit: 2,
      hasPrevPage: false,
      hasNextPage: true,
    });
    expect(last.applications).toHaveLength(1);
    expect(last.pagination).toMatchObject({ totalItems: BOUND, hasNextPage: false });
  });

  it('says "more than" past the bound, over both transports, and still knows a next page', async () => {
    const surname = await applicants(BOUND + 3);

    const first = await list({ search: surname }, 1, 2);
    const rest = await hr.get(
      `/api/applications/all?search=${encodeURIComponent(surname)}&page=1&limit=2`,
    );

    const lowerBound = {
      currentPage: 1,
      totalPages: 2,
      totalItems: BOUND,
      totalIsLowerBound: true,
      limit: 2,
      hasPrevPage: false,
      hasNextPage: true,
    };
    expect(first.pagination).toEqual(lowerBound);
    expect(first.applications).toHaveLength(2);
    expect(rest.status).toBe(200);
    expect(rest.body.pagination).toEqual(lowerBound);
  });

  it('counts a deep page exactly up to the next multiple of the bound past it', async () => {
    const surname = await applicants(BOUND + 3);

    // Page 3 of 2 a page ends at row 6: counted up to 10, and 8 is exact again.
    const third = await list({ search: surname }, 3, 2);
    const last = await list({ search: surname }, 4, 2);

    expect(third.pagination).toMatchObject({
      totalItems: BOUND + 3,
      totalPages: 4,
      totalIsLowerBound: false,
      hasNextPage: true,
    });
    expect(last.applications).toHaveLength(2);
    expect(last.pagination).toMatchObject({ totalIsLowerBound: false, hasNextPage: false });
  });

  it('keeps filtered counts exact below the bound, and flags them past it', async () => {
    const surname = await applicants(BOUND + 2, 3);

    const marshals = await list({ search: surname, position: 'student_marshal' }, 1, 2);
    const pending = await list({ search: surname, status: 'pending' }, 1, 2);
    const none = await list({ search: surname, status: 'accepted' }, 1, 10);

    expect(marshals.pagination).toMatchObject({ totalItems: 3, totalIsLowerBound: false });
    expect(marshals.applications.map((a) => a.position)).toEqual([
      'student_marshal',
      'student_marshal',
    ]);
    expect(pending.pagination).toMatchObject({ totalIsLowerBound: true, totalItems: BOUND });
    expect(none.pagination).toMatchObject({
      totalItems: 0,
      totalPages: 1,
      totalIsLowerBound: false,
      hasNextPage: false,
    });
  });

  it('answers the unfiltered list with "more than" and each row with its photo', async () => {
    await applicants(BOUND + 1);

    const page = await list({}, 1, BOUND);

    expect(page.pagination).toMatchObject({ totalItems: BOUND, totalIsLowerBound: true });
    expect(page.applications).toHaveLength(BOUND);
    for (const application of page.applications)
      expect(application.profilePhoto).toEqual({
        url: expect.stringMatching(/^\/api\/files\//),
        mimeType: 'image/jpeg',
      });
  });

  it('gives every paged list the same rule (the users list)', async () => {
    for (let i = 0; i < BOUND; i += 1) await signedInClient(sut);

    const res = await hr.graphql<{
      users: { items: unknown[]; pagination: { totalItems: number; totalIsLowerBound: boolean } };
    }>(`{ users(page: 1, limit: 2) { items { id } pagination { totalItems totalIsLowerBound } } }`);

    expect(res.data?.users.pagination).toEqual({ totalItems: BOUND, totalIsLowerBound: true });
    expect(res.data?.users.items).toHaveLength(2);
  });
});
