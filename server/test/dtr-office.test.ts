import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { DtrReviewService } from '../src/modules/dtr/dtr-review.service.js';
import { dtrEntries, dtrEntryEdits } from '../src/modules/dtr/dtr.table.js';
import {
  CONFIRM_DAY,
  CONFIRM_DAYS,
  CORRECT_DAY,
  createOffice,
  deployedTrainee,
  dutyDays,
  EXCUSE_DAY,
  FIVE_HOURS,
  monthsAgo,
  notificationTitles,
  OFFICE_MONTH,
  officeStaff,
  SCHOLAR_MONTH,
  seedDays,
  UNCONFIRM_DAY,
  type DayView,
} from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

interface Sheet {
  totals: Record<string, number | string>;
  days: DayView[];
}
interface OfficeRow {
  scholarId: string;
  [field: string]: unknown;
}

describe(`${DtrReviewService.name} (office staff act on their scholars’ days)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeA: string;
  let officeB: string;
  let month: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeA = (await createOffice(sut, 'Registrar')).id;
    officeB = (await createOffice(sut, 'IT Office')).id;
    month = monthsAgo(sut, 1);
  });

  afterAll(() => sut.close());

  const entriesOf = (scholarId: string) =>
    sut.database.db.select().from(dtrEntries).where(eq(dtrEntries.scholarId, scholarId));
  const sheet = async (client: TestClient, scholarId: string) => {
    const res = await client.graphql<{ dtrMonth: Sheet }>(SCHOLAR_MONTH, { scholarId, month });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.dtrMonth;
  };

  it('confirms one day on either transport and tells the student once per action', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const staff = await officeStaff(sut, officeA, { firstname: 'Rita' });
    const [first, second] = dutyDays(month, FIVE_HOURS);
    await seedDays(sut, trainee.scholarId, [first!, second!]);

    const res = await staff.client.graphql<{ confirmDtrDay: DayView }>(CONFIRM_DAY, {
      input: { scholarId: trainee.scholarId, workDate: first!.workDate, expectedVersion: 1 },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.confirmDtrDay).toMatchObject({
      status: 'confirmed',
      version: 2,
      confirmedByName: 'Rita Staff',
      editable: true,
    });
    const rest = await staff.client.post(
      `/api/dtr/scholars/${trainee.scholarId}/days/${second!.workDate}/confirm`,
      {},
    );
    expect(rest.status).toBe(201);
    expect(rest.body.day.status).toBe('confirmed');
    const again = await staff.client.post(
      `/api/dtr/scholars/${trainee.scholarId}/days/${second!.workDate}/confirm`,
      {},
    );
    expect(again.status).toBe(409);
    const empty = await staff.client.graphql(CONFIRM_DAY, {
      input: { scholarId: trainee.scholarId, workDate: `${month}-20` },
    });
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({
      workDate: 'Only a day with a complete IN/OUT pair can be confirmed.',
    });
    const titles = await notificationTitles(trainee.client);
    expect(titles.slice(0, 2)).toEqual(['DTR Day Confirmed', 'DTR Day Confirmed']);
    expect(titles.filter((title) => title.startsWith('DTR'))).toHaveLength(2);
  });

  it('confirms every complete day of a scholar’s month at once, with one notice', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const staff = await officeStaff(sut, officeA);
    // Ten days (under the 130 training hours, which would add a notice of their own).
    const [excusedDay, ...days] = dutyDays(month).slice(0, 11);
    await seedDays(sut, trainee.scholarId, days);
    // An excused day without times is not a day to confirm.
    await staff.client.graphql(EXCUSE_DAY, {
      input: { scholarId: trainee.scholarId, workDate: excusedDay!.workDate, reason: 'Typhoon' },
    });
    const before = (await notificationTitles(trainee.client)).length;

    const res = await staff.client.graphql<{ confirmDtrDays: Record<string, unknown> }>(
      CONFIRM_DAYS,
      { input: { scholarId: trainee.scholarId, month } },
    );
    expect(res.data!.confirmDtrDays).toEqual({ month, confirmedDays: days.length, scholars: 1 });
    const rows = await entriesOf(trainee.scholarId);
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(days.length);
    const titles = await notificationTitles(trainee.client);
    expect(titles.length - before).toBe(1);
    expect(titles[0]).toBe('DTR Confirmed');

    const rest = await staff.client.post(
      `/api/dtr/scholars/${trainee.scholarId}/months/${month}/confirm`,
    );
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ confirmedDays: 0, scholars: 0 });
  });

  it('confirms an office’s month for all its scholars, and no other office’s', async () => {
    const office = await createOffice(sut, 'Library');
    const staff = await officeStaff(sut, office.id);
    const a1 = await deployedTrainee(sut, hr, office.id);
    const a2 = await deployedTrainee(sut, hr, office.id);
    const b1 = await deployedTrainee(sut, hr, officeB);
    const days = dutyDays(month).slice(0, 5);
    for (const trainee of [a1, a2, b1]) await seedDays(sut, trainee.scholarId, days);

    const rest = await staff.client.post(`/api/dtr/offices/me/months/${month}/confirm`);
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ month, confirmedDays: 10, scholars: 2 });
    for (const trainee of [a1, a2])
      expect((await entriesOf(trainee.scholarId)).every((row) => row.status === 'confirmed')).toBe(
        true,
      );
    expect((await entriesOf(b1.scholarId)).every((row) => row.status === 'unconfirmed')).toBe(true);

    // HR names the office; without one, HR is asked to choose.
    const unnamed = await hr.graphql(CONFIRM_DAYS, { input: { month } });
    expect(unnamed.errors?.[0]?.extensions?.fields).toEqual({
      officeId: 'Choose the office whose month to confirm.',
    });
    const named = await hr.graphql<{ confirmDtrDays: { confirmedDays: number } }>(CONFIRM_DAYS, {
      input: { month, officeId: officeB },
    });
    expect(named.data!.confirmDtrDays.confirmedDays).toBeGreaterThanOrEqual(5);
    expect((await entriesOf(b1.scholarId)).every((row) => row.status === 'confirmed')).toBe(true);
  });

  it('keeps another office’s scholars and their DTR "not found"', async () => {
    const ours = await deployedTrainee(sut, hr, officeA);
    const theirs = await deployedTrainee(sut, hr, officeB);
    const staffA = await officeStaff(sut, officeA);
    const [day] = dutyDays(month, FIVE_HOURS);
    await seedDays(sut, theirs.scholarId, [day!]);

    const read = await staffA.client.graphql(SCHOLAR_MONTH, { scholarId: theirs.scholarId, month });
    expect(read.errors?.[0]).toMatchObject({
      message: 'Scholar not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const confirm = await staffA.client.graphql(CONFIRM_DAY, {
      input: { scholarId: theirs.scholarId, workDate: day!.workDate },
    });
    expect(confirm.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const path of [
      `/api/dtr/scholars/${theirs.scholarId}?month=${month}`,
      `/api/dtr/scholars/${theirs.scholarId}/months/${month}.pdf`,
      `/api/dtr/offices/${officeB}/months/${month}`,
    ])
      expect((await staffA.client.get(path)).status).toBe(404);
    const bulk = await staffA.client.post(
      `/api/dtr/scholars/${theirs.scholarId}/months/${month}/confirm`,
    );
    expect(bulk.status).toBe(404);
    expect((await entriesOf(theirs.scholarId))[0]!.status).toBe('unconfirmed');

    const overview = await staffA.client.graphql<{ officeDtrMonth: { rows: OfficeRow[] } }>(
      OFFICE_MONTH,
      { month },
    );
    const ids = overview.data!.officeDtrMonth.rows.map((row) => row.scholarId);
    expect(ids).toContain(ours.scholarId);
    expect(ids).not.toContain(theirs.scholarId);
  });

  it('corrects times keeping the old values, editor and reason, and tells the student', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const staff = await officeStaff(sut, officeA);
    const [day] = dutyDays(month);
    await seedDays(sut, trainee.scholarId, [day!], 'confirmed');

    const res = await staff.client.graphql<{ correctDtrDay: DayView }>(CORRECT_DAY, {
      input: {
        scholarId: trainee.scholarId,
        workDate: day!.workDate,
        in1: '08:30',
        out1: '12:00',
        in2: '13:00',
        out2: '17:00',
        reason: 'Arrived late per logbook',
      },
    });
    expect(res.data!.correctDtrDay).toMatchObject({
      in1: '08:30',
      totalHours: '7:30',
      lateMinutes: 30,
      status: 'confirmed',
    });
    const [edit] = await sut.database.db
      .select()
      .from(dtrEntryEdits)
      .where(eq(dtrEntryEdits.entryId, res.data!.correctDtrDay.id as string));
    expect(edit).toMatchObject({
      editorId: staff.user.id,
      reason: 'Arrived late per logbook',
      before: { in1: '08:00', out1: '12:00', in2: '13:00', out2: '17:00', status: 'confirmed' },
      after: { in1: '08:30', status: 'confirmed' },
    });
    expect((await notificationTitles(trainee.client))[0]).toBe('DTR Corrected');

    // A day the student never recorded can be written by the office (and may be confirmed at once).
    const added = await staff.client.put(
      `/api/dtr/scholars/${trainee.scholarId}/days/${month}-02`,
      {
        in1: '08:00',
        out1: '13:00',
        status: 'confirmed',
      },
    );
    expect(added.status).toBe(200);
    expect(added.body.day).toMatchObject({ status: 'confirmed', totalHours: '5:00' });
    const bad = await staff.client.put(`/api/dtr/scholars/${trainee.scholarId}/days/${month}-02`, {
      in1: '13:00',
      out1: '08:00',
    });
    expect(bad.body.fields).toEqual({ out1: 'OUT must be later than IN' });
  });

  it('un-confirms and excuses a day; an excused day counts no undertime', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const staff = await officeStaff(sut, officeA);
    const [day] = dutyDays(month, { in1: '09:00', out1: '11:00', in2: null, out2: null });
    await seedDays(sut, trainee.scholarId, [day!], 'confirmed');
    const input = { scholarId: trainee.scholarId, workDate: day!.workDate };

    const undone = await staff.client.graphql<{ unconfirmDtrDay: DayView }>(UNCONFIRM_DAY, {
      input: { ...input, reason: 'Check the logbook' },
    });
    expect(undone.data!.unconfirmDtrDay).toMatchObject({
      status: 'unconfirmed',
      undertimeMinutes: 180,
      lateMinutes: 60,
    });
    const excused = await staff.client.graphql<{ excuseDtrDay: DayView }>(EXCUSE_DAY, {
      input: { ...input, reason: 'Medical emergency' },
    });
    expect(excused.data!.excuseDtrDay).toMatchObject({
      excusedReason: 'Medical emergency',
      undertimeMinutes: 0,
      lateMinutes: 0,
      totalHours: '2:00',
    });
    const titles = await notificationTitles(trainee.client);
    expect(titles.slice(0, 2)).toEqual(['DTR Day Excused', 'DTR Day Unconfirmed']);
    const edits = await sut.database.db
      .select()
      .from(dtrEntryEdits)
      .where(eq(dtrEntryEdits.entryId, excused.data!.excuseDtrDay.id as string));
    expect(edits.map((edit) => edit.reason).sort()).toEqual([
      'Check the logbook',
      'Medical emergency',
    ]);
  });

  it('lets exactly one of two concurrent confirmations of a day win', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const staff1 = await officeStaff(sut, officeA);
    const staff2 = await officeStaff(sut, officeA);
    const [day] = dutyDays(month, FIVE_HOURS);
    await seedDays(sut, trainee.scholarId, [day!]);
    const input = { scholarId: trainee.scholarId, workDate: day!.workDate };
    const results = await Promise.all(
      [staff1, staff2, staff1, staff2].map((staff) => staff.client.graphql(CONFIRM_DAY, { input })),
    );
    const codes = results.map((res) => res.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'OK']);
    const [row] = await entriesOf(trainee.scholarId);
    expect(row).toMatchObject({ status: 'confirmed', version: 2 });
    expect((await notificationTitles(trainee.client))[1]).not.toBe('DTR Day Confirmed');
  });

  it('sums the office month in SQL exactly as the scholar’s month adds up', async () => {
    const office = await createOffice(sut, 'Accounting');
    const staff = await officeStaff(sut, office.id);
    const trainee = await deployedTrainee(sut, hr, office.id, {
      firstname: 'Olga',
      lastname: 'Overview',
    });
    const all = dutyDays(month);
    const days = all.slice(0, 6);
    // Late, short, Sunday and excused days in one month.
    days.push({ ...all[6]!, in1: '10:00', out1: '12:00', in2: null, out2: null });
    await seedDays(sut, trainee.scholarId, days.slice(0, 3), 'confirmed');
    await seedDays(sut, trainee.scholarId, days.slice(3));
    const sunday = (await sheet(staff.client, trainee.scholarId)).days.find(
      (d) => d.weekday === 'Sun',
    )!;
    await staff.client.put(`/api/dtr/scholars/${trainee.scholarId}/days/${sunday.date}`, {
      in1: '09:00',
      out1: '10:00',
    });
    await staff.client.graphql(EXCUSE_DAY, {
      input: { scholarId: trainee.scholarId, workDate: days[4]!.workDate, reason: 'Fire drill' },
    });

    const { totals } = await sheet(staff.client, trainee.scholarId);
    const res = await staff.client.graphql<{ officeDtrMonth: { rows: OfficeRow[] } }>(
      OFFICE_MONTH,
      {
        month,
      },
    );
    const row = res.data!.officeDtrMonth.rows.find((r) => r.scholarId === trainee.scholarId)!;
    expect(row).toMatchObject({
      name: 'Olga Overview',
      monthStatus: 'draft',
      daysRecorded: totals.daysRecorded,
      confirmedDays: totals.confirmedDays,
      unconfirmedDays: totals.unconfirmedDays,
      excusedDays: totals.excusedDays,
      workedMinutes: totals.workedMinutes,
      confirmedMinutes: totals.confirmedMinutes,
      lateMinutes: totals.lateMinutes,
      undertimeMinutes: totals.undertimeMinutes,
      totalHours: totals.totalHours,
    });
    expect(totals.lateMinutes).toBeGreaterThan(0);
    expect(totals.undertimeMinutes).toBeGreaterThan(0);
    const rest = await staff.client.get(`/api/dtr/offices/me/months/${month}`);
    expect(rest.body.dtr.rows).toEqual(res.data!.officeDtrMonth.rows);
  });
});
