import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOCKS } from '../src/modules/dtr/dtr-locks.js';
import { LeaveCalendar } from '../src/modules/leave/leave-calendar.js';
import {
  CORRECT_DAY,
  createOffice,
  deployedTrainee,
  dutyDays,
  FIVE_HOURS,
  monthsAgo,
  officeStaff,
  SAVE_DAY,
  seedDays,
  type DayView,
} from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { decideLeave, fileLeave } from './support/leave.js';
import { pdfText } from './support/pdf-text.js';
import { subscribe } from './support/subscriptions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

interface Sheet {
  totals: Record<string, number | string>;
  days: Array<DayView & { onLeave: boolean }>;
}

const ON_LEAVE = `query Mine($month: String) { myDtrMonth(month: $month) {
  totals { leaveDays undertimeMinutes } days { date onLeave editable undertimeMinutes } } }`;
const OFFICE_ON_LEAVE = `query Month($scholarId: ID!, $month: String) { dtrMonth(scholarId: $scholarId, month: $month) {
  totals { leaveDays undertimeMinutes } days { date onLeave editable undertimeMinutes } } }`;

const OFFICE_OVERVIEW = `query Office($month: String) {
  officeDtrMonth(month: $month) { rows { scholarId leaveDays undertimeMinutes } } }`;

describe(`${LeaveCalendar.name} (approved leave excuses DTR days)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeId: string;
  let staff: TestClient;
  let month: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeId = (await createOffice(sut)).id;
    staff = (await officeStaff(sut, officeId)).client;
    month = monthsAgo(sut, 1);
  });

  afterAll(() => sut.close());

  const mine = async (client: TestClient) =>
    (await client.graphql<{ myDtrMonth: Sheet }>(ON_LEAVE, { month })).data!.myDtrMonth;
  const theirs = async (scholarId: string) =>
    (await staff.graphql<{ dtrMonth: Sheet }>(OFFICE_ON_LEAVE, { scholarId, month })).data!
      .dtrMonth;
  const dayOf = (sheet: Sheet, date: string) => sheet.days.find((d) => d.date === date)!;

  it('shows approved days On leave for the student and the office: no undertime, no entries', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const [monday, tuesday, wednesday] = dutyDays(month);
    // A short day recorded before the leave was approved: its undertime is lifted too.
    await seedDays(sut, trainee.scholarId, [
      { workDate: monday!.workDate, in1: '08:00', out1: '10:00', in2: null, out2: null },
    ]);
    const leave = await fileLeave(trainee.client, monday!.workDate, { dateTo: tuesday!.workDate });
    expect((await mine(trainee.client)).days.some((d) => d.onLeave)).toBe(false);
    await decideLeave(staff, { id: leave.id, status: 'approved', remarks: 'Approved' });

    const student = await mine(trainee.client);
    expect(dayOf(student, monday!.workDate)).toMatchObject({
      onLeave: true,
      editable: false,
      undertimeMinutes: 0,
    });
    expect(dayOf(student, tuesday!.workDate)).toMatchObject({ onLeave: true, editable: false });
    expect(dayOf(student, wednesday!.workDate)).toMatchObject({ onLeave: false, editable: true });
    expect(student.totals).toMatchObject({ leaveDays: 2, undertimeMinutes: 0 });
    const office = await theirs(trainee.scholarId);
    expect(dayOf(office, tuesday!.workDate)).toMatchObject({ onLeave: true, editable: false });

    const gql = await trainee.client.graphql(SAVE_DAY, {
      input: { workDate: tuesday!.workDate, ...FIVE_HOURS },
    });
    expect(gql.errors?.[0]).toMatchObject({
      message: LOCKS.onLeave,
      extensions: { code: 'BAD_USER_INPUT', fields: { workDate: LOCKS.onLeave } },
    });
    const rest = await trainee.client.put(`/api/dtr/me/days/${tuesday!.workDate}`, FIVE_HOURS);
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ workDate: LOCKS.onLeave });
    const correction = await staff.graphql(CORRECT_DAY, {
      input: { scholarId: trainee.scholarId, workDate: tuesday!.workDate, ...FIVE_HOURS },
    });
    expect(correction.errors?.[0]?.message).toBe(LOCKS.onLeaveForOffice);

    const overview = await staff.graphql<{
      officeDtrMonth: {
        rows: Array<{ scholarId: string; leaveDays: number; undertimeMinutes: number }>;
      };
    }>(OFFICE_OVERVIEW, { month });
    const row = overview.data!.officeDtrMonth.rows.find((r) => r.scholarId === trainee.scholarId);
    expect(row).toMatchObject({ leaveDays: 2, undertimeMinutes: 0 });
    const csv = await staff.get(`/api/dtr/scholars/${trainee.scholarId}/months/${month}.csv`);
    expect(csv.text).toContain(`${tuesday!.workDate},`);
    expect(csv.text.split('\n').find((line) => line.includes(tuesday!.workDate))).toContain(
      'On leave',
    );
    const officeCsv = await staff.get(`/api/dtr/offices/me/months/${month}.csv`);
    expect(officeCsv.text.split('\n')[0]).toContain('Leave Days');
    const jar = [...staff.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
    const pdf = await sut
      .http()
      .get(`/api/dtr/scholars/${trainee.scholarId}/months/${month}.pdf`)
      .set('X-Forwarded-For', staff.ip)
      .set('Cookie', jar)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(await pdfText(pdf.body as Buffer)).toContain('On leave');
  });

  it('lifts the leave days when the leave is disapproved or cancelled afterwards', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const [, , , thursday, friday] = dutyDays(month);
    const first = await fileLeave(trainee.client, thursday!.workDate);
    const second = await fileLeave(trainee.client, friday!.workDate);
    await decideLeave(staff, { id: first.id, status: 'approved' });
    await decideLeave(staff, { id: second.id, status: 'approved' });
    expect((await mine(trainee.client)).totals.leaveDays).toBe(2);

    await decideLeave(staff, { id: first.id, status: 'disapproved' });
    await decideLeave(hr, { id: second.id, status: 'cancelled', hrNote: 'Reported for duty' });
    const after = await mine(trainee.client);
    expect(after.totals.leaveDays).toBe(0);
    expect(dayOf(after, friday!.workDate)).toMatchObject({ onLeave: false, editable: true });
    const saved = await trainee.client.graphql(SAVE_DAY, {
      input: { workDate: friday!.workDate, ...FIVE_HOURS },
    });
    expect(saved.errors).toBeUndefined();
    expect((await theirs(trainee.scholarId)).totals.leaveDays).toBe(0);
  });

  it('refreshes open DTR screens live when a decision adds or lifts leave days', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const [, , , , , saturday] = dutyDays(month);
    const leave = await fileLeave(trainee.client, saturday!.workDate);
    const live = await subscribe(
      sut.url,
      trainee.client,
      `subscription { dtrChanged(scholarId: "${trainee.scholarId}") { month dates } }`,
      (data) => data.dtrChanged as { month: string; dates: string[] },
    );
    try {
      const approved = live.next();
      await decideLeave(staff, { id: leave.id, status: 'approved' });
      expect(await approved).toEqual({ month, dates: [saturday!.workDate] });
      const lifted = live.next();
      await decideLeave(staff, { id: leave.id, status: 'pending' });
      expect(await lifted).toEqual({ month, dates: [saturday!.workDate] });
    } finally {
      await live.dispose();
    }
  });
});
