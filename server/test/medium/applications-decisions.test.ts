// On both databases in CI: versioned decisions raced side by side, which only a server with several connections really runs at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asc, eq } from 'drizzle-orm';
import { zonedToUtc } from '../../src/common/university-time.js';
import {
  CHANGED_MEANWHILE,
  OWN_OFFICE_ONLY,
  ApplicationsService,
} from '../../src/modules/applications/applications.service.js';
import { applicationEvents } from '../../src/modules/applications/applications.table.js';
import { scholars } from '../../src/modules/scholars/scholars.table.js';
import type { User } from '../../src/modules/users/users.table.js';
import { dayFromToday } from '../support/dtr.js';
import { createUser } from '../support/factories.js';
import { createOffice } from '../support/scholars.js';
import { createServiceContext, type ServiceContext } from '../support/service-context.js';
import {
  mailTo,
  moveApplication,
  newTrainee,
  notificationsOf,
  submitApplication,
} from './factories.js';
import { refusalOf } from './refusals.js';

const FIELDS_REQUIRED =
  'Please fill in all required interview scheduling fields (Date, Time, and Location).';
const OUT_OF_HOURS = 'Interview time must be between 08:00 and 17:00.';

describe(`${ApplicationsService.name} decisions (services on a database)`, () => {
  let ctx: ServiceContext;
  let sut: ApplicationsService;
  let hr: User;
  let library: { id: string };
  let registrar: { id: string };
  let libraryStaff: User;
  let registrarStaff: User;

  beforeAll(async () => {
    ctx = await createServiceContext();
    sut = ctx.get<ApplicationsService>(ApplicationsService);
    hr = await createUser(ctx, { role: 'hr', firstname: 'Helen', lastname: 'Reyes' });
    library = await createOffice(ctx, 'Library');
    registrar = await createOffice(ctx, 'Registrar');
    libraryStaff = await createUser(ctx, { role: 'office', officeId: library.id });
    registrarStaff = await createUser(ctx, { role: 'office', officeId: registrar.id });
  });

  afterAll(() => ctx.close());

  /** A new student's pending application. */
  async function submitted() {
    const student = await createUser(ctx);
    return { student, id: (await submitApplication(ctx, student)).id };
  }

  const day = (days: number) => dayFromToday(ctx, days);
  const scheduling = (id: string, slot: Record<string, unknown>) =>
    sut.updateStatus(hr, { id, status: 'interview_scheduled', ...slot });

  it('takes an application from pending to accepted with history, notifications and mail', async () => {
    const { student, id } = await submitted();
    const interviewDate = day(3);

    expect(await sut.openReview(hr, id)).toMatchObject({ status: 'under_review', version: 2 });
    await sut.updateStatus(hr, {
      id,
      status: 'interview_scheduled',
      interviewDate,
      interviewTime: '09:30',
      interviewLocation: 'HR Office, Room 101',
      interviewNotes: 'Bring your ID',
      expectedVersion: 2,
    });
    for (const status of ['passed_interview', 'hours_completed', 'accepted'] as const) {
      const officeId = status === 'passed_interview' ? library.id : undefined;
      await sut.updateStatus(hr, { id, status, hrComments: `now ${status}`, officeId });
    }

    expect((await sut.get(hr, id)).status).toBe('accepted');
    const history = await sut.history(id);
    expect(
      history.map(({ fromStatus, toStatus, comment, actorName }) => ({
        fromStatus,
        toStatus,
        comment,
        actorName,
      })),
    ).toEqual([
      {
        fromStatus: null,
        toStatus: 'pending',
        comment: 'Application submitted',
        actorName: 'Test User',
      },
      {
        fromStatus: 'pending',
        toStatus: 'under_review',
        comment: 'Application opened for review by HR',
        actorName: 'Helen Reyes',
      },
      {
        fromStatus: 'under_review',
        toStatus: 'interview_scheduled',
        comment: null,
        actorName: 'Helen Reyes',
      },
      {
        fromStatus: 'interview_scheduled',
        toStatus: 'passed_interview',
        comment: 'now passed_interview',
        actorName: 'Helen Reyes',
      },
      {
        fromStatus: 'passed_interview',
        toStatus: 'hours_completed',
        comment: 'now hours_completed',
        actorName: 'Helen Reyes',
      },
      {
        fromStatus: 'hours_completed',
        toStatus: 'accepted',
        comment: 'now accepted',
        actorName: 'Helen Reyes',
      },
    ]);
    // Each change records when the stay it ends began (HR Analytics' time in stage): the
    // previous change's instant, even for the two written in one transaction.
    const trail = await ctx.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(asc(applicationEvents.createdAt));
    expect(trail.map((event) => event.stayStartedAt)).toEqual([
      null,
      ...trail.slice(0, -1).map((event) => event.createdAt),
    ]);
    const titles = (await notificationsOf(ctx, student)).map((n) => n.title).reverse();
    // The office assignment is announced in the same transaction as the pass (same instant).
    expect(titles.filter((title) => title !== 'Training Office Assigned')).toEqual([
      'Application Submitted',
      'Application Under Review',
      'Interview Scheduled',
      'Interview Passed',
      'Training Hours Completed',
      'Application Accepted',
    ]);
    expect(titles).toContain('Training Office Assigned');

    const mail = await mailTo(ctx, student.email);
    const subjects = mail.map((m) => m.subject);
    expect(subjects).toContain('We received your scholarship application');
    expect(subjects).toContain('Your scholarship application was accepted');
    const invitation = mail.find(
      (m) => m.subject === 'Interview scheduled for your scholarship application',
    )!;
    expect(invitation.text).toContain('Location: HR Office, Room 101');
    expect(invitation.text).toContain(
      'Please arrive 15 minutes early. The interview lasts about 30-45 minutes.',
    );
    const [calendar] = invitation.attachments;
    expect(calendar!.contentType).toMatch(/^text\/calendar/);
    const ics = Buffer.from(calendar!.content, 'base64').toString('utf8');
    const start = zonedToUtc(interviewDate, '09:30', ctx.config.timeZone)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace('.000', '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toContain('LOCATION:HR Office\\, Room 101');
    expect(ics).toContain(`UID:interview-${id}@`);
    expect(ics).toMatch(/END:VCALENDAR\r\n$/);
  });

  describe('interview scheduling (A§5)', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['no location', { interviewTime: '09:00', interviewLocation: '' }, FIELDS_REQUIRED],
      ['no time', { interviewTime: undefined, interviewLocation: 'HR' }, FIELDS_REQUIRED],
      ['18:00', { interviewTime: '18:00', interviewLocation: 'HR' }, OUT_OF_HOURS],
      ['17:01', { interviewTime: '17:01', interviewLocation: 'HR' }, OUT_OF_HOURS],
      ['07:59', { interviewTime: '07:59', interviewLocation: 'HR' }, OUT_OF_HOURS],
      [
        '9am',
        { interviewTime: '9am', interviewLocation: 'HR' },
        'Invalid interview time. Please choose a time between 08:00 and 17:00.',
      ],
    ];

    it.each(cases)('rejects %s', async (_what, fields, message) => {
      const { id } = await submitted();
      await sut.openReview(hr, id);

      const refused = await refusalOf(scheduling(id, { interviewDate: day(1), ...fields }));

      expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', message });
    });

    it('rejects a date before today and accepts 08:00 and 17:00 today', async () => {
      const { id } = await submitted();
      await sut.openReview(hr, id);
      const slot = { interviewLocation: 'HR' };

      const past = await refusalOf(
        scheduling(id, { ...slot, interviewDate: day(-1), interviewTime: '10:00' }),
      );
      const opening = await scheduling(id, {
        ...slot,
        interviewDate: day(0),
        interviewTime: '08:00',
      });
      const closing = await scheduling(id, {
        ...slot,
        interviewDate: day(0),
        interviewTime: '17:00',
      });

      expect(past.message).toBe('Interview date cannot be in the past.');
      expect(opening.interviewTime).toBe('08:00');
      expect(closing.interviewTime).toBe('17:00');
    });

    it('clears the interview fields when the application moves on', async () => {
      const { id } = await submitted();
      await sut.openReview(hr, id);
      await scheduling(id, {
        interviewDate: day(2),
        interviewTime: '10:00',
        interviewLocation: 'HR',
        interviewNotes: 'x',
      });

      const held = await sut.updateStatus(hr, { id, status: 'on_hold' });

      expect(held).toMatchObject({
        status: 'on_hold',
        interviewDate: null,
        interviewTime: null,
        interviewLocation: null,
        interviewNotes: null,
      });
    });
  });

  it('refuses moves the table does not allow, and any move from a final status', async () => {
    const { id } = await submitted();

    const skip = await refusalOf(sut.updateStatus(hr, { id, status: 'accepted' }));
    await sut.updateStatus(hr, { id, status: 'rejected', hrComments: 'Incomplete documents' });
    const reopen = await refusalOf(sut.updateStatus(hr, { id, status: 'under_review' }));

    expect(skip).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'An application that is pending cannot be moved to accepted.',
    });
    expect(reopen.message).toBe('An application that is rejected cannot be moved to under_review.');
  });

  it('mails the applicant when rejected, with HR comments', async () => {
    const { student, id } = await submitted();

    await sut.updateStatus(hr, {
      id,
      status: 'rejected',
      hrComments: 'Slots are filled for this term',
    });

    const mail = (await mailTo(ctx, student.email)).find(
      (m) => m.subject === 'Update on your scholarship application',
    );
    expect(mail?.text).toContain('Comments from HR: Slots are filled for this term');
  });

  it('lets exactly one of 20 concurrent decisions on the same version win', async () => {
    const { id } = await submitted();
    const staff = await Promise.all(
      Array.from({ length: 4 }, (_, i) => createUser(ctx, { role: i % 2 ? 'hr' : 'office' })),
    );

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        sut.updateStatus(staff[i % staff.length]!, {
          id,
          status: i % 2 ? 'under_review' : 'on_hold',
          expectedVersion: 1,
        }),
      ),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const codes = results.map((result) =>
      result.status === 'rejected' ? (result.reason as { code?: string }).code : 'won',
    );
    expect(codes.filter((code) => code === 'CONFLICT')).toHaveLength(19);
    const events = await ctx.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events).toHaveLength(2); // the submission and the one decision
  });

  it('answers CONFLICT for a decision made on an old version', async () => {
    const { id } = await submitted();
    await sut.openReview(hr, id);

    const refused = await refusalOf(
      sut.updateStatus(hr, { id, status: 'on_hold', expectedVersion: 1 }),
    );

    expect(refused).toEqual({ code: 'CONFLICT', message: CHANGED_MEANWHILE });
  });

  it('previews the interview invitation for staff', async () => {
    const { id } = await submitted();
    const office = await createUser(ctx, { role: 'office' });

    const preview = await sut.previewInterviewMail(office, {
      applicationId: id,
      interviewDate: '2030-01-15',
      interviewTime: '13:00',
      interviewLocation: 'Library <b>',
    });

    expect(preview.subject).toBe('Interview scheduled for your scholarship application');
    expect(preview.text).toContain('Date: Tuesday, January 15, 2030');
    expect(preview.text).toContain('Location: Library <b>');
  });

  /**
   * Office scoping of decisions (A§6, ARCHITECTURE §6): office staff pass
   * applicants into training at their own office only, and an application in
   * training at another office is "not found" to them.
   */
  describe('office scoping', () => {
    /** An application moved by HR to interview_scheduled. */
    async function interviewed() {
      const { student, id } = await submitted();
      await moveApplication(ctx, hr, id, ['under_review', 'interview_scheduled']);
      return { student, id };
    }

    const trainingOffice = async (applicationId: string) =>
      (
        await ctx.database.db
          .select({ officeId: scholars.officeId })
          .from(scholars)
          .where(eq(scholars.applicationId, applicationId))
      ).map((row) => row.officeId);

    const listed = async (viewer: User, search: string) =>
      (await sut.list(viewer, { search }, { page: 1, limit: 100 })).applications.map(
        (row) => row.id,
      );

    it('lets office staff pass an applicant into training only at their own office', async () => {
      const { id } = await interviewed();

      const elsewhere = await refusalOf(
        sut.updateStatus(registrarStaff, { id, status: 'passed_interview', officeId: library.id }),
      );
      expect(elsewhere).toEqual({
        code: 'BAD_USER_INPUT',
        message: OWN_OFFICE_ONLY,
        fields: { officeId: OWN_OFFICE_ONLY },
      });
      expect(await trainingOffice(id)).toEqual([]);

      // The right side: their own office.
      const own = await sut.updateStatus(registrarStaff, {
        id,
        status: 'passed_interview',
        officeId: registrar.id,
      });
      expect(own.status).toBe('passed_interview');
      expect(await trainingOffice(id)).toEqual([registrar.id]);
    });

    it('lets an office account without an office pass no one into training', async () => {
      const { id } = await interviewed();
      const unassigned = await createUser(ctx, { role: 'office' });

      const refused = await refusalOf(
        sut.updateStatus(unassigned, { id, status: 'passed_interview', officeId: library.id }),
      );

      expect(refused.fields).toEqual({ officeId: OWN_OFFICE_ONLY });
    });

    it("hides another office's trainee's application from reads, lists and decisions", async () => {
      const trainee = await newTrainee(ctx, hr, library.id);
      const id = trainee.applicationId;
      const slot = {
        interviewDate: '2030-01-15',
        interviewTime: '13:00',
        interviewLocation: 'Library',
      };

      // The wrong side: Registrar staff on the Library's trainee.
      expect(await refusalOf(sut.get(registrarStaff, id))).toMatchObject({ code: 'NOT_FOUND' });
      expect(await listed(registrarStaff, trainee.user.email)).toEqual([]);
      for (const status of ['on_hold', 'rejected'] as const)
        expect(await refusalOf(sut.updateStatus(registrarStaff, { id, status }))).toMatchObject({
          code: 'NOT_FOUND',
        });
      expect(
        await refusalOf(sut.previewInterviewMail(registrarStaff, { applicationId: id, ...slot })),
      ).toMatchObject({ code: 'NOT_FOUND' });

      // The right side: the Library's staff, and HR.
      expect(await sut.get(libraryStaff, id)).toMatchObject({ id, status: 'passed_interview' });
      expect(await listed(libraryStaff, trainee.user.email)).toEqual([id]);
      expect((await sut.get(hr, id)).id).toBe(id);
      expect((await sut.updateStatus(libraryStaff, { id, status: 'on_hold' })).status).toBe(
        'on_hold',
      );

      // Still the Library's while on hold: the deployment decides, not the status.
      expect(await refusalOf(sut.get(registrarStaff, id))).toMatchObject({ code: 'NOT_FOUND' });
    });

    it("keeps an accepted scholar's application the office's own", async () => {
      const trainee = await newTrainee(ctx, hr, library.id);
      const id = trainee.applicationId;
      await moveApplication(ctx, hr, id, ['hours_completed', 'accepted']);

      expect(await refusalOf(sut.get(registrarStaff, id))).toMatchObject({ code: 'NOT_FOUND' });
      expect((await sut.get(libraryStaff, id)).status).toBe('accepted');
    });

    it('leaves applications not in training open to every office', async () => {
      const { student, id } = await interviewed();

      expect((await sut.get(registrarStaff, id)).id).toBe(id);
      expect(await listed(libraryStaff, student.email)).toEqual([id]);
    });
  });
});
