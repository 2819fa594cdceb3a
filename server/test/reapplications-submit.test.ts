import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { termOf } from '../src/common/academic-term.js';
import { todayIn } from '../src/common/university-time.js';
import { files } from '../src/modules/files/files.table.js';
import { gradeReports } from '../src/modules/grades/grade-reports.table.js';
import { REAPPLICATION_MESSAGES as M } from '../src/modules/reapplications/reapplication-rules.js';
import {
  ALREADY,
  GRADE_REPORT_NOT_FOUND,
  NOT_A_SCHOLAR,
  NOT_ACTIVE,
  ReapplicationsService,
  VERIFY_FIRST,
} from '../src/modules/reapplications/reapplications.service.js';
import { scholars } from '../src/modules/scholars/scholars.table.js';
import { and, eq } from 'drizzle-orm';
import { fixture } from './support/applications.js';
import { createOffice, deployedTrainee, notificationTitles, officeStaff } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { leaveForm, fileLeave } from './support/leave.js';
import {
  acceptedScholar,
  FORM_DEFAULTS,
  MY_REAPPLICATIONS,
  ONE_REAPPLICATION,
  reapplicationForm,
  submitReapplication,
  submitRestMultipart,
  submitWithGrades,
  SUBMIT_REAPPLICATION,
  type ReapplicationView,
} from './support/reapplications.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const YEAR = '2030-2031';

