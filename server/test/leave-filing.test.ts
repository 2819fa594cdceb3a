// The transport of filing and cancelling leave: both transports' answers, uploads and status
// codes. The rules (the form's, who may file, overlaps, the prefill, cancelling) are checked on
// the service in test/medium/leave-filing.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LEAVE_MESSAGES } from '../src/modules/leave/leave-rules.js';
import {
  LeaveService,
  NOT_DEPLOYED,
  ONLY_PENDING_CANCEL,
} from '../src/modules/leave/leave.service.js';
import { fixture } from './support/applications.js';
import { createOffice, dayFromToday, deployedTrainee, officeStaff } from './support/dtr.js';
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

describe(`${LeaveService.name} (filing and cancelling over REST and GraphQL)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeA: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeA = (await createOffice(sut, 'Registrar')).id;
  });

  afterAll(() => sut.close());

  const day = (n: number) => dayFromToday(sut, n);

  it('files over GraphQL: the request with its type label, days, choices, proof and history', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const filed = await fileLeave(trainee.client, day(3), { dateTo: day(4) });
    expect(filed).toMatchObject({
      status: 'pending',
      type: 'sick',
      typeLabel: 'Sick Leave',
      days: 2,
      version: 1,
      allowedNextStatuses: ['cancelled'],
      proof: null,
      history: [{ fromStatus: null, toStatus: 'pending', comment: 'Leave application filed' }],
    });
    const mine = await trainee.client.graphql<{ myLeaveRequests: LeaveView[] }>(MY_LEAVE);
    expect(mine.data!.myLeaveRequests.map((r) => r.id)).toEqual([filed.id]);
  });

  it('files over REST as JSON, and as multipart with a proof its owner downloads', async () => {
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

    // Who else may read it: files-access.test.ts (a file of purpose leave_proof).
    const res = await trainee.client.get(proofUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
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

  it('answers a rule of the form with 400 and its field messages on both transports', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    // Blank and spaces are left out by either transport, so the service asks for both.
    const input = leaveForm(day(40), { name: '', idNumber: ' ' });
    const message = LEAVE_MESSAGES.nameAndId;
    const fields = { name: LEAVE_MESSAGES.nameRequired, idNumber: LEAVE_MESSAGES.idRequired };
    const gql = await trainee.client.graphql(FILE_LEAVE, { input });
    expect(gql.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields },
    });
    const rest = await trainee.client.post('/api/leave-requests', input);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message, fields });
  });

  it('prefills the form alike on both transports, and refuses office staff with 403', async () => {
    const trainee = await deployedTrainee(sut, hr, officeA);
    const gql = await trainee.client.graphql<{ leaveFormDefaults: unknown }>(FORM_DEFAULTS);
    expect(gql.data!.leaveFormDefaults).toEqual({
      name: 'Maria Santos',
      idNumber: '',
      schoolDept: 'Registrar',
      courseYear: '',
    });
    const rest = await trainee.client.get('/api/leave-requests/form-defaults');
    expect(rest.body.formDefaults).toEqual(gql.data!.leaveFormDefaults);

    const staff = await officeStaff(sut, officeA);
    const refused = await staff.client.graphql(FORM_DEFAULTS);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await staff.client.get('/api/leave-requests/form-defaults')).status).toBe(403);
  });

  it('refuses a student who may not file with 403 and the reason on both transports', async () => {
    const notDeployed = await signedInClient(sut);
    const gql = await notDeployed.client.graphql(FILE_LEAVE, { input: leaveForm(day(5)) });
    expect(gql.errors?.[0]).toMatchObject({
      message: NOT_DEPLOYED,
      extensions: { code: 'FORBIDDEN' },
    });
    const rest = await notDeployed.client.post('/api/leave-requests', leaveForm(day(5)));
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(NOT_DEPLOYED);
    const staff = await officeStaff(sut, officeA);
    const office = await staff.client.post('/api/leave-requests', leaveForm(day(5)));
    expect(office.status).toBe(403);
  });

  it('cancels on either transport: 404 to a stranger, 403 to office staff, 409 once cancelled', async () => {
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
    const rest = await trainee.client.put(`/api/leave-requests/${second.id}/cancel`, {});
    expect(rest.status).toBe(200);
    expect(rest.body.leaveRequest.status).toBe('cancelled');

    const again = await trainee.client.put(`/api/leave-requests/${second.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ONLY_PENDING_CANCEL);
  });
});
