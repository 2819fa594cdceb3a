import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { termLabel, termOf } from '../src/common/academic-term.js';
import { todayIn } from '../src/common/university-time.js';
import { evaluations } from '../src/modules/evaluations/evaluations.table.js';
import { gradeReports } from '../src/modules/grades/grade-reports.table.js';
import {
  REAPPLICATION_CHANGED,
  ReapplicationsService,
} from '../src/modules/reapplications/reapplications.service.js';
import { appWithSmtp, type AppWithSmtp } from './support/app-with-smtp.js';
import {
  createOffice,
  dayFromToday,
  FIVE_HOURS,
  notificationTitles,
  officeStaff,
  seedDays,
} from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { deliverMail, lastMailTo } from './support/mail-helpers.js';
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
import type { TestApp } from './support/test-app.js';
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

describe(`${ReapplicationsService.name} (HR decides)`, () => {
  let env: AppWithSmtp;
  let sut: TestApp;
  let hr: TestClient;
  let officeA: string;
  let officeB: string;

  beforeAll(async () => {
    env = await appWithSmtp();
    sut = env.sut;
    hr = (await signedInClient(sut, { role: 'hr', firstname: 'Helen', lastname: 'Reyes' })).client;
    officeA = (await createOffice(sut, 'Registrar')).id;
    officeB = (await createOffice(sut, 'IT Office')).id;
  });

  afterAll(() => env.close());

  it('moves a re-application through review on both transports; the student hears of each decision live and by mail', async () => {
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
      expect(review).toMatchObject({
        status: 'under_review',
        hrComments: 'Checking your hours',
        decidedByName: 'Helen Reyes',
        version: 2,
      });
      expect(await heard).toMatchObject({
        title: 'Re-application Under Review',
        link: '/re-apply',
      });
    } finally {
      await live.dispose();
    }
    await deliverMail(sut);
    const mail = lastMailTo(env.smtp, scholar.user.email, 'Your re-application is under review');
    expect(mail.text).toContain('HR comments: Checking your hours');

    const accepted = await hr.put(`/api/reapplications/${sent.id}/decision`, {
      status: 'accepted',
      hrComments: 'Welcome back',
      expectedVersion: 2,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.reapplication).toMatchObject({
      status: 'accepted',
      version: 3,
      allowedNextStatuses: ['accepted', 'under_review'],
      continuedThrough: { term: 'first', academicYear: YEAR, label: `First Semester ${YEAR}` },
    });
    await deliverMail(sut);
    lastMailTo(env.smtp, scholar.user.email, 'Your re-application is accepted');

    // Comments alone are a decision too: the student hears of it.
    await decideReapplication(hr, {
      id: sent.id,
      status: 'accepted',
      hrComments: 'See you in August',
    });
    await deliverMail(sut);
    const updated = lastMailTo(env.smtp, scholar.user.email, 'Your re-application was updated');
    expect(updated.text).toContain('HR comments: See you in August');
    expect((await notificationTitles(scholar.client)).slice(0, 3)).toEqual([
      'Re-application Updated',
      'Re-application Accepted',
      'Re-application Under Review',
    ]);

    const history = await scholar.client.graphql<{ reapplication: ReapplicationView }>(
      ONE_REAPPLICATION,
      { id: sent.id },
    );
    expect(history.data!.reapplication.history).toEqual([
      {
        fromStatus: null,
        toStatus: 'pending',
        comment: 'Re-application submitted',
        actorName: expect.any(String),
      },
      {
        fromStatus: 'pending',
        toStatus: 'under_review',
        comment: 'Checking your hours',
        actorName: 'Helen Reyes',
      },
      {
        fromStatus: 'under_review',
        toStatus: 'accepted',
        comment: 'Welcome back',
        actorName: 'Helen Reyes',
      },
      {
        fromStatus: 'accepted',
        toStatus: 'accepted',
        comment: 'See you in August',
        actorName: 'Helen Reyes',
      },
    ]);
  });

  it('refuses a stale version (CONFLICT), a jump from a decided status, and decisions by anyone but HR', async () => {
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
    const reopened = await decideReapplication(hr, { id: sent.id, status: 'under_review' });
    expect(reopened.status).toBe('under_review');

    const staff = await officeStaff(sut, officeA);
    const byStaff = await staff.client.graphql(DECIDE_REAPPLICATION, {
      input: { id: sent.id, status: 'accepted' },
    });
    expect(byStaff.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const byStudent = await scholar.client.put(`/api/reapplications/${sent.id}/decision`, {
      status: 'accepted',
    });
    expect(byStudent.status).toBe(403);
    const long = await hr.put(`/api/reapplications/${sent.id}/decision`, {
      status: 'accepted',
      hrComments: 'x'.repeat(2001),
    });
    expect(long.body).toMatchObject({ message: 'HR comments must be at most 2,000 characters' });
  });

  it('shows the extension on the scholar record, and lifts it when HR reopens', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA);
    const first = await submitReapplication(scholar.client, YEAR);
    const second = await submitReapplication(scholar.client, YEAR, { term: 'second' });
    const continued = async () =>
      (
        await hr.graphql<{ scholar: { continuedThrough: unknown } }>(SCHOLAR_CONTINUED, {
          id: scholar.scholarId,
        })
      ).data!.scholar.continuedThrough;
    expect(await continued()).toBeNull();
    await decideReapplication(hr, { id: first.id, status: 'accepted' });
    await decideReapplication(hr, { id: second.id, status: 'accepted' });
    expect(await continued()).toEqual({
      term: 'second',
      academicYear: YEAR,
      label: `Second Semester ${YEAR}`,
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
    await decideReapplication(hr, { id: second.id, status: 'under_review' });
    expect(await continued()).toMatchObject({ term: 'first' });
    const list = await hr.graphql<{
      scholars: { items: Array<{ id: string; continuedThrough: unknown }> };
    }>(`{ scholars(limit: 100) { items { id continuedThrough { label } } } }`);
    expect(list.data!.scholars.items.find((s) => s.id === scholar.scholarId)).toMatchObject({
      continuedThrough: { label: `First Semester ${YEAR}` },
    });
  });

  it('gives HR the facts: office, confirmed hours this term, latest evaluation score, latest general average', async () => {
    const scholar = await acceptedScholar(sut, hr, officeB);
    const today = dayFromToday(sut, 0);
    const longAgo = dayFromToday(sut, -250);
    await seedDays(sut, scholar.scholarId, [{ workDate: today, ...FIVE_HOURS }], 'confirmed');
    await seedDays(sut, scholar.scholarId, [{ workDate: longAgo, ...FIVE_HOURS }], 'confirmed');
    await seedDays(
      sut,
      scholar.scholarId,
      [{ workDate: dayFromToday(sut, 1), in1: '08:00', out1: '10:30', in2: null, out2: null }],
      'unconfirmed',
    );
    const rating = (value: number | null) =>
      (['attendance', 'punctuality', 'engagement', 'attitude', 'performance'] as const).map(
        (criterion) => ({ criterion, rating: value, comment: null }),
      );
    await sut.database.db.insert(evaluations).values([
      {
        scholarId: scholar.scholarId,
        officeId: officeB,
        term: 'first',
        academicYear: '2020-2021',
        items: rating(2),
      },
      {
        scholarId: scholar.scholarId,
        officeId: officeB,
        term: 'second',
        academicYear: '2020-2021',
        items: [...rating(5).slice(0, 2), ...rating(4).slice(2, 4), ...rating(null).slice(4)],
      },
    ]);
    await sut.database.db.insert(gradeReports).values([
      {
        userId: scholar.user.id,
        term: 'second',
        academicYear: '2020-2021',
        rows: [],
        generalAverage: 88.5,
        updatedAt: new Date('2021-06-01'),
      },
      {
        userId: scholar.user.id,
        term: 'first',
        academicYear: '2020-2021',
        rows: [],
        generalAverage: 80,
        updatedAt: new Date('2021-01-01'),
      },
    ]);
    const sent = await submitReapplication(scholar.client, YEAR);
    const res = await hr.graphql<{ reapplication: { facts: Record<string, unknown> } }>(
      ONE_REAPPLICATION,
      { id: sent.id },
    );
    const expected = {
      officeName: 'IT Office',
      hoursTermLabel: termLabel(termOf(todayIn(sut.config.timeZone))),
      confirmedHours: 5,
      latestEvaluationScore: 4.5,
      latestEvaluationTerm: 'Second Semester 2020-2021',
      latestGeneralAverage: 88.5,
      latestGradesTerm: 'Second Semester 2020-2021',
    };
    expect(res.data!.reapplication.facts).toEqual(expected);
    const rest = await hr.get(`/api/reapplications/${sent.id}`);
    expect(rest.body.reapplication.facts).toEqual(expected);
  });

  it('lists for HR with search, status and scholarship filters; office staff read only their scholars’', async () => {
    const ana = await acceptedScholar(sut, hr, officeA, { firstname: 'Listana', lastname: 'Uno' });
    const marshal = await acceptedScholar(sut, hr, officeB, {
      firstname: 'Listben',
      lastname: 'Dos',
      position: 'student_marshal',
    });
    const a = await submitReapplication(ana.client, '2031-2032', { name: 'Listana Uno' });
    const b = await submitReapplication(marshal.client, '2031-2032', { name: 'Listben Dos' });
    await decideReapplication(hr, { id: b.id, status: 'under_review' });
    const list = async (client: TestClient, filter: Record<string, unknown>) =>
      (await client.graphql<ListResult>(REAPPLICATION_LIST, { filter })).data!.reapplications;
    expect((await list(hr, { search: 'List' })).items.map((r) => r.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect((await list(hr, { search: 'List', program: 'none' })).pagination.totalItems).toBe(2);
    expect((await list(hr, { search: 'List', program: 'student_marshal' })).items).toEqual([
      {
        id: b.id,
        status: 'under_review',
        studentName: 'Listben Dos',
        program: 'student_marshal',
        termLabel: 'First Semester 2031-2032',
      },
    ]);
    expect((await list(hr, { search: 'list', status: 'pending' })).items.map((r) => r.id)).toEqual([
      a.id,
    ]);
    const rest = await hr.get('/api/reapplications?search=List&program=student_assistant');
    expect(rest.body.items.map((r: { id: string }) => r.id)).toEqual([a.id]);
    const bad = await hr.get('/api/reapplications?program=scholar');
    expect(bad.status).toBe(400);

    const staffA = await officeStaff(sut, officeA);
    expect((await list(staffA.client, { search: 'List' })).items.map((r) => r.id)).toEqual([a.id]);
    const outOfScope = await staffA.client.get(`/api/reapplications/${b.id}`);
    expect(outOfScope.status).toBe(404);
    const own = await staffA.client.get(`/api/reapplications/${a.id}`);
    expect(own.body.reapplication.allowedNextStatuses).toEqual([]);
  });
});
