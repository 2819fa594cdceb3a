import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { scholarRequestInput } from '@sasm/test-data';
import { ScholarRequestsService } from '../src/modules/scholar-requests/scholar-requests.service.js';
import { signedInClient } from './support/factories.js';
import {
  codeOf,
  CREATE_REQUEST,
  createOffice,
  createRequest,
  fieldsOf,
  officeStaff,
  REQUEST,
  REQUESTS,
} from './support/scholar-requests.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const NOTES_1001 = 'n'.repeat(1001);

// Every rule of CreateScholarRequestInput, each with the message shown on its field.
const REFUSED: Array<[string, Record<string, unknown>, Record<string, string>]> = [
  ['a total of 0', { total: 0 }, { total: 'Total must be at least 1' }],
  ['a negative total', { total: -2 }, { total: 'Total must be at least 1' }],
  ['a total over 50', { total: 51 }, { total: 'Total must be at most 50' }],
  ['a negative male count', { male: -1 }, { male: 'Male must not be negative' }],
  ['a male count over 50', { male: 51 }, { male: 'Male must be at most 50' }],
  ['a negative female count', { female: -1 }, { female: 'Female must not be negative' }],
  ['a female count over 50', { female: 51 }, { female: 'Female must be at most 50' }],
  [
    'notes over 1,000 characters',
    { notes: NOTES_1001 },
    { notes: 'Notes must be at most 1,000 characters' },
  ],
];

// What only a REST body can carry (GraphQL's own types refuse these before our rules).
const REFUSED_REST: Array<[string, Record<string, unknown>, Record<string, string>]> = [
  ['a total as text', { total: '3' }, { total: 'Total must be a whole number' }],
  ['no total', { total: undefined }, { total: 'Total must be a whole number' }],
  ['a fractional male count', { male: 1.5 }, { male: 'Male must be a whole number' }],
  ['a female count in words', { female: 'two' }, { female: 'Female must be a whole number' }],
  ['an unknown scholar type', { scholarType: 'janitor' }, { scholarType: 'Unknown scholar type' }],
];

