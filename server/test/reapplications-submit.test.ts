// The transport of re-applying: both transports' answers, uploads and status codes. The rules
// (the form's, who may re-apply, one per term, the prefill, saved grade reports, whose
// re-applications a student reads) are checked on the service in
// test/medium/reapplications-submit.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { termOf } from '../src/common/academic-term.js';
import { todayIn } from '../src/common/university-time.js';
import { files } from '../src/modules/files/files.table.js';
import { gradeReports } from '../src/modules/grades/grade-reports.table.js';
import { REAPPLICATION_MESSAGES as M } from '../src/modules/reapplications/reapplication-rules.js';
import {
  ALREADY,
  NOT_A_SCHOLAR,
  ReapplicationsService,
} from '../src/modules/reapplications/reapplications.service.js';
import { and, eq } from 'drizzle-orm';
import { fixture } from './support/applications.js';
import { createOffice, officeStaff } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
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

describe(`${ReapplicationsService.name} (re-applying over REST and GraphQL)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeA: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeA = (await createOffice(sut, 'Registrar')).id;
  });

  afterAll(() => sut.close());

  it('submits over GraphQL: the re-application with its term label, choices, files and history', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA);
    const sent = await submitReapplication(scholar.client, YEAR, { term: 'second' });
    expect(sent).toMatchObject({
      status: 'pending',
      term: 'second',
      termLabel: `Second Semester ${YEAR}`,
      program: 'student_assistant',
      version: 1,
      allowedNextStatuses: [],
      gradesFile: null,
      gradeReport: null,
      history: [{ fromStatus: null, toStatus: 'pending', comment: 'Re-application submitted' }],
    });
    const mine = await scholar.client.graphql<{ myReapplications: ReapplicationView[] }>(
      MY_REAPPLICATIONS,
    );
    expect(mine.data!.myReapplications.map((r) => r.id)).toEqual([sent.id]);
  });

  it('submits over REST in the spec’s shape, and answers a second one of the term with CONFLICT and 409', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA);
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
    const again = await scholar.client.graphql(SUBMIT_REAPPLICATION, {
      input: reapplicationForm(YEAR, { term: 'short' }),
    });
    const message = ALREADY({ term: 'short', academicYear: YEAR });
    expect(again.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    const rest = await scholar.client.post(
      '/api/reapplications',
      reapplicationForm(YEAR, { term: 'short' }),
    );
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(message);
  });

  it('answers a rule of the form with 400 and its field messages on both transports', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA);
    // Spaces are left out by either transport, so the service asks for the ID #.
    const input = reapplicationForm(YEAR, { idNumber: '  ' });
    const fields = { idNumber: M.idRequired };
    const gql = await scholar.client.graphql(SUBMIT_REAPPLICATION, { input });
    expect(gql.errors?.[0]).toMatchObject({
      message: M.nameAndId,
      extensions: { code: 'BAD_USER_INPUT', fields },
    });
    const rest = await scholar.client.post('/api/reapplications', input);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message: M.nameAndId, fields });
    const mine = await scholar.client.get('/api/reapplications/mine');
    expect(mine.body.items).toEqual([]);
  });

  it('refuses a student who may not re-apply with 403 and the reason on both transports', async () => {
    const notDeployed = await signedInClient(sut);
    const gql = await notDeployed.client.graphql(SUBMIT_REAPPLICATION, {
      input: reapplicationForm(YEAR),
    });
    expect(gql.errors?.[0]).toMatchObject({
      message: NOT_A_SCHOLAR,
      extensions: { code: 'FORBIDDEN' },
    });
    const rest = await notDeployed.client.post('/api/reapplications', reapplicationForm(YEAR));
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(NOT_A_SCHOLAR);
    const staff = await officeStaff(sut, officeA);
    const byStaff = await staff.client.post('/api/reapplications', reapplicationForm(YEAR));
    expect(byStaff.status).toBe(403);
  });

  it('prefills the form over REST with the grade choices, as GraphQL does', async () => {
    const scholar = await acceptedScholar(sut, hr, officeA, {
      firstname: 'Ben',
      lastname: 'Santos',
    });
    const today = todayIn(sut.config.timeZone);
    const rest = await scholar.client.get('/api/reapplications/form-defaults');
    expect(rest.body).toEqual({
      formDefaults: expect.objectContaining({
        name: 'Ben Santos',
        signatureDate: today,
        ...termOf(today),
      }),
      gradeChoices: [],
    });
    const gql = await scholar.client.graphql<{ reapplicationFormDefaults: unknown }>(FORM_DEFAULTS);
    expect(gql.data!.reapplicationFormDefaults).toEqual(rest.body.formDefaults);
  });

  it('attaches grades as GraphQL or REST multipart, refusing a wrong type or a file over 5 MB, or a saved report', async () => {
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
    // Who else may read it: files-access.test.ts (a file of purpose reapplication_grades).
    expect((await scholar.client.get(url)).status).toBe(200);

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
    const choices = await scholar.client.graphql<{
      reapplicationGradeChoices: Array<{ id: string; termLabel: string }>;
    }>('{ reapplicationGradeChoices { id termLabel generalAverage } }');
    expect(choices.data!.reapplicationGradeChoices).toEqual([
      { id: own!.id, termLabel: 'First Semester 2029-2030', generalAverage: 91.25 },
    ]);
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

  it('answers 404 for another student’s re-application on both transports, 403 for the list', async () => {
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
