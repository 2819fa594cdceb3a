import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { termLabel, termOf } from '../../src/common/academic-term.js';
import { todayIn } from '../../src/common/university-time.js';
import { evaluations } from '../../src/modules/evaluations/evaluations.table.js';
import { gradeReports } from '../../src/modules/grades/grade-reports.table.js';
import {
  REAPPLICATION_CHANGED,
  ReapplicationsService,
} from '../../src/modules/reapplications/reapplications.service.js';
import type { User } from '../../src/modules/users/users.table.js';
import { dayFromToday, FIVE_HOURS, seedDays } from '../support/dtr.js';
import { createUser } from '../support/factories.js';
import { createOffice } from '../support/scholars.js';
import { createServiceContext, type ServiceContext } from '../support/service-context.js';
import { lastMailTo, newScholar, notificationsOf, submitReapplication } from './factories.js';

const YEAR = '2030-2031';
const PAGE = { page: 1, limit: 10 };

describe(`${ReapplicationsService.name} (HR decides, services on a database)`, () => {
  let ctx: ServiceContext;
  let sut: ReapplicationsService;
  let hr: User;
  let officeA: string;
  let officeB: string;

  beforeAll(async () => {
    ctx = await createServiceContext();
    sut = ctx.get<ReapplicationsService>(ReapplicationsService);
    hr = await createUser(ctx, { role: 'hr', firstname: 'Helen', lastname: 'Reyes' });
    officeA = (await createOffice(ctx, 'Registrar')).id;
    officeB = (await createOffice(ctx, 'IT Office')).id;
  });

  afterAll(() => ctx.close());

  const submit = (user: User, overrides: Record<string, unknown> = {}) =>
    submitReapplication(ctx, user, YEAR, overrides);
  const titles = async (user: User) => (await notificationsOf(ctx, user)).map((n) => n.title);
  const lastMail = (user: User, subject: string) => lastMailTo(ctx, user.email, subject);
  const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

  it('moves a re-application through review; the student hears of each decision, by mail too', async () => {
    const scholar = await newScholar(ctx, hr, officeA);
    const sent = await submit(scholar.user);
    expect(sut.allowedNextStatuses(hr, sent)).toEqual([
      'pending',
      'under_review',
      'accepted',
      'rejected',
    ]);

    const review = await sut.decide(hr, {
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
    expect((await notificationsOf(ctx, scholar.user))[0]).toMatchObject({
      title: 'Re-application Under Review',
      link: '/re-apply',
    });
    const mail = await lastMail(scholar.user, 'Your re-application is under review');
    expect(mail.text).toContain('HR comments: Checking your hours');

    const accepted = await sut.decide(hr, {
      id: sent.id,
      status: 'accepted',
      hrComments: 'Welcome back',
      expectedVersion: 2,
    });
    expect(accepted).toMatchObject({ status: 'accepted', version: 3 });
    expect(sut.allowedNextStatuses(hr, accepted)).toEqual(['accepted', 'under_review']);
    expect(await sut.continuedThrough(scholar.scholarId)).toEqual({
      term: 'first',
      academicYear: YEAR,
      label: `First Semester ${YEAR}`,
    });
    await lastMail(scholar.user, 'Your re-application is accepted');

    // Comments alone are a decision too: the student hears of it.
    await sut.decide(hr, { id: sent.id, status: 'accepted', hrComments: 'See you in August' });
    const updated = await lastMail(scholar.user, 'Your re-application was updated');
    expect(updated.text).toContain('HR comments: See you in August');
    expect((await titles(scholar.user)).slice(0, 3)).toEqual([
      'Re-application Updated',
      'Re-application Accepted',
      'Re-application Under Review',
    ]);
    expect(await sut.history(sent.id)).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'pending',
        comment: 'Re-application submitted',
      }),
      expect.objectContaining({
        fromStatus: 'pending',
        toStatus: 'under_review',
        comment: 'Checking your hours',
        actorName: 'Helen Reyes',
      }),
      expect.objectContaining({
        fromStatus: 'under_review',
        toStatus: 'accepted',
        comment: 'Welcome back',
        actorName: 'Helen Reyes',
      }),
      expect.objectContaining({
        fromStatus: 'accepted',
        toStatus: 'accepted',
        comment: 'See you in August',
        actorName: 'Helen Reyes',
      }),
    ]);
  });

  it('refuses a stale version (CONFLICT), a jump from a decided status, and decisions by anyone but HR', async () => {
    const scholar = await newScholar(ctx, hr, officeA);
    const sent = await submit(scholar.user);
    await sut.decide(hr, { id: sent.id, status: 'rejected', expectedVersion: 1 });
    for (const status of ['accepted', 'under_review'] as const)
      await expect(
        sut.decide(hr, { id: sent.id, status, expectedVersion: 1 }),
      ).rejects.toMatchObject({ code: 'CONFLICT', message: REAPPLICATION_CHANGED });
    const jump =
      'A re-application that is Rejected cannot be set to Accepted; reopen it as Under Review first.';
    await expect(sut.decide(hr, { id: sent.id, status: 'accepted' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: jump,
      fields: { status: jump },
    });
    const reopened = await sut.decide(hr, { id: sent.id, status: 'under_review' });
    expect(reopened.status).toBe('under_review');

    const staff = await createUser(ctx, { role: 'office', officeId: officeA });
    for (const user of [staff, scholar.user])
      await expect(sut.decide(user, { id: sent.id, status: 'accepted' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
  });

  it('shows the extension on the scholar record, and lifts it when HR reopens', async () => {
    const scholar = await newScholar(ctx, hr, officeA);
    const first = await submit(scholar.user);
    const second = await submit(scholar.user, { term: 'second' });
    expect(await sut.continuationOf(hr, scholar.scholarId)).toBeNull();
    await sut.decide(hr, { id: first.id, status: 'accepted' });
    await sut.decide(hr, { id: second.id, status: 'accepted' });
    expect(await sut.continuationOf(hr, scholar.scholarId)).toEqual({
      term: 'second',
      academicYear: YEAR,
      label: `Second Semester ${YEAR}`,
    });
    expect(await sut.continuationOf(scholar.user, scholar.scholarId)).toMatchObject({
      term: 'second',
    });
    await expect(
      sut.continuationOf(await createUser(ctx), scholar.scholarId),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await sut.decide(hr, { id: second.id, status: 'under_review' });
    expect(await sut.continuationOf(hr, scholar.scholarId)).toMatchObject({ term: 'first' });
  });

  it('gives HR the facts: office, confirmed hours this term, latest evaluation score, latest general average', async () => {
    const scholar = await newScholar(ctx, hr, officeB);
    await seedDays(
      ctx,
      scholar.scholarId,
      [{ workDate: dayFromToday(ctx, 0), ...FIVE_HOURS }],
      'confirmed',
    );
    await seedDays(
      ctx,
      scholar.scholarId,
      [{ workDate: dayFromToday(ctx, -250), ...FIVE_HOURS }],
      'confirmed',
    );
    await seedDays(
      ctx,
      scholar.scholarId,
      [{ workDate: dayFromToday(ctx, 1), in1: '08:00', out1: '10:30', in2: null, out2: null }],
      'unconfirmed',
    );
    const rating = (value: number | null) =>
      (['attendance', 'punctuality', 'engagement', 'attitude', 'performance'] as const).map(
        (criterion) => ({ criterion, rating: value, comment: null }),
      );
    await ctx.database.db.insert(evaluations).values([
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
    await ctx.database.db.insert(gradeReports).values([
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
    const sent = await submit(scholar.user);

    expect(await sut.facts(sent)).toEqual({
      officeName: 'IT Office',
      hoursTermLabel: termLabel(termOf(todayIn(ctx.config.timeZone))),
      confirmedHours: 5,
      latestEvaluationScore: 4.5,
      latestEvaluationTerm: 'Second Semester 2020-2021',
      latestGeneralAverage: 88.5,
      latestGradesTerm: 'Second Semester 2020-2021',
    });
  });

  it('lists for HR with search, status and scholarship filters; office staff read only their scholars’', async () => {
    const ana = await newScholar(ctx, hr, officeA, { lastname: 'Uno' });
    const marshal = await newScholar(ctx, hr, officeB, {
      lastname: 'Dos',
      program: 'student_marshal',
    });
    const a = await submitReapplication(ctx, ana.user, '2031-2032', { name: 'Listana Uno' });
    const b = await submitReapplication(ctx, marshal.user, '2031-2032', {
      name: 'Listben Dos',
    });
    await sut.decide(hr, { id: b.id, status: 'under_review' });
    const list = async (user: User, filter: Parameters<ReapplicationsService['list']>[1]) =>
      (await sut.list(user, filter, PAGE)).items;

    expect(ids(await list(hr, { search: 'List' })).sort()).toEqual([a.id, b.id].sort());
    expect(await list(hr, { search: 'List', program: 'none' })).toHaveLength(2);
    expect(await list(hr, { search: 'List', program: 'student_marshal' })).toEqual([
      expect.objectContaining({ id: b.id, status: 'under_review', program: 'student_marshal' }),
    ]);
    expect(ids(await list(hr, { search: 'list', status: 'pending' }))).toEqual([a.id]);
    expect(ids(await list(hr, { search: 'List', program: 'student_assistant' }))).toEqual([a.id]);

    const staffA = await createUser(ctx, { role: 'office', officeId: officeA });
    expect(ids(await list(staffA, { search: 'List' }))).toEqual([a.id]);
    await expect(sut.get(staffA, b.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(sut.allowedNextStatuses(staffA, await sut.get(staffA, a.id))).toEqual([]);
  });
});
