import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  GRADE_REPORT_NOT_FOUND,
  GradesService,
  SCHOLAR_NOT_FOUND,
} from '../src/modules/grades/grades.service.js';
import { createOffice, deployedTrainee, officeStaff, type Trainee } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  gradeInput,
  ONE_GRADES,
  saveGrades,
  SCHOLAR_GRADES,
  SLIP_IMAGE,
  termBefore,
  type GradeReportView,
} from './support/grades.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

describe(`${GradesService.name} (who reads a grade report)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let scholar: Trainee;
  let report: GradeReportView;
  let ownOffice: TestClient;
  let otherOffice: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    const officeA = (await createOffice(sut, 'Registrar')).id;
    const officeB = (await createOffice(sut, 'Library')).id;
    scholar = await deployedTrainee(sut, hr, officeA, { firstname: 'Bea', lastname: 'Lim' });
    const saved = await saveGrades(scholar.client, gradeInput(sut), { path: SLIP_IMAGE });
    report = saved.data!.saveGradeReport;
    ownOffice = (await officeStaff(sut, officeA)).client;
    otherOffice = (await officeStaff(sut, officeB)).client;
  });

  afterAll(() => sut.close());

  it('shows the scholar’s reports to their office and to HR, on both transports, image included', async () => {
    for (const client of [ownOffice, hr]) {
      const list = await client.graphql<{ gradeReports: GradeReportView[] }>(SCHOLAR_GRADES, {
        scholarId: scholar.scholarId,
      });
      expect(list.data!.gradeReports.map((r) => r.id)).toEqual([report.id]);
      const byUser = await client.graphql<{ gradeReports: GradeReportView[] }>(SCHOLAR_GRADES, {
        userId: scholar.user.id,
      });
      expect(byUser.data!.gradeReports).toHaveLength(1);
      const one = await client.graphql<{ gradeReport: GradeReportView }>(ONE_GRADES, {
        id: report.id,
      });
      expect(one.data!.gradeReport).toMatchObject({ studentName: 'Bea Lim', generalAverage: 88 });
      const rest = await client.get(`/api/grade-reports?scholarId=${scholar.scholarId}`);
      expect(rest.status).toBe(200);
      expect(rest.body.items[0]).toMatchObject({ _id: report.id, image: report.image!.url });
      expect((await client.get(`/api/grade-reports/${report.id}`)).status).toBe(200);
      expect((await client.get(report.image!.url)).status).toBe(200);
    }
  });

  it('answers not found to another office and another student, image included', async () => {
    const otherStudent = (await signedInClient(sut)).client;
    for (const client of [otherOffice, otherStudent]) {
      const one = await client.graphql(ONE_GRADES, { id: report.id });
      expect(one.errors?.[0]).toMatchObject({
        message: GRADE_REPORT_NOT_FOUND,
        extensions: { code: 'NOT_FOUND' },
      });
      const rest = await client.get(`/api/grade-reports/${report.id}`);
      expect(rest.status).toBe(404);
      expect((await client.get(report.image!.url)).status).toBe(404);
    }
    const list = await otherOffice.graphql(SCHOLAR_GRADES, { scholarId: scholar.scholarId });
    expect(list.errors?.[0]).toMatchObject({
      message: SCHOLAR_NOT_FOUND,
      extensions: { code: 'NOT_FOUND' },
    });
    const byUser = await otherOffice.graphql<{ gradeReports: GradeReportView[] }>(SCHOLAR_GRADES, {
      userId: scholar.user.id,
    });
    expect(byUser.data!.gradeReports).toEqual([]);
    expect(
      (await otherOffice.get(`/api/grade-reports?scholarId=${scholar.scholarId}`)).status,
    ).toBe(404);
    // Students have no staff list.
    expect(
      (await otherStudent.get(`/api/grade-reports?scholarId=${scholar.scholarId}`)).status,
    ).toBe(403);
  });

  it('gives the re-application review the general average of the latest term that has one', async () => {
    const sutService = sut.get<GradesService>(GradesService);
    expect(await sutService.latestGeneralAverage(scholar.user.id)).toBe(88);
    const student = await signedInClient(sut);
    expect(await sutService.latestGeneralAverage(student.user.id)).toBeNull();
    await saveGrades(
      student.client,
      gradeInput(sut, { ...termBefore(sut), generalAverage: 81.5 }),
      {
        path: SLIP_IMAGE,
      },
    );
    await saveGrades(student.client, gradeInput(sut, { generalAverage: null }), {
      path: SLIP_IMAGE,
    });
    expect(await sutService.latestGeneralAverage(student.user.id)).toBe(81.5);
  });
});
