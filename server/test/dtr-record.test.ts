// On both databases in CI: versioned writes raced side by side, which only a server with several connections really runs at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DTR_SAMPLE_TIMES } from '@sasm/test-data';
import { eq } from 'drizzle-orm';
import { DtrDaysService } from '../src/modules/dtr/dtr-days.service.js';
import { dtrEntries } from '../src/modules/dtr/dtr.table.js';
import {
  createOffice,
  dayFromToday,
  deployedTrainee,
  MY_MONTH,
  monthsAgo,
  officeStaff,
  SAVE_DAY,
  seedDays,
  type DayView,
} from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

interface MonthView {
  month: string;
  name: string;
  department: string;
  dutyHours: number;
  status: string;
  totals: Record<string, number | string>;
  days: DayView[];
  flags: string[];
}

describe(`${DtrDaysService.name} (a student records days)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeId: string;
  let month: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeId = (await createOffice(sut, 'Library')).id;
    month = monthsAgo(sut, 1);
  });

  afterAll(() => sut.close());

  const save = (client: TestClient, input: Record<string, unknown>) =>
    client.graphql<{ saveDtrDay: DayView }>(SAVE_DAY, { input });
  const mine = async (client: TestClient, m = month) =>
    (await client.graphql<{ myDtrMonth: MonthView | null }>(MY_MONTH, { month: m })).data!
      .myDtrMonth!;

  it('saves the spec’s sample days and reads the month with header, Late, Undertime and H:MM totals', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId, {
      firstname: 'Maria',
      lastname: 'Santos',
    });
    const [day1, day2] = DTR_SAMPLE_TIMES;
    // Two Mondays of the month: the first with the first sample row, the second with the second.
    const mondays = (await mine(trainee.client)).days.filter((day) => day.weekday === 'Mon');
    const first = await save(trainee.client, { workDate: mondays[0]!.date, ...day1 });
    expect(first.errors).toBeUndefined();
    expect(first.data!.saveDtrDay).toMatchObject({
      status: 'unconfirmed',
      workedMinutes: 480,
      totalHours: '8:00',
      lateMinutes: 0,
      undertimeMinutes: 0,
      version: 1,
      editable: true,
    });
    // Over REST, the same rules: day 2 is 15 minutes late and totals 7:30.
    const rest = await trainee.client.put(`/api/dtr/me/days/${mondays[1]!.date}`, { ...day2 });
    expect(rest.status).toBe(200);
    expect(rest.body.day).toMatchObject({
      totalHours: '7:30',
      lateMinutes: 15,
      status: 'unconfirmed',
    });
    // A short Saturday: 2 hours of undertime against the 5-hour duty day.
    const saturday = (await mine(trainee.client)).days.find((day) => day.weekday === 'Sat')!;
    await save(trainee.client, { workDate: saturday.date, in1: '08:00', out1: '11:00' });

    const sheet = await mine(trainee.client);
    expect(sheet).toMatchObject({
      month,
      name: 'Maria Santos',
      department: 'Library',
      dutyHours: 5,
      status: 'draft',
      flags: [],
    });
    const [year, mon] = month.split('-').map(Number) as [number, number];
    expect(sheet.days).toHaveLength(new Date(Date.UTC(year, mon, 0)).getUTCDate());
    expect(sheet.days[0]!.date).toBe(`${month}-01`);
    expect(sheet.days.filter((day) => day.status !== null)).toHaveLength(3);
    expect(sheet.totals).toMatchObject({
      daysRecorded: 3,
      confirmedDays: 0,
      unconfirmedDays: 3,
      workedMinutes: 480 + 450 + 180,
      totalHours: '18:30',
      lateMinutes: 15,
      late: '0:15',
      undertimeMinutes: 120,
      undertime: '2:00',
    });
    const restSheet = await trainee.client.get(`/api/dtr/me?month=${month}`);
    expect(restSheet.status).toBe(200);
    expect(restSheet.body.dtr.totals.totalHours).toBe('18:30');
    expect(restSheet.body.dtr.scholar._id).toBe(trainee.scholarId);
  });

  it('rejects a bad time on its field and saves nothing', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const workDate = `${month}-10`;
    const bad = await save(trainee.client, { workDate, in1: '8:00', out1: '12:00' });
    expect(bad.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { in1: 'Enter the time as HH:MM, from 00:00 to 23:59' },
    });
    const reversed = await trainee.client.put(`/api/dtr/me/days/${workDate}`, {
      in1: '13:00',
      out1: '12:00',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ out1: 'OUT must be later than IN' });
    const overlap = await save(trainee.client, {
      workDate,
      in1: '08:00',
      out1: '12:00',
      in2: '11:00',
      out2: '14:00',
    });
    expect(overlap.errors?.[0]?.extensions?.fields).toEqual({
      in2: 'The second IN must not be before the first OUT',
    });
    const badDate = await trainee.client.put(`/api/dtr/me/days/${month}-32`, { in1: '08:00' });
    expect(badDate.body.fields).toEqual({ workDate: 'Enter the date as YYYY-MM-DD' });
    const rows = await sut.database.db
      .select()
      .from(dtrEntries)
      .where(eq(dtrEntries.scholarId, trainee.scholarId));
    expect(rows).toEqual([]);
  });

  it('refuses future days and days outside the deployment', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId, { startedOn: `${month}-05` });
    const times = { in1: '08:00', out1: '12:00' };
    const future = await save(trainee.client, { workDate: dayFromToday(sut, 1), ...times });
    expect(future.errors?.[0]?.extensions?.fields).toEqual({
      workDate: 'You cannot record a day in the future.',
    });
    const before = await save(trainee.client, { workDate: `${month}-04`, ...times });
    expect(before.errors?.[0]?.extensions?.fields).toEqual({
      workDate: `This day is before the deployment started (${month}-05).`,
    });
    const today = await save(trainee.client, { workDate: dayFromToday(sut, 0), ...times });
    expect(today.errors).toBeUndefined();
    const sheet = await mine(trainee.client);
    expect(sheet.days.find((day) => day.date === `${month}-04`)!.editable).toBe(false);
    expect(sheet.days.find((day) => day.date === `${month}-05`)!.editable).toBe(true);
  });

  it('lets an inactive or suspended scholar record nothing', async () => {
    for (const status of ['inactive', 'suspended'] as const) {
      const trainee = await deployedTrainee(sut, hr, officeId, { scholar: { status } });
      const res = await save(trainee.client, {
        workDate: `${month}-03`,
        in1: '08:00',
        out1: '12:00',
      });
      expect(res.errors?.[0]).toMatchObject({
        message: `Your deployment is ${status}: you cannot record hours.`,
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await mine(trainee.client)).days.every((day) => !day.editable)).toBe(true);
    }
  });

  it('deletes a day saved empty and changes an unconfirmed day', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const workDate = `${month}-12`;
    const saved = await save(trainee.client, { workDate, in1: '08:00', out1: '12:00' });
    const changed = await save(trainee.client, {
      workDate,
      in1: '08:00',
      out1: '12:00',
      in2: '13:00',
      out2: '14:30',
      expectedVersion: saved.data!.saveDtrDay.version,
    });
    expect(changed.data!.saveDtrDay).toMatchObject({ version: 2, totalHours: '5:30' });
    const cleared = await save(trainee.client, { workDate, in1: '', out1: null });
    expect(cleared.data!.saveDtrDay).toMatchObject({ status: null, version: null, totalHours: '' });
    const rows = await sut.database.db
      .select()
      .from(dtrEntries)
      .where(eq(dtrEntries.scholarId, trainee.scholarId));
    expect(rows).toEqual([]);
  });

  it('locks a confirmed day for the student', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const workDate = `${month}-13`;
    await seedDays(
      sut,
      trainee.scholarId,
      [{ workDate, in1: '08:00', out1: '13:00', in2: null, out2: null }],
      'confirmed',
    );
    const res = await save(trainee.client, { workDate, in1: '07:00', out1: '13:00' });
    expect(res.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { workDate: 'This day is confirmed by the office and can no longer be changed.' },
    });
    const emptied = await trainee.client.put(`/api/dtr/me/days/${workDate}`, {});
    expect(emptied.status).toBe(400);
    const sheet = await mine(trainee.client);
    expect(sheet.days.find((day) => day.date === workDate)).toMatchObject({
      status: 'confirmed',
      editable: false,
      totalHours: '5:00',
    });
  });

  it('keeps office actions and other students’ DTR out of a student’s reach', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const other = await deployedTrainee(sut, hr, officeId);
    const workDate = `${month}-14`;
    await seedDays(sut, other.scholarId, [
      { workDate, in1: '08:00', out1: '13:00', in2: null, out2: null },
    ]);
    const confirm = await trainee.client.post(
      `/api/dtr/scholars/${trainee.scholarId}/days/${workDate}/confirm`,
      {},
    );
    expect(confirm.status).toBe(403);
    const read = await trainee.client.get(`/api/dtr/scholars/${other.scholarId}?month=${month}`);
    expect(read.status).toBe(403);
    const correct = await trainee.client.graphql(
      `mutation { correctDtrDay(input: { scholarId: "${other.scholarId}", workDate: "${workDate}", in1: "07:00", out1: "13:00" }) { id } }`,
    );
    expect(correct.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Their own save never reaches another scholar: it is always their own deployment.
    expect((await mine(other.client)).days.find((day) => day.date === workDate)!.totalHours).toBe(
      '5:00',
    );
  });

  it('answers a student without a deployment with no month, and a lost race with CONFLICT', async () => {
    const { client: applicant } = await signedInClient(sut);
    expect((await applicant.graphql(MY_MONTH, { month })).data).toEqual({ myDtrMonth: null });
    const refused = await applicant.put(`/api/dtr/me/days/${month}-03`, {
      in1: '08:00',
      out1: '12:00',
    });
    expect(refused.status).toBe(404);

    const trainee = await deployedTrainee(sut, hr, officeId);
    const office = await officeStaff(sut, officeId);
    const workDate = `${month}-16`;
    const saved = await save(trainee.client, { workDate, in1: '08:00', out1: '12:00' });
    const version = saved.data!.saveDtrDay.version;
    const results = await Promise.all([
      save(trainee.client, { workDate, in1: '08:00', out1: '13:00', expectedVersion: version }),
      office.client.graphql(
        `mutation($input: CorrectDtrDayInput!) { correctDtrDay(input: $input) { version } }`,
        {
          input: {
            scholarId: trainee.scholarId,
            workDate,
            in1: '08:30',
            out1: '12:00',
            expectedVersion: version,
          },
        },
      ),
    ]);
    const codes = results.map((res) => res.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    const [row] = await sut.database.db
      .select()
      .from(dtrEntries)
      .where(eq(dtrEntries.scholarId, trainee.scholarId));
    expect(row!.version).toBe(version! + 1);
  });
});
