import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { previousTerm, termOf } from '../src/common/academic-term.js';
import { todayIn } from '../src/common/university-time.js';
import { DashboardsService } from '../src/modules/dashboards/dashboards.service.js';
import { evaluationInput } from '@sasm/test-data';
import {
  CONFIRM_DAY,
  createOffice,
  dayFromToday,
  deployedTrainee,
  dutyDays,
  FIVE_HOURS,
  monthsAgo,
  officeStaff,
  seedDays,
} from './support/dtr.js';
import { saveEvaluation } from './support/evaluations.js';
import { signedInClient } from './support/factories.js';
import { decideLeave, fileLeave } from './support/leave.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const OFFICE_DASHBOARD = `{ officeDashboard { officeName activeScholars activeTrainees
  dtrDaysAwaitingConfirmation pendingLeaveRequests evaluationsDue term { term academicYear label } } }`;

interface OfficeFigures {
  officeName: string | null;
  activeScholars: number;
  activeTrainees: number;
  dtrDaysAwaitingConfirmation: number;
  pendingLeaveRequests: number;
  evaluationsDue: number;
}

const NOTHING = {
  activeScholars: 0,
  activeTrainees: 0,
  dtrDaysAwaitingConfirmation: 0,
  pendingLeaveRequests: 0,
  evaluationsDue: 0,
};

describe(DashboardsService.name, () => {
  let sut: TestApp;
  let hr: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
  });
  afterAll(() => sut.close());

  /** The office dashboard over both transports, which must agree. */
  async function officeFigures(client: TestClient): Promise<OfficeFigures> {
    const graphql = await client.graphql<{ officeDashboard: OfficeFigures }>(OFFICE_DASHBOARD);
    expect(graphql.errors).toBeUndefined();
    const rest = await client.get('/api/dashboards/office');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(graphql.data!.officeDashboard);
    return graphql.data!.officeDashboard;
  }

  it('counts its own office’s scholars, DTR days, leave and evaluations due, and no other office’s', async () => {
    const current = termOf(todayIn(sut.config.timeZone));
    const [library, registrar] = [await createOffice(sut, 'Library'), await createOffice(sut)];
    const { client: libraryStaff } = await officeStaff(sut, library.id);
    const { client: registrarStaff } = await officeStaff(sut, registrar.id);
    expect(await officeFigures(libraryStaff)).toEqual({
      officeName: 'Library',
      ...NOTHING,
      term: { ...current, label: expect.stringContaining(current.academicYear) },
    });

    const trainee = await deployedTrainee(sut, hr, library.id, { lastname: 'Trainee' });
    const scholar = await deployedTrainee(sut, hr, library.id, {
      lastname: 'Scholar',
      scholar: { stage: 'scholar' },
    });
    // Neither counts: one inactive, one whose deployment ended.
    await deployedTrainee(sut, hr, library.id, { scholar: { status: 'inactive' } });
    await deployedTrainee(sut, hr, library.id, { scholar: { endedOn: dayFromToday(sut, -1) } });

    // Three recorded days await confirmation; a confirmed day and a day without time do not.
    const [a, b, c, d, e] = dutyDays(monthsAgo(sut, 1), FIVE_HOURS);
    await seedDays(sut, trainee.scholarId, [a!, b!]);
    await seedDays(sut, scholar.scholarId, [c!]);
    await seedDays(sut, scholar.scholarId, [d!], 'confirmed');
    await seedDays(sut, scholar.scholarId, [
      { workDate: e!.workDate, in1: null, out1: null, in2: null, out2: null },
    ]);

    // One request pending; the other decided.
    await fileLeave(trainee.client, dayFromToday(sut, 5));
    const decided = await fileLeave(scholar.client, dayFromToday(sut, 6));
    await decideLeave(libraryStaff, { id: decided.id, status: 'approved', remarks: 'Noted' });

    // Evaluated this term: the trainee; the scholar only last term, so still due.
    await saveEvaluation(libraryStaff, evaluationInput(trainee.scholarId, { ...current }));
    await saveEvaluation(
      libraryStaff,
      evaluationInput(scholar.scholarId, { ...previousTerm(current) }),
    );

    expect(await officeFigures(libraryStaff)).toMatchObject({
      officeName: 'Library',
      activeScholars: 1,
      activeTrainees: 1,
      dtrDaysAwaitingConfirmation: 3,
      pendingLeaveRequests: 1,
      evaluationsDue: 1,
    });
    expect(await officeFigures(registrarStaff)).toMatchObject({
      officeName: registrar.name,
      ...NOTHING,
    });

    // A confirmation moves the figure at once.
    const confirmed = await libraryStaff.graphql(CONFIRM_DAY, {
      input: { scholarId: trainee.scholarId, workDate: a!.workDate, expectedVersion: 1 },
    });
    expect(confirmed.errors).toBeUndefined();
    expect((await officeFigures(libraryStaff)).dtrDaysAwaitingConfirmation).toBe(2);
  });

  it('shows nothing to an office account without an office', async () => {
    const { client } = await signedInClient(sut, { role: 'office', officeId: null });
    expect(await officeFigures(client)).toMatchObject({ officeName: null, ...NOTHING });
  });

  it('refuses students and HR on both transports, and asks who is there', async () => {
    const { client: student } = await signedInClient(sut);
    for (const client of [student, hr]) {
      const graphql = await client.graphql(OFFICE_DASHBOARD);
      expect(graphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await client.get('/api/dashboards/office')).status).toBe(403);
    }
    const anonymous = sut.client();
    expect((await anonymous.graphql(OFFICE_DASHBOARD)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await anonymous.get('/api/dashboards/office')).status).toBe(401);
  });
});
