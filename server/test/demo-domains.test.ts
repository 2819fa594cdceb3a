import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import { DemoCalendar } from '../src/modules/demo/demo-calendar.js';
import { DemoEvaluations } from '../src/modules/demo/demo-evaluations.js';
import { DemoImports } from '../src/modules/demo/demo-imports.js';
import { imports } from '../src/modules/imports/imports.table.js';
import { nonWorkingDays } from '../src/modules/calendar/calendar.table.js';
import { DtrSheetsService } from '../src/modules/dtr/dtr-sheets.service.js';
import { ScholarsRepository } from '../src/modules/scholars/scholars.repository.js';
import { DemoGrades } from '../src/modules/demo/demo-grades.js';
import { DemoLeave } from '../src/modules/demo/demo-leave.js';
import { DemoReapplications } from '../src/modules/demo/demo-reapplications.js';
import { DemoRequirements } from '../src/modules/demo/demo-requirements.js';
import { DemoSchedules } from '../src/modules/demo/demo-schedules.js';
import { DemoScholarRequests } from '../src/modules/demo/demo-scholar-requests.js';
import { DemoSeedService } from '../src/modules/demo/demo-seed.service.js';
import { DemoUsers } from '../src/modules/demo/demo-users.js';
import { EvaluationsService } from '../src/modules/evaluations/evaluations.service.js';
import { reapplications } from '../src/modules/reapplications/reapplications.table.js';
import { RequirementsService } from '../src/modules/requirements/requirements.service.js';
import { requirementSubmissions } from '../src/modules/requirements/requirements.table.js';
import { classSchedules } from '../src/modules/schedules/schedules.table.js';
import { UsersRepository } from '../src/modules/users/users.repository.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { demoPassword } from './support/users.js';
import { evaluationRevisions, evaluations } from '../src/modules/evaluations/evaluations.table.js';
import { leaveRequests } from '../src/modules/leave/leave.table.js';
import { offices } from '../src/modules/offices/offices.table.js';
import { previousTerm } from '../src/common/academic-term.js';
import { scholarRequests } from '../src/modules/scholar-requests/scholar-requests.table.js';
import { scholars } from '../src/modules/scholars/scholars.table.js';
import { signIn } from './support/factories.js';
import { currentTerm, MY_GRADES, type GradeReportView } from './support/grades.js';
import { MY_SCHEDULES, type ScheduleView } from './support/schedules.js';

// One demo seed for the demo data of every domain below: seeding takes a
// good part of a minute on a busy 2-core machine.
let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({ env: { SEED_DEMO: 'true' } });
}, 120_000);

afterAll(() => sut.close());

describe(DemoCalendar.name, () => {
  it("sets the year's fixed holidays and a past typhoon suspension, which a demo scholar's DTR shows", async () => {
    const days = await sut.database.db.select().from(nonWorkingDays);
    expect(days.filter((day) => day.kind !== 'suspension').length).toBeGreaterThanOrEqual(5);
    const [typhoon] = days.filter((day) => day.kind === 'suspension');
    expect(typhoon).toMatchObject({ fromTime: '12:00', officeIds: null });

    const [deployed] = await sut.database.db
      .select()
      .from(scholars)
      .where(eq(scholars.status, 'active'));
    const scholar = (await sut.get<ScholarsRepository>(ScholarsRepository).findView(deployed!.id))!;
    const sheet = await sut
      .get<DtrSheetsService>(DtrSheetsService)
      .sheet(scholar, typhoon!.date.slice(0, 7), 'office');
    const day = sheet.days.find((d) => d.date === typhoon!.date)!;
    expect(day.nonWorking?.kind).toBe('suspension');
    expect(day.dutyMinutes).toBeLessThan(scholar.dutyHoursPerDay * 60);
  });
});

describe(DemoImports.name, () => {
  it("applies the programme's sheet of offices once: two new, the rest unchanged", async () => {
    const rows = await sut.database.db.select().from(imports);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'offices',
      fileName: 'programme-offices.csv',
      status: 'applied',
      createdRows: 2,
      unchangedRows: 3,
    });
    const names = (await sut.database.db.select().from(offices)).map((office) => office.name);
    expect(names).toEqual(expect.arrayContaining(['Accounting Office', 'University Museum']));
    const hr = (await sut.get<UsersRepository>(UsersRepository).findByEmail('hr@demo.local'))!;
    expect(await sut.get<DemoImports>(DemoImports).seed(hr)).toBe(0);
  });
});

