// On both databases in CI: locks held across connections and instances.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { termLabel } from '../src/common/academic-term.js';
import { GRADE_MESSAGES } from '../src/modules/grades/grade-report-rules.js';
import {
  ALREADY_SAVED,
  GRADES_CHANGED,
  GradesService,
  VERIFY_FIRST,
} from '../src/modules/grades/grades.service.js';
import { storedFileCount } from './support/applications.js';
import { signedInClient } from './support/factories.js';
import {
  currentTerm,
  fileRowCount,
  gradeInput,
  gradeRow,
  MY_GRADES,
  saveGrades,
  saveGradesRest,
  serverFixture,
  SLIP_IMAGE,
  termBefore,
  type GradeReportView,
} from './support/grades.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ONLY_IMAGES = 'Only image files are allowed (png, jpg, jpeg).';
const TOO_BIG = 'File too large. Max 5MB allowed.';

describe(`${GradesService.name} (a student saves the grades of a slip)`, () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });

  afterAll(() => sut.close());

  it('saves over GraphQL with the slip image, lists it, and serves the image to its owner', async () => {
    const { client, user } = await signedInClient(sut, { firstname: 'Ana', lastname: 'Cruz' });
    const saved = await saveGrades(client, gradeInput(sut), { path: SLIP_IMAGE });
    expect(saved.errors).toBeUndefined();
    const report = saved.data!.saveGradeReport;
    expect(report).toMatchObject({
      userId: user.id,
      studentName: 'Ana Cruz',
      termLabel: termLabel(currentTerm(sut)),
      generalAverage: 88,
      version: 1,
      meta: { program: 'BS Information Technology', level: '3rd Year', date: null },
      image: { mimeType: 'image/png' },
    });
    expect(report.rows[0]).toEqual(gradeRow());
    expect(report.image!.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const image = await client.get(report.image!.url);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const mine = await client.graphql<{ myGradeReports: GradeReportView[] }>(MY_GRADES);
    expect(mine.data!.myGradeReports.map((r) => r.id)).toEqual([report.id]);
  });

  it('saves over REST as multipart, replaces the rows as JSON at the version read, and refuses a stale save', async () => {
    const { client } = await signedInClient(sut);
    const created = await saveGradesRest(client, gradeInput(sut), { path: SLIP_IMAGE });
    expect(created.status).toBe(201);
    const report = created.body.gradeReport;
    expect(report).toMatchObject({ _id: report.id, version: 1, generalAverage: 88 });
    expect(report.image).toMatch(/^\/api\/files\//);

    const again = await client.post('/api/grade-reports', gradeInput(sut));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_SAVED(termLabel(currentTerm(sut))));

    const replaced = await client.post('/api/grade-reports', {
      ...gradeInput(sut, { rows: [gradeRow({ final: 95, units: '' })], generalAverage: '' }),
      expectedVersion: 1,
    });
    expect(replaced.status).toBe(201);
    expect(replaced.body.gradeReport).toMatchObject({
      version: 2,
      generalAverage: null,
      image: report.image,
      rows: [gradeRow({ final: 95, units: 3 })],
    });

    const stale = await saveGrades(client, { ...gradeInput(sut), expectedVersion: 1 });
    expect(stale.errors?.[0]).toMatchObject({
      message: GRADES_CHANGED,
      extensions: { code: 'CONFLICT' },
    });
    const mine = await client.get('/api/grade-reports/mine');
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0].version).toBe(2);
  });

  it('keeps one report per term: another term is a report of its own', async () => {
    const { client } = await signedInClient(sut);
    await saveGrades(client, gradeInput(sut), { path: SLIP_IMAGE });
    const earlier = await saveGrades(client, gradeInput(sut, { ...termBefore(sut) }), {
      path: SLIP_IMAGE,
    });
    expect(earlier.errors).toBeUndefined();
    const mine = await client.graphql<{ myGradeReports: GradeReportView[] }>(MY_GRADES);
    // Latest term first.
    expect(mine.data!.myGradeReports.map((r) => r.termLabel)).toEqual([
      termLabel(currentTerm(sut)),
      termLabel(termBefore(sut)),
    ]);
  });

  it('answers every rule with its message on both transports', async () => {
    const { client } = await signedInClient(sut);
    const many = Array.from({ length: 61 }, () => gradeRow());
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rows: [] }, 'rows', GRADE_MESSAGES.noRows],
      [{ rows: many }, 'rows', GRADE_MESSAGES.tooManyRows],
      [{ rows: [gradeRow({ subject: ' ' })] }, 'rows.0.subject', GRADE_MESSAGES.subject],
      [{ rows: [gradeRow(), gradeRow({ one: 49 })] }, 'rows.1.one', GRADE_MESSAGES.grade],
      [{ rows: [gradeRow({ two: 100.5 })] }, 'rows.0.two', GRADE_MESSAGES.grade],
      [{ rows: [gradeRow({ final: 101 })] }, 'rows.0.final', GRADE_MESSAGES.grade],
      [{ rows: [gradeRow({ units: 0 })] }, 'rows.0.units', GRADE_MESSAGES.units],
      [
        { rows: [gradeRow({ subject: 's'.repeat(201) })] },
        'rows.0.subject',
        'Subject must be at most 200 characters.',
      ],
      [{ generalAverage: 45 }, 'generalAverage', GRADE_MESSAGES.generalAverage],
      [{ academicYear: '2026' }, 'academicYear', 'Academic year must look like 2026-2027'],
      [
        { academicYear: '2026-2028' },
        'academicYear',
        'The academic year must be two consecutive years, like 2026-2027',
      ],
      [{ academicYear: '2999-3000' }, 'term', GRADE_MESSAGES.futureTerm],
      [
        { meta: { program: 'p'.repeat(201) } },
        'meta.program',
        'Program must be at most 200 characters.',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const input = gradeInput(sut, overrides);
      const gql = await saveGrades(client, input, { path: SLIP_IMAGE });
      expect(gql.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
      });
      const rest = await saveGradesRest(client, input, { path: SLIP_IMAGE });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message, fields: { [field]: message } });
    }
    const badTerm = await saveGradesRest(client, gradeInput(sut, { term: 'summer' }), {
      path: SLIP_IMAGE,
    });
    expect(badTerm.body).toMatchObject({ fields: { term: GRADE_MESSAGES.term } });
    const noImage = await saveGrades(client, gradeInput(sut));
    expect(noImage.errors?.[0]).toMatchObject({
      message: GRADE_MESSAGES.imageRequired,
      extensions: { fields: { image: GRADE_MESSAGES.imageRequired } },
    });
    const mine = await client.get('/api/grade-reports/mine');
    expect(mine.body.items).toEqual([]);
  });

  it('refuses a file that is no image or over 5 MB with the spec’s words, storing nothing', async () => {
    const { client } = await signedInClient(sut);
    const before = { rows: await fileRowCount(sut), stored: storedFileCount(sut) };
    const pdf = await saveGrades(client, gradeInput(sut), {
      path: serverFixture('certificate.pdf'),
    });
    expect(pdf.errors?.[0]).toMatchObject({
      message: ONLY_IMAGES,
      extensions: { code: 'BAD_USER_INPUT', fields: { image: ONLY_IMAGES } },
    });
    const fake = await saveGradesRest(client, gradeInput(sut), {
      path: serverFixture('not-a-picture.jpg'),
    });
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ message: ONLY_IMAGES, fields: { image: ONLY_IMAGES } });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const rest = await saveGradesRest(client, gradeInput(sut), {
      buffer: big,
      filename: 'big.png',
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message: TOO_BIG, fields: { image: TOO_BIG } });
    const gql = await saveGrades(client, gradeInput(sut), { buffer: big, filename: 'big.png' });
    expect(gql.errors?.[0]).toMatchObject({ message: TOO_BIG });
    // A valid image with invalid rows stores nothing either.
    const invalid = await saveGradesRest(client, gradeInput(sut, { rows: [] }), {
      path: SLIP_IMAGE,
    });
    expect(invalid.status).toBe(400);
    expect(await fileRowCount(sut)).toBe(before.rows);
    expect(storedFileCount(sut)).toBe(before.stored);
  });

  it('lets only a verified student save', async () => {
    const unverified = await signedInClient(sut, { verified: false });
    const gql = await saveGrades(unverified.client, gradeInput(sut), { path: SLIP_IMAGE });
    expect(gql.errors?.[0]).toMatchObject({
      message: VERIFY_FIRST,
      extensions: { code: 'FORBIDDEN' },
    });
    const rest = await saveGradesRest(unverified.client, gradeInput(sut), { path: SLIP_IMAGE });
    expect(rest.status).toBe(403);
    const hr = await signedInClient(sut, { role: 'hr' });
    const staff = await saveGrades(hr.client, gradeInput(sut));
    expect(staff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
