import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { previousTerm, termOf } from '../src/common/academic-term.js';
import { todayIn } from '../src/common/university-time.js';
import { DashboardsService } from '../src/modules/dashboards/dashboards.service.js';
import { evaluationInput } from '@sasm/test-data';
import { submitRest } from './support/applications.js';
import { deployedTrainee, officeStaff } from './support/dtr.js';
import { saveEvaluation } from './support/evaluations.js';
import { signedInClient } from './support/factories.js';
import { createOffice, moveApplication } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const HR_DASHBOARD = `{ hrDashboard { totalUsers pendingReviews offices satisfaction scoredEvaluations
  term { term academicYear label } } }`;

interface HrFigures {
  totalUsers: number;
  pendingReviews: number;
  offices: number;
  satisfaction: number | null;
  scoredEvaluations: number;
  term: { term: string; academicYear: string; label: string };
}

describe(DashboardsService.name, () => {
  let sut: TestApp;
  let hr: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
  });
  afterAll(() => sut.close());

  /** The HR dashboard over both transports, which must agree. */
  async function hrFigures(client = hr): Promise<HrFigures> {
    const graphql = await client.graphql<{ hrDashboard: HrFigures }>(HR_DASHBOARD);
    expect(graphql.errors).toBeUndefined();
    const rest = await client.get('/api/dashboards/hr');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(graphql.data!.hrDashboard);
    return graphql.data!.hrDashboard;
  }

  /** A new student who applied (pending), moved by HR along `path`. */
  async function applicant(path: Array<{ status: string }>) {
    const student = await signedInClient(sut, { lastname: 'Applicant' });
    const submitted = await submitRest(student.client);
    expect(submitted.status).toBe(201);
    await moveApplication(hr, submitted.body.application.id as string, path);
  }

  it('counts users, applications pending or under review and offices from their rows', async () => {
    const before = await hrFigures();

    await applicant([]);
    await applicant([]);
    await applicant([{ status: 'under_review' }]);
    // Past review: an interview is scheduled, so it no longer waits for HR's review.
    await applicant([{ status: 'under_review' }, { status: 'interview_scheduled' }]);
    await createOffice(sut, 'Guidance Office');

    const after = await hrFigures();
    expect(after.totalUsers - before.totalUsers).toBe(4);
    expect(after.pendingReviews - before.pendingReviews).toBe(3);
    expect(after.offices - before.offices).toBe(1);
  });

  it('lets admin read it too', async () => {
    const { client: admin } = await signedInClient(sut, { role: 'admin' });
    const figures = await hrFigures(admin);
    expect(figures.totalUsers).toBeGreaterThanOrEqual(2);
  });

  it('gives satisfaction as the mean score of this term’s evaluations, none before there is one', async () => {
    const current = termOf(todayIn(sut.config.timeZone));
    const empty = await hrFigures();
    expect(empty).toMatchObject({
      satisfaction: null,
      scoredEvaluations: 0,
      term: { ...current, label: expect.stringContaining(current.academicYear) },
    });

    const office = await createOffice(sut);
    const { client: staff } = await officeStaff(sut, office.id);
    const [one, two, three] = [
      await deployedTrainee(sut, hr, office.id, { lastname: 'One' }),
      await deployedTrainee(sut, hr, office.id, { lastname: 'Two' }),
      await deployedTrainee(sut, hr, office.id, { lastname: 'Three' }),
    ];
    // Scores 4.0 (5 4 4 3, one blank) and 3.3 (3 3 4): their mean 3.65 shows as 3.7.
    await saveEvaluation(staff, evaluationInput(one.scholarId, { ...current }));
    await saveEvaluation(
      staff,
      evaluationInput(two.scholarId, { ...current, ratings: [3, 3, 4, null, null] }),
    );
    // Remarks with nothing rated have no score; last term's evaluations are not this term's.
    await saveEvaluation(
      staff,
      evaluationInput(three.scholarId, { ...current, ratings: [null], remarks: 'New here.' }),
    );
    await saveEvaluation(
      staff,
      evaluationInput(three.scholarId, { ...previousTerm(current), ratings: [1, 1, 1, 1, 1] }),
    );

    expect(await hrFigures()).toMatchObject({ satisfaction: 3.7, scoredEvaluations: 2 });
  });

  it('refuses students and office staff on both transports, and asks who is there', async () => {
    const office = await createOffice(sut);
    const { client: student } = await signedInClient(sut);
    const { client: staff } = await officeStaff(sut, office.id);
    for (const client of [student, staff]) {
      const graphql = await client.graphql(HR_DASHBOARD);
      expect(graphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(graphql.data).toBeNull();
      expect((await client.get('/api/dashboards/hr')).status).toBe(403);
    }
    const anonymous = sut.client();
    expect((await anonymous.graphql(HR_DASHBOARD)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await anonymous.get('/api/dashboards/hr')).status).toBe(401);
  });
});