describe(DemoEvaluations.name, () => {
  it("evaluates every office's demo trainees and scholars for last term, one with a history", async () => {
    const rows = await sut.database.db.select().from(evaluations);
    const last = previousTerm(await sut.get<EvaluationsService>(EvaluationsService).currentTerm());
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.officeId)).size).toBe(3);
    for (const row of rows)
      expect({ term: row.term, academicYear: row.academicYear }).toEqual(last);
    const [revisions] = await sut.database.db.select({ n: count() }).from(evaluationRevisions);
    expect(revisions!.n).toBe(1);
  });

  it('adds nothing on the next start', async () => {
    expect(await sut.get<DemoEvaluations>(DemoEvaluations).seed()).toBe(0);
  });
});

describe(DemoLeave.name, () => {
  const rows = () =>
    sut.database.db
      .select({ status: leaveRequests.status, office: offices.code })
      .from(leaveRequests)
      .innerJoin(scholars, eq(scholars.id, leaveRequests.scholarId))
      .innerJoin(offices, eq(offices.id, scholars.officeId));

  it('files leave in every state across the three offices through the service', async () => {
    const seeded = await rows();
    expect(new Set(seeded.map((row) => row.status))).toEqual(
      new Set(['pending', 'approved', 'disapproved', 'cancelled']),
    );
    expect(new Set(seeded.map((row) => row.office))).toEqual(
      new Set(['registrar', 'library', 'it']),
    );
  });

  it('adds nothing on the next start', async () => {
    const [before] = await sut.database.db.select({ n: count() }).from(leaveRequests);
    await sut.get<DemoSeedService>(DemoSeedService).onApplicationBootstrap();
    const [after] = await sut.database.db.select({ n: count() }).from(leaveRequests);
    expect(after!.n).toBe(before!.n);
  });
});

describe(DemoScholarRequests.name, () => {
  it('seeds two open requests and one HR has answered, through the service', async () => {
    const rows = await sut.database.db.select().from(scholarRequests);
    expect(rows.map((row) => row.status).sort()).toEqual(['open', 'open', 'partially_fulfilled']);
    const answered = rows.find((row) => row.status === 'partially_fulfilled')!;
    expect(answered).toMatchObject({ version: 2, answeredBy: expect.any(String) });
    expect(answered.answer).toMatch(/One Student Marshal/);
  });

  it('adds nothing on the next start', async () => {
    expect(await sut.get<DemoScholarRequests>(DemoScholarRequests).seed()).toBe(0);
    const [{ n }] = (await sut.database.db.select({ n: count() }).from(scholarRequests)) as [
      { n: number },
    ];
    expect(n).toBe(3);
  });
});

describe(DemoUsers.name, () => {
  it('gives the Users screen a suspended student and two pending invitations', async () => {
    const hr = sut.client();
    await signIn(hr, { email: 'hr@demo.local', password: demoPassword(sut) });
    const suspended = await hr.get('/api/users?status=suspended');
    expect(suspended.body.items).toEqual([
      expect.objectContaining({ email: 'suspended.student@demo.local', role: 'student' }),
    ]);
    const one = await hr.get(`/api/users/${suspended.body.items[0].id}`);
    expect(one.body.user.history).toEqual([
      expect.objectContaining({ field: 'status', fromValue: 'active', toValue: 'suspended' }),
    ]);
    const invitations = await hr.get('/api/invitations');
    expect(
      invitations.body.items
        .map((i: { email: string; status: string }) => [i.email, i.status])
        .sort(),
    ).toEqual([
      ['rosa.lim@demo.local', 'pending'],
      ['teresa.dizon@demo.local', 'pending'],
    ]);
    expect(
      invitations.body.items.find((i: { role: string }) => i.role === 'office').officeName,
    ).toBe('Library');
  });

  it('adds nothing on the next start', async () => {
    const hr = (await sut.get<UsersRepository>(UsersRepository).findByEmail('hr@demo.local'))!;
    await sut.get<DemoUsers>(DemoUsers).seed(hr);
    const client = sut.client();
    await signIn(client, { email: 'hr@demo.local', password: demoPassword(sut) });
    expect((await client.get('/api/invitations')).body.items).toHaveLength(2);
    expect((await client.get('/api/users?status=suspended')).body.items).toHaveLength(1);
  });
});

