// The transport of deciding leave and of the leave it puts on the DTR: both transports' answers,
// status codes, the live notice and the DTR's downloads. The rules (the matrix and who may move
// it, HR's note, scope, totals, conflicts and races, overlaps, the DTR days it excuses) are
// checked on the services in test/medium/leave-decisions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOCKS } from '../src/modules/dtr/dtr-locks.js';
import { LEAVE_CHANGED, LeaveService } from '../src/modules/leave/leave.service.js';
import {
  createOffice,
  dayFromToday,
  deployedTrainee,
  dutyDays,
  FIVE_HOURS,
  monthsAgo,
  officeStaff,
  SAVE_DAY,
} from './support/dtr.js';
import { download } from './support/downloads.js';
import { signedInClient } from './support/factories.js';
import {
  DECIDE_LEAVE,
  decideLeave,
  fileLeave,
  LEAVE_LIST,
  ONE_LEAVE,
  type LeaveView,
} from './support/leave.js';
import { pdfText } from './support/pdf-text.js';
import { subscribe } from './support/subscriptions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

interface ListResult {
  leaveRequests: {
    items: Array<{ id: string; status: string }>;
    pagination: { totalItems: number };
  };
  leaveRequestTotals: Record<string, number>;
}

const ON_LEAVE = `query Mine($month: String) { myDtrMonth(month: $month) {
  totals { leaveDays undertimeMinutes } days { date onLeave editable undertimeMinutes } } }`;
const OFFICE_OVERVIEW = `query Office($month: String) {
  officeDtrMonth(month: $month) { rows { scholarId leaveDays undertimeMinutes } } }`;

