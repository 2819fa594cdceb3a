// The pipeline's transport: the decisions' GraphQL answers and errors, and the interview invitation
// as mailed. Its rules (transitions, interview slots, races, history, notices and mail, office
// scoping) are checked on the services in test/medium/applications-decisions.test.ts; the REST
// status update in applications-access.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CHANGED_MEANWHILE,
  OWN_OFFICE_ONLY,
  ApplicationsService,
} from '../src/modules/applications/applications.service.js';
import { appWithSmtp } from './support/app-with-smtp.js';
import { submitRest } from './support/applications.js';
import { dayFromToday } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { deliverMail, lastMailTo, mimePartOf } from './support/mail-helpers.js';
import { createOffice, moveApplication } from './support/scholars.js';
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
const PREVIEW = `query P($input: InterviewPreviewInput!) { interviewMailPreview(input: $input) { subject text } }`;

describe(`${ApplicationsService.name} pipeline over GraphQL and REST`, () => {
  let sut: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  let hr: TestClient;
  beforeAll(async () => {
    ({ sut, smtp, close } = await appWithSmtp());
    hr = (await signedInClient(sut, { role: 'hr', firstname: 'Helen', lastname: 'Reyes' })).client;
  });
  afterAll(() => close());

  async function submitted() {
    const student = await signedInClient(sut);
    const res = await submitRest(student.client);
    if (res.status !== 201) throw new Error(`submit failed: ${JSON.stringify(res.body)}`);
    return { ...student, id: res.body.application.id as string };
  }

  const update = (staff: TestClient, input: Record<string, unknown>) =>
    staff.graphql<{ updateApplicationStatus: Record<string, unknown> }>(UPDATE, { input });

  it('answers each decision with the application, its next statuses and its history', async () => {
    const { id } = await submitted();
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
      hrComments: 'Strong application',
      expectedVersion: 2,
    });
    expect(scheduled.data!.updateApplicationStatus).toEqual({
      id,
      status: 'interview_scheduled',
      version: 3,
      hrComments: 'Strong application',
      interviewDate,
      interviewTime: '09:30',
      interviewLocation: 'HR Office, Room 101',
      interviewNotes: 'Bring your ID',
      allowedNextStatuses: [
        'interview_scheduled',
        'passed_interview',
        'failed_interview',
        'on_hold',
        'rejected',
      ],
    });
    const held = await update(hr, { id, status: 'on_hold' });
    expect(held.data!.updateApplicationStatus).toMatchObject({
      status: 'on_hold',
      interviewDate: null,
      allowedNextStatuses: ['on_hold', 'under_review', 'interview_scheduled', 'rejected'],
    });

    const history = await hr.graphql<{ application: { history: unknown[] } }>(HISTORY, { id });
    expect(history.data!.application.history.at(-1)).toEqual({
      fromStatus: 'interview_scheduled',
      toStatus: 'on_hold',
      comment: null,
      actorName: 'Helen Reyes',
    });
  });

  it('mails the interview invitation with the calendar entry as its text/calendar part', async () => {
    const { user, id } = await submitted();
    await moveApplication(hr, id, [{ status: 'under_review' }, { status: 'interview_scheduled' }]);

    await deliverMail(sut);

    const invitation = lastMailTo(
      smtp,
      user.email,
      'Interview scheduled for your scholarship application',
    );
    expect(invitation.text).toContain('Location: HR Office');
    const ics = mimePartOf(invitation.raw, 'text/calendar');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:interview-${id}@`);
    expect(ics).toMatch(/END:VCALENDAR\r\n$/);
  });

  it('answers a refused decision with BAD_USER_INPUT and its field on GraphQL, 400 over REST', async () => {
    const { id } = await submitted();
    await moveApplication(hr, id, [{ status: 'under_review' }, { status: 'interview_scheduled' }]);
    const [library, registrar] = [await createOffice(sut), await createOffice(sut)];
    const registrarStaff = (await signedInClient(sut, { role: 'office', officeId: registrar.id }))
      .client;
    const input = { id, status: 'passed_interview', officeId: library.id };

    const graphql = await update(registrarStaff, input);
    const rest = await registrarStaff.put(`/api/applications/${id}/status`, input);

    expect(graphql.errors?.[0]?.message).toBe(OWN_OFFICE_ONLY);
    expect(graphql.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { officeId: OWN_OFFICE_ONLY },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ officeId: OWN_OFFICE_ONLY });
  });

  it('answers CONFLICT for a decision made on an old version, 409 over REST', async () => {
    const { id } = await submitted();
    await hr.graphql(OPEN, { id });

    const graphql = await update(hr, { id, status: 'on_hold', expectedVersion: 1 });
    const rest = await hr.put(`/api/applications/${id}/status`, {
      status: 'on_hold',
      expectedVersion: 1,
    });

    expect(graphql.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(graphql.errors?.[0]?.message).toBe(CHANGED_MEANWHILE);
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(CHANGED_MEANWHILE);
  });

  it('previews the interview invitation for staff', async () => {
    const { id } = await submitted();
    const { client: office } = await signedInClient(sut, { role: 'office' });

    const res = await office.graphql<{ interviewMailPreview: { subject: string; text: string } }>(
      PREVIEW,
      {
        input: {
          applicationId: id,
          interviewDate: '2030-01-15',
          interviewTime: '13:00',
          interviewLocation: 'Library',
        },
      },
    );

    expect(res.data!.interviewMailPreview).toEqual({
      subject: 'Interview scheduled for your scholarship application',
      text: expect.stringContaining('Location: Library'),
    });
  });
});
