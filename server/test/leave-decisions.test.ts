// On PostgreSQL in CI as well: versioned writes raced side by side, which only a server with several connections really runs at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CANCELLED_IS_FINAL,
  HR_NOTE_ONLY_HR,
  LEAVE_CHANGED,
  LeaveService,
} from '../src/modules/leave/leave.service.js';
import { appWithSmtp, type AppWithSmtp } from './support/app-with-smtp.js';
import {
  createOffice,
  dayFromToday,
  deployedTrainee,
  notificationTitles,
  officeStaff,
  type Trainee,
} from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  DECIDE_LEAVE,
  decideLeave,
  fileLeave,
  LEAVE_LIST,
  ONE_LEAVE,
  type LeaveView,
} from './support/leave.js';
import { deliverMail, lastMailTo } from './support/mail-helpers.js';
import { subscribe } from './support/subscriptions.js';
import type { TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

interface ListResult {
  leaveRequests: {
    items: Array<{ id: string; status: string }>;
    pagination: { totalItems: number };
  };
  leaveRequestTotals: Record<string, number>;
}

describe(`${LeaveService.name} (the office and HR decide)`, () => {
  let env: AppWithSmtp;
  let sut: TestApp;
  let hr: TestClient;
  let officeA: string;
  let officeB: string;
  let staffA: TestClient;
  let staffB: TestClient;

  beforeAll(async () => {
    env = await appWithSmtp();
    sut = env.sut;
    hr = (await signedInClient(sut, { role: 'hr', firstname: 'Helen', lastname: 'Reyes' })).client;
    officeA = (await createOffice(sut, 'Registrar')).id;
    officeB = (await createOffice(sut, 'IT Office')).id;
    staffA = (await officeStaff(sut, officeA, { firstname: 'Rita' })).client;
    staffB = (await officeStaff(sut, officeB)).client;
  });

  afterAll(() => env.close());

  const day = (n: number) => dayFromToday(sut, n);
  const decideError = async (client: TestClient, input: Record<string, unknown>) =>
    (await client.graphql(DECIDE_LEAVE, { input })).errors?.[0];

  it('lets the office approve, disapprove, set pending and change remarks on either transport; the student hears each, by mail too', async () => {
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
      expect(approved).toMatchObject({
        status: 'approved',
        remarks: 'Get well soon',
        decidedByName: 'Rita Staff',
        version: 2,
      });
      expect(await heard).toMatchObject({ title: 'Leave Approved', link: '/leave' });
    } finally {
      await live.dispose();
    }
    await deliverMail(sut);
    const mail = lastMailTo(env.smtp, trainee.user.email, 'Your leave application was approved');
    expect(mail.text).toContain('Remarks: Get well soon');

    const pending = await staffA.put(`/api/leave-requests/${filed.id}/decision`, {
      status: 'pending',
      expectedVersion: 2,
    });
    expect(pending.status).toBe(200);
    expect(pending.body.leaveRequest).toMatchObject({
      status: 'pending',
      remarks: 'Get well soon',
    });
    await deliverMail(sut);
    lastMailTo(env.smtp, trainee.user.email, 'Your leave application is pending again');
    const disapproved = await staffA.put(`/api/leave-requests/${filed.id}/decision`, {
      status: 'disapproved',
      remarks: 'No medical certificate',
    });
    expect(disapproved.body.leaveRequest.status).toBe('disapproved');
    await deliverMail(sut);
    lastMailTo(env.smtp, trainee.user.email, 'Your leave application was disapproved');
    expect(await notificationTitles(trainee.client)).toEqual(
      expect.arrayContaining(['Leave Approved', 'Leave Set to Pending', 'Leave Disapproved']),
    );
    const history = (await staffA.graphql<{ leaveRequest: LeaveView }>(ONE_LEAVE, { id: filed.id }))
      .data!.leaveRequest.history;
    expect(history.map((step) => [step.fromStatus, step.toStatus])).toEqual([
      [null, 'pending'],
      ['pending', 'approved'],
      ['approved', 'pending'],
      ['pending', 'disapproved'],
    ]);

    // Remarks only: the status stays, the student still hears of it by mail.
    await decideLeave(staffA, {
      id: filed.id,
      status: 'disapproved',
      remarks: 'Bring the certificate next time',
    });
    await deliverMail(sut);
    const updated = lastMailTo(env.smtp, trainee.user.email, 'Your leave application was updated');
    expect(updated.text).toContain('Your office added a note');
    expect(updated.text).toContain('Remarks: Bring the certificate next time');
  });

  it('keeps the office from cancelling or writing HR’s note; HR notes and cancels, mailed to the student, and cancelled is final', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const filed = await fileLeave(trainee.client, day(8));
    const notCancel = 'A leave request that is Pending cannot be set to Cancelled.';
    expect(await decideError(staffA, { id: filed.id, status: 'cancelled' })).toMatchObject({
      message: notCancel,
      extensions: { code: 'BAD_USER_INPUT', fields: { status: notCancel } },
    });
    const note = await staffA.put(`/api/leave-requests/${filed.id}/decision`, {
      status: 'approved',
      hrNote: 'x',
    });
    expect(note.status).toBe(400);
    expect(note.body).toMatchObject({
      message: HR_NOTE_ONLY_HR,
      fields: { hrNote: HR_NOTE_ONLY_HR },
    });

    const hrView = await hr.graphql<{ leaveRequest: LeaveView }>(ONE_LEAVE, { id: filed.id });
    expect(hrView.data!.leaveRequest.allowedNextStatuses).toEqual([
      'pending',
      'approved',
      'disapproved',
      'cancelled',
    ]);
    const noted = await decideLeave(hr, { id: filed.id, status: 'pending', hrNote: 'Checked' });
    expect(noted).toMatchObject({ status: 'pending', hrNote: 'Checked', version: 2 });
    expect(await notificationTitles(trainee.client)).toContain('Leave Request Updated');
    await deliverMail(sut);
    const noteMail = lastMailTo(env.smtp, trainee.user.email, 'Your leave application was updated');
    expect(noteMail.text).toContain('HR note: Checked');
    const cancelled = await decideLeave(hr, {
      id: filed.id,
      status: 'cancelled',
      hrNote: 'Filed twice',
    });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      hrNote: 'Filed twice',
      allowedNextStatuses: [],
    });
    await deliverMail(sut);
    const cancelMail = lastMailTo(
      env.smtp,
      trainee.user.email,
      'Your leave application was cancelled',
    );
    expect(cancelMail.text).toContain('HR note: Filed twice');
    expect(await notificationTitles(staffA)).toContain('Leave Decided by HR');
    for (const client of [hr, staffA])
      expect(await decideError(client, { id: filed.id, status: 'pending' })).toMatchObject({
        message: CANCELLED_IS_FINAL,
      });
  });

  it('refuses students on the staff calls and keeps each office to its own scholars', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA, { lastname: 'Scopea' });
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
    const listB = await staffB.graphql<ListResult>(LEAVE_LIST, { filter: { search: 'Scopea' } });
    expect(listB.data!.leaveRequests.items).toEqual([]);
    const restB = await staffB.get('/api/leave-requests?search=Scopea');
    expect(restB.body.items).toEqual([]);

    const listA = await staffA.graphql<ListResult>(LEAVE_LIST, { filter: { search: 'Scopea' } });
    expect(listA.data!.leaveRequests.items.map((item) => item.id)).toEqual([filed.id]);
    const listHr = await hr.get(
      `/api/leave-requests?search=Scopea&status=pending&officeId=${officeA}`,
    );
    expect(listHr.body.items.map((item: { _id: string }) => item._id)).toEqual([filed.id]);
    const rejected = await hr.get('/api/leave-requests?status=rejected');
    expect(rejected.status).toBe(400);
    const statuses = 'status must be one of pending, approved, disapproved, cancelled';
    expect(rejected.body).toMatchObject({ message: statuses, fields: { status: statuses } });
    const badOffice = await hr.get('/api/leave-requests?officeId=registrar');
    expect(badOffice.status).toBe(400);
    expect(badOffice.body.fields).toEqual({ officeId: 'Office not found' });
  });

  it('answers every rule of a decision and of the list with its message on both transports', async () => {
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
    const search = 'Search must be at most 100 characters';
    const long = 's'.repeat(101);
    const gql = await staffA.graphql(LEAVE_LIST, { filter: { search: long } });
    expect(gql.errors?.[0]).toMatchObject({
      message: search,
      extensions: { code: 'BAD_USER_INPUT', fields: { search } },
    });
    const rest = await hr.get(`/api/leave-requests?search=${long}`);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message: search, fields: { search } });
    const untouched = await hr.graphql<{ leaveRequest: LeaveView }>(ONE_LEAVE, { id: filed.id });
    expect(untouched.data!.leaveRequest).toMatchObject({ status: 'pending', version: 1 });
  });

  it('counts Total, Pending and Approved per office, and searches by name or ID #', async () => {
    const office = (await createOffice(sut, 'Counting Office')).id;
    const staff = (await officeStaff(sut, office)).client;
    const one = await deployedTrainee(sut, hr, office, { lastname: 'Countone' });
    const two = await deployedTrainee(sut, hr, office, { lastname: 'Counttwo' });
    const a = await fileLeave(one.client, day(12), { idNumber: 'ID-777' });
    await fileLeave(two.client, day(12), { type: 'social' });
    await decideLeave(staff, { id: a.id, status: 'approved' });
    const res = await staff.graphql<ListResult>(LEAVE_LIST, {});
    expect(res.data!.leaveRequestTotals).toEqual({
      total: 2,
      pending: 1,
      approved: 1,
      disapproved: 0,
      cancelled: 0,
    });
    const byId = await staff.graphql<ListResult>(LEAVE_LIST, { filter: { search: 'id-777' } });
    expect(byId.data!.leaveRequests.items.map((item) => item.id)).toEqual([a.id]);
    const byType = await staff.get('/api/leave-requests?type=social');
    expect(byType.body.items).toHaveLength(1);
    const totals = await staff.get('/api/leave-requests/totals');
    expect(totals.body.totals).toMatchObject({ total: 2, approved: 1 });
  });

  it('answers a decision on a changed request with CONFLICT; of two at once exactly one wins', async () => {
    const trainee: Trainee = await deployedTrainee(sut, hr, officeA);
    const filed = await fileLeave(trainee.client, day(14));
    await decideLeave(staffA, { id: filed.id, status: 'approved' });
    expect(
      await decideError(staffA, { id: filed.id, status: 'disapproved', expectedVersion: 1 }),
    ).toMatchObject({ message: LEAVE_CHANGED, extensions: { code: 'CONFLICT' } });

    const second = await fileLeave(trainee.client, day(16));
    const [left, right] = await Promise.all([
      staffA.graphql(DECIDE_LEAVE, {
        input: { id: second.id, status: 'approved', expectedVersion: 1 },
      }),
      hr.put(`/api/leave-requests/${second.id}/decision`, {
        status: 'disapproved',
        expectedVersion: 1,
      }),
    ]);
    const wins = [left.errors === undefined, right.status === 200];
    expect(wins.filter(Boolean)).toHaveLength(1);
    if (left.errors) expect(left.errors[0]!.extensions?.code).toBe('CONFLICT');
    else expect(right.status).toBe(409);
  });

  it('refuses to reopen a request over days another leave now holds', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const first = await fileLeave(trainee.client, day(20), { dateTo: day(21) });
    await decideLeave(staffA, { id: first.id, status: 'disapproved' });
    const second = await fileLeave(trainee.client, day(21));
    await decideLeave(staffA, { id: second.id, status: 'approved' });
    const error = await decideError(staffA, { id: first.id, status: 'approved' });
    expect(error).toMatchObject({
      message: expect.stringMatching(/^These dates overlap your approved leave/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