describe(`${LeaveService.name} (deciding over REST and GraphQL)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeA: string;
  let officeB: string;
  let staffA: TestClient;
  let staffB: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeA = (await createOffice(sut, 'Registrar')).id;
    officeB = (await createOffice(sut, 'IT Office')).id;
    staffA = (await officeStaff(sut, officeA, { firstname: 'Rita' })).client;
    staffB = (await officeStaff(sut, officeB)).client;
  });

  afterAll(() => sut.close());

  const day = (n: number) => dayFromToday(sut, n);
  const decideError = async (client: TestClient, input: Record<string, unknown>) =>
    (await client.graphql(DECIDE_LEAVE, { input })).errors?.[0];

  it('decides on either transport, with the viewer’s choices; the student hears it live', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const filed = await fileLeave(trainee.client, day(5), { dateTo: day(6) });
    const seen = await staffA.graphql<{ leaveRequest: LeaveView }>(ONE_LEAVE, { id: filed.id });
    expect(seen.data!.leaveRequest.allowedNextStatuses).toEqual([
      'pending',
      'approved',
      'disapproved',
    ]);

    const live = await subscribe(
      sut.url,
      trainee.client,
      'subscription { notificationAdded { title message link } }',
      (data) => data.notificationAdded as { title: string; link: string },
    );
    try {
      const heard = live.next();
      const approved = await decideLeave(staffA, {
        id: filed.id,
        status: 'approved',
        remarks: 'Get well soon',
        expectedVersion: 1,
      });
      expect(approved).toMatchObject({ status: 'approved', decidedByName: 'Rita Staff' });
      expect(await heard).toMatchObject({ title: 'Leave Approved', link: '/leave' });
    } finally {
      await live.dispose();
    }

    const pending = await staffA.put(`/api/leave-requests/${filed.id}/decision`, {
      status: 'pending',
      expectedVersion: 2,
    });
    expect(pending.status).toBe(200);
    expect(pending.body.leaveRequest).toMatchObject({
      _id: filed.id,
      status: 'pending',
      remarks: 'Get well soon',
      allowedNextStatuses: ['pending', 'approved', 'disapproved'],
    });
    const one = await staffA.get(`/api/leave-requests/${filed.id}`);
    expect(one.body.leaveRequest.history.map((step: LeaveView) => step.toStatus)).toEqual([
      'pending',
      'approved',
      'pending',
    ]);
  });

  it('answers 403 to students and 404 to another office on both transports', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const filed = await fileLeave(trainee.client, day(10));
    expect(await decideError(trainee.client, { id: filed.id, status: 'approved' })).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      (await trainee.client.put(`/api/leave-requests/${filed.id}/decision`, { status: 'approved' }))
        .status,
    ).toBe(403);
    expect((await trainee.client.get('/api/leave-requests')).status).toBe(403);

    expect(await decideError(staffB, { id: filed.id, status: 'approved' })).toMatchObject({
      message: 'Leave request not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(
      (await staffB.put(`/api/leave-requests/${filed.id}/decision`, { status: 'approved' })).status,
    ).toBe(404);
    expect((await staffB.get(`/api/leave-requests/${filed.id}`)).status).toBe(404);
  });

  it('lists and counts on both transports, with REST’s query parameters', async () => {
    const office = (await createOffice(sut, 'Counting Office')).id;
    const staff = (await officeStaff(sut, office)).client;
    const one = await deployedTrainee(sut, hr, office, { lastname: 'Countone' });
    const two = await deployedTrainee(sut, hr, office, { lastname: 'Counttwo' });
    const a = await fileLeave(one.client, day(12), { idNumber: 'ID-777' });
    await fileLeave(two.client, day(12), { type: 'social' });
    await decideLeave(staff, { id: a.id, status: 'approved' });

    const res = await staff.graphql<ListResult>(LEAVE_LIST, { filter: { search: 'id-777' } });
    expect(res.data!.leaveRequests.items).toEqual([
      { id: a.id, status: 'approved', studentName: 'Tina Countone', officeName: 'Counting Office' },
    ]);
    expect(res.data!.leaveRequestTotals).toEqual({
      total: 2,
      pending: 1,
      approved: 1,
      disapproved: 0,
      cancelled: 0,
    });
    const rest = await hr.get(
      `/api/leave-requests?search=Countone&status=approved&officeId=${office}`,
    );
    expect(rest.body.items.map((item: { _id: string }) => item._id)).toEqual([a.id]);
    const byType = await staff.get('/api/leave-requests?type=social');
    expect(byType.body.items).toHaveLength(1);
    const totals = await staff.get('/api/leave-requests/totals');
    expect(totals.body.totals).toMatchObject({ total: 2, approved: 1 });
    const rejected = await hr.get('/api/leave-requests?status=rejected');
    expect(rejected.status).toBe(400);
    const statuses = 'status must be one of pending, approved, disapproved, cancelled';
    expect(rejected.body).toMatchObject({ message: statuses, fields: { status: statuses } });
  });

  it('answers every rule of a decision’s input with its message on both transports', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const filed = await fileLeave(trainee.client, day(18));
    const cases: Array<[TestClient, Record<string, unknown>, string, string]> = [
      [
        staffA,
        { remarks: 'r'.repeat(2001) },
        'remarks',
        'Remarks must be at most 2,000 characters',
      ],
      [hr, { hrNote: 'n'.repeat(2001) }, 'hrNote', 'HR note must be at most 2,000 characters'],
    ];
    for (const [client, body, field, message] of cases) {
      expect(
        await decideError(client, { id: filed.id, status: 'approved', ...body }),
      ).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
      });
      const rest = await client.put(`/api/leave-requests/${filed.id}/decision`, {
        status: 'approved',
        ...body,
      });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message, fields: { [field]: message } });
    }
    // GraphQL's enum refuses an unknown status before us; REST answers in our words.
    const unknown = await hr.put(`/api/leave-requests/${filed.id}/decision`, {
      status: 'rejected',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: 'Unknown status',
      fields: { status: 'Unknown status' },
    });
    const untouched = await hr.graphql<{ leaveRequest: LeaveView }>(ONE_LEAVE, { id: filed.id });
    expect(untouched.data!.leaveRequest).toMatchObject({ status: 'pending', version: 1 });
  });

  it('answers a decision on a changed request with CONFLICT on GraphQL and 409 on REST', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const filed = await fileLeave(trainee.client, day(14));
    await decideLeave(staffA, { id: filed.id, status: 'approved' });
    expect(
      await decideError(staffA, { id: filed.id, status: 'disapproved', expectedVersion: 1 }),
    ).toMatchObject({ message: LEAVE_CHANGED, extensions: { code: 'CONFLICT' } });
    const rest = await hr.put(`/api/leave-requests/${filed.id}/decision`, {
      status: 'disapproved',
      expectedVersion: 1,
    });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(LEAVE_CHANGED);
  });

  it('shows approved leave on the DTR’s transports: the GraphQL month, REST’s refusal, the CSV and PDF downloads', async () => {
    const month = monthsAgo(sut, 1);
    const trainee = await deployedTrainee(sut, hr, officeA);
    const [monday, tuesday] = dutyDays(month);
    const leave = await fileLeave(trainee.client, monday!.workDate, { dateTo: tuesday!.workDate });
    await decideLeave(staffA, { id: leave.id, status: 'approved' });

    const mine = await trainee.client.graphql<{
      myDtrMonth: {
        totals: { leaveDays: number };
        days: Array<{ date: string; onLeave: boolean }>;
      };
    }>(ON_LEAVE, { month });
    expect(mine.data!.myDtrMonth.totals.leaveDays).toBe(2);
    expect(mine.data!.myDtrMonth.days.find((d) => d.date === tuesday!.workDate)).toMatchObject({
      onLeave: true,
      editable: false,
    });
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

    const overview = await staffA.graphql<{
      officeDtrMonth: { rows: Array<{ scholarId: string; leaveDays: number }> };
    }>(OFFICE_OVERVIEW, { month });
    const row = overview.data!.officeDtrMonth.rows.find((r) => r.scholarId === trainee.scholarId);
    expect(row).toMatchObject({ leaveDays: 2, undertimeMinutes: 0 });
    const csv = await staffA.get(`/api/dtr/scholars/${trainee.scholarId}/months/${month}.csv`);
    expect(csv.text.split('\n').find((line) => line.includes(tuesday!.workDate))).toContain(
      'On leave',
    );
    const officeCsv = await staffA.get(`/api/dtr/offices/me/months/${month}.csv`);
    expect(officeCsv.text.split('\n')[0]).toContain('Leave Days');
    const pdf = await download(
      sut,
      staffA,
      `/api/dtr/scholars/${trainee.scholarId}/months/${month}.pdf`,
    );
    expect(await pdfText(pdf.body as Buffer)).toContain('On leave');
  });
});
