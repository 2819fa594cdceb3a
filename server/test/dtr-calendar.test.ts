// On both databases in CI: the office month counts the university's closures in SQL, the sheet in code.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  createOffice,
  deployedTrainee,
  dutyDays,
  monthsAgo,
  NOTIFICATIONS,
  OFFICE_MONTH,
  officeStaff,
  seedDays,
} from './support/dtr.js';
import { todayIn } from '../src/common/university-time.js';
import { signedInClient } from './support/factories.js';
import { decideLeave, fileLeave } from './support/leave.js';
import { subscribe } from './support/subscriptions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const MONTH = `query Month($scholarId: ID!, $month: String) {
  dtrMonth(scholarId: $scholarId, month: $month) {
    days { date dutyDay dutyMinutes lateMinutes undertimeMinutes nonWorking { kind fromTime reason } }
    totals { lateMinutes undertimeMinutes }
  }
}`;
const ADD = `mutation Add($input: AddNonWorkingDayInput!) { addNonWorkingDay(input: $input) { id } }`;
const REMOVE = `mutation Remove($id: ID!) { removeNonWorkingDay(id: $id) { id } }`;

interface Day {
  date: string;
  dutyDay: boolean;
  dutyMinutes: number;
  lateMinutes: number;
  undertimeMinutes: number;
  nonWorking: { kind: string; fromTime: string | null; reason: string } | null;
}

/** Late by 20 minutes, gone after three hours: on a plain day, 20 late and 2:40 undertime. */
const SHORT_DAY = { in1: '08:20', out1: '10:40', in2: null, out2: null };

describe("DTR on the university's calendar", () => {
  let sut: TestApp;
  let hr: TestClient;
  let registrar: string;
  let library: string;
  let month: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    registrar = (await createOffice(sut, 'Registrar')).id;
    library = (await createOffice(sut, 'University Library')).id;
    month = monthsAgo(sut, 1);
  });
  afterAll(() => sut.close());

  const add = async (input: Record<string, unknown>) => {
    const res = await hr.graphql<{ addNonWorkingDay: { id: string } }>(ADD, { input });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.addNonWorkingDay.id;
  };

  it('counts no late or undertime on a holiday, owes the morning of a suspension, and leaves other offices alone', async () => {
    const trainee = await deployedTrainee(sut, hr, registrar, { firstname: 'Hana' });
    const staff = await officeStaff(sut, registrar);
    const [plain, holiday, suspended, elsewhere] = dutyDays(month, SHORT_DAY).filter(
      (day) => new Date(`${day.workDate}T00:00:00Z`).getUTCDay() !== 6,
    );
    await seedDays(sut, trainee.scholarId, [plain!, holiday!, suspended!, elsewhere!]);
    const feast = await add({
      date: holiday!.workDate,
      kind: 'holiday',
      reason: 'Founding anniversary',
    });
    await add({
      date: suspended!.workDate,
      fromTime: '11:00',
      kind: 'suspension',
      officeIds: [registrar],
      reason: 'Typhoon signal no. 2',
    });
    await add({
      date: elsewhere!.workDate,
      kind: 'special',
      officeIds: [library],
      reason: 'Inventory',
    });

    const read = async () => {
      const res = await staff.client.graphql<{
        dtrMonth: { days: Day[]; totals: Record<string, number> };
      }>(MONTH, { scholarId: trainee.scholarId, month });
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      const byDate = new Map(res.data!.dtrMonth.days.map((day) => [day.date, day]));
      return { day: (date: string) => byDate.get(date)!, totals: res.data!.dtrMonth.totals };
    };
    const { day, totals } = await read();
    expect(day(plain!.workDate)).toMatchObject({
      dutyDay: true,
      dutyMinutes: 300,
      lateMinutes: 20,
      undertimeMinutes: 160,
    });
    expect(day(holiday!.workDate)).toMatchObject({
      dutyDay: false,
      dutyMinutes: 0,
      lateMinutes: 0,
      undertimeMinutes: 0,
      nonWorking: { kind: 'holiday', fromTime: null, reason: 'Founding anniversary' },
    });
    // Duty from 08:00, offices closed at 11:00: three hours owed, 2:20 worked.
    expect(day(suspended!.workDate)).toMatchObject({
      dutyDay: true,
      dutyMinutes: 180,
      lateMinutes: 20,
      undertimeMinutes: 40,
      nonWorking: { kind: 'suspension', fromTime: '11:00' },
    });
    expect(day(elsewhere!.workDate)).toMatchObject({
      dutyMinutes: 300,
      undertimeMinutes: 160,
      nonWorking: null,
    });

    // The office month counts the same in SQL.
    const office = await staff.client.graphql<{
      officeDtrMonth: {
        rows: Array<{ scholarId: string; lateMinutes: number; undertimeMinutes: number }>;
      };
    }>(OFFICE_MONTH, { month });
    const row = office.data!.officeDtrMonth.rows.find((r) => r.scholarId === trainee.scholarId)!;
    expect(row).toMatchObject({
      lateMinutes: totals.lateMinutes,
      undertimeMinutes: totals.undertimeMinutes,
    });
    expect(totals).toEqual({ lateMinutes: 20 + 20 + 20, undertimeMinutes: 160 + 40 + 160 });

    // Taken back, the holiday is a duty day again.
    await hr.graphql(REMOVE, { id: feast });
    expect((await read()).day(holiday!.workDate)).toMatchObject({
      dutyDay: true,
      lateMinutes: 20,
      nonWorking: null,
    });
  });

  it('tells a suspension announced this morning to the scholars of the offices it closes, and their open DTR hears it', async () => {
    const today = todayIn(sut.config.timeZone);
    const here = await deployedTrainee(sut, hr, registrar, { firstname: 'Rosa' });
    const there = await deployedTrainee(sut, hr, library, { firstname: 'Lito' });
    const screen = await subscribe<{ dates: string[]; month: string }>(
      sut.url,
      here.client,
      `subscription { dtrChanged(scholarId: "${here.scholarId}") { month dates } }`,
      (data) => data.dtrChanged as { dates: string[]; month: string },
    );
    try {
      const hears = screen.next();
      await add({
        date: today,
        fromTime: '13:00',
        kind: 'suspension',
        officeIds: [registrar],
        reason: 'Typhoon signal no. 2',
      });
      expect(await hears).toEqual({ month: today.slice(0, 7), dates: [today] });
    } finally {
      await screen.dispose();
    }
    const titles = async (client: TestClient) =>
      (
        await client.graphql<{
          notifications: { items: Array<{ title: string; message: string }> };
        }>(NOTIFICATIONS)
      ).data!.notifications.items;
    const told = (await titles(here.client)).find((n) => n.title === 'Office Closes Early');
    expect(told?.message).toMatch(
      /^Your office closes at 1:00 PM on .+ \(Typhoon signal no\. 2\): duty is expected only until then\.$/,
    );
    expect((await titles(there.client)).map((n) => n.title)).not.toContain('Office Closes Early');

    // A holiday already past, or set weeks ahead with the year's holidays, is on the DTR without a notice.
    await add({ date: `${monthsAgo(sut, 2)}-15`, kind: 'holiday', reason: 'Town fiesta' });
    await add({ date: `${monthsAgo(sut, -2)}-15`, kind: 'holiday', reason: 'Founding day' });
    expect((await titles(here.client)).filter((n) => n.title.startsWith('No Duty'))).toEqual([]);
  });

  it('counts as leave only the days that would have been duty: not the Sunday, not the holiday', async () => {
    const trainee = await deployedTrainee(sut, hr, registrar, { firstname: 'Lea' });
    const staff = await officeStaff(sut, registrar);
    const days = dutyDays(month).map((day) => day.workDate);
    const friday = days.find(
      (date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 5 && days.includes(plus(date, 3)),
    )!;
    const monday = plus(friday, 3);
    await add({ date: monday, kind: 'holiday', officeIds: [registrar], reason: 'Town fiesta' });
    const leave = await fileLeave(trainee.client, friday, { dateTo: monday });
    await decideLeave(staff.client, { id: leave.id, status: 'approved' });

    const sheet = await staff.client.graphql<{ dtrMonth: { totals: { leaveDays: number } } }>(
      'query M($scholarId: ID!, $month: String) { dtrMonth(scholarId: $scholarId, month: $month) { totals { leaveDays } } }',
      { scholarId: trainee.scholarId, month },
    );
    expect(sheet.data!.dtrMonth.totals.leaveDays).toBe(2);
    const office = await staff.client.graphql<{
      officeDtrMonth: { rows: Array<{ scholarId: string; leaveDays: number }> };
    }>(OFFICE_MONTH, { month });
    expect(
      office.data!.officeDtrMonth.rows.find((r) => r.scholarId === trainee.scholarId),
    ).toMatchObject({
      leaveDays: 2,
    });
  });
});

function plus(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
