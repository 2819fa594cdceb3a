// On PostgreSQL in CI as well: versioned writes raced side by side, which only a server with several connections really runs at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allowedNextStatuses } from '../src/modules/scholar-requests/scholar-request-statuses.js';
import { ScholarRequestsService } from '../src/modules/scholar-requests/scholar-requests.service.js';
import {
  scholarRequestStatus,
  type ScholarRequestStatus,
} from '../src/modules/scholar-requests/scholar-requests.table.js';
import { signedInClient } from './support/factories.js';
import {
  ANSWER_REQUEST,
  answerRequest,
  CANCEL_REQUEST,
  codeOf,
  createOffice,
  createRequest,
  fieldsOf,
  officeStaff,
  REQUEST,
  type RequestFields,
} from './support/scholar-requests.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const LABELS: Record<ScholarRequestStatus, string> = {
  open: 'open',
  fulfilled: 'fulfilled',
  partially_fulfilled: 'partially fulfilled',
  declined: 'declined',
  cancelled: 'withdrawn',
};
const statuses = scholarRequestStatus.enumValues;

describe(`${ScholarRequestsService.name} decisions`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeId: string;
  let staff: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, {
      role: 'hr',
      firstname: 'Helen',
      lastname: 'Reyes',
    }));
    officeId = (await createOffice(sut, 'Library')).id;
    ({ client: staff } = await officeStaff(sut, officeId, { firstname: 'Lourdes' }));
  });
  afterAll(() => sut.close());

  /** A request of the office brought to `status` through the API. */
  async function requestAt(status: ScholarRequestStatus): Promise<RequestFields> {
    const request = await createRequest(staff);
    if (status === 'open') return request;
    if (status === 'cancelled') {
      const res = await staff.post(`/api/scholar-requests/${request.id}/cancel`, {});
      return res.body.scholarRequest as RequestFields;
    }
    return answerRequest(hr, { id: request.id, status, answer: 'Earlier answer' });
  }

  /** HR's answer on one transport: the status it left, or the refusal's code and fields. */
  async function answerVia(
    transport: 'graphql' | 'rest',
    id: string,
    status: ScholarRequestStatus,
  ) {
    const input = { status, answer: 'Two Student Assistants start on Monday.' };
    if (transport === 'graphql') {
      const res = await hr.graphql<{ answerScholarRequest: RequestFields }>(ANSWER_REQUEST, {
        input: { id, ...input },
      });
      return {
        status: res.data?.answerScholarRequest.status,
        code: codeOf(res),
        fields: fieldsOf(res),
      };
    }
    const res = await hr.put(`/api/scholar-requests/${id}/answer`, input);
    return {
      status: res.body.scholarRequest?.status,
      code: res.body.code,
      fields: res.body.fields,
    };
  }

  const hrCases = statuses.flatMap((from) =>
    statuses.flatMap((to) => (['graphql', 'rest'] as const).map((via) => [from, to, via] as const)),
  );

  it.each(hrCases)('HR: from %s to %s over %s follows the matrix', async (from, to, via) => {
    const request = await requestAt(from);
    const result = await answerVia(via, request.id, to);
    if (allowedNextStatuses(from, 'hr').includes(to)) {
      expect(result).toEqual({ status: to, code: undefined, fields: undefined });
    } else {
      expect(result.code).toBe('BAD_USER_INPUT');
      expect(result.fields).toEqual({
        status: `A request that is ${LABELS[from]} cannot be moved to ${LABELS[to]}.`,
      });
    }
  });

  it.each(statuses)('office: withdraws only an open request (from %s)', async (from) => {
    const request = await requestAt(from);
    const graphql = await staff.graphql<{ cancelScholarRequest: RequestFields }>(CANCEL_REQUEST, {
      input: { id: request.id },
    });
    if (from === 'open') {
      expect(graphql.data!.cancelScholarRequest).toMatchObject({
        status: 'cancelled',
        allowedNextStatuses: [],
      });
      return;
    }
    expect(fieldsOf(graphql)).toEqual({ status: 'Only an open request can be withdrawn.' });
    const rest = await staff.post(`/api/scholar-requests/${request.id}/cancel`, {});
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ status: 'Only an open request can be withdrawn.' });
  });

  it('lets neither the office answer nor HR withdraw', async () => {
    const request = await createRequest(staff);
    const answer = { id: request.id, status: 'fulfilled', answer: 'Done' };
    expect(codeOf(await staff.graphql(ANSWER_REQUEST, { input: answer }))).toBe('FORBIDDEN');
    expect((await staff.put(`/api/scholar-requests/${request.id}/answer`, answer)).status).toBe(
      403,
    );
    expect(codeOf(await hr.graphql(CANCEL_REQUEST, { input: { id: request.id } }))).toBe(
      'FORBIDDEN',
    );
    expect((await hr.post(`/api/scholar-requests/${request.id}/cancel`, {})).status).toBe(403);
    const { client: other } = await officeStaff(sut, (await createOffice(sut)).id);
    expect(codeOf(await other.graphql(CANCEL_REQUEST, { input: { id: request.id } }))).toBe(
      'NOT_FOUND',
    );
  });

  it('needs a reason to decline and keeps answers to 1,000 characters, on both transports', async () => {
    const request = await createRequest(staff);
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

    // A fulfilled or partial answer may say nothing more.
    const silent = await answerRequest(hr, { id: request.id, status: 'fulfilled' });
    expect(silent).toMatchObject({ status: 'fulfilled', answer: null });
  });

  it('records the answer, who gave it and when, and clears it when reopened', async () => {
    const request = await createRequest(staff);
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
    const seen = await staff.get(`/api/scholar-requests/${request.id}`);
    expect(seen.body.scholarRequest).toMatchObject({
      status: 'partially_fulfilled',
      answer: 'One Student Assistant for now.',
      allowedNextStatuses: [],
    });

    const reopened = await hr.put(`/api/scholar-requests/${request.id}/answer`, {
      status: 'open',
      answer: 'Looking again after the enrolment rush.',
      expectedVersion: 2,
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body.scholarRequest).toMatchObject({
      status: 'open',
      answer: null,
      answeredByName: null,
      answeredAt: null,
      version: 3,
    });
    const history = await hr.graphql<{ scholarRequest: { history: unknown[] } }>(REQUEST, {
      id: request.id,
    });
    expect(history.data!.scholarRequest.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'open', actorName: 'Lourdes Staff' }),
      {
        fromStatus: 'open',
        toStatus: 'partially_fulfilled',
        comment: 'One Student Assistant for now.',
        actorName: 'Helen Reyes',
      },
      {
        fromStatus: 'partially_fulfilled',
        toStatus: 'open',
        comment: 'Looking again after the enrolment rush.',
        actorName: 'Helen Reyes',
      },
    ]);
  });

  it('answers CONFLICT for a decision made on an older version, on both transports', async () => {
    const request = await createRequest(staff);
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
    const open = await createRequest(staff);
    await answerRequest(hr, { id: open.id, status: 'declined', answer: 'Not this term' });
    const cancel = await staff.post(`/api/scholar-requests/${open.id}/cancel`, {
      expectedVersion: 1,
    });
    expect(cancel.status).toBe(409);
  });

  it('lets exactly one of two concurrent answers win', async () => {
    const request = await createRequest(staff);
    const { client: otherHr } = await signedInClient(sut, { role: 'hr' });
    const results = await Promise.all([
      hr.graphql(ANSWER_REQUEST, {
        input: { id: request.id, status: 'fulfilled', expectedVersion: 1 },
      }),
      otherHr.put(`/api/scholar-requests/${request.id}/answer`, {
        status: 'declined',
        answer: 'No budget',
        expectedVersion: 1,
      }),
    ]);
    const [graphql, rest] = results;
    const wins = [graphql.errors === undefined, rest.status === 200];
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(graphql.errors === undefined ? rest.status : codeOf(graphql)).toBe(
      graphql.errors === undefined ? 409 : 'CONFLICT',
    );
    const read = await hr.graphql<{
      scholarRequest: { status: string; version: number; history: unknown[] };
    }>(REQUEST, { id: request.id });
    expect(read.data!.scholarRequest.version).toBe(2);
    expect(read.data!.scholarRequest.status).toBe(wins[0] ? 'fulfilled' : 'declined');
    expect(read.data!.scholarRequest.history).toHaveLength(2);
  });

  it('lets exactly one of an answer and a withdrawal made at once win', async () => {
    const request = await createRequest(staff);
    const [answered, withdrawn] = await Promise.all([
      hr.graphql(ANSWER_REQUEST, { input: { id: request.id, status: 'fulfilled' } }),
      staff.graphql(CANCEL_REQUEST, { input: { id: request.id } }),
    ]);
    const failures = [answered, withdrawn].filter((res) => res.errors !== undefined);
    expect(failures).toHaveLength(1);
    expect(['CONFLICT', 'BAD_USER_INPUT']).toContain(codeOf(failures[0]!));
    const read = await staff.graphql<{ scholarRequest: { status: string; version: number } }>(
      REQUEST,
      { id: request.id },
    );
    expect(read.data!.scholarRequest).toMatchObject({
      version: 2,
      status: answered.errors ? 'cancelled' : 'fulfilled',
    });
  });
});
