// On PostgreSQL in CI as well: versioned writes raced side by side, which only a server with several connections really runs at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { applicationEvents } from '../src/modules/applications/applications.table.js';
import { DtrTraining } from '../src/modules/dtr/dtr-training.js';
import {
  CONFIRM_DAY,
  CONFIRM_DAYS,
  createOffice,
  deployedTrainee,
  dutyDays,
  FIVE_HOURS,
  monthsAgo,
  notificationTitles,
  officeStaff,
  SAVE_DAY,
  seedDays,
  UNCONFIRM_DAY,
  type Trainee,
} from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { moveApplication, UPDATE_STATUS } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const PROGRESS = `{ myScholar { stage trainingProgress { requiredHours confirmedMinutes unconfirmedMinutes } } }`;
const APPLICATION = `query App($id: ID!) {
  application(id: $id) { status history { fromStatus toStatus comment actorName } }
}`;

describe(`${DtrTraining.name} (the 130-hour training)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeId: string;
  let staff: TestClient;
  let month: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeId = (await createOffice(sut, 'Library')).id;
    staff = (await officeStaff(sut, officeId)).client;
    month = monthsAgo(sut, 1);
  });

  afterAll(() => sut.close());

  /** A trainee with `hours` confirmed five-hour days (and one shorter day for the rest) months ago. */
  async function traineeWith(hours: number): Promise<Trainee> {
    const trainee = await deployedTrainee(sut, hr, officeId, { lastname: `H${hours}` });
    const earlier = [...dutyDays(monthsAgo(sut, 3)), ...dutyDays(monthsAgo(sut, 2))];
    const full = Math.floor(hours / 5);
    const days = earlier.slice(0, full).map((day) => ({ ...day, ...FIVE_HOURS }));
    const rest = hours - full * 5;
    if (rest > 0)
      days.push({
        ...earlier[full]!,
        in1: '08:00',
        out1: `${String(8 + rest).padStart(2, '0')}:00`,
        in2: null,
        out2: null,
      });
    await seedDays(sut, trainee.scholarId, days, 'confirmed');
    return trainee;
  }

  const completions = async (applicationId: string) =>
    sut.database.db
      .select()
      .from(applicationEvents)
      .where(
        and(
          eq(applicationEvents.applicationId, applicationId),
          eq(applicationEvents.toStatus, 'hours_completed'),
        ),
      );

  it('moves the application to hours_completed on the confirmation that reaches 130 h, then to a scholar on acceptance', async () => {
    const trainee = await traineeWith(126);
    const [day] = dutyDays(month, FIVE_HOURS);
    const saved = await trainee.client.graphql(SAVE_DAY, {
      input: { workDate: day!.workDate, ...FIVE_HOURS },
    });
    expect(saved.errors).toBeUndefined();
    expect((await trainee.client.graphql(PROGRESS)).data).toEqual({
      myScholar: {
        stage: 'trainee',
        trainingProgress: {
          requiredHours: 130,
          confirmedMinutes: 126 * 60,
          unconfirmedMinutes: 300,
        },
      },
    });
    const hrTitlesBefore = await notificationTitles(hr);

    const confirmed = await staff.post(
      `/api/dtr/scholars/${trainee.scholarId}/days/${day!.workDate}/confirm`,
      {},
    );
    expect(confirmed.status).toBe(201);

    const application = await hr.graphql<{
      application: { status: string; history: Array<Record<string, unknown>> };
    }>(APPLICATION, { id: trainee.applicationId });
    expect(application.data!.application.status).toBe('hours_completed');
    expect(application.data!.application.history.at(-1)).toEqual({
      fromStatus: 'passed_interview',
      toStatus: 'hours_completed',
      comment: '130 training hours completed',
      actorName: null,
    });
    const studentTitles = await notificationTitles(trainee.client);
    expect(studentTitles).toContain('Training Hours Completed');
    expect(studentTitles).toContain('DTR Day Confirmed');
    const hrTitles = await notificationTitles(hr);
    expect(hrTitles.length - hrTitlesBefore.length).toBe(1);
    expect(hrTitles[0]).toBe('Training Hours Completed');
    expect((await trainee.client.graphql(PROGRESS)).data).toMatchObject({
      myScholar: { trainingProgress: { confirmedMinutes: 131 * 60, unconfirmedMinutes: 0 } },
    });

    const accepted = await hr.graphql(UPDATE_STATUS, {
      input: { id: trainee.applicationId, status: 'accepted' },
    });
    expect(accepted.errors).toBeUndefined();
    expect((await trainee.client.graphql(PROGRESS)).data).toMatchObject({
      myScholar: { stage: 'scholar' },
    });
  });

  it('completes the training exactly once when confirmations around the mark race', async () => {
    // 126 h confirmed and four one-hour days: no single confirmation reaches 130 h, together they do.
    const trainee = await traineeWith(126);
    const staffs = [
      staff,
      ...(await Promise.all([1, 2, 3].map(() => officeStaff(sut, officeId)))).map((s) => s.client),
    ];
    const days = dutyDays(month, { in1: '08:00', out1: '09:00', in2: null, out2: null }).slice(
      0,
      4,
    );
    await seedDays(sut, trainee.scholarId, days);
    const results = await Promise.all(
      days.map((day, i) =>
        staffs[i]!.graphql(CONFIRM_DAY, {
          input: { scholarId: trainee.scholarId, workDate: day.workDate },
        }),
      ),
    );
    expect(results.map((res) => res.errors)).toEqual([undefined, undefined, undefined, undefined]);
    expect(await completions(trainee.applicationId)).toHaveLength(1);
    const completed = (await notificationTitles(trainee.client)).filter(
      (title) => title === 'Training Hours Completed',
    );
    expect(completed).toHaveLength(1);
  });

  it('completes the training once when a bulk confirmation races single ones', async () => {
    const trainee = await traineeWith(127);
    const other = (await officeStaff(sut, officeId)).client;
    const days = dutyDays(month, FIVE_HOURS).slice(0, 3);
    await seedDays(sut, trainee.scholarId, days);
    const results = await Promise.all([
      other.graphql(CONFIRM_DAY, {
        input: { scholarId: trainee.scholarId, workDate: days[0]!.workDate },
      }),
      staff.graphql(CONFIRM_DAYS, { input: { scholarId: trainee.scholarId, month } }),
      other.graphql(CONFIRM_DAY, {
        input: { scholarId: trainee.scholarId, workDate: days[2]!.workDate },
      }),
    ]);
    // A single confirmation that loses to the bulk one is told so; nothing fails otherwise.
    for (const res of results)
      expect(res.errors?.[0]?.extensions?.code ?? 'CONFLICT').toBe('CONFLICT');
    expect(await completions(trainee.applicationId)).toHaveLength(1);
  });

  it('tells HR when a correction takes a completed trainee back under 130 h, without moving the application', async () => {
    const trainee = await traineeWith(128);
    const [day] = dutyDays(month, FIVE_HOURS);
    await seedDays(sut, trainee.scholarId, [day!]);
    await staff.graphql(CONFIRM_DAY, {
      input: { scholarId: trainee.scholarId, workDate: day!.workDate },
    });
    expect(await completions(trainee.applicationId)).toHaveLength(1);

    const undone = await staff.graphql(UNCONFIRM_DAY, {
      input: { scholarId: trainee.scholarId, workDate: day!.workDate, reason: 'Wrong day' },
    });
    expect(undone.errors).toBeUndefined();
    expect((await notificationTitles(hr))[0]).toBe('Training Hours Below Requirement');
    const application = await hr.graphql<{ application: { status: string } }>(APPLICATION, {
      id: trainee.applicationId,
    });
    expect(application.data!.application.status).toBe('hours_completed');

    // Confirming it again does not complete the training a second time.
    await staff.graphql(CONFIRM_DAY, {
      input: { scholarId: trainee.scholarId, workDate: day!.workDate },
    });
    expect(await completions(trainee.applicationId)).toHaveLength(1);
  });

  it('completes the training at once when an application comes back to passed_interview with 130 h confirmed on hold', async () => {
    const trainee = await traineeWith(126);
    await moveApplication(hr, trainee.applicationId, [{ status: 'on_hold' }]);
    const [day] = dutyDays(month, FIVE_HOURS);
    await seedDays(sut, trainee.scholarId, [day!]);
    const confirmed = await staff.graphql(CONFIRM_DAY, {
      input: { scholarId: trainee.scholarId, workDate: day!.workDate },
    });
    expect(confirmed.errors).toBeUndefined();
    // On hold, the crossing confirmation cannot complete anything.
    expect(await completions(trainee.applicationId)).toHaveLength(0);
    await moveApplication(hr, trainee.applicationId, [{ status: 'interview_scheduled' }]);
    const hrTitlesBefore = await notificationTitles(hr);

    const back = await hr.put(`/api/applications/${trainee.applicationId}/status`, {
      status: 'passed_interview',
      officeId,
    });

    expect(back.status).toBe(200);
    expect(back.body.application.status).toBe('hours_completed');
    const application = await hr.graphql<{
      application: { status: string; history: Array<Record<string, unknown>> };
    }>(APPLICATION, { id: trainee.applicationId });
    expect(application.data!.application.history.slice(-2)).toEqual([
      expect.objectContaining({ fromStatus: 'interview_scheduled', toStatus: 'passed_interview' }),
      {
        fromStatus: 'passed_interview',
        toStatus: 'hours_completed',
        comment: '130 training hours completed',
        actorName: null,
      },
    ]);
    expect(await completions(trainee.applicationId)).toHaveLength(1);
    expect(await notificationTitles(trainee.client)).toContain('Training Hours Completed');
    const hrTitles = await notificationTitles(hr);
    expect(hrTitles.slice(0, hrTitles.length - hrTitlesBefore.length)).toContain(
      'Training Hours Completed',
    );
  });

  it('leaves an application back in passed_interview under 130 h where it is', async () => {
    const trainee = await traineeWith(125);
    await moveApplication(hr, trainee.applicationId, [
      { status: 'on_hold' },
      { status: 'interview_scheduled' },
    ]);
    const back = await hr.graphql<{ updateApplicationStatus: { status: string } }>(UPDATE_STATUS, {
      input: { id: trainee.applicationId, status: 'passed_interview', officeId },
    });
    expect(back.data!.updateApplicationStatus.status).toBe('passed_interview');
    expect(await completions(trainee.applicationId)).toHaveLength(0);
  });

  it('shows each scholar’s progress in the scholars list', async () => {
    const a = await traineeWith(10);
    const b = await traineeWith(20);
    const res = await staff.graphql<{
      scholars: { items: Array<{ id: string; trainingProgress: { confirmedMinutes: number } }> };
    }>(`{ scholars(limit: 100) { items { id trainingProgress { confirmedMinutes } } } }`);
    const progress = new Map(
      res.data!.scholars.items.map((item) => [item.id, item.trainingProgress.confirmedMinutes]),
    );
    expect(progress.get(a.scholarId)).toBe(600);
    expect(progress.get(b.scholarId)).toBe(1200);
  });
});
