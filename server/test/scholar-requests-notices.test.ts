import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ScholarRequestNotices } from '../src/modules/scholar-requests/scholar-request-notices.js';
import { appWithSmtp } from './support/app-with-smtp.js';
import { signedInClient } from './support/factories.js';
import { deliverMail, lastMailTo } from './support/mail-helpers.js';
import {
  answerRequest,
  createOffice,
  createRequest,
  officeStaff,
} from './support/scholar-requests.js';
import type { TestSmtpServer } from './support/smtp-server.js';
import { subscribe } from './support/subscriptions.js';
import type { TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const NOTIFIED = 'subscription { notificationAdded { title message link } }';

interface Notice {
  title: string;
  message: string;
  link: string;
}

// Who hears of a scholar request: HR of new ones and withdrawals, the office of HR's answers
// (live and by mail through the real SMTP server), and no other office.
describe(ScholarRequestNotices.name, () => {
  let sut: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  let hr: TestClient;
  let officeId: string;
  let staff: TestClient;

  beforeAll(async () => {
    ({ sut, smtp, close } = await appWithSmtp());
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
    officeId = (await createOffice(sut, 'Library')).id;
    ({ client: staff } = await officeStaff(sut, officeId, { firstname: 'Lourdes' }));
  });
  afterAll(() => close());

  it('tells HR live of a new request, and the asker’s co-workers', async () => {
    const { client: watcher } = await signedInClient(sut, { role: 'hr' });
    const { client: coworker } = await officeStaff(sut, officeId);
    const hrHears = await subscribe<Notice>(
      sut.url,
      watcher,
      NOTIFIED,
      (d) => d.notificationAdded as Notice,
    );
    const coworkerHears = await subscribe<Notice>(
      sut.url,
      coworker,
      NOTIFIED,
      (d) => d.notificationAdded as Notice,
    );
    try {
      const heard = hrHears.next();
      const told = coworkerHears.next();
      await createRequest(staff, { total: 3, male: 2, female: 1 });
      expect(await heard).toEqual({
        title: 'New Scholar Request',
        message: 'The Library asks for 3 scholars (2 male, 1 female, Student Assistant).',
        link: '/hr/requests',
      });
      expect(await told).toEqual({
        title: 'Scholar Request Sent',
        message: 'Lourdes Staff asked HR for 3 scholars (2 male, 1 female, Student Assistant).',
        link: '/office/requests',
      });
    } finally {
      await hrHears.dispose();
      await coworkerHears.dispose();
    }
  });

  it('tells every staff member of the office live and by mail when HR answers, and no one else', async () => {
    const office = await createOffice(sut, 'IT Office');
    const first = await officeStaff(sut, office.id, { firstname: 'Ivan' });
    const second = await officeStaff(sut, office.id, { firstname: 'Irene' });
    const elsewhere = await officeStaff(sut, officeId);
    const request = await createRequest(first.client, { total: 1, male: 0, female: 1 });
    const live = await Promise.all(
      [first, second, elsewhere].map(({ client }) =>
        subscribe<Notice>(sut.url, client, NOTIFIED, (d) => d.notificationAdded as Notice),
      ),
    );
    try {
      const heard = live.slice(0, 2).map((subscription) => subscription.next());
      await answerRequest(hr, {
        id: request.id,
        status: 'declined',
        answer: 'No female Student Assistants are free this term.',
      });
      for (const notice of await Promise.all(heard))
        expect(notice).toEqual({
          title: 'Scholar Request Declined',
          message:
            'HR marked your request for 1 scholar declined. No female Student Assistants are free this term.',
          link: '/office/requests',
        });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(live[2]!.received).toEqual([]);
    } finally {
      await Promise.all(live.map((subscription) => subscription.dispose()));
    }

    await deliverMail(sut);
    for (const { user } of [first, second]) {
      const mail = lastMailTo(smtp, user.email, 'Your scholar request was declined');
      expect(mail.text).toContain(`Hello ${user.firstname},`);
      expect(mail.text).toContain('The IT Office asked for 1 scholar (0 male, 1 female');
      expect(mail.text).toContain("HR's answer: No female Student Assistants are free this term.");
      expect(mail.links).toContain(`${sut.config.publicUrl}/office/requests`);
    }
    expect(smtp.to(elsewhere.user.email).map((mail) => mail.subject)).not.toContain(
      'Your scholar request was declined',
    );
  });

  it('tells HR when the office withdraws a request', async () => {
    const request = await createRequest(staff, { total: 2 });
    const { client: watcher } = await signedInClient(sut, { role: 'hr' });
    const hrHears = await subscribe<Notice>(
      sut.url,
      watcher,
      NOTIFIED,
      (d) => d.notificationAdded as Notice,
    );
    try {
      const heard = hrHears.next();
      const res = await staff.post(`/api/scholar-requests/${request.id}/cancel`, {});
      expect(res.status).toBe(200);
      expect(await heard).toEqual({
        title: 'Scholar Request Withdrawn',
        message: 'The Library withdrew its request for 2 scholars.',
        link: '/hr/requests',
      });
    } finally {
      await hrHears.dispose();
    }
  });
});
