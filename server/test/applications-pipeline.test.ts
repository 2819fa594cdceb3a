import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asc, eq } from 'drizzle-orm';
import { ApplicationsService } from '../src/modules/applications/applications.service.js';
import { applicationEvents } from '../src/modules/applications/applications.table.js';
import { todayIn, zonedToUtc } from '../src/common/university-time.js';
import { appWithSmtp } from './support/app-with-smtp.js';
import { submitRest } from './support/applications.js';
import { createOffice } from './support/scholars.js';
import { signedInClient } from './support/factories.js';
import { deliverMail, lastMailTo, mimePartOf } from './support/mail-helpers.js';
import type { TestSmtpServer } from './support/smtp-server.js';
import type { TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const UPDATE = `mutation Update($input: UpdateApplicationStatusInput!) {
  updateApplicationStatus(input: $input) {
    id status version hrComments interviewDate interviewTime interviewLocation interviewNotes allowedNextStatuses
  }
}`;
const OPEN = `mutation Open($id: ID!) { openApplicationReview(id: $id) { status version } }`;
const HISTORY = `query History($id: ID!) {
  application(id: $id) { status history { fromStatus toStatus comment actorName } }
}`;
const NOTIFICATIONS = `{ notifications(limit: 50) { items { title type link } } }`;

/** A date `days` from today in the university's time zone. */
function dayFromToday(sut: TestApp, days: number): string {
  const today = new Date(`${todayIn(sut.config.timeZone)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

describe(`${ApplicationsService.name} pipeline`, () => {
  let sut: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sut, smtp, close } = await appWithSmtp());
  });
  afterAll(() => close());

  async function submitted() {
    const student = await signedInClient(sut);
    const res = await submitRest(student.client);
    if (res.status !== 201) throw new Error(`submit failed: ${JSON.stringify(res.body)}`);
    return { ...student, id: res.body.application.id as string };
  }

  async function update(staff: TestClient, input: Record<string, unknown>) {
    return staff.graphql<{ updateApplicationStatus: Record<string, unknown> }>(UPDATE, { input });
  }

  it('takes an application from pending to accepted with history, notifications and mail', async () => {
    const { client: studentClient, user: student, id } = await submitted();
    const { client: hr, user: hrUser } = await signedInClient(sut, {
      role: 'hr',
      firstname: 'Helen',
      lastname: 'Reyes',
    });
    const interviewDate = dayFromToday(sut, 3);

    expect((await hr.graphql(OPEN, { id })).data).toEqual({
      openApplicationReview: { status: 'under_review', version: 2 },
    });
    const scheduled = await update(hr, {
      id,
      status: 'interview_scheduled',
      interviewDate,
      interviewTime: '09:30',
      interviewLocation: 'HR Office, Room 101',
      interviewNotes: 'Bring your ID',
      expectedVersion: 2,
    });
    expect(scheduled.errors).toBeUndefined();
    const office = await createOffice(sut, 'Library');
    for (const status of ['passed_interview', 'hours_completed', 'accepted']) {
      const officeId = status === 'passed_interview' ? office.id : undefined;
      const res = await update(hr, { id, status, hrComments: `now ${status}`, officeId });
      expect(res.errors).toBeUndefined();
    }

    const history = await hr.graphql<{ application: { status: string; history: unknown[] } }>(
      HISTORY,
      { id },
    );
    expect(history.data!.application.status).toBe('accepted');
    expect(history.data!.application.history).toEqual([
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
    const trail = await sut.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(asc(applicationEvents.createdAt));
    expect(trail.map((event) => event.stayStartedAt)).toEqual([
      null,
      ...trail.slice(0, -1).map((event) => event.createdAt),
    ]);
    const notifications = await studentClient.graphql<{
      notifications: { items: Array<{ title: string }> };
    }>(NOTIFICATIONS);
    const titles = notifications.data!.notifications.items.map((n) => n.title).reverse();
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
    expect(hrUser.role).toBe('hr');

    await deliverMail(sut);
    lastMailTo(smtp, student.email, 'We received your scholarship application');
    lastMailTo(smtp, student.email, 'Your scholarship application was accepted');
    const invitation = lastMailTo(
      smtp,
      student.email,
      'Interview scheduled for your scholarship application',
    );
    expect(invitation.text).toContain('Location: HR Office, Room 101');
    expect(invitation.text).toContain(
      'Please arrive 15 minutes early. The interview lasts about 30-45 minutes.',
    );
    const ics = mimePartOf(invitation.raw, 'text/calendar');
    const start = zonedToUtc(interviewDate, '09:30', sut.config.timeZone)
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
      [
        'no location',
        { interviewTime: '09:00', interviewLocation: '' },
        'Please fill in all required interview scheduling fields (Date, Time, and Location).',
      ],
      [
        'no time',
        { interviewTime: undefined, interviewLocation: 'HR' },
        'Please fill in all required interview scheduling fields (Date, Time, and Location).',
      ],
      [
        '18:00',
        { interviewTime: '18:00', interviewLocation: 'HR' },
        'Interview time must be between 08:00 and 17:00.',
      ],
      [
        '17:01',
        { interviewTime: '17:01', interviewLocation: 'HR' },
        'Interview time must be between 08:00 and 17:00.',
      ],
      [
        '07:59',
        { interviewTime: '07:59', interviewLocation: 'HR' },
        'Interview time must be between 08:00 and 17:00.',
      ],
      [
        '9am',
        { interviewTime: '9am', interviewLocation: 'HR' },
        'Invalid interview time. Please choose a time between 08:00 and 17:00.',
      ],
    ];

    it.each(cases)('rejects %s', async (_what, fields, message) => {
      const { id } = await submitted();
      const { client: hr } = await signedInClient(sut, { role: 'hr' });
      await hr.graphql(OPEN, { id });

      const res = await update(hr, {
        id,
        status: 'interview_scheduled',
        interviewDate: dayFromToday(sut, 1),
        ...fields,
      });

      expect(res.errors?.[0]?.message).toBe(message);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('rejects a date before today and accepts 08:00 and 17:00 today', async () => {
      const { id } = await submitted();
      const { client: hr } = await signedInClient(sut, { role: 'hr' });
      await hr.graphql(OPEN, { id });
      const slot = { status: 'interview_scheduled', interviewLocation: 'HR' };

      const past = await update(hr, {
        id,
        ...slot,
        interviewDate: dayFromToday(sut, -1),
        interviewTime: '10:00',
      });
      const opening = await update(hr, {
        id,
        ...slot,
        interviewDate: dayFromToday(sut, 0),
        interviewTime: '08:00',
      });
      const closing = await update(hr, {
        id,
        ...slot,
        interviewDate: dayFromToday(sut, 0),
        interviewTime: '17:00',
      });

      expect(past.errors?.[0]?.message).toBe('Interview date cannot be in the past.');
      expect(opening.errors).toBeUndefined();
      expect(closing.errors).toBeUndefined();
    });

    it('clears the interview fields when the application moves on', async () => {
      const { id } = await submitted();
      const { client: hr } = await signedInClient(sut, { role: 'hr' });
      await hr.graphql(OPEN, { id });
      await update(hr, {
        id,
        status: 'interview_scheduled',
        interviewDate: dayFromToday(sut, 2),
        interviewTime: '10:00',
        interviewLocation: 'HR',
        interviewNotes: 'x',
      });

      const res = await update(hr, { id, status: 'on_hold' });

      expect(res.data!.updateApplicationStatus).toMatchObject({
        status: 'on_hold',
        interviewDate: null,
        interviewTime: null,
        interviewLocation: null,
        interviewNotes: null,
        allowedNextStatuses: ['on_hold', 'under_review', 'interview_scheduled', 'rejected'],
      });
    });
  });

  it('refuses moves the table does not allow, and any move from a final status', async () => {
    const { id } = await submitted();
    const { client: hr } = await signedInClient(sut, { role: 'hr' });

    const skip = await update(hr, { id, status: 'accepted' });
    await update(hr, { id, status: 'rejected', hrComments: 'Incomplete documents' });
    const reopen = await update(hr, { id, status: 'under_review' });

    expect(skip.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(skip.errors?.[0]?.message).toBe(
      'An application that is pending cannot be moved to accepted.',
    );
    expect(reopen.errors?.[0]?.message).toBe(
      'An application that is rejected cannot be moved to under_review.',
    );
  });

  it('mails the applicant when rejected, with HR comments', async () => {
    const { user, id } = await submitted();
    const { client: hr } = await signedInClient(sut, { role: 'hr' });

    await update(hr, { id, status: 'rejected', hrComments: 'Slots are filled for this term' });
    await deliverMail(sut);

    const mail = lastMailTo(smtp, user.email, 'Update on your scholarship application');
    expect(mail.text).toContain('Comments from HR: Slots are filled for this term');
  });

  it('lets exactly one of 20 concurrent decisions on the same version win', async () => {
    const { id } = await submitted();
    const staff = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signedInClient(sut, { role: i % 2 ? 'hr' : 'office' })),
    );

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        update(staff[i % staff.length]!.client, {
          id,
          status: i % 2 ? 'under_review' : 'on_hold',
          expectedVersion: 1,
        }),
      ),
    );

    const winners = results.filter((res) => !res.errors);
    expect(winners).toHaveLength(1);
    expect(results.filter((res) => res.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(
      19,
    );
    const events = await sut.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events).toHaveLength(2); // the submission and the one decision
  });

  it('answers CONFLICT for a decision made on an old version', async () => {
    const { id } = await submitted();
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    await hr.graphql(OPEN, { id });

    const res = await update(hr, { id, status: 'on_hold', expectedVersion: 1 });

    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toBe(
      'This application was changed by someone else in the meantime. Reload it and try again.',
    );
  });

  it('previews the interview invitation for staff', async () => {
    const { id } = await submitted();
    const { client: office } = await signedInClient(sut, { role: 'office' });

    const res = await office.graphql<{ interviewMailPreview: { subject: string; text: string } }>(
      `query P($input: InterviewPreviewInput!) { interviewMailPreview(input: $input) { subject text } }`,
      {
        input: {
          applicationId: id,
          interviewDate: '2030-01-15',
          interviewTime: '13:00',
          interviewLocation: 'Library <b>',
        },
      },
    );

    expect(res.data!.interviewMailPreview.subject).toBe(
      'Interview scheduled for your scholarship application',
    );
    expect(res.data!.interviewMailPreview.text).toContain('Date: Tuesday, January 15, 2030');
    expect(res.data!.interviewMailPreview.text).toContain('Location: Library <b>');
  });
});
