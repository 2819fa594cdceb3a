// The transport of HR's decisions on re-applications: both transports' answers, status codes,
// the live notice, the extension and the facts as the API shows them. The rules (the matrix,
// conflicts, who decides, the extension's term, the facts' figures, scope and filters) are checked
// on the service in test/medium/reapplications-decisions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { termLabel, termOf } from '../src/common/academic-term.js';
import { todayIn } from '../src/common/university-time.js';
import {
  REAPPLICATION_CHANGED,
  ReapplicationsService,
} from '../src/modules/reapplications/reapplications.service.js';
import { createOffice, dayFromToday, FIVE_HOURS, officeStaff, seedDays } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  acceptedScholar,
  DECIDE_REAPPLICATION,
  decideReapplication,
  ONE_REAPPLICATION,
  REAPPLICATION_LIST,
  submitReapplication,
  type ReapplicationView,
} from './support/reapplications.js';
import { subscribe } from './support/subscriptions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const YEAR = '2030-2031';
const SCHOLAR_CONTINUED = `query S($id: ID!) { scholar(id: $id) {
  id continuedThrough { term academicYear label } } }`;

interface ListResult {
  reapplications: {
    items: Array<{ id: string; status: string; program: string }>;
    pagination: { totalItems: number };
  };
}