describe(ScholarRequestsService.name, () => {
  let sut: TestApp;
  let hr: TestClient;
  let library: { id: string; name: string };
  let registrar: { id: string; name: string };
  let libraryStaff: TestClient;
  let registrarStaff: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
    library = await createOffice(sut, 'Library');
    registrar = await createOffice(sut, 'Registrar');
    ({ client: libraryStaff } = await officeStaff(sut, library.id, { firstname: 'Lourdes' }));
    ({ client: registrarStaff } = await officeStaff(sut, registrar.id));
  });
  afterAll(() => sut.close());

  it('saves a request for the asker’s own office, open, with its history', async () => {
    const created = await createRequest(libraryStaff);
    expect(created).toMatchObject({
      officeId: library.id,
      officeName: 'Library',
      requestedByName: 'Lourdes Staff',
      total: 3,
      male: 2,
      female: 1,
      scholarType: 'student_assistant',
      notes: 'For the enrolment period: front desk and records.',
      status: 'open',
      answer: null,
      answeredByName: null,
      answeredAt: null,
      version: 1,
      allowedNextStatuses: ['cancelled'],
    });
    const read = await hr.graphql<{ scholarRequest: Record<string, unknown> }>(REQUEST, {
      id: created.id,
    });
    expect(read.data!.scholarRequest).toMatchObject({
      allowedNextStatuses: ['fulfilled', 'partially_fulfilled', 'declined'],
      history: [
        {
          fromStatus: null,
          toStatus: 'open',
          comment: 'For the enrolment period: front desk and records.',
          actorName: 'Lourdes Staff',
        },
      ],
    });
  });

  it('takes a request over REST with the saved message and the spec’s field names', async () => {
    const res = await libraryStaff.post(
      '/api/scholar-requests',
      scholarRequestInput({ scholarType: null, notes: '  ' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Request saved.');
    expect(res.body.scholarRequest).toMatchObject({
      _id: res.body.scholarRequest.id,
      officeName: 'Library',
      scholarType: null,
      notes: null,
      status: 'open',
      allowedNextStatuses: ['cancelled'],
    });
    expect(res.body.scholarRequest).not.toHaveProperty('requestedBy');
    const one = await libraryStaff.get(`/api/scholar-requests/${res.body.scholarRequest.id}`);
    expect(one.status).toBe(200);
    expect(one.body.scholarRequest.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'open', actorName: 'Lourdes Staff' }),
    ]);
  });

  it('keeps Male + Female different from Total a warning, not a refusal', async () => {
    const uneven = await createRequest(libraryStaff, { total: 4, male: 0, female: 0 });
    expect(uneven).toMatchObject({ total: 4, male: 0, female: 0 });
    const rest = await libraryStaff.post('/api/scholar-requests', { total: 2, male: 3 });
    expect(rest.status).toBe(201);
    expect(rest.body.scholarRequest).toMatchObject({ total: 2, male: 3, female: 0 });
  });

  it.each(REFUSED)('refuses %s on both transports, on the field', async (_, change, fields) => {
    const input = scholarRequestInput(change);
    const res = await libraryStaff.graphql(CREATE_REQUEST, { input });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(res)).toEqual(fields);
    const rest = await libraryStaff.post('/api/scholar-requests', input);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    expect(rest.body.message).toBe(Object.values(fields)[0]);
  });

  it.each(REFUSED_REST)('refuses %s over REST, on the field', async (_, change, fields) => {
    const body = { ...scholarRequestInput(), ...change };
    const rest = await libraryStaff.post('/api/scholar-requests', body);
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual(fields);
  });

  it('refuses GraphQL values its types do not allow', async () => {
    const res = await libraryStaff.graphql(CREATE_REQUEST, {
      input: { ...scholarRequestInput(), total: 2.5, scholarType: 'janitor' },
    });
    expect(res.errors?.length).toBeGreaterThan(0);
  });

  it('shows office staff only their office’s requests; another office’s is not found', async () => {
    const theirs = await createRequest(registrarStaff, { notes: 'Registrar only' });
    const list = await libraryStaff.graphql<{
      scholarRequests: { items: Array<{ id: string; officeName: string }> };
    }>(REQUESTS, { page: 1, limit: 100 });
    const items = list.data!.scholarRequests.items;
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((request) => request.officeName))).toEqual(new Set(['Library']));
    const asked = await libraryStaff.graphql<{ scholarRequests: { items: unknown[] } }>(REQUESTS, {
      page: 1,
      limit: 100,
      filter: { officeId: registrar.id },
    });
    expect(asked.data!.scholarRequests.items).toEqual([]);
    expect(codeOf(await libraryStaff.graphql(REQUEST, { id: theirs.id }))).toBe('NOT_FOUND');
    const rest = await libraryStaff.get(`/api/scholar-requests/${theirs.id}`);
    expect(rest.status).toBe(404);
    expect(rest.body.message).toBe('Scholar request not found');
    const restList = await libraryStaff.get('/api/scholar-requests?search=Registrar%20only');
    expect(restList.body.items).toEqual([]);
    const cancel = await libraryStaff.post(`/api/scholar-requests/${theirs.id}/cancel`, {});
    expect(cancel.status).toBe(404);

    const own = await registrarStaff.get('/api/scholar-requests?limit=100');
    expect(own.body.items.map((request: { _id: string }) => request._id)).toContain(theirs.id);
    const all = await hr.get(`/api/scholar-requests?officeId=${registrar.id}&limit=100`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((request: { id: string }) => request.id)).toContain(theirs.id);
    expect(all.body.items[0].allowedNextStatuses).toEqual([
      'fulfilled',
      'partially_fulfilled',
      'declined',
    ]);
  });

  it('keeps students out, lets only office staff ask, and an office-less account nowhere', async () => {
    const request = await createRequest(libraryStaff);
    const { client: student } = await signedInClient(sut);
    expect(codeOf(await student.graphql(REQUEST, { id: request.id }))).toBe('FORBIDDEN');
    expect((await student.get('/api/scholar-requests')).status).toBe(403);
    expect((await student.post('/api/scholar-requests', scholarRequestInput())).status).toBe(403);

    const byHr = await hr.graphql(CREATE_REQUEST, { input: scholarRequestInput() });
    expect(codeOf(byHr)).toBe('FORBIDDEN');
    expect((await hr.post('/api/scholar-requests', scholarRequestInput())).status).toBe(403);

    const { client: adrift } = await signedInClient(sut, { role: 'office' });
    const refused = await adrift.graphql(CREATE_REQUEST, { input: scholarRequestInput() });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe('Your account is not assigned to an office.');
    const none = await adrift.get('/api/scholar-requests');
    expect(none.body.items).toEqual([]);
    expect(codeOf(await adrift.graphql(REQUEST, { id: request.id }))).toBe('NOT_FOUND');
  });

  it('filters HR’s list by status, office and search, newest first, page by page', async () => {
    const office = await createOffice(sut, 'Filter Office');
    const { client: staff } = await officeStaff(sut, office.id);
    const first = await createRequest(staff, { notes: 'Needs keyboard skills' });
    const second = await createRequest(staff, { notes: 'Night shift at the gate' });
    const page = await hr.graphql<{
      scholarRequests: { items: Array<{ id: string }>; pagination: Record<string, unknown> };
    }>(REQUESTS, { page: 1, limit: 1, filter: { officeId: office.id, status: 'open' } });
    expect(page.data!.scholarRequests.items.map((r) => r.id)).toEqual([second.id]);
    expect(page.data!.scholarRequests.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: 2,
      hasPrevPage: false,
      hasNextPage: true,
    });
    const searched = await hr.get('/api/scholar-requests?search=keyboard&status=open');
    expect(searched.body.items.map((r: { id: string }) => r.id)).toEqual([first.id]);
    const byOffice = await hr.get('/api/scholar-requests?search=filter%20office');
    expect(byOffice.body.items).toHaveLength(2);
    const none = await hr.get(`/api/scholar-requests?officeId=${office.id}&status=declined`);
    expect(none.body).toMatchObject({ items: [], pagination: { totalItems: 0, totalPages: 1 } });
  });

  it('refuses bad list parameters with messages', async () => {
    const status = await hr.get('/api/scholar-requests?status=lost');
    expect(status.status).toBe(400);
    expect(status.body.fields).toEqual({
      status: 'status must be one of open, fulfilled, partially_fulfilled, declined, cancelled',
    });
    const office = await hr.get('/api/scholar-requests?officeId=nowhere');
    expect(office.body.fields).toEqual({ officeId: 'Office not found' });
    const search = await hr.graphql(REQUESTS, {
      page: 1,
      limit: 10,
      filter: { search: 's'.repeat(101) },
    });
    expect(fieldsOf(search)).toEqual({ search: 'Search must be at most 100 characters' });
    const limit = await hr.get('/api/scholar-requests?limit=101');
    expect(limit.body.fields).toEqual({ limit: 'Limit must be a whole number from 1 to 100' });
    const id = await hr.get('/api/scholar-requests/not-an-id');
    expect(id.status).toBe(404);
  });
});
