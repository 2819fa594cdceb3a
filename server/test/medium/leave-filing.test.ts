import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { applications } from '../../src/modules/applications/applications.table.js';
import { LEAVE_MESSAGES } from '../../src/modules/leave/leave-rules.js';
import {
  LEAVE_NOT_FOUND,
  LeaveService,
  NOT_ACTIVE,
  NOT_DEPLOYED,
  ONLY_PENDING_CANCEL,
  VERIFY_FIRST,
} from '../../src/modules/leave/leave.service.js';
import type { User } from '../../src/modules/users/users.table.js';
import { dayFromToday } from '../support/dtr.js';
import { createUser } from '../support/factories.js';
import { createOffice } from '../support/scholars.js';
import { createServiceContext, type ServiceContext } from '../support/service-context.js';
import {
  fileLeave,
  newTrainee,
  notificationsOf,
  setScholarStatus,
  tooLong,
  type RefusedForm,
} from './factories.js';

describe(`${LeaveService.name} (a scholar files and cancels leave, services on a database)`, () => {
  let ctx: ServiceContext;
  let sut: LeaveService;
  let hr: User;
  let officeA: string;

  beforeAll(async () => {
    ctx = await createServiceContext();
    sut = ctx.get<LeaveService>(LeaveService);
    hr = await createUser(ctx, { role: 'hr' });
    officeA = (await createOffice(ctx, 'Registrar')).id;
  });

  afterAll(() => ctx.close());

  const day = (n: number) => dayFromToday(ctx, n);
  const officeStaff = (officeId: string) =>
    createUser(ctx, { role: 'office', officeId, lastname: 'Staff' });
  const titles = async (user: User) => (await notificationsOf(ctx, user)).map((n) => n.title);

  it('files a sick leave: pending, the form kept, the history begun, the office told', async () => {
    const trainee = await newTrainee(ctx, hr, officeA, { lastname: 'Cruz' });
    const staff = await officeStaff(officeA);

    const filed = await fileLeave(ctx, trainee.user, day(3), { dateTo: day(4) });

    expect(filed).toMatchObject({
      status: 'pending',
      type: 'sick',
      dateFrom: day(3),
      dateTo: day(4),
      name: 'Ana Cruz',
      idNumber: '2024-00123',
      courseYear: 'BSCE 2',
      studentName: 'Tina Cruz',
      officeName: 'Registrar',
      version: 1,
      proofFileId: null,
    });
    expect(sut.allowedNextStatuses(trainee.user, filed)).toEqual(['cancelled']);
    expect(await sut.history(filed.id)).toMatchObject([
      { fromStatus: null, toStatus: 'pending', comment: 'Leave application filed' },
    ]);
    expect(await titles(staff)).toContain('New Leave Request');
    expect((await sut.mine(trainee.user)).map((r) => r.id)).toEqual([filed.id]);
  });

  it('answers every rule of the form with its message', async () => {
    const startedOn = day(-30);
    const trainee = await newTrainee(ctx, hr, officeA, { startedOn });
    const d = day(40);
    const cases: RefusedForm[] = [
      [
        { name: '', idNumber: ' ' },
        LEAVE_MESSAGES.nameAndId,
        { name: LEAVE_MESSAGES.nameRequired, idNumber: LEAVE_MESSAGES.idRequired },
      ],
      [{ type: undefined }, LEAVE_MESSAGES.typeRequired, { type: LEAVE_MESSAGES.typeRequired }],
      [{ type: 'holiday' }, LEAVE_MESSAGES.typeUnknown, { type: LEAVE_MESSAGES.typeUnknown }],
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
        { dateFrom: day(-31) },
        LEAVE_MESSAGES.beforeDeployment(startedOn),
        { dateFrom: LEAVE_MESSAGES.beforeDeployment(startedOn) },
      ],
      [
        { reasons: 'x'.repeat(2001) },
        LEAVE_MESSAGES.reasonsTooLong,
        { reasons: LEAVE_MESSAGES.reasonsTooLong },
      ],
      ...tooLong([['daysHours', 'Days / Hours', 100]]),
    ];
    for (const [overrides, message, fields] of cases)
      await expect(
        fileLeave(ctx, trainee.user, d, { dateTo: d, ...overrides }),
      ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message, fields });
    expect(await sut.mine(trainee.user)).toEqual([]);
  });

  it('prefills the form from the application, the office and the latest leave', async () => {
    expect(await sut.formDefaults(await createUser(ctx))).toBeNull();
    await expect(sut.formDefaults(await officeStaff(officeA))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const trainee = await newTrainee(ctx, hr, officeA, { lastname: 'Santos' });
    // The application has no college: School / Department falls back to the office.
    expect(await sut.formDefaults(trainee.user)).toEqual({
      name: 'Tina Santos',
      idNumber: '',
      schoolDept: 'Registrar',
      courseYear: '',
    });
    await ctx.database.db
      .update(applications)
      .set({ firstName: 'Ana Maria', lastName: 'Cruz', college: 'College of Nursing' })
      .where(eq(applications.id, trainee.applicationId));
    expect(await sut.formDefaults(trainee.user)).toEqual({
      name: 'Ana Maria Cruz',
      idNumber: '',
      schoolDept: 'College of Nursing',
      courseYear: '',
    });
    await fileLeave(ctx, trainee.user, day(30), {
      idNumber: '2024-00999',
      schoolDept: 'School of Nursing',
      courseYear: 'BSN 3',
    });
    expect(await sut.formDefaults(trainee.user)).toEqual({
      name: 'Ana Maria Cruz',
      idNumber: '2024-00999',
      schoolDept: 'School of Nursing',
      courseYear: 'BSN 3',
    });
  });

  it('refuses an overlap with a pending or approved leave, not with a disapproved or cancelled one', async () => {
    const trainee = await newTrainee(ctx, hr, officeA);
    const first = await fileLeave(ctx, trainee.user, day(50), { dateTo: day(52) });
    const message = expect.stringMatching(/^These dates overlap your pending leave \(/);
    for (const [from, to] of [
      [52, 53],
      [49, 50],
    ])
      await expect(
        fileLeave(ctx, trainee.user, day(from!), { dateTo: day(to!) }),
      ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message, fields: { dateFrom: message } });

    await sut.cancel(trainee.user, { id: first.id });
    await expect(fileLeave(ctx, trainee.user, day(51))).resolves.toMatchObject({
      status: 'pending',
    });
  });

  it('lets only verified, actively deployed students file', async () => {
    const suspended = await newTrainee(ctx, hr, officeA);
    await setScholarStatus(ctx, suspended.scholarId, 'suspended');
    const cases: Array<[User, string]> = [
      [await createUser(ctx, { verified: false }), VERIFY_FIRST],
      [await createUser(ctx), NOT_DEPLOYED],
      [suspended.user, NOT_ACTIVE('suspended')],
    ];
    for (const [user, message] of cases)
      await expect(fileLeave(ctx, user, day(5))).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message,
      });
    await expect(fileLeave(ctx, await officeStaff(officeA), day(5))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('lets the student cancel their own pending request, and nothing else', async () => {
    const trainee = await newTrainee(ctx, hr, officeA);
    const staff = await officeStaff(officeA);
    const first = await fileLeave(ctx, trainee.user, day(60));
    const second = await fileLeave(ctx, trainee.user, day(62));

    await expect(sut.cancel(await createUser(ctx), { id: first.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: LEAVE_NOT_FOUND,
    });
    await expect(sut.cancel(staff, { id: first.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const cancelled = await sut.cancel(trainee.user, { id: first.id, expectedVersion: 1 });
    expect(cancelled).toMatchObject({ status: 'cancelled', version: 2 });
    expect(sut.allowedNextStatuses(trainee.user, cancelled)).toEqual([]);
    expect(await titles(staff)).toContain('Leave Request Cancelled');
    await expect(sut.cancel(trainee.user, { id: second.id })).resolves.toMatchObject({
      status: 'cancelled',
    });

    await expect(sut.cancel(trainee.user, { id: second.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ONLY_PENDING_CANCEL,
    });
  });
});