describe(`${ReapplicationsService.name} (deciding over REST and GraphQL)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeA: string;
  let officeB: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr', firstname: 'Helen', lastname: 'Reyes' })).client;
    officeA = (await createOffice(sut, 'Registrar')).id;
    officeB = (await createOffice(sut, 'IT Office')).id;
  });

  afterAll(() => sut.close());

  it('decides on both transports, with HR’s choices; the student hears it live', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA);
    const sent = await submitReapplication(scholar.client, YEAR);
    const seen = await hr.graphql<{ reapplication: ReapplicationView }>(ONE_REAPPLICATION, {
      id: sent.id,
    });
    expect(seen.data!.reapplication.allowedNextStatuses).toEqual([
      'pending',
      'under_review',
      'accepted',
      'rejected',
    ]);

    const live = await subscribe(
      sut.url,
      scholar.client,
      'subscription { notificationAdded { title message link } }',
      (data) => data.notificationAdded as { title: string; link: string },
    );
    try {
      const heard = live.next();
      const review = await decideReapplication(hr, {
        id: sent.id,
        status: 'under_review',
        hrComments: 'Checking your hours',
        expectedVersion: 1,
      });
      expect(review).toMatchObject({ status: 'under_review', decidedByName: 'Helen Reyes' });
      expect(await heard).toMatchObject({
        title: 'Re-application Under Review',
        link: '/re-apply',
      });
    } finally {
      await live.dispose();
    }

    const accepted = await hr.put(`/api/reapplications/${sent.id}/decision`, {
      status: 'accepted',
      hrComments: 'Welcome back',
      expectedVersion: 2,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.reapplication).toMatchObject({
      _id: sent.id,
      status: 'accepted',
      version: 3,
      allowedNextStatuses: ['accepted', 'under_review'],
      continuedThrough: { term: 'first', academicYear: YEAR, label: `First Semester ${YEAR}` },
    });
    const history = await scholar.client.graphql<{ reapplication: ReapplicationView }>(
      ONE_REAPPLICATION,
      { id: sent.id },
    );
    expect(history.data!.reapplication.history.at(-1)).toEqual({
      fromStatus: 'under_review',
      toStatus: 'accepted',
      comment: 'Welcome back',
      actorName: 'Helen Reyes',
    });
  });

  it('answers CONFLICT and 409, 400 for a jump or long comments, and 403 to anyone but HR', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA);
    const sent = await submitReapplication(scholar.client, YEAR);
    await decideReapplication(hr, { id: sent.id, status: 'rejected', expectedVersion: 1 });
    const stale = await hr.graphql(DECIDE_REAPPLICATION, {
      input: { id: sent.id, status: 'accepted', expectedVersion: 1 },
    });
    expect(stale.errors?.[0]).toMatchObject({
      message: REAPPLICATION_CHANGED,
      extensions: { code: 'CONFLICT' },
    });
    const rest = await hr.put(`/api/reapplications/${sent.id}/decision`, {
      status: 'under_review',
      expectedVersion: 1,
    });
    expect(rest.status).toBe(409);
    const jump = await hr.put(`/api/reapplications/${sent.id}/decision`, { status: 'accepted' });
    expect(jump.status).toBe(400);
    expect(jump.body.message).toBe(
      'A re-application that is Rejected cannot be set to Accepted; reopen it as Under Review first.',
    );
    const long = await hr.put(`/api/reapplications/${sent.id}/decision`, {
      status: 'under_review',
      hrComments: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: 'HR comments must be at most 2,000 characters' });

    const staff = await officeStaff(sut, officeA);
    const byStaff = await staff.client.graphql(DECIDE_REAPPLICATION, {
      input: { id: sent.id, status: 'accepted' },
    });
    expect(byStaff.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const byStudent = await scholar.client.put(`/api/reapplications/${sent.id}/decision`, {
      status: 'accepted',
    });
    expect(byStudent.status).toBe(403);
  });

  it('shows the extension on the scholar over GraphQL and REST; 404 to a stranger', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA);
    const sent = await submitReapplication(scholar.client, YEAR, { term: 'second' });
    await decideReapplication(hr, { id: sent.id, status: 'accepted' });
    const label = { label: `Second Semester ${YEAR}` };
    const one = await hr.graphql<{ scholar: { continuedThrough: unknown } }>(SCHOLAR_CONTINUED, {
      id: scholar.scholarId,
    });
    expect(one.data!.scholar.continuedThrough).toEqual({
      term: 'second',
      academicYear: YEAR,
      ...label,
    });
    const list = await hr.graphql<{
      scholars: { items: Array<{ id: string; continuedThrough: unknown }> };
    }>(`{ scholars(limit: 100) { items { id continuedThrough { label } } } }`);
    expect(list.data!.scholars.items.find((s) => s.id === scholar.scholarId)).toMatchObject({
      continuedThrough: label,
    });
    const rest = await hr.get(`/api/reapplications/continuation/${scholar.scholarId}`);
    expect(rest.body.continuedThrough).toMatchObject({ term: 'second', academicYear: YEAR });
    const own = await scholar.client.get(`/api/reapplications/continuation/${scholar.scholarId}`);
    expect(own.body.continuedThrough).toMatchObject({ term: 'second' });
    const stranger = await signedInClient(sut);
    const hidden = await stranger.client.get(
      `/api/reapplications/continuation/${scholar.scholarId}`,
    );
    expect(hidden.status).toBe(404);
  });

  it('gives HR the facts alike on GraphQL and REST', async () => {
    const scholar = await acceptedScholar(sut, hr, officeB);
    await seedDays(
      sut,
      scholar.scholarId,
      [{ workDate: dayFromToday(sut, 0), ...FIVE_HOURS }],
      'confirmed',
    );
    const sent = await submitReapplication(scholar.client, YEAR);
    const res = await hr.graphql<{ reapplication: { facts: Record<string, unknown> } }>(
      ONE_REAPPLICATION,
      { id: sent.id },
    );
    expect(res.data!.reapplication.facts).toEqual({
      officeName: 'IT Office',
      hoursTermLabel: termLabel(termOf(todayIn(sut.config.timeZone))),
      confirmedHours: 5,
      latestEvaluationScore: null,
      latestEvaluationTerm: null,
      latestGeneralAverage: null,
      latestGradesTerm: null,
    });
    const rest = await hr.get(`/api/reapplications/${sent.id}`);
    expect(rest.body.reapplication.facts).toEqual(res.data!.reapplication.facts);
  });

  it('lists on both transports with REST’s filters; 400 for an unknown scholarship, 404 out of scope', async () => {
    const ana = await acceptedScholar(sut, hr, officeA, { firstname: 'Listana', lastname: 'Uno' });
    const marshal = await acceptedScholar(sut, hr, officeB, {
      firstname: 'Listben',
      lastname: 'Dos',
      position: 'student_marshal',
    });
    const a = await submitReapplication(ana.client, '2031-2032', { name: 'Listana Uno' });
    const b = await submitReapplication(marshal.client, '2031-2032', { name: 'Listben Dos' });
    const gql = await hr.graphql<ListResult>(REAPPLICATION_LIST, {
      filter: { search: 'List', program: 'student_marshal' },
    });
    expect(gql.data!.reapplications.items).toEqual([
      {
        id: b.id,
        status: 'pending',
        studentName: 'Listben Dos',
        program: 'student_marshal',
        termLabel: 'First Semester 2031-2032',
      },
    ]);
    const rest = await hr.get('/api/reapplications?search=List&program=student_assistant');
    expect(rest.body.items.map((r: { id: string }) => r.id)).toEqual([a.id]);
    const bad = await hr.get('/api/reapplications?program=scholar');
    expect(bad.status).toBe(400);

    const staffA = await officeStaff(sut, officeA);
    const outOfScope = await staffA.client.get(`/api/reapplications/${b.id}`);
    expect(outOfScope.status).toBe(404);
    const own = await staffA.client.get(`/api/reapplications/${a.id}`);
    expect(own.body.reapplication.allowedNextStatuses).toEqual([]);
  });
});
