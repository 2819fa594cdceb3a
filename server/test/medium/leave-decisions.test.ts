// On both databases in CI: versioned writes raced side by side, which only a server with several connections really runs at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DtrDaysService } from '../../src/modules/dtr/dtr-days.service.js';
import { DtrLive } from '../../src/modules/dtr/dtr-live.js';
import { LOCKS } from '../../src/modules/dtr/dtr-locks.js';
import { DtrReviewService } from '../../src/modules/dtr/dtr-review.service.js';
import { DtrSheetsService } from '../../src/modules/dtr/dtr-sheets.service.js';
import type { DtrMonth } from '../../src/modules/dtr/dtr.types.js';
import { LeaveCalendar } from '../../src/modules/leave/leave-calendar.js';
import {
  CANCELLED_IS_FINAL,
  HR_NOTE_ONLY_HR,
  LEAVE_CHANGED,
  LEAVE_NOT_FOUND,
  LeaveService,
} from '../../src/modules/leave/leave.service.js';
import type { User } from '../../src/modules/users/users.table.js';
import { dayFromToday, dutyDays, FIVE_HOURS, monthsAgo, seedDays } from '../support/dtr.js';
import { createUser } from '../support/factories.js';
import { createOffice } from '../support/scholars.js';
import { createServiceContext, type ServiceContext } from '../support/service-context.js';
import { fileLeave, lastMailTo, newTrainee, notificationsOf } from './factories.js';

const PAGE = { page: 1, limit: 10 };

