// On both databases in CI: versioned writes raced side by side, which only a server with several connections really runs at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allowedNextStatuses } from '../../src/modules/scholar-requests/scholar-request-statuses.js';
import {
  REQUESTS,
  ScholarRequestsService,
} from '../../src/modules/scholar-requests/scholar-requests.service.js';
import {
  scholarRequestStatus,
  type ScholarRequestStatus,
} from '../../src/modules/scholar-requests/scholar-requests.table.js';
import type { User } from '../../src/modules/users/users.table.js';
import { createUser } from '../support/factories.js';
import { createOffice } from '../support/scholars.js';
import { createServiceContext, type ServiceContext } from '../support/service-context.js';
import { lastMailTo, newScholarRequest, notificationsOf } from './factories.js';

const ALL = { page: 1, limit: 100 };
const LABELS: Record<ScholarRequestStatus, string> = {
  open: 'open',
  fulfilled: 'fulfilled',
  partially_fulfilled: 'partially fulfilled',
  declined: 'declined',
  cancelled: 'withdrawn',
};
const statuses = scholarRequestStatus.enumValues;

describe(`${ScholarRequestsService.name} (offices ask, HR answers: services on a database)`, () => {
  let ctx: ServiceContext;
  let sut: ScholarRequestsService;
  let hr: User;
  let library: { id: string; name: string };
  let registrar: { id: string; name: string };
  let libraryStaff: User;
  let registrarStaff: User;

  beforeAll(async () => {
    ctx = await createServiceContext();
    sut = ctx.get<ScholarRequestsService>(ScholarRequestsService);
    hr = await createUser(ctx, { role: 'hr', firstname: 'Helen', lastname: 'Reyes' });
    library = await createOffice(ctx, 'Library');
    registrar = await createOffice(ctx, 'Registrar');
    libraryStaff = await officeStaff(library.id, 'Lourdes');
    registrarStaff = await officeStaff(registrar.id);
  });
  afterAll(() => ctx.close());

  function officeStaff(officeId: string, firstname = 'Test') {
    return createUser(ctx, { role: 'office', officeId, lastname: 'Staff', firstname });
  }
  // As the transports call it: a refusal before the first await is a rejection too.
  const list = async (
    viewer: User,
    filter: Parameters<ScholarRequestsService['list']>[1] = {},
    page = ALL,
  ) => sut.list(viewer, filter, page);
  const get = async (viewer: User, id: string) => sut.get(viewer, id);
  const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);
  /** The user's notifications as the app shows them, newest first. */
  const notices = async (user: User) =>
    (await notificationsOf(ctx, user)).map(({ title, message, link }) => ({
      title,
      message,
      link,
    }));

  it('saves a request for the asker’s own office, open, with its history', async () => {
    const created = await newScholarRequest(ctx, libraryStaff);
    expect(created).toMatchObject({
      officeId: library.id,
      officeName: 'Library',
      requestedByName: 'Lourdes Staff',
      total: 3,
      male: 2,
      female: 1,
      scholarType: 'student_assistant',
      notes: 'For the enrolment period: front desk and records.',
      status: 'open',
      answer: null,
      answeredByName: null,
      answeredAt: null,
      version: 1,
    });
    expect(await sut.history(created.id)).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'open',
        comment: 'For the enrolment period: front desk and records.',
        actorName: 'Lourdes Staff',
      }),
    ]);
  });

  it('keeps Male + Female different from Total a warning, not a refusal', async () => {
    const uneven = await newScholarRequest(ctx, libraryStaff, { total: 4, male: 0, female: 0 });
    expect(uneven).toMatchObject({ total: 4, male: 0, female: 0 });
    const over = await sut.create(libraryStaff, { total: 2, male: 3 });
    expect(over).toMatchObject({ total: 2, male: 3, female: 0 });
  });

  it('shows office staff only their office’s requests; another office’s is not found', async () => {
    const theirs = await newScholarRequest(ctx, registrarStaff, { notes: 'Registrar only' });
    const items = (await list(libraryStaff)).items;
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((request) => request.officeName))).toEqual(new Set(['Library']));
    expect((await list(libraryStaff, { officeId: registrar.id })).items).toEqual([]);
    expect((await list(libraryStaff, { search: 'Registrar only' })).items).toEqual([]);
    const notFound = { code: 'NOT_FOUND', message: REQUESTS.notFound };
    await expect(get(libraryStaff, theirs.id)).rejects.toMatchObject(notFound);
    await expect(sut.cancel(libraryStaff, { id: theirs.id })).rejects.toMatchObject(notFound);

    expect(ids((await list(registrarStaff)).items)).toContain(theirs.id);
    expect(ids((await list(hr, { officeId: registrar.id })).items)).toContain(theirs.id);
  });

  it('keeps students out, lets only office staff ask, and an office-less account nowhere', async () => {
    const request = await newScholarRequest(ctx, libraryStaff);
    const student = await createUser(ctx);
    const forbidden = { code: 'FORBIDDEN' };
    await expect(get(student, request.id)).rejects.toMatchObject(forbidden);
    await expect(list(student)).rejects.toMatchObject(forbidden);
    await expect(newScholarRequest(ctx, student)).rejects.toMatchObject(forbidden);
    await expect(newScholarRequest(ctx, hr)).rejects.toMatchObject(forbidden);

    const adrift = await createUser(ctx, { role: 'office' });
    await expect(newScholarRequest(ctx, adrift)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: REQUESTS.noOffice,
    });
    expect((await list(adrift)).items).toEqual([]);
    await expect(get(adrift, request.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('filters HR’s list by status, office and search, newest first, page by page', async () => {
    const office = await createOffice(ctx, 'Filter Office');
    const staff = await officeStaff(office.id);
    const first = await newScholarRequest(ctx, staff, { notes: 'Needs keyboard skills' });
    const second = await newScholarRequest(ctx, staff, { notes: 'Night shift at the gate' });
    const page = await list(hr, { officeId: office.id, status: 'open' }, { page: 1, limit: 1 });
    expect(ids(page.items)).toEqual([second.id]);
    expect(page.pagination).toMatchObject({
      currentPage: 1,
      totalPages: 2,
      totalItems: 2,
      hasPrevPage: false,
      hasNextPage: true,
    });
    expect(ids((await list(hr, { search: 'keyboard', status: 'open' })).items)).toEqual([first.id]);
    expect((await list(hr, { search: 'filter office' })).items).toHaveLength(2);
    const none = await list(hr, { officeId: office.id, status: 'declined' });
    expect(none.items).toEqual([]);
    expect(none.pagination).toMatchObject({ totalItems: 0, totalPages: 1 });
  });

  it('refuses a search over 100 characters on its field, and finds no request by a wrong id', async () => {
    await expect(list(hr, { search: 's'.repeat(101) })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { search: 'Search must be at most 100 characters' },
    });
    await expect(get(hr, 'not-an-id')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('tells HR of a new request, and the asker’s co-workers', async () => {
    const watcher = await createUser(ctx, { role: 'hr' });
    const coworker = await officeStaff(library.id);
    await newScholarRequest(ctx, libraryStaff, { total: 3, male: 2, female: 1 });
    expect((await notices(watcher))[0]).toEqual({
      title: 'New Scholar Request',
      message: 'The Library asks for 3 scholars (2 male, 1 female, Student Assistant).',
      link: '/hr/requests',
    });
    expect((await notices(coworker))[0]).toEqual({
      title: 'Scholar Request Sent',
      message: 'Lourdes Staff asked HR for 3 scholars (2 male, 1 female, Student Assistant).',
      link: '/office/requests',
    });
  });

  it('tells HR when the office withdraws a request', async () => {
    const request = await newScholarRequest(ctx, libraryStaff, { total: 2 });
    const watcher = await createUser(ctx, { role: 'hr' });
    await sut.cancel(libraryStaff, { id: request.id });
    expect(await notices(watcher)).toEqual([
      {
        title: 'Scholar Request Withdrawn',
        message: 'The Library withdrew its request for 2 scholars.',
        link: '/hr/requests',
      },
    ]);
  });

  /** A request of the office brought to `status` through the service. */
  async function requestAt(status: ScholarRequestStatus) {
    const request = await newScholarRequest(ctx, libraryStaff);
    if (status === 'open') return request;
    if (status === 'cancelled') return sut.cancel(libraryStaff, { id: request.id });
    return sut.answer(hr, { id: request.id, status, answer: 'Earlier answer' });
  }

  const pairs = statuses.flatMap((from) => statuses.map((to) => [from, to] as const));

  it.each(pairs)('HR: from %s to %s follows the matrix', async (from, to) => {
    const request = await requestAt(from);
    const answering = sut.answer(hr, {
      id: request.id,
      status: to,
      answer: 'Two Student Assistants start on Monday.',
    });
    if (allowedNextStatuses(from, 'hr').includes(to)) {
      await expect(answering).resolves.toMatchObject({ status: to });
    } else {
      const message = `A request that is ${LABELS[from]} cannot be moved to ${LABELS[to]}.`;
      await expect(answering).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { status: message },
      });
    }
  });

  it.each(statuses)('office: withdraws only an open request (from %s)', async (from) => {
    const request = await requestAt(from);
    const withdrawing = sut.cancel(libraryStaff, { id: request.id });
    if (from === 'open') {
      await expect(withdrawing).resolves.toMatchObject({ status: 'cancelled' });
      return;
    }
    await expect(withdrawing).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { status: REQUESTS.onlyOpenWithdrawn },
    });
  });

  it('lets neither the office answer nor HR withdraw', async () => {
    const request = await newScholarRequest(ctx, libraryStaff);
    await expect(
      sut.answer(libraryStaff, { id: request.id, status: 'fulfilled', answer: 'Done' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(sut.cancel(hr, { id: request.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const other = await officeStaff((await createOffice(ctx)).id);
    await expect(sut.cancel(other, { id: request.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('needs a reason to decline, finds no request that is not there, and takes a silent fulfilment', async () => {
    const request = await newScholarRequest(ctx, libraryStaff);
    await expect(sut.answer(hr, { id: request.id, status: 'declined' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: REQUESTS.answerRequired,
      fields: { answer: REQUESTS.answerRequired },
    });
    await expect(
      sut.answer(hr, { id: '00000000-0000-4000-8000-000000000000', status: 'fulfilled' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // A fulfilled or partial answer may say nothing more.
    const silent = await sut.answer(hr, { id: request.id, status: 'fulfilled' });
    expect(silent).toMatchObject({ status: 'fulfilled', answer: null });
  });

  it('records the answer, who gave it and when, and clears it when reopened', async () => {
    const request = await newScholarRequest(ctx, libraryStaff);
    const answered = await sut.answer(hr, {
      id: request.id,
      status: 'partially_fulfilled',
      answer: 'One Student Assistant for now.',
      expectedVersion: 1,
    });
    expect(answered).toMatchObject({
      status: 'partially_fulfilled',
      answer: 'One Student Assistant for now.',
      answeredByName: 'Helen Reyes',
      version: 2,
    });
    expect(answered.answeredAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await sut.get(libraryStaff, request.id)).toMatchObject({
      status: 'partially_fulfilled',
      answer: 'One Student Assistant for now.',
    });

    const reopened = await sut.answer(hr, {
      id: request.id,
      status: 'open',
      answer: 'Looking again after the enrolment rush.',
      expectedVersion: 2,
    });
    expect(reopened).toMatchObject({
      status: 'open',
      answer: null,
      answeredByName: null,
      answeredAt: null,
      version: 3,
    });
    expect(await sut.history(request.id)).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'open', actorName: 'Lourdes Staff' }),
      expect.objectContaining({
        fromStatus: 'open',
        toStatus: 'partially_fulfilled',
        comment: 'One Student Assistant for now.',
        actorName: 'Helen Reyes',
      }),
      expect.objectContaining({
        fromStatus: 'partially_fulfilled',
        toStatus: 'open',
        comment: 'Looking again after the enrolment rush.',
        actorName: 'Helen Reyes',
      }),
    ]);
  });

  it('answers CONFLICT for a decision made on an older version', async () => {
    const request = await newScholarRequest(ctx, libraryStaff);
    await sut.answer(hr, { id: request.id, status: 'fulfilled', expectedVersion: 1 });
    const conflict = { code: 'CONFLICT', message: REQUESTS.changed };
    for (const status of ['declined', 'open'] as const)
      await expect(
        sut.answer(hr, { id: request.id, status, answer: 'No', expectedVersion: 1 }),
      ).rejects.toMatchObject(conflict);
    const open = await newScholarRequest(ctx, libraryStaff);
    await sut.answer(hr, { id: open.id, status: 'declined', answer: 'Not this term' });
    await expect(
      sut.cancel(libraryStaff, { id: open.id, expectedVersion: 1 }),
    ).rejects.toMatchObject(conflict);
  });

  it('lets exactly one of two concurrent answers win', async () => {
    const request = await newScholarRequest(ctx, libraryStaff);
    const otherHr = await createUser(ctx, { role: 'hr' });
    const results = await Promise.allSettled([
      sut.answer(hr, { id: request.id, status: 'fulfilled', expectedVersion: 1 }),
      sut.answer(otherHr, {
        id: request.id,
        status: 'declined',
        answer: 'No budget',
        expectedVersion: 1,
      }),
    ]);
    const wins = results.map((result) => result.status === 'fulfilled');
    expect(wins.filter(Boolean)).toHaveLength(1);
    const [lost] = results.filter((result) => result.status === 'rejected');
    expect(lost!.reason).toMatchObject({ code: 'CONFLICT' });
    const read = await sut.get(hr, request.id);
    expect(read).toMatchObject({ version: 2, status: wins[0] ? 'fulfilled' : 'declined' });
    expect(await sut.history(request.id)).toHaveLength(2);
  });

  it('lets exactly one of an answer and a withdrawal made at once win', async () => {
    const request = await newScholarRequest(ctx, libraryStaff);
    const [answered, withdrawn] = await Promise.allSettled([
      sut.answer(hr, { id: request.id, status: 'fulfilled' }),
      sut.cancel(libraryStaff, { id: request.id }),
    ]);
    const failures = [answered, withdrawn].filter((result) => result!.status === 'rejected');
    expect(failures).toHaveLength(1);
    expect(['CONFLICT', 'BAD_USER_INPUT']).toContain(
      (failures[0] as PromiseRejectedResult).reason.code,
    );
    expect(await sut.get(libraryStaff, request.id)).toMatchObject({
      version: 2,
      status: answered!.status === 'rejected' ? 'cancelled' : 'fulfilled',
    });
  });

  it('tells every staff member of the office in the app and by mail when HR answers, and no one else', async () => {
    const office = await createOffice(ctx, 'IT Office');
    const first = await officeStaff(office.id, 'Ivan');
    const second = await officeStaff(office.id, 'Irene');
    const elsewhere = await officeStaff(library.id);
    const request = await newScholarRequest(ctx, first, { total: 1, male: 0, female: 1 });

    await sut.answer(hr, {
      id: request.id,
      status: 'declined',
      answer: 'No female Student Assistants are free this term.',
    });

    for (const member of [first, second]) {
      const [notice] = await notificationsOf(ctx, member);
      expect(notice).toMatchObject({
        title: 'Scholar Request Declined',
        message:
          'HR marked your request for 1 scholar declined. No female Student Assistants are free this term.',
        link: '/office/requests',
      });
      const mail = await lastMailTo(ctx, member.email, 'Your scholar request was declined');
      expect(mail.text).toContain(`Hello ${member.firstname},`);
      expect(mail.text).toContain('The IT Office asked for 1 scholar (0 male, 1 female');
      expect(mail.text).toContain("HR's answer: No female Student Assistants are free this term.");
      expect(mail.text).toContain(`${ctx.config.publicUrl}/office/requests`);
    }
    expect((await notificationsOf(ctx, elsewhere)).map((n) => n.title)).not.toContain(
      'Scholar Request Declined',
    );
    await expect(
      lastMailTo(ctx, elsewhere.email, 'Your scholar request was declined'),
    ).rejects.toThrow();
  });
});
