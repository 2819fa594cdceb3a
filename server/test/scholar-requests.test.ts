// The transport of scholar requests: both transports' answers, the inputs' rules (the DTOs'),
// status codes and the live notice. The service's rules (whose request, who may ask, the lists'
// filters and pages, the matrix, who may answer or withdraw, a reason to decline, conflicts and
// races, who hears) are checked in test/medium/scholar-requests.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { scholarRequestInput } from '@sasm/test-data';
import { ScholarRequestsService } from '../src/modules/scholar-requests/scholar-requests.service.js';
import { signedInClient } from './support/factories.js';
import {
  ANSWER_REQUEST,
  answerRequest,
  CANCEL_REQUEST,
  codeOf,
  CREATE_REQUEST,
  createOffice,
  createRequest,
  fieldsOf,
  officeStaff,
  REQUEST,
  type RequestFields,
} from './support/scholar-requests.js';
import { subscribe } from './support/subscriptions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const NOTES_1001 = 'n'.repeat(1001);

interface Notice {
  title: string;
  message: string;
  link: string;
}

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

describe(`${ScholarRequestsService.name} (over REST and GraphQL)`, () => {
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
    ({ client: libraryStaff } = await officeStaff(sut, library.id, { firstname: 'Lourdes' }));
    ({ client: registrarStaff } = await officeStaff(sut, registrar.id));
  });
  afterAll(() => sut.close());

  it('creates over GraphQL: the request with the asker’s and HR’s choices and its history', async () => {
    const created = await createRequest(libraryStaff);
    expect(created).toMatchObject({
      officeName: 'Library',
      requestedByName: 'Lourdes Staff',
      status: 'open',
      answeredByName: null,
      version: 1,
      allowedNextStatuses: ['cancelled'],
    });
    const read = await hr.graphql<{ scholarRequest: Record<string, unknown> }>(REQUEST, {
      id: created.id,
    });
    expect(read.data!.scholarRequest).toMatchObject({
      allowedNextStatuses: ['fulfilled', 'partially_fulfilled', 'declined'],
      history: [{ fromStatus: null, toStatus: 'open', actorName: 'Lourdes Staff' }],
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

  it('takes over REST a Male + Female different from Total (a warning, not a refusal)', async () => {
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

  it('answers another office’s request with 404 on REST; lists for HR in the spec’s shape', async () => {
    const theirs = await createRequest(registrarStaff, { notes: 'Registrar only' });
    const rest = await libraryStaff.get(`/api/scholar-requests/${theirs.id}`);
    expect(rest.status).toBe(404);
    expect(rest.body.message).toBe('Scholar request not found');
    const cancel = await libraryStaff.post(`/api/scholar-requests/${theirs.id}/cancel`, {});
    expect(cancel.status).toBe(404);

    const all = await hr.get(
      `/api/scholar-requests?officeId=${registrar.id}&status=open&search=Registrar%20only`,
    );
    expect(all.status).toBe(200);
    expect(all.body.items).toEqual([
      expect.objectContaining({
        _id: theirs.id,
        id: theirs.id,
        allowedNextStatuses: ['fulfilled', 'partially_fulfilled', 'declined'],
      }),
    ]);
    const none = await hr.get(`/api/scholar-requests?officeId=${registrar.id}&status=declined`);
    expect(none.body).toMatchObject({ items: [], pagination: { totalItems: 0, totalPages: 1 } });
  });

  it('answers 403 to students and to HR asking, FORBIDDEN with the reason to an office-less account', async () => {
    const request = await createRequest(libraryStaff);
    const { client: student } = await signedInClient(sut);
    expect(codeOf(await student.graphql(REQUEST, { id: request.id }))).toBe('FORBIDDEN');
    expect((await student.get('/api/scholar-requests')).status).toBe(403);
    expect((await student.post('/api/scholar-requests', scholarRequestInput())).status).toBe(403);
    expect((await hr.post('/api/scholar-requests', scholarRequestInput())).status).toBe(403);

    const { client: adrift } = await signedInClient(sut, { role: 'office' });
    const refused = await adrift.graphql(CREATE_REQUEST, { input: scholarRequestInput() });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe('Your account is not assigned to an office.');
  });

  it('refuses bad REST list parameters with messages', async () => {
    const status = await hr.get('/api/scholar-requests?status=lost');
    expect(status.status).toBe(400);
    expect(status.body.fields).toEqual({
      status: 'status must be one of open, fulfilled, partially_fulfilled, declined, cancelled',
    });
    const office = await hr.get('/api/scholar-requests?officeId=nowhere');
    expect(office.body.fields).toEqual({ officeId: 'Office not found' });
    const limit = await hr.get('/api/scholar-requests?limit=101');
    expect(limit.body.fields).toEqual({ limit: 'Limit must be a whole number from 1 to 100' });
  });

  it('answers and reopens over both transports, with each viewer’s choices', async () => {
    const request = await createRequest(libraryStaff);
    const answered = await answerRequest(hr, {
      id: request.id,
      status: 'partially_fulfilled',
      answer: 'One Student Assistant for now.',
      expectedVersion: 1,
    });
    expect(answered).toMatchObject({
      status: 'partially_fulfilled',
      answer: 'One Student Assistant for now.',
      answeredByName: 'Helen Reyes',
      version: 2,
      allowedNextStatuses: ['open', 'fulfilled', 'partially_fulfilled', 'declined'],
    });
    expect(Date.parse(answered.answeredAt as string)).toBeGreaterThan(Date.now() - 60_000);
    const seen = await libraryStaff.get(`/api/scholar-requests/${request.id}`);
    expect(seen.body.scholarRequest).toMatchObject({
      status: 'partially_fulfilled',
      allowedNextStatuses: [],
    });

    const reopened = await hr.put(`/api/scholar-requests/${request.id}/answer`, {
      status: 'open',
      answer: 'Looking again after the enrolment rush.',
      expectedVersion: 2,
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body.scholarRequest).toMatchObject({
      _id: request.id,
      status: 'open',
      answer: null,
      answeredByName: null,
      answeredAt: null,
      version: 3,
    });
    const history = await hr.graphql<{ scholarRequest: { history: unknown[] } }>(REQUEST, {
      id: request.id,
    });
    expect(history.data!.scholarRequest.history.at(-1)).toEqual({
      fromStatus: 'partially_fulfilled',
      toStatus: 'open',
      comment: 'Looking again after the enrolment rush.',
      actorName: 'Helen Reyes',
    });
  });

  it('refuses a move off the matrix with BAD_USER_INPUT and 400 on its field', async () => {
    const request = await createRequest(libraryStaff);
    await answerRequest(hr, { id: request.id, status: 'fulfilled' });
    const fields = { status: 'A request that is fulfilled cannot be moved to withdrawn.' };
    const input = { id: request.id, status: 'cancelled' };
    const graphql = await hr.graphql(ANSWER_REQUEST, { input });
    expect(codeOf(graphql)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(graphql)).toEqual(fields);
    const rest = await hr.put(`/api/scholar-requests/${request.id}/answer`, input);
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual(fields);
  });

  it('withdraws over GraphQL and REST (200), and answers 400 over REST once HR has answered', async () => {
    const open = await createRequest(libraryStaff);
    const graphql = await libraryStaff.graphql<{ cancelScholarRequest: RequestFields }>(
      CANCEL_REQUEST,
      { input: { id: open.id } },
    );
    expect(graphql.data!.cancelScholarRequest).toMatchObject({
      status: 'cancelled',
      allowedNextStatuses: [],
    });
    const second = await createRequest(libraryStaff);
    const withdrawn = await libraryStaff.post(`/api/scholar-requests/${second.id}/cancel`, {});
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.scholarRequest).toMatchObject({ _id: second.id, status: 'cancelled' });
    const answered = await createRequest(libraryStaff);
    await answerRequest(hr, { id: answered.id, status: 'fulfilled' });
    const rest = await libraryStaff.post(`/api/scholar-requests/${answered.id}/cancel`, {});
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ status: 'Only an open request can be withdrawn.' });
  });

  it('answers 403 to the office answering and to HR withdrawing, on both transports', async () => {
    const request = await createRequest(libraryStaff);
    const answer = { id: request.id, status: 'fulfilled', answer: 'Done' };
    expect(codeOf(await libraryStaff.graphql(ANSWER_REQUEST, { input: answer }))).toBe('FORBIDDEN');
    expect(
      (await libraryStaff.put(`/api/scholar-requests/${request.id}/answer`, answer)).status,
    ).toBe(403);
    expect(codeOf(await hr.graphql(CANCEL_REQUEST, { input: { id: request.id } }))).toBe(
      'FORBIDDEN',
    );
    expect((await hr.post(`/api/scholar-requests/${request.id}/cancel`, {})).status).toBe(403);
  });

  it('needs a reason to decline and keeps answers to 1,000 characters, on both transports', async () => {
    const request = await createRequest(libraryStaff);
    // Spaces are left out, so the service asks for a reason.
    const decline = await hr.graphql(ANSWER_REQUEST, {
      input: { id: request.id, status: 'declined', answer: '   ' },
    });
    expect(fieldsOf(decline)).toEqual({ answer: 'Give a reason when declining a request.' });
    const rest = await hr.put(`/api/scholar-requests/${request.id}/answer`, { status: 'declined' });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({
      message: 'Give a reason when declining a request.',
      fields: { answer: 'Give a reason when declining a request.' },
    });

    const long = { status: 'fulfilled', answer: 'a'.repeat(1001) };
    const tooLong = await hr.graphql(ANSWER_REQUEST, { input: { id: request.id, ...long } });
    expect(fieldsOf(tooLong)).toEqual({ answer: 'Answer must be at most 1,000 characters' });
    const restLong = await hr.put(`/api/scholar-requests/${request.id}/answer`, long);
    expect(restLong.body.fields).toEqual({ answer: 'Answer must be at most 1,000 characters' });

    const unknown = await hr.put(`/api/scholar-requests/${request.id}/answer`, {
      status: 'approved',
    });
    expect(unknown.body.fields).toEqual({ status: 'Unknown status' });
    const badId = await hr.put('/api/scholar-requests/123/answer', { status: 'fulfilled' });
    expect(badId.body.fields).toEqual({ id: 'Scholar request not found' });
    const missing = await hr.graphql(ANSWER_REQUEST, {
      input: { id: '00000000-0000-4000-8000-000000000000', status: 'fulfilled' },
    });
    expect(codeOf(missing)).toBe('NOT_FOUND');
  });

  it('answers CONFLICT and 409 for a decision made on an older version', async () => {
    const request = await createRequest(libraryStaff);
    await answerRequest(hr, { id: request.id, status: 'fulfilled', expectedVersion: 1 });
    const stale = await hr.graphql(ANSWER_REQUEST, {
      input: { id: request.id, status: 'declined', answer: 'No', expectedVersion: 1 },
    });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe(
      'This request was changed by someone else in the meantime. Reload it and try again.',
    );
    const rest = await hr.put(`/api/scholar-requests/${request.id}/answer`, {
      status: 'declined',
      answer: 'No',
      expectedVersion: 1,
    });
    expect(rest.status).toBe(409);
    const open = await createRequest(libraryStaff);
    await answerRequest(hr, { id: open.id, status: 'declined', answer: 'Not this term' });
    const cancel = await libraryStaff.post(`/api/scholar-requests/${open.id}/cancel`, {
      expectedVersion: 1,
    });
    expect(cancel.status).toBe(409);
  });

  it('tells the office live when HR answers', async () => {
    const request = await createRequest(libraryStaff, { total: 1, male: 0, female: 1 });
    const live = await subscribe<Notice>(
      sut.url,
      libraryStaff,
      'subscription { notificationAdded { title message link } }',
      (d) => d.notificationAdded as Notice,
    );
    try {
      const heard = live.next();
      await answerRequest(hr, { id: request.id, status: 'declined', answer: 'None are free.' });
      expect(await heard).toEqual({
        title: 'Scholar Request Declined',
        message: 'HR marked your request for 1 scholar declined. None are free.',
        link: '/office/requests',
      });
    } finally {
      await live.dispose();
    }
  });
});
