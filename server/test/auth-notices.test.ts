import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appWithSmtp } from './support/app-with-smtp.js';
import { createUser, DEFAULT_PASSWORD, signIn, signedInClient } from './support/factories.js';
import { codeOf, deliverMail, lastMailTo } from './support/mail-helpers.js';
import type { TestSmtpServer } from './support/smtp-server.js';
import type { TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const NOTICES = `{ notifications(limit: 10, skip: 0) { items { type title message link } } }`;
// en-US long date, short time: "June 5, 2026 at 3:04 PM" (ICU may put a narrow space before PM).
const LONG_DATE_TIME = String.raw`[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M`;

let n = 0;
const freshEmail = () => `notices${++n}@example.edu`;

interface Notice {
  type: string;
  title: string;
  message: string;
  link: string | null;
}

/** The in-app notices that account flows leave: same texts and links on every flow. */
describe('account notices', () => {
  let sut: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sut, smtp, close } = await appWithSmtp());
  });
  afterAll(() => close());

  /** The signed-in user's notices, newest first. */
  async function noticesOf(client: TestClient): Promise<Notice[]> {
    const res = await client.graphql<{ notifications: { items: Notice[] } }>(NOTICES);
    expect(res.errors).toBeUndefined();
    return res.data!.notifications.items;
  }

  async function mailedCode(email: string, subject: string): Promise<string> {
    await deliverMail(sut);
    return codeOf(lastMailTo(smtp, email, subject).links[0]);
  }

  it('welcomes a student who signs up', async () => {
    const email = freshEmail();
    const password = 'secret12';
    const res = await sut.client().post('/api/auth/signup', {
      firstname: 'Ana',
      lastname: 'Cruz',
      email,
      password,
      confirm_password: password,
    });
    expect(res.status).toBe(201);
    const client = sut.client();
    await signIn(client, { email, password });

    expect(await noticesOf(client)).toEqual([
      {
        type: 'info',
        title: `Welcome to ${sut.config.product.shortName}`,
        message:
          'Please verify your email address to use every feature, then apply for a scholarship.',
        link: '/application',
      },
    ]);
  });

  it('tells a user their address is verified', async () => {
    const user = await createUser(sut, { verified: false });
    await sut.client().post('/api/auth/email/resend', { email: user.email });
    const code = await mailedCode(user.email, 'Verify your email address');
    expect((await sut.client().get(`/api/auth/email/verify/${code}`)).status).toBe(200);
    const client = sut.client();
    await signIn(client, user);

    expect(await noticesOf(client)).toEqual([
      {
        type: 'success',
        title: 'Email verified',
        message: `Your email address ${user.email} is verified.`,
        link: null,
      },
    ]);
  });

  it('tells a user their new address is in use once they confirm it', async () => {
    const { user, client } = await signedInClient(sut);
    const newEmail = freshEmail();
    expect((await client.post('/api/auth/email/change', { newEmail })).status).toBe(200);
    expect(await noticesOf(client)).toEqual([]);
    const code = await mailedCode(newEmail, 'Confirm your new email address');
    expect((await sut.client().get(`/api/auth/email/verify/${code}`)).status).toBe(200);
    const again = sut.client();
    await signIn(again, { email: newEmail, password: user.password });

    expect(await noticesOf(again)).toEqual([
      {
        type: 'success',
        title: 'Email address changed',
        message: `Your account now uses ${newEmail}.`,
        link: '/profile',
      },
    ]);
  });

  const passwordChanged = {
    type: 'warning',
    title: 'Password changed',
    message: expect.stringMatching(
      new RegExp(
        `^Your password was changed on ${LONG_DATE_TIME}\\. If this was not you, reset it at once\\.$`,
      ),
    ),
    link: '/profile',
  };

  it('warns a user whose password was changed', async () => {
    const { user, client } = await signedInClient(sut);
    const newPassword = 'Fresh#Pass9';
    const res = await client.post('/api/auth/password/change', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword,
    });
    expect(res.status).toBe(200);
    const again = sut.client();
    await signIn(again, { email: user.email, password: newPassword });

    expect(await noticesOf(again)).toEqual([passwordChanged]);
  });

  it('warns a user whose password was reset from a link', async () => {
    const user = await createUser(sut);
    await sut.client().post('/api/auth/password/forgot', { email: user.email });
    const code = await mailedCode(user.email, 'Reset your password');
    const newPassword = 'Fresh#Pass9';
    const res = await sut
      .client()
      .post('/api/auth/password/reset', { verificationCode: code, password: newPassword });
    expect(res.status).toBe(200);
    const client = sut.client();
    await signIn(client, { email: user.email, password: newPassword });

    expect(await noticesOf(client)).toEqual([passwordChanged]);
  });
});
