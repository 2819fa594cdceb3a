// On both databases in CI: versioned writes raced side by side, which only a server with several connections really runs at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DtrMonthsService } from '../src/modules/dtr/dtr-months.service.js';
import {
  CONFIRM_DAY,
  CONFIRM_DAYS,
  CORRECT_DAY,
  createOffice,
  DECIDE_MONTH,
  deployedTrainee,
  dutyDays,
  EXCUSE_DAY,
  FIVE_HOURS,
  monthsAgo,
  notificationTitles,
  officeStaff,
  SAVE_DAY,
  seedDays,
  SUBMIT_MONTH,
  type DayView,
} from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

interface MonthView {
  status: string;
  remarks: string | null;
  version: number;
  history: Array<{
    fromStatus: string | null;
    toStatus: string;
    comment: string | null;
    actorName: string | null;
  }>;
  days: DayView[];
}

describe(`${DtrMonthsService.name} (month submission)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeId: string;
  let month: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeId = (await createOffice(sut, 'Registrar')).id;
    month = monthsAgo(sut, 1);
  });

  afterAll(() => sut.close());

  const decide = (client: TestClient, input: Record<string, unknown>) =>
    client.graphql<{ decideDtrMonth: MonthView }>(DECIDE_MONTH, { input });
  const fieldsOf = (res: {
    errors?: Array<{ extensions?: { fields?: Record<string, string> } }>;
  }) => res.errors?.[0]?.extensions?.fields;

  it('goes submitted → returned → submitted → approved, with history and notices', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId, {
      firstname: 'Sam',
      lastname: 'Submit',
    });
    const staff = await officeStaff(sut, officeId, { firstname: 'Olive' });
    const [first, second] = dutyDays(month, FIVE_HOURS);
    await seedDays(sut, trainee.scholarId, [first!, second!]);

    const submitted = await trainee.client.graphql<{ submitDtrMonth: MonthView }>(SUBMIT_MONTH, {
      input: { month },
    });
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data!.submitDtrMonth.status).toBe('submitted');
    expect((await notificationTitles(staff.client))[0]).toBe('DTR Submitted');
    // The student waits for the office now.
    const locked = await trainee.client.graphql(SAVE_DAY, {
      input: { workDate: first!.workDate, in1: '08:00', out1: '12:00' },
    });
    expect(fieldsOf(locked)).toEqual({
      workDate:
        'This month is submitted to the office; it can be changed again if the office returns it.',
    });

    expect(
      fieldsOf(
        await decide(staff.client, { scholarId: trainee.scholarId, month, status: 'returned' }),
      ),
    ).toEqual({
      remarks: 'Say what to fix when returning a month.',
    });
    const returned = await decide(staff.client, {
      scholarId: trainee.scholarId,
      month,
      status: 'returned',
      remarks: 'Day 2 is missing its afternoon.',
      expectedVersion: submitted.data!.submitDtrMonth.version,
    });
    expect(returned.data!.decideDtrMonth).toMatchObject({
      status: 'returned',
      remarks: 'Day 2 is missing its afternoon.',
    });
    expect((await notificationTitles(trainee.client))[0]).toBe('DTR Returned');

    const fixed = await trainee.client.graphql(SAVE_DAY, {
      input: {
        workDate: second!.workDate,
        in1: '08:00',
        out1: '12:00',
        in2: '13:00',
        out2: '14:00',
      },
    });
    expect(fixed.errors).toBeUndefined();
    const again = await trainee.client.post(`/api/dtr/me/months/${month}/submit`, {});
    expect(again.status).toBe(201);
    expect(again.body.dtr.status).toBe('submitted');

    // Approving confirms nothing: every recorded day must be confirmed first.
    const early = await decide(staff.client, {
      scholarId: trainee.scholarId,
      month,
      status: 'approved',
    });
    expect(fieldsOf(early)).toEqual({
      status: 'Confirm every recorded day first: 2 days are still unconfirmed.',
    });
    await staff.client.graphql(CONFIRM_DAYS, { input: { scholarId: trainee.scholarId, month } });
    const approved = await staff.client.post(
      `/api/dtr/scholars/${trainee.scholarId}/months/${month}/decision`,
      { status: 'approved' },
    );
    expect(approved.status).toBe(201);
    expect(approved.body.dtr.status).toBe('approved');
    expect(approved.body.dtr.history).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        fromStatus: 'draft',
        toStatus: 'submitted',
        comment: null,
        actorName: 'Sam Submit',
      },
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        fromStatus: 'submitted',
        toStatus: 'returned',
        comment: 'Day 2 is missing its afternoon.',
        actorName: 'Olive Staff',
      },
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        fromStatus: 'returned',
        toStatus: 'submitted',
        comment: null,
        actorName: 'Sam Submit',
      },
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        fromStatus: 'submitted',
        toStatus: 'approved',
        comment: null,
        actorName: 'Olive Staff',
      },
    ]);
    expect((await notificationTitles(trainee.client))[0]).toBe('DTR Approved');
  });

  it('locks an approved month for everyone but an office correction with a reason', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const staff = await officeStaff(sut, officeId);
    const days = dutyDays(month, FIVE_HOURS).slice(0, 2);
    await seedDays(sut, trainee.scholarId, days, 'confirmed');
    await trainee.client.graphql(SUBMIT_MONTH, { input: { month } });
    await decide(staff.client, { scholarId: trainee.scholarId, month, status: 'approved' });
    const input = { scholarId: trainee.scholarId, workDate: days[0]!.workDate };
    const newDay = dutyDays(month, FIVE_HOURS)[5]!.workDate;

    const student = await trainee.client.graphql(SAVE_DAY, {
      input: { workDate: newDay, ...FIVE_HOURS },
    });
    expect(fieldsOf(student)).toEqual({ workDate: 'This month is approved and locked.' });
    const resubmit = await trainee.client.graphql(SUBMIT_MONTH, { input: { month } });
    expect(fieldsOf(resubmit)).toEqual({ month: 'This month is already approved.' });
    const officeLocked =
      'This month is approved and locked; only a correction with a reason can change it.';
    for (const [query, extra] of [
      [CONFIRM_DAY, {}],
      [EXCUSE_DAY, { reason: 'Flood' }],
    ] as const)
      expect(
        fieldsOf(await staff.client.graphql(query, { input: { ...input, ...extra } })),
      ).toEqual({
        workDate: officeLocked,
      });
    const bulk = await staff.client.post(
      `/api/dtr/scholars/${trainee.scholarId}/months/${month}/confirm`,
    );
    expect(bulk.body.fields).toEqual({ month: officeLocked });
    const unexplained = await staff.client.graphql(CORRECT_DAY, {
      input: { ...input, in1: '09:00', out1: '13:00' },
    });
    expect(fieldsOf(unexplained)).toEqual({
      reason: 'Give a reason: this month is already approved.',
    });

    const corrected = await staff.client.graphql<{ correctDtrDay: DayView }>(CORRECT_DAY, {
      input: { ...input, in1: '09:00', out1: '13:00', reason: 'Logbook shows 9:00' },
    });
    expect(corrected.errors).toBeUndefined();
    expect(corrected.data!.correctDtrDay).toMatchObject({
      in1: '09:00',
      status: 'confirmed',
      editable: false,
    });
    expect((await notificationTitles(trainee.client))[0]).toBe('DTR Corrected');
  });

  it('lets one of two concurrent decisions win, and refuses what cannot be decided', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const staff1 = await officeStaff(sut, officeId);
    const staff2 = await officeStaff(sut, officeId);
    const notSubmitted = await decide(staff1.client, {
      scholarId: trainee.scholarId,
      month,
      status: 'approved',
    });
    expect(fieldsOf(notSubmitted)).toEqual({
      status: 'Only a submitted month can be approved or returned.',
    });
    await trainee.client.graphql(SUBMIT_MONTH, { input: { month } });
    const results = await Promise.all([
      decide(staff1.client, {
        scholarId: trainee.scholarId,
        month,
        status: 'approved',
        expectedVersion: 2,
      }),
      decide(staff2.client, {
        scholarId: trainee.scholarId,
        month,
        status: 'returned',
        remarks: 'No',
        expectedVersion: 2,
      }),
    ]);
    const codes = results.map((res) => res.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);

    const future = await trainee.client.graphql(SUBMIT_MONTH, {
      input: { month: monthsAgo(sut, -1) },
    });
    expect(fieldsOf(future)).toEqual({ month: 'You cannot submit a month that has not started.' });
    const badMonth = await trainee.client.post('/api/dtr/me/months/2026-13/submit', {});
    expect(badMonth.body.fields).toEqual({ month: 'Enter the month as YYYY-MM' });
    const other = await officeStaff(sut, (await createOffice(sut)).id);
    const outOfScope = await decide(other.client, {
      scholarId: trainee.scholarId,
      month,
      status: 'approved',
    });
    expect(outOfScope.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
