// On both databases in CI: versioned writes raced side by side, which only a server with several connections really runs at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, desc, eq } from 'drizzle-orm';
import { ApplicationsService } from '../../src/modules/applications/applications.service.js';
import { applicationEvents } from '../../src/modules/applications/applications.table.js';
import { DtrBulkService } from '../../src/modules/dtr/dtr-bulk.service.js';
import { DtrReviewService } from '../../src/modules/dtr/dtr-review.service.js';
import { DtrTraining } from '../../src/modules/dtr/dtr-training.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { scholars } from '../../src/modules/scholars/scholars.table.js';
import type { User } from '../../src/modules/users/users.table.js';
import {
  dayFromToday,
  dutyDays,
  FIVE_HOURS,
  monthsAgo,
  seedDays,
  trainingDays,
} from '../support/dtr.js';
import { createOffice } from '../support/scholars.js';
import { createServiceContext, type ServiceContext } from '../support/service-context.js';
import { createUser } from '../support/factories.js';
import { newTrainee, type MediumTrainee } from './factories.js';

const ONE_HOUR = { in1: '08:00', out1: '09:00', in2: null, out2: null };

describe(`${DtrTraining.name} (the 130-hour training, services on a database)`, () => {
  let ctx: ServiceContext;
  let hr: User;
  let officeId: string;
  let staff: User;
  let month: string;
  let review: DtrReviewService;
  let bulk: DtrBulkService;
  let applications: ApplicationsService;

  beforeAll(async () => {
    ctx = await createServiceContext();
    hr = await createUser(ctx, { role: 'hr' });
    officeId = (await createOffice(ctx, 'Library')).id;
    staff = await createUser(ctx, { role: 'office', officeId, lastname: 'Staff' });
    month = monthsAgo(ctx, 1);
    review = ctx.get<DtrReviewService>(DtrReviewService);
    bulk = ctx.get<DtrBulkService>(DtrBulkService);
    applications = ctx.get<ApplicationsService>(ApplicationsService);
  });

  afterAll(() => ctx.close());

  /** A trainee with `hours` confirmed five-hour days (and one shorter day for the rest) months ago. */
  async function traineeWith(hours: number): Promise<MediumTrainee> {
    const trainee = await newTrainee(ctx, hr, officeId, { lastname: `H${hours}` });
    await seedDays(ctx, trainee.scholarId, trainingDays(ctx, hours), 'confirmed');
    return trainee;
  }

  const completions = (applicationId: string) =>
    ctx.database.db
      .select()
      .from(applicationEvents)
      .where(
        and(
          eq(applicationEvents.applicationId, applicationId),
          eq(applicationEvents.toStatus, 'hours_completed'),
        ),
      );

  /** The user's notification titles, newest first. */
  const titles = async (user: User) =>
    (
      await ctx.database.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(desc(notifications.createdAt))
    ).map((row) => row.title);

  const statusOf = async (applicationId: string) =>
    (await applications.get(hr, applicationId)).status;

  it('moves the application to hours_completed on the confirmation that reaches 130 h, then to a scholar on acceptance', async () => {
    const trainee = await traineeWith(126);
    const [day] = dutyDays(month, FIVE_HOURS);
    await seedDays(ctx, trainee.scholarId, [day!]);
    const progress = ctx.get<DtrTraining>(DtrTraining);
    expect(await progress.progress({ id: trainee.scholarId, requiredHours: 130 })).toEqual({
      requiredHours: 130,
      confirmedMinutes: 126 * 60,
      unconfirmedMinutes: 300,
    });
    const hrTitlesBefore = await titles(hr);

    const confirmed = await review.confirm(staff, {
      scholarId: trainee.scholarId,
      workDate: day!.workDate,
    });

    expect(confirmed.status).toBe('confirmed');
    expect(await statusOf(trainee.applicationId)).toBe('hours_completed');
    expect((await applications.history(trainee.applicationId)).at(-1)).toMatchObject({
      fromStatus: 'passed_interview',
      toStatus: 'hours_completed',
      comment: '130 training hours completed',
    });
    const studentTitles = await titles(trainee.user);
    expect(studentTitles).toContain('Training Hours Completed');
    expect(studentTitles).toContain('DTR Day Confirmed');
    const hrTitles = await titles(hr);
    expect(hrTitles.length - hrTitlesBefore.length).toBe(1);
    expect(hrTitles[0]).toBe('Training Hours Completed');
    expect(await progress.progress({ id: trainee.scholarId, requiredHours: 130 })).toMatchObject({
      confirmedMinutes: 131 * 60,
      unconfirmedMinutes: 0,
    });

    await applications.updateStatus(hr, { id: trainee.applicationId, status: 'accepted' });
    const [scholar] = await ctx.database.db
      .select({ stage: scholars.stage })
      .from(scholars)
      .where(eq(scholars.id, trainee.scholarId));
    expect(scholar!.stage).toBe('scholar');
  });

  it('completes the training exactly once when confirmations around the mark race', async () => {
    // 126 h confirmed and four one-hour days: no single confirmation reaches 130 h, together they do.
    const trainee = await traineeWith(126);
    const staffs = [
      staff,
      ...(await Promise.all([1, 2, 3].map(() => createUser(ctx, { role: 'office', officeId })))),
    ];
    const days = dutyDays(month, ONE_HOUR).slice(0, 4);
    await seedDays(ctx, trainee.scholarId, days);

    const results = await Promise.allSettled(
      days.map((day, i) =>
        review.confirm(staffs[i]!, { scholarId: trainee.scholarId, workDate: day.workDate }),
      ),
    );

    expect(results.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
    expect(await completions(trainee.applicationId)).toHaveLength(1);
    const completed = (await titles(trainee.user)).filter(
      (title) => title === 'Training Hours Completed',
    );
    expect(completed).toHaveLength(1);
  });

  it('completes the training once when a bulk confirmation races single ones', async () => {
    const trainee = await traineeWith(127);
    const other = await createUser(ctx, { role: 'office', officeId });
    const days = dutyDays(month, FIVE_HOURS).slice(0, 3);
    await seedDays(ctx, trainee.scholarId, days);

    const results = await Promise.allSettled([
      review.confirm(other, { scholarId: trainee.scholarId, workDate: days[0]!.workDate }),
      bulk.confirmMonth(staff, { scholarId: trainee.scholarId, month }),
      review.confirm(other, { scholarId: trainee.scholarId, workDate: days[2]!.workDate }),
    ]);

    // A single confirmation that loses to the bulk one is told so; nothing fails otherwise.
    for (const result of results)
      if (result.status === 'rejected')
        expect((result.reason as { code?: string }).code).toBe('CONFLICT');
    expect(await completions(trainee.applicationId)).toHaveLength(1);
  });

  it('tells HR when a correction takes a completed trainee back under 130 h, without moving the application', async () => {
    const trainee = await traineeWith(128);
    const [day] = dutyDays(month, FIVE_HOURS);
    await seedDays(ctx, trainee.scholarId, [day!]);
    const target = { scholarId: trainee.scholarId, workDate: day!.workDate };
    await review.confirm(staff, target);
    expect(await completions(trainee.applicationId)).toHaveLength(1);

    await review.unconfirm(staff, { ...target, reason: 'Wrong day' });

    expect((await titles(hr))[0]).toBe('Training Hours Below Requirement');
    expect(await statusOf(trainee.applicationId)).toBe('hours_completed');
    // Confirming it again does not complete the training a second time.
    await review.confirm(staff, target);
    expect(await completions(trainee.applicationId)).toHaveLength(1);
  });

  it('tells HR when a time correction takes a completed trainee back under 130 h', async () => {
    const trainee = await traineeWith(128);
    const [day] = dutyDays(month, FIVE_HOURS);
    await seedDays(ctx, trainee.scholarId, [day!]);
    const target = { scholarId: trainee.scholarId, workDate: day!.workDate };
    await review.confirm(staff, target);
    expect(await completions(trainee.applicationId)).toHaveLength(1);

    await review.correct(staff, { ...target, ...ONE_HOUR, reason: 'Left at nine' });

    expect((await titles(hr))[0]).toBe('Training Hours Below Requirement');
    expect(await statusOf(trainee.applicationId)).toBe('hours_completed');
  });

  it('completes the training at once when an application comes back to passed_interview with 130 h confirmed on hold', async () => {
    const trainee = await traineeWith(126);
    await applications.updateStatus(hr, { id: trainee.applicationId, status: 'on_hold' });
    const [day] = dutyDays(month, FIVE_HOURS);
    await seedDays(ctx, trainee.scholarId, [day!]);
    await review.confirm(staff, { scholarId: trainee.scholarId, workDate: day!.workDate });
    // On hold, the crossing confirmation cannot complete anything.
    expect(await completions(trainee.applicationId)).toHaveLength(0);
    await applications.updateStatus(hr, {
      id: trainee.applicationId,
      status: 'interview_scheduled',
      interviewDate: dayFromTodayIn(3),
      interviewTime: '09:00',
      interviewLocation: 'HR Office',
    });
    const hrTitlesBefore = await titles(hr);

    const back = await applications.updateStatus(hr, {
      id: trainee.applicationId,
      status: 'passed_interview',
      officeId,
    });

    expect(back.status).toBe('hours_completed');
    const history = await applications.history(trainee.applicationId);
    expect(history.slice(-2)).toEqual([
      expect.objectContaining({ fromStatus: 'interview_scheduled', toStatus: 'passed_interview' }),
      expect.objectContaining({
        fromStatus: 'passed_interview',
        toStatus: 'hours_completed',
        comment: '130 training hours completed',
      }),
    ]);
    expect(await completions(trainee.applicationId)).toHaveLength(1);
    expect(await titles(trainee.user)).toContain('Training Hours Completed');
    const hrTitles = await titles(hr);
    expect(hrTitles.slice(0, hrTitles.length - hrTitlesBefore.length)).toContain(
      'Training Hours Completed',
    );
  });

  it('leaves an application back in passed_interview under 130 h where it is', async () => {
    const trainee = await traineeWith(125);
    await applications.updateStatus(hr, { id: trainee.applicationId, status: 'on_hold' });
    await applications.updateStatus(hr, {
      id: trainee.applicationId,
      status: 'interview_scheduled',
      interviewDate: dayFromTodayIn(3),
      interviewTime: '09:00',
      interviewLocation: 'HR Office',
    });

    const back = await applications.updateStatus(hr, {
      id: trainee.applicationId,
      status: 'passed_interview',
      officeId,
    });

    expect(back.status).toBe('passed_interview');
    expect(await completions(trainee.applicationId)).toHaveLength(0);
  });

  const dayFromTodayIn = (days: number) => dayFromToday(ctx, days);
});
