import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { reapplicationForm } from '@sasm/test-data';
import { createReadStream } from 'node:fs';
import { termOf } from '../../src/common/academic-term.js';
import { todayIn } from '../../src/common/university-time.js';
import { gradeReports } from '../../src/modules/grades/grade-reports.table.js';
import { reapplicationFormOf } from '../../src/modules/reapplications/reapplication-multipart.js';
import { REAPPLICATION_MESSAGES as M } from '../../src/modules/reapplications/reapplication-rules.js';
import {
  GRADE_REPORT_NOT_FOUND,
  NOT_A_SCHOLAR,
  NOT_ACTIVE,
  REAPPLICATION_NOT_FOUND,
  ReapplicationsService,
  VERIFY_FIRST,
} from '../../src/modules/reapplications/reapplications.service.js';
import type { User } from '../../src/modules/users/users.table.js';
import { fixture } from '../support/applications.js';
import { createUser } from '../support/factories.js';
import { createOffice } from '../support/scholars.js';
import { createServiceContext, type ServiceContext } from '../support/service-context.js';
import {
  fileLeave,
  newScholar,
  newTrainee,
  notificationsOf,
  setScholarStatus,
  submitReapplication,
  tooLong,
  type RefusedForm,
} from './factories.js';

const YEAR = '2030-2031';
const PAGE = { page: 1, limit: 10 };