describe(`${ReapplicationsService.name} (an accepted scholar re-applies)`, () => {
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

  it('submits over GraphQL: pending, the form kept, the history begun, HR told', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA, { firstname: 'Ana', lastname: 'Cruz' });
    const sent = await submitReapplication(scholar.client, YEAR, { term: 'second' });
    expect(sent).toMatchObject({
      status: 'pending',
      name: 'Ana Cruz',
      idNumber: '2024-00123',
      courseYear: 'BSCE 3',
      yearsInService: '1 year 3 months',
      term: 'second',
      academicYear: YEAR,
      termLabel: `Second Semester ${YEAR}`,
      officeName: 'Registrar',
      program: 'student_assistant',
      version: 1,
      allowedNextStatuses: [],
      gradesFile: null,
      gradeReport: null,
      history: [{ fromStatus: null, toStatus: 'pending', comment: 'Re-application submitted' }],
    });
    expect(await notificationTitles(hr)).toContain('New Re-application');
    const mine = await scholar.client.graphql<{ myReapplications: ReapplicationView[] }>(
      MY_REAPPLICATIONS,
    );
    expect(mine.data!.myReapplications.map((r) => r.id)).toEqual([sent.id]);
  });

  it('takes one re-application per term and year (CONFLICT), and the first term by default', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA);
    const first = await submitReapplication(scholar.client, YEAR, { term: undefined });
    expect(first.term).toBe('first');
    const again = await scholar.client.graphql(SUBMIT_REAPPLICATION, {
      input: reapplicationForm(YEAR),
    });
    expect(again.errors?.[0]).toMatchObject({
      message: `You have already re-applied for First Semester ${YEAR}.`,
      extensions: { code: 'CONFLICT' },
    });
    const rest = await scholar.client.post('/api/reapplications', reapplicationForm(YEAR));
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(ALREADY({ term: 'first', academicYear: YEAR }));
    // Another term of the same year is its own re-application.
    const short = await scholar.client.post(
      '/api/reapplications',
      reapplicationForm(YEAR, { term: 'short' }),
    );
    expect(short.status).toBe(201);
    expect(short.body.reapplication).toMatchObject({
      _id: short.body.reapplication.id,
      termLabel: `Short Term ${YEAR}`,
      scholarship: 'student_assistant',
      gradesFile: null,
    });
  });

  it('answers every rule of the form with its message on both transports', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA);
    const cases: Array<[Record<string, unknown>, string, Record<string, string>]> = [
      [{ name: '' }, M.nameAndId, { name: M.nameRequired }],
      [{ idNumber: '  ' }, M.nameAndId, { idNumber: M.idRequired }],
      [{ academicYear: '' }, M.yearRequired, { academicYear: M.yearRequired }],
      [{ academicYear: '2030' }, M.yearFormat, { academicYear: M.yearFormat }],
      [{ academicYear: '2030-2032' }, M.yearConsecutive, { academicYear: M.yearConsecutive }],
      [{ effectivityDate: '2030-02-30' }, M.dateFormat, { effectivityDate: M.dateFormat }],
      [{ signatureDate: 'today' }, M.dateFormat, { signatureDate: M.dateFormat }],
      [{ reasons: 'x'.repeat(2001) }, M.reasonsTooLong, { reasons: M.reasonsTooLong }],
      [
        { name: 'x'.repeat(201) },
        'Name must be at most 200 characters',
        { name: 'Name must be at most 200 characters' },
      ],
      [
        { idNumber: 'x'.repeat(51) },
        'ID # must be at most 50 characters',
        { idNumber: 'ID # must be at most 50 characters' },
      ],
      [
        { schoolDept: 'x'.repeat(201) },
        'School / Department must be at most 200 characters',
        { schoolDept: 'School / Department must be at most 200 characters' },
      ],
      [
        { courseYear: 'x'.repeat(101) },
        'Course & Year must be at most 100 characters',
        { courseYear: 'Course & Year must be at most 100 characters' },
      ],
      [
        { yearsInService: 'x'.repeat(101) },
        'No. of years / months in service must be at most 100 characters',
        { yearsInService: 'No. of years / months in service must be at most 100 characters' },
      ],
      [
        { signatureName: 'x'.repeat(201) },
        'Signature over Printed Name must be at most 200 characters',
        { signatureName: 'Signature over Printed Name must be at most 200 characters' },
      ],
    ];
    for (const [overrides, message, fields] of cases) {
      const input = reapplicationForm(YEAR, overrides);
      const gql = await scholar.client.graphql(SUBMIT_REAPPLICATION, { input });
      expect(gql.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields },
      });
      const rest = await scholar.client.post('/api/reapplications', input);
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message, fields });
    }
    // The term: GraphQL's enum refuses it before us; REST names it.
    const rest = await scholar.client.post(
      '/api/reapplications',
      reapplicationForm(YEAR, { term: 'summer' }),
    );
    expect(rest.body).toMatchObject({ message: M.termUnknown, fields: { term: M.termUnknown } });
    const both = await submitRestMultipart(
      scholar.client,
      reapplicationForm(YEAR, { gradeReportId: '00000000-0000-4000-8000-000000000000' }),
      { path: fixture('certificate.pdf') },
    );
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ message: M.bothGrades });
    const mine = await scholar.client.get('/api/reapplications/mine');
    expect(mine.body.items).toEqual([]);
  });

  it('lets only verified, accepted and active scholars re-apply', async () => {
    const unverified = await signedInClient(sut, { verified: false });
    const notDeployed = await signedInClient(sut);
    const trainee = await deployedTrainee(sut, hr, officeA);
    const suspended = await acceptedScholar(sut, hr, officeA);
    await sut.database.db
      .update(scholars)
      .set({ status: 'suspended' })
      .where(eq(scholars.id, suspended.scholarId));
    const cases: Array<[TestClient, string]> = [
      [unverified.client, VERIFY_FIRST],
      [notDeployed.client, NOT_A_SCHOLAR],
      [trainee.client, NOT_A_SCHOLAR],
      [suspended.client, NOT_ACTIVE('suspended')],
    ];
    for (const [client, message] of cases) {
      const gql = await client.graphql(SUBMIT_REAPPLICATION, { input: reapplicationForm(YEAR) });
      expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
      const rest = await client.post('/api/reapplications', reapplicationForm(YEAR));
      expect(rest.status).toBe(403);
      expect(rest.body.message).toBe(message);
    }
    const defaults = await trainee.client.graphql<{ reapplicationFormDefaults: null }>(
      FORM_DEFAULTS,
    );
    expect(defaults.data!.reapplicationFormDefaults).toBeNull();
    const staff = await officeStaff(sut, officeA);
    const byStaff = await staff.client.post('/api/reapplications', reapplicationForm(YEAR));
    expect(byStaff.status).toBe(403);
  });

  it('prefills the form: profile name, service from the deployment, ID # as last written, today’s term', async () => {
    const startedOn = '2025-08-15';
    const scholar = await acceptedScholar(sut, hr, officeA, {
      firstname: 'Ben',
      lastname: 'Santos',
      startedOn,
    });
    const today = todayIn(sut.config.timeZone);
    const before = await scholar.client.get('/api/reapplications/form-defaults');
    expect(before.body.formDefaults).toMatchObject({
      name: 'Ben Santos',
      idNumber: '',
      courseYear: '',
      effectivityDate: startedOn,
      signatureName: 'Ben Santos',
      signatureDate: today,
      ...termOf(today),
    });
    expect(before.body.formDefaults.yearsInService).toMatch(/^\d+ years?( \d+ months?)?$/);
    await fileLeave(scholar.client, today, { idNumber: '2023-777', courseYear: 'BSIT 4' });
    const fromLeave = await scholar.client.graphql<{
      reapplicationFormDefaults: Record<string, string>;
    }>(FORM_DEFAULTS);
    expect(fromLeave.data!.reapplicationFormDefaults).toMatchObject({
      idNumber: '2023-777',
      courseYear: 'BSIT 4',
      schoolDept: leaveForm(today).schoolDept,
    });
    await submitReapplication(scholar.client, YEAR, { idNumber: '2023-778', courseYear: 'BSIT 5' });
    const fromReapplication = await scholar.client.graphql<{
      reapplicationFormDefaults: Record<string, string>;
    }>(FORM_DEFAULTS);
    expect(fromReapplication.data!.reapplicationFormDefaults).toMatchObject({
      idNumber: '2023-778',
      courseYear: 'BSIT 5',
    });
  });

  it('attaches grades: an uploaded file readable by the owner, their office and HR only; or an own saved report', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA);
    const gql = await submitWithGrades(scholar.client, reapplicationForm(YEAR), {
      path: fixture('photo-with-exif.jpg'),
    });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.submitReapplication.gradesFile).toMatchObject({ mimeType: 'image/jpeg' });

    const rest = await submitRestMultipart(
      scholar.client,
      reapplicationForm(YEAR, { term: 'second' }),
      { path: fixture('certificate.pdf') },
    );
    expect(rest.status).toBe(201);
    const url = rest.body.reapplication.gradesFile as string;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const ownOffice = await officeStaff(sut, officeA);
    const otherOffice = await officeStaff(sut, officeB);
    const otherStudent = await signedInClient(sut);
    for (const client of [scholar.client, ownOffice.client, hr])
      expect((await client.get(url)).status).toBe(200);
    for (const client of [otherOffice.client, otherStudent.client])
      expect((await client.get(url)).status).toBe(404);

    const text = await submitRestMultipart(
      scholar.client,
      reapplicationForm(YEAR, { term: 'short' }),
      { buffer: Buffer.from('plain words'), filename: 'grades.txt' },
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('The grades attachment must be a JPG, PNG or PDF file.');
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await submitWithGrades(
      scholar.client,
      reapplicationForm(YEAR, { term: 'short' }),
      { buffer: big, filename: 'grades.pdf' },
    );
    expect(tooBig.errors?.[0]).toMatchObject({
      message: 'The grades attachment exceeds the 5MB limit.',
      extensions: { code: 'BAD_USER_INPUT', fields: { grades: expect.any(String) } },
    });
    const both = await submitWithGrades(
      scholar.client,
      reapplicationForm(YEAR, { term: 'short', gradeReportId: scholar.scholarId }),
      { path: fixture('certificate.pdf') },
    );
    expect(both.errors?.[0]).toMatchObject({ message: M.bothGrades });
    const kept = await sut.database.db
      .select()
      .from(files)
      .where(and(eq(files.ownerId, scholar.user.id), eq(files.purpose, 'reapplication_grades')));
    // The two accepted attachments only: refused uploads left nothing behind.
    expect(kept).toHaveLength(2);

    const [own] = await sut.database.db
      .insert(gradeReports)
      .values({
        userId: scholar.user.id,
        term: 'first',
        academicYear: '2029-2030',
        rows: [],
        generalAverage: 91.25,
      })
      .returning();
    const [theirs] = await sut.database.db
      .insert(gradeReports)
      .values({ userId: otherStudent.user.id, term: 'first', academicYear: '2029-2030', rows: [] })
      .returning();
    const choices = await scholar.client.graphql<{
      reapplicationGradeChoices: Array<{ id: string; termLabel: string }>;
    }>('{ reapplicationGradeChoices { id termLabel generalAverage } }');
    expect(choices.data!.reapplicationGradeChoices).toEqual([
      { id: own!.id, termLabel: 'First Semester 2029-2030', generalAverage: 91.25 },
    ]);
    const stolen = await scholar.client.graphql(SUBMIT_REAPPLICATION, {
      input: reapplicationForm(YEAR, { term: 'short', gradeReportId: theirs!.id }),
    });
    expect(stolen.errors?.[0]).toMatchObject({
      message: GRADE_REPORT_NOT_FOUND,
      extensions: { code: 'NOT_FOUND' },
    });
    const withReport = await submitReapplication(scholar.client, YEAR, {
      term: 'short',
      gradeReportId: own!.id,
    });
    expect(withReport.gradeReport).toEqual({
      id: own!.id,
      termLabel: 'First Semester 2029-2030',
      generalAverage: 91.25,
    });
  });

  it('shows a student only their own re-applications', async () => {
    const owner = await acceptedScholar(sut, hr, officeA);
    const sent = await submitReapplication(owner.client, YEAR);
    const other = await signedInClient(sut);
    const gql = await other.client.graphql(ONE_REAPPLICATION, { id: sent.id });
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect((await other.client.get(`/api/reapplications/${sent.id}`)).status).toBe(404);
    expect((await other.client.get('/api/reapplications')).status).toBe(403);
    const own = await owner.client.get(`/api/reapplications/${sent.id}`);
    expect(own.status).toBe(200);
    expect(own.body.reapplication.allowedNextStatuses).toEqual([]);
  });
});
