import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { applications } from '../src/modules/applications/applications.table.js';
import { LEAVE_MESSAGES } from '../src/modules/leave/leave-rules.js';
import {
  LeaveService,
  NOT_ACTIVE,
  NOT_DEPLOYED,
  ONLY_PENDING_CANCEL,
  VERIFY_FIRST,
} from '../src/modules/leave/leave.service.js';
import { fixture } from './support/applications.js';
import {
  createOffice,
  dayFromToday,
  deployedTrainee,
  notificationTitles,
  officeStaff,
} from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  CANCEL_LEAVE,
  FILE_LEAVE,
  fileLeave,
  fileLeaveRest,
  fileLeaveWithProof,
  leaveForm,
  MY_LEAVE,
  type LeaveView,
} from './support/leave.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const FORM_DEFAULTS = '{ leaveFormDefaults { name idNumber schoolDept courseYear } }';

describe(`${LeaveService.name} (a scholar files and cancels leave)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeA: string;
  let officeB: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeA = (await createOffice(sut, 'Registrar')).id;
    officeB = (await createOffice(sut, 'Library')).id;
  });

  afterAll(() => sut.close());

  const day = (n: number) => dayFromToday(sut, n);

  it('files a sick leave over GraphQL: pending, the form kept, the history begun, the office told', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA, { firstname: 'Ana', lastname: 'Cruz' });
    const staff = await officeStaff(sut, officeA);
    const filed = await fileLeave(trainee.client, day(3), { dateTo: day(4) });
    expect(filed).toMatchObject({
      status: 'pending',
      type: 'sick',
      typeLabel: 'Sick Leave',
      days: 2,
      name: 'Ana Cruz',
      idNumber: '2024-00123',
      courseYear: 'BSCE 2',
      studentName: 'Ana Cruz',
      officeName: 'Registrar',
      version: 1,
      allowedNextStatuses: ['cancelled'],
      proof: null,
      history: [{ fromStatus: null, toStatus: 'pending', comment: 'Leave application filed' }],
    });
    expect(await notificationTitles(staff.client)).toContain('New Leave Request');
    const mine = await trainee.client.graphql<{ myLeaveRequests: LeaveView[] }>(MY_LEAVE);
    expect(mine.data!.myLeaveRequests.map((r) => r.id)).toEqual([filed.id]);
  });

  it('files over REST as JSON, and as multipart with a proof readable by the owner, their office and HR only', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const json = await trainee.client.post(
      '/api/leave-requests',
      leaveForm(day(10), { type: 'vacation' }),
    );
    expect(json.status).toBe(201);
    expect(json.body.leaveRequest).toMatchObject({
      _id: json.body.leaveRequest.id,
      typeLabel: 'Bereavement Leave',
      status: 'pending',
      proof: null,
    });

    const multipart = await fileLeaveRest(trainee.client, leaveForm(day(12)), {
      path: fixture('certificate.pdf'),
    });
    expect(multipart.status).toBe(201);
    const proofUrl = multipart.body.leaveRequest.proof as string;
    expect(proofUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    const ownOffice = await officeStaff(sut, officeA);
    const otherOffice = await officeStaff(sut, officeB);
    const otherStudent = await signedInClient(sut);
    for (const client of [trainee.client, ownOffice.client, hr]) {
      const res = await client.get(proofUrl);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    for (const client of [otherOffice.client, otherStudent.client])
      expect((await client.get(proofUrl)).status).toBe(404);
  });

  it('takes the proof through GraphQL multipart and refuses a wrong type or a file over 5 MB', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const ok = await fileLeaveWithProof(trainee.client, leaveForm(day(20)), {
      path: fixture('photo-with-exif.jpg'),
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.fileLeaveRequest.proof).toMatchObject({ mimeType: 'image/jpeg' });

    const text = await fileLeaveWithProof(trainee.client, leaveForm(day(22)), {
      buffer: Buffer.from('just some text'),
      filename: 'note.txt',
    });
    expect(text.errors?.[0]).toMatchObject({
      message: 'The proof document must be an image or a PDF.',
      extensions: { code: 'BAD_USER_INPUT', fields: { proof: expect.any(String) } },
    });
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const rest = await fileLeaveRest(trainee.client, leaveForm(day(24)), {
      buffer: big,
      filename: 'scan.pdf',
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({
      message: 'The proof document exceeds the 5MB limit.',
      fields: { proof: 'The proof document exceeds the 5MB limit.' },
    });
    const mine = await trainee.client.graphql<{ myLeaveRequests: LeaveView[] }>(MY_LEAVE);
    expect(mine.data!.myLeaveRequests).toHaveLength(1);
  });

  it('answers every rule of the form with its message on both transports', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA, { startedOn: dayFromToday(sut, -30) });
    const startedOn = dayFromToday(sut, -30);
    const d = day(40);
    const cases: Array<[Record<string, unknown>, string, Record<string, string>]> = [
      [
        { name: '', idNumber: ' ' },
        LEAVE_MESSAGES.nameAndId,
        { name: LEAVE_MESSAGES.nameRequired, idNumber: LEAVE_MESSAGES.idRequired },
      ],
      [{ type: undefined }, LEAVE_MESSAGES.typeRequired, { type: LEAVE_MESSAGES.typeRequired }],
      [{ dateFrom: '' }, LEAVE_MESSAGES.fromRequired, { dateFrom: LEAVE_MESSAGES.fromRequired }],
      [{ dateTo: '' }, LEAVE_MESSAGES.toRequired, { dateTo: LEAVE_MESSAGES.toRequired }],
      [
        { dateFrom: '2026-02-30' },
        LEAVE_MESSAGES.dateFormat,
        { dateFrom: LEAVE_MESSAGES.dateFormat },
      ],
      [
        { signatureDate: 'tomorrow' },
        LEAVE_MESSAGES.dateFormat,
        { signatureDate: LEAVE_MESSAGES.dateFormat },
      ],
      [{ dateTo: day(39) }, LEAVE_MESSAGES.toBeforeFrom, { dateTo: LEAVE_MESSAGES.toBeforeFrom }],
      [
        { dateFrom: dayFromToday(sut, -31) },
        LEAVE_MESSAGES.beforeDeployment(startedOn),
        { dateFrom: LEAVE_MESSAGES.beforeDeployment(startedOn) },
      ],
      [
        { reasons: 'x'.repeat(2001) },
        LEAVE_MESSAGES.reasonsTooLong,
        { reasons: LEAVE_MESSAGES.reasonsTooLong },
      ],
      [
        { name: 'n'.repeat(201) },
        'Name must be at most 200 characters',
        { name: 'Name must be at most 200 characters' },
      ],
      [
        { courseYear: 'c'.repeat(101) },
        'Course & Year must be at most 100 characters',
        { courseYear: 'Course & Year must be at most 100 characters' },
      ],
      [
        { idNumber: '1'.repeat(51) },
        'ID # must be at most 50 characters',
        { idNumber: 'ID # must be at most 50 characters' },
      ],
      [
        { schoolDept: 's'.repeat(201) },
        'School / Department must be at most 200 characters',
        { schoolDept: 'School / Department must be at most 200 characters' },
      ],
      [
        { daysHours: 'd'.repeat(101) },
        'Days / Hours must be at most 100 characters',
        { daysHours: 'Days / Hours must be at most 100 characters' },
      ],
      [
        { signatureName: 'n'.repeat(201) },
        'Signature over Printed Name must be at most 200 characters',
        { signatureName: 'Signature over Printed Name must be at most 200 characters' },
      ],
    ];
    for (const [overrides, message, fields] of cases) {
      const input = leaveForm(d, { dateTo: d, ...overrides });
      const gql = await trainee.client.graphql(FILE_LEAVE, { input });
      expect(gql.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields },
      });
      const rest = await trainee.client.post('/api/leave-requests', input);
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message, fields });
    }
    // GraphQL's enum refuses an unknown type before us; REST answers in our words.
    const unknown = await trainee.client.post(
      '/api/leave-requests',
      leaveForm(d, { type: 'holiday' }),
    );
    expect(unknown.body).toMatchObject({ message: LEAVE_MESSAGES.typeUnknown });
    const mine = await trainee.client.graphql<{ myLeaveRequests: LeaveView[] }>(MY_LEAVE);
    expect(mine.data!.myLeaveRequests).toEqual([]);
  });

  it('prefills the form from the application, the office and the latest leave, on both transports', async () => {
    const defaults = async (client: TestClient) => {
      const gql = await client.graphql<{ leaveFormDefaults: unknown }>(FORM_DEFAULTS);
      const rest = await client.get('/api/leave-requests/form-defaults');
      expect(rest.body.formDefaults).toEqual(gql.data?.leaveFormDefaults);
      return gql.data!.leaveFormDefaults;
    };
    const notDeployed = await signedInClient(sut);
    expect(await defaults(notDeployed.client)).toBeNull();
    const staff = await officeStaff(sut, officeA);
    const refused = await staff.client.graphql(FORM_DEFAULTS);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await staff.client.get('/api/leave-requests/form-defaults')).status).toBe(403);

    const trainee = await deployedTrainee(sut, hr, officeA);
    // The application has no college: School / Department falls back to the office.
    expect(await defaults(trainee.client)).toEqual({
      name: 'Maria Santos',
      idNumber: '',
      schoolDept: 'Registrar',
      courseYear: '',
    });
    await sut.database.db
      .update(applications)
      .set({ firstName: 'Ana Maria', lastName: 'Cruz', college: 'College of Nursing' })
      .where(eq(applications.id, trainee.applicationId));
    expect(await defaults(trainee.client)).toEqual({
      name: 'Ana Maria Cruz',
      idNumber: '',
      schoolDept: 'College of Nursing',
      courseYear: '',
    });
    await fileLeave(trainee.client, day(30), {
      idNumber: '2024-00999',
      schoolDept: 'School of Nursing',
      courseYear: 'BSN 3',
    });
    expect(await defaults(trainee.client)).toEqual({
      name: 'Ana Maria Cruz',
      idNumber: '2024-00999',
      schoolDept: 'School of Nursing',
      courseYear: 'BSN 3',
    });
  });

  it('refuses an overlap with a pending or approved leave, not with a disapproved or cancelled one', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const first = await fileLeave(trainee.client, day(50), { dateTo: day(52) });
    const overlap = await trainee.client.graphql(FILE_LEAVE, {
      input: leaveForm(day(52), { dateTo: day(53) }),
    });
    const message = expect.stringMatching(/^These dates overlap your pending leave \(/);
    expect(overlap.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { dateFrom: message } },
    });
    const rest = await trainee.client.post(
      '/api/leave-requests',
      leaveForm(day(49), { dateTo: day(50) }),
    );
    expect(rest.status).toBe(400);
    expect(rest.body.fields.dateFrom).toEqual(message);

    await trainee.client.graphql(CANCEL_LEAVE, { input: { id: first.id } });
    await expect(fileLeave(trainee.client, day(51))).resolves.toMatchObject({ status: 'pending' });
  });

  it('lets only verified, actively deployed students file', async () => {
    const unverified = await signedInClient(sut, { verified: false });
    const notDeployed = await signedInClient(sut);
    const suspended = await deployedTrainee(sut, hr, officeA, { scholar: { status: 'suspended' } });
    const staff = await officeStaff(sut, officeA);
    const cases: Array<[TestClient, string]> = [
      [unverified.client, VERIFY_FIRST],
      [notDeployed.client, NOT_DEPLOYED],
      [suspended.client, NOT_ACTIVE('suspended')],
    ];
    for (const [client, message] of cases) {
      const gql = await client.graphql(FILE_LEAVE, { input: leaveForm(day(5)) });
      expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
      const rest = await client.post('/api/leave-requests', leaveForm(day(5)));
      expect(rest.status).toBe(403);
      expect(rest.body.message).toBe(message);
    }
    const office = await staff.client.post('/api/leave-requests', leaveForm(day(5)));
    expect(office.status).toBe(403);
  });

  it('lets the student cancel their own pending request, on either transport, and nothing else', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const staff = await officeStaff(sut, officeA);
    const other = await signedInClient(sut);
    const first = await fileLeave(trainee.client, day(60));
    const second = await fileLeave(trainee.client, day(62));

    const stranger = await other.client.graphql(CANCEL_LEAVE, { input: { id: first.id } });
    expect(stranger.errors?.[0]).toMatchObject({
      message: 'Leave request not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await staff.client.put(`/api/leave-requests/${first.id}/cancel`, {})).status).toBe(403);

    const gql = await trainee.client.graphql<{ cancelLeaveRequest: LeaveView }>(CANCEL_LEAVE, {
      input: { id: first.id, expectedVersion: 1 },
    });
    expect(gql.data!.cancelLeaveRequest).toMatchObject({
      status: 'cancelled',
      version: 2,
      allowedNextStatuses: [],
    });
    expect(await notificationTitles(staff.client)).toContain('Leave Request Cancelled');
    const rest = await trainee.client.put(`/api/leave-requests/${second.id}/cancel`, {});
    expect(rest.status).toBe(200);
    expect(rest.body.leaveRequest.status).toBe('cancelled');

    const again = await trainee.client.put(`/api/leave-requests/${second.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ONLY_PENDING_CANCEL);
  });
});