describe(`${ReapplicationsService.name} (scholars re-apply, services on a database)`, () => {
  let ctx: ServiceContext;
  let sut: ReapplicationsService;
  let hr: User;
  let officeA: string;

  beforeAll(async () => {
    ctx = await createServiceContext();
    sut = ctx.get<ReapplicationsService>(ReapplicationsService);
    hr = await createUser(ctx, { role: 'hr', firstname: 'Helen', lastname: 'Reyes' });
    officeA = (await createOffice(ctx, 'Registrar')).id;
  });

  afterAll(() => ctx.close());

  const submit = (user: User, overrides: Record<string, unknown> = {}) =>
    submitReapplication(ctx, user, YEAR, overrides);
  const titles = async (user: User) => (await notificationsOf(ctx, user)).map((n) => n.title);
  const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

  it('submits: pending, the form kept, the history begun, HR told', async () => {
    const watcher = await createUser(ctx, { role: 'hr' });
    const scholar = await newScholar(ctx, hr, officeA, { lastname: 'Cruz' });
    const sent = await submit(scholar.user, { term: 'second' });
    expect(sent).toMatchObject({
      status: 'pending',
      name: 'Ana Cruz',
      idNumber: '2024-00123',
      courseYear: 'BSCE 3',
      yearsInService: '1 year 3 months',
      term: 'second',
      academicYear: YEAR,
      officeName: 'Registrar',
      program: 'student_assistant',
      version: 1,
      gradesFileId: null,
      gradeReportId: null,
    });
    expect(sut.allowedNextStatuses(scholar.user, sent)).toEqual([]);
    expect(await sut.history(sent.id)).toMatchObject([
      { fromStatus: null, toStatus: 'pending', comment: 'Re-application submitted' },
    ]);
    expect(await titles(watcher)).toContain('New Re-application');
    expect(ids(await sut.mine(scholar.user))).toEqual([sent.id]);
  });

  it('takes one re-application per term and year (CONFLICT), and the first term by default', async () => {
    const scholar = await newScholar(ctx, hr, officeA);
    const first = await submit(scholar.user, { term: undefined });
    expect(first.term).toBe('first');
    await expect(submit(scholar.user)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `You have already re-applied for First Semester ${YEAR}.`,
    });
    // Another term of the same year is its own re-application.
    await expect(submit(scholar.user, { term: 'short' })).resolves.toMatchObject({
      term: 'short',
    });
  });

  it('answers every rule of the form with its message', async () => {
    const scholar = await newScholar(ctx, hr, officeA);
    const cases: RefusedForm[] = [
      [{ name: '' }, M.nameAndId, { name: M.nameRequired }],
      [{ idNumber: '  ' }, M.nameAndId, { idNumber: M.idRequired }],
      [{ term: 'summer' }, M.termUnknown, { term: M.termUnknown }],
      [{ academicYear: '' }, M.yearRequired, { academicYear: M.yearRequired }],
      [{ academicYear: '2030' }, M.yearFormat, { academicYear: M.yearFormat }],
      [{ academicYear: '2030-2032' }, M.yearConsecutive, { academicYear: M.yearConsecutive }],
      [{ effectivityDate: '2030-02-30' }, M.dateFormat, { effectivityDate: M.dateFormat }],
      [{ signatureDate: 'today' }, M.dateFormat, { signatureDate: M.dateFormat }],
      [{ reasons: 'x'.repeat(2001) }, M.reasonsTooLong, { reasons: M.reasonsTooLong }],
      ...tooLong([['yearsInService', 'No. of years / months in service', 100]]),
    ];
    for (const [overrides, message, fields] of cases)
      await expect(submit(scholar.user, overrides)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message,
        fields,
      });
    const both = sut.submit(scholar.user, async (receive) => ({
      form: reapplicationFormOf(
        reapplicationForm(YEAR, { gradeReportId: '00000000-0000-4000-8000-000000000000' }),
      ),
      grades: await receive(
        { filename: 'certificate.pdf', stream: createReadStream(fixture('certificate.pdf')) },
        'reapplication_grades',
        'grades',
      ),
    }));
    await expect(both).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: M.bothGrades,
      fields: { grades: M.bothGrades },
    });
    expect(await sut.mine(scholar.user)).toEqual([]);
  });

  it('lets only verified, accepted and active scholars re-apply', async () => {
    const trainee = await newTrainee(ctx, hr, officeA);
    const suspended = await newScholar(ctx, hr, officeA);
    await setScholarStatus(ctx, suspended.scholarId, 'suspended');
    const cases: Array<[User, string]> = [
      [await createUser(ctx, { verified: false }), VERIFY_FIRST],
      [await createUser(ctx), NOT_A_SCHOLAR],
      [trainee.user, NOT_A_SCHOLAR],
      [suspended.user, NOT_ACTIVE('suspended')],
    ];
    for (const [user, message] of cases)
      await expect(submit(user)).rejects.toMatchObject({ code: 'FORBIDDEN', message });
    expect(await sut.formDefaults(trainee.user)).toBeNull();
    const staff = await createUser(ctx, { role: 'office', officeId: officeA });
    await expect(submit(staff)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('prefills the form: profile name, service from the deployment, ID # as last written, today’s term', async () => {
    const startedOn = '2025-08-15';
    const scholar = await newScholar(ctx, hr, officeA, { lastname: 'Santos', startedOn });
    const today = todayIn(ctx.config.timeZone);
    const before = await sut.formDefaults(scholar.user);
    expect(before).toMatchObject({
      name: 'Tina Santos',
      idNumber: '',
      courseYear: '',
      effectivityDate: startedOn,
      signatureName: 'Tina Santos',
      signatureDate: today,
      ...termOf(today),
    });
    expect(before!.yearsInService).toMatch(/^\d+ years?( \d+ months?)?$/);
    await fileLeave(ctx, scholar.user, today, { idNumber: '2023-777', courseYear: 'BSIT 4' });
    expect(await sut.formDefaults(scholar.user)).toMatchObject({
      idNumber: '2023-777',
      courseYear: 'BSIT 4',
      schoolDept: 'School of Engineering',
    });
    await submit(scholar.user, { idNumber: '2023-778', courseYear: 'BSIT 5' });
    expect(await sut.formDefaults(scholar.user)).toMatchObject({
      idNumber: '2023-778',
      courseYear: 'BSIT 5',
    });
  });

  it('attaches one of the student’s own saved grade reports, never another’s', async () => {
    const scholar = await newScholar(ctx, hr, officeA);
    const other = await createUser(ctx);
    const [own] = await ctx.database.db
      .insert(gradeReports)
      .values({
        userId: scholar.user.id,
        term: 'first',
        academicYear: '2029-2030',
        rows: [],
        generalAverage: 91.25,
      })
      .returning();
    const [theirs] = await ctx.database.db
      .insert(gradeReports)
      .values({ userId: other.id, term: 'first', academicYear: '2029-2030', rows: [] })
      .returning();
    const report = { id: own!.id, termLabel: 'First Semester 2029-2030', generalAverage: 91.25 };
    expect(await sut.gradeChoices(scholar.user)).toEqual([expect.objectContaining(report)]);
    await expect(submit(scholar.user, { gradeReportId: theirs!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: GRADE_REPORT_NOT_FOUND,
    });

    const withReport = await submit(scholar.user, { gradeReportId: own!.id });
    expect(await sut.gradeReport(withReport)).toMatchObject(report);
  });

  it('shows a student only their own re-applications', async () => {
    const owner = await newScholar(ctx, hr, officeA);
    const sent = await submit(owner.user);
    const other = await createUser(ctx);
    await expect(sut.get(other, sent.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: REAPPLICATION_NOT_FOUND,
    });
    await expect((async () => sut.list(other, {}, PAGE))()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const own = await sut.get(owner.user, sent.id);
    expect(sut.allowedNextStatuses(owner.user, own)).toEqual([]);
  });
});