/** The demo student, signed in with the demo password. */
async function demoStudent() {
  const client = sut.client();
  await signIn(client, { email: 'student@demo.local', password: demoPassword(sut) });
  return client;
}

const demoHr = async () =>
  (await sut.get<UsersRepository>(UsersRepository).findByEmail('hr@demo.local'))!;

describe(`${DemoGrades.name} (demo grade reports)`, () => {
  it('saves the demo student’s two terms through the service, with the slip image', async () => {
    const client = await demoStudent();
    const mine = await client.graphql<{ myGradeReports: GradeReportView[] }>(MY_GRADES);
    expect(mine.data!.myGradeReports).toHaveLength(2);
    const [latest, earlier] = mine.data!.myGradeReports;
    expect(latest).toMatchObject({ ...currentTerm(sut), generalAverage: 88.43 });
    expect(latest!.rows).toHaveLength(7);
    expect(earlier!.generalAverage).toBe(86.9);
    const image = await client.get(latest!.image!.url);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('adds nothing on the next start', async () => {
    expect(await sut.get<DemoGrades>(DemoGrades).seed()).toBe(0);
  });
});

describe(DemoReapplications.name, () => {
  it('submits this term’s re-applications through the service: one pending, one under review, one accepted', async () => {
    const rows = await sut.database.db.select().from(reapplications);
    expect(rows.map((row) => row.status).sort()).toEqual(['accepted', 'pending', 'under_review']);
  });

  it('adds nothing on the next start', async () => {
    expect(await sut.get<DemoReapplications>(DemoReapplications).seed(await demoHr())).toBe(0);
  });
});

describe(DemoRequirements.name, () => {
  it('submits through the service: one with an item needing re-upload, one approved', async () => {
    const users = sut.get<UsersRepository>(UsersRepository);
    const nina = (await users.findByEmail('nina.castillo@demo.local'))!;
    const marco = (await users.findByEmail('marco.reyes@demo.local'))!;
    const service = sut.get<RequirementsService>(RequirementsService);
    const ninas = (await service.mine(nina))!;
    expect(ninas).toMatchObject({ status: 'needs_reupload', approvedCount: 5 });
    const items = await service.items(ninas.id);
    expect(items.filter((i) => i.status === 'needs_reupload').map((i) => i.documentKey)).toEqual([
      'good_moral',
    ]);
    expect(await service.mine(marco)).toMatchObject({ status: 'approved', approvedCount: 6 });
    const [submissions] = await sut.database.db.select({ n: count() }).from(requirementSubmissions);
    expect(submissions!.n).toBe(2);
  });

  it('adds nothing on the next start', async () => {
    expect(await sut.get<DemoRequirements>(DemoRequirements).seed(await demoHr())).toBe(0);
  });
});

describe(DemoSchedules.name, () => {
  it('uploads the demo student’s schedule for this term through the service', async () => {
    const client = await demoStudent();
    const mine = await client.graphql<{ myClassSchedules: ScheduleView[] }>(MY_SCHEDULES);
    expect(mine.data!.myClassSchedules).toEqual([
      expect.objectContaining({
        current: true,
        file: expect.objectContaining({ mimeType: 'application/pdf' }),
      }),
    ]);
    const pdf = await client.get(mine.data!.myClassSchedules[0]!.file.url);
    expect(pdf.status).toBe(200);
    // The demo student's upload and Joy Aquino's two (the first replaced).
    const [uploads] = await sut.database.db.select({ n: count() }).from(classSchedules);
    expect(uploads!.n).toBe(3);
  });

  it('adds nothing on the next start', async () => {
    expect(await sut.get<DemoSchedules>(DemoSchedules).seed()).toBe(0);
  });
});