describe(`${LeaveService.name} (the office and HR decide, services on a database)`, () => {
  let ctx: ServiceContext;
  let sut: LeaveService;
  let hr: User;
  let officeA: string;
  let officeB: string;
  let staffA: User;
  let staffB: User;

  beforeAll(async () => {
    ctx = await createServiceContext();
    sut = ctx.get<LeaveService>(LeaveService);
    hr = await createUser(ctx, { role: 'hr', firstname: 'Helen', lastname: 'Reyes' });
    officeA = (await createOffice(ctx, 'Registrar')).id;
    officeB = (await createOffice(ctx, 'IT Office')).id;
    staffA = await createUser(ctx, {
      role: 'office',
      officeId: officeA,
      firstname: 'Rita',
      lastname: 'Staff',
    });
    staffB = await createUser(ctx, { role: 'office', officeId: officeB, lastname: 'Staff' });
  });

  afterAll(() => ctx.close());

  const day = (n: number) => dayFromToday(ctx, n);
  const titles = async (user: User) => (await notificationsOf(ctx, user)).map((n) => n.title);
  const lastMail = (user: User, subject: string) => lastMailTo(ctx, user.email, subject);
  const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);
  // As the transports call it: a refusal before the first await is a rejection too.
  const list = async (user: User, filter: Parameters<LeaveService['list']>[1]) =>
    sut.list(user, filter, PAGE);

  it('lets the office approve, disapprove, set pending and change remarks; the student hears each, by mail too', async () => {
    const trainee = await newTrainee(ctx, hr, officeA);
    const filed = await fileLeave(ctx, trainee.user, day(5), { dateTo: day(6) });
    expect(sut.allowedNextStatuses(staffA, filed)).toEqual(['pending', 'approved', 'disapproved']);

    const approved = await sut.decide(staffA, {
      id: filed.id,
      status: 'approved',
      remarks: 'Get well soon',
      expectedVersion: 1,
    });
    expect(approved).toMatchObject({
      status: 'approved',
      remarks: 'Get well soon',
      decidedByName: 'Rita Staff',
      version: 2,
    });
    const [notice] = await notificationsOf(ctx, trainee.user);
    expect(notice).toMatchObject({ title: 'Leave Approved', link: '/leave' });
    expect((await lastMail(trainee.user, 'Your leave application was approved')).text).toContain(
      'Remarks: Get well soon',
    );

    const pending = await sut.decide(staffA, {
      id: filed.id,
      status: 'pending',
      expectedVersion: 2,
    });
    expect(pending).toMatchObject({ status: 'pending', remarks: 'Get well soon' });
    await lastMail(trainee.user, 'Your leave application is pending again');
    const disapproved = await sut.decide(staffA, {
      id: filed.id,
      status: 'disapproved',
      remarks: 'No medical certificate',
    });
    expect(disapproved.status).toBe('disapproved');
    await lastMail(trainee.user, 'Your leave application was disapproved');
    expect(await titles(trainee.user)).toEqual(
      expect.arrayContaining(['Leave Approved', 'Leave Set to Pending', 'Leave Disapproved']),
    );
    expect((await sut.history(filed.id)).map((step) => [step.fromStatus, step.toStatus])).toEqual([
      [null, 'pending'],
      ['pending', 'approved'],
      ['approved', 'pending'],
      ['pending', 'disapproved'],
    ]);

    // Remarks only: the status stays, the student still hears of it by mail.
    await sut.decide(staffA, {
      id: filed.id,
      status: 'disapproved',
      remarks: 'Bring the certificate next time',
    });
    const updated = await lastMail(trainee.user, 'Your leave application was updated');
    expect(updated.text).toContain('Your office added a note');
    expect(updated.text).toContain('Remarks: Bring the certificate next time');
  });

  it('keeps the office from cancelling or writing HR’s note; HR notes and cancels, mailed to the student, and cancelled is final', async () => {
    const trainee = await newTrainee(ctx, hr, officeA);
    const filed = await fileLeave(ctx, trainee.user, day(8));
    const notCancel = 'A leave request that is Pending cannot be set to Cancelled.';
    await expect(sut.decide(staffA, { id: filed.id, status: 'cancelled' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: notCancel,
      fields: { status: notCancel },
    });
    await expect(
      sut.decide(staffA, { id: filed.id, status: 'approved', hrNote: 'x' }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: HR_NOTE_ONLY_HR,
      fields: { hrNote: HR_NOTE_ONLY_HR },
    });

    expect(sut.allowedNextStatuses(hr, filed)).toEqual([
      'pending',
      'approved',
      'disapproved',
      'cancelled',
    ]);
    const noted = await sut.decide(hr, { id: filed.id, status: 'pending', hrNote: 'Checked' });
    expect(noted).toMatchObject({ status: 'pending', hrNote: 'Checked', version: 2 });
    expect(await titles(trainee.user)).toContain('Leave Request Updated');
    expect((await lastMail(trainee.user, 'Your leave application was updated')).text).toContain(
      'HR note: Checked',
    );
    const cancelled = await sut.decide(hr, {
      id: filed.id,
      status: 'cancelled',
      hrNote: 'Filed twice',
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', hrNote: 'Filed twice' });
    expect(sut.allowedNextStatuses(hr, cancelled)).toEqual([]);
    expect((await lastMail(trainee.user, 'Your leave application was cancelled')).text).toContain(
      'HR note: Filed twice',
    );
    expect(await titles(staffA)).toContain('Leave Decided by HR');
    for (const user of [hr, staffA])
      await expect(sut.decide(user, { id: filed.id, status: 'pending' })).rejects.toMatchObject({
        message: CANCELLED_IS_FINAL,
      });
  });

  it('refuses students on the staff calls and keeps each office to its own scholars', async () => {
    const trainee = await newTrainee(ctx, hr, officeA, { lastname: 'Scopea' });
    const filed = await fileLeave(ctx, trainee.user, day(10));
    await expect(
      sut.decide(trainee.user, { id: filed.id, status: 'approved' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(list(trainee.user, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const notFound = { code: 'NOT_FOUND', message: LEAVE_NOT_FOUND };
    await expect(sut.decide(staffB, { id: filed.id, status: 'approved' })).rejects.toMatchObject(
      notFound,
    );
    await expect(sut.get(staffB, filed.id)).rejects.toMatchObject(notFound);
    expect((await list(staffB, { search: 'Scopea' })).items).toEqual([]);

    expect(ids((await list(staffA, { search: 'Scopea' })).items)).toEqual([filed.id]);
    const forHr = await list(hr, { search: 'Scopea', status: 'pending', officeId: officeA });
    expect(ids(forHr.items)).toEqual([filed.id]);
    await expect(list(hr, { officeId: 'registrar' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { officeId: 'Office not found' },
    });
  });

  it('answers a search of the list over 100 characters with its message', async () => {
    const search = 'Search must be at most 100 characters';
    for (const user of [staffA, hr])
      await expect(list(user, { search: 's'.repeat(101) })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: search,
        fields: { search },
      });
  });

  it('counts Total, Pending and Approved per office, and searches by name or ID #', async () => {
    const office = (await createOffice(ctx, 'Counting Office')).id;
    const staff = await createUser(ctx, { role: 'office', officeId: office });
    const one = await newTrainee(ctx, hr, office, { lastname: 'Countone' });
    const two = await newTrainee(ctx, hr, office, { lastname: 'Counttwo' });
    const a = await fileLeave(ctx, one.user, day(12), { idNumber: 'ID-777' });
    await fileLeave(ctx, two.user, day(12), { type: 'social' });
    await sut.decide(staff, { id: a.id, status: 'approved' });

    expect(await sut.totals(staff)).toEqual({
      total: 2,
      pending: 1,
      approved: 1,
      disapproved: 0,
      cancelled: 0,
    });
    expect(ids((await list(staff, { search: 'id-777' })).items)).toEqual([a.id]);
    expect((await list(staff, { type: 'social' })).items).toHaveLength(1);
  });

  it('answers a decision on a changed request with CONFLICT; of two at once exactly one wins', async () => {
    const trainee = await newTrainee(ctx, hr, officeA);
    const filed = await fileLeave(ctx, trainee.user, day(14));
    await sut.decide(staffA, { id: filed.id, status: 'approved' });
    await expect(
      sut.decide(staffA, { id: filed.id, status: 'disapproved', expectedVersion: 1 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: LEAVE_CHANGED });

    const second = await fileLeave(ctx, trainee.user, day(16));
    const results = await Promise.allSettled([
      sut.decide(staffA, { id: second.id, status: 'approved', expectedVersion: 1 }),
      sut.decide(hr, { id: second.id, status: 'disapproved', expectedVersion: 1 }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.filter((result) => result.status === 'rejected');
    expect(lost!.reason).toMatchObject({ code: 'CONFLICT' });
    expect((await sut.history(second.id)).length).toBe(2);
  });

  it('refuses to reopen a request over days another leave now holds', async () => {
    const trainee = await newTrainee(ctx, hr, officeA);
    const first = await fileLeave(ctx, trainee.user, day(20), { dateTo: day(21) });
    await sut.decide(staffA, { id: first.id, status: 'disapproved' });
    const second = await fileLeave(ctx, trainee.user, day(21));
    await sut.decide(staffA, { id: second.id, status: 'approved' });
    await expect(sut.decide(staffA, { id: first.id, status: 'approved' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringMatching(/^These dates overlap your approved leave/),
    });
  });

  describe(`${LeaveCalendar.name} (approved leave excuses DTR days)`, () => {
    let month: string;
    let sheets: DtrSheetsService;

    beforeAll(() => {
      month = monthsAgo(ctx, 1);
      sheets = ctx.get<DtrSheetsService>(DtrSheetsService);
    });

    const dayOf = (sheet: DtrMonth | null, date: string) =>
      sheet!.days.find((d) => d.date === date)!;

    it('shows approved days On leave for the student and the office: no undertime, no entries', async () => {
      const trainee = await newTrainee(ctx, hr, officeA);
      const [monday, tuesday, wednesday] = dutyDays(month);
      // A short day recorded before the leave was approved: its undertime is lifted too.
      await seedDays(ctx, trainee.scholarId, [
        { workDate: monday!.workDate, in1: '08:00', out1: '10:00', in2: null, out2: null },
      ]);
      const leave = await fileLeave(ctx, trainee.user, monday!.workDate, {
        dateTo: tuesday!.workDate,
      });
      expect((await sheets.mine(trainee.user, month))!.days.some((d) => d.onLeave)).toBe(false);
      await sut.decide(staffA, { id: leave.id, status: 'approved', remarks: 'Approved' });

      const student = await sheets.mine(trainee.user, month);
      expect(dayOf(student, monday!.workDate)).toMatchObject({
        onLeave: true,
        editable: false,
        undertimeMinutes: 0,
      });
      expect(dayOf(student, tuesday!.workDate)).toMatchObject({ onLeave: true, editable: false });
      expect(dayOf(student, wednesday!.workDate)).toMatchObject({ onLeave: false, editable: true });
      expect(student!.totals).toMatchObject({ leaveDays: 2, undertimeMinutes: 0 });
      const office = await sheets.ofScholar(staffA, trainee.scholarId, month);
      expect(dayOf(office, tuesday!.workDate)).toMatchObject({ onLeave: true, editable: false });

      const target = { workDate: tuesday!.workDate, ...FIVE_HOURS };
      await expect(
        ctx.get<DtrDaysService>(DtrDaysService).saveOwn(trainee.user, target),
      ).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: LOCKS.onLeave,
        fields: { workDate: LOCKS.onLeave },
      });
      await expect(
        ctx
          .get<DtrReviewService>(DtrReviewService)
          .correct(staffA, { scholarId: trainee.scholarId, ...target }),
      ).rejects.toMatchObject({ message: LOCKS.onLeaveForOffice });

      const overview = await sheets.office(staffA, month);
      expect(overview.rows.find((r) => r.scholarId === trainee.scholarId)).toMatchObject({
        leaveDays: 2,
        undertimeMinutes: 0,
      });
    });

    it('lifts the leave days when the leave is disapproved or cancelled afterwards', async () => {
      const trainee = await newTrainee(ctx, hr, officeA);
      const [, , , thursday, friday] = dutyDays(month);
      const first = await fileLeave(ctx, trainee.user, thursday!.workDate);
      const second = await fileLeave(ctx, trainee.user, friday!.workDate);
      await sut.decide(staffA, { id: first.id, status: 'approved' });
      await sut.decide(staffA, { id: second.id, status: 'approved' });
      expect((await sheets.mine(trainee.user, month))!.totals.leaveDays).toBe(2);

      await sut.decide(staffA, { id: first.id, status: 'disapproved' });
      await sut.decide(hr, { id: second.id, status: 'cancelled', hrNote: 'Reported for duty' });
      const after = await sheets.mine(trainee.user, month);
      expect(after!.totals.leaveDays).toBe(0);
      expect(dayOf(after, friday!.workDate)).toMatchObject({ onLeave: false, editable: true });
      await expect(
        ctx
          .get<DtrDaysService>(DtrDaysService)
          .saveOwn(trainee.user, { workDate: friday!.workDate, ...FIVE_HOURS }),
      ).resolves.toMatchObject({ date: friday!.workDate });
      expect((await sheets.ofScholar(staffA, trainee.scholarId, month)).totals.leaveDays).toBe(0);
    });

    it('refreshes open DTR screens live when a decision adds or lifts leave days', async () => {
      const trainee = await newTrainee(ctx, hr, officeA);
      const [, , , , , saturday] = dutyDays(month);
      const leave = await fileLeave(ctx, trainee.user, saturday!.workDate);
      const live = await ctx.get<DtrLive>(DtrLive).watch(trainee.user, trainee.scholarId);
      try {
        const approved = live.next();
        await sut.decide(staffA, { id: leave.id, status: 'approved' });
        expect((await approved).value).toMatchObject({ month, dates: [saturday!.workDate] });
        const lifted = live.next();
        await sut.decide(staffA, { id: leave.id, status: 'pending' });
        expect((await lifted).value).toMatchObject({ month, dates: [saturday!.workDate] });
      } finally {
        await live.return?.();
      }
    });
  });
});
