import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NewUser } from '../src/modules/users/users.table.js';
import { appWithSmtp } from './support/app-with-smtp.js';
import { createUser, DEFAULT_PASSWORD, signIn, signedInClient } from './support/factories.js';
import { codeOf, deliverMail, lastMailTo } from './support/mail-helpers.js';
import { ageCodes, expireCodes } from './support/one-time-codes.js';
import type { TestSmtpServer } from './support/smtp-server.js';
import type { TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const VERIFY = `mutation($code: String!) { verifyEmail(code: $code) { redirectUrl message } }`;
const RESEND = `mutation($input: EmailInput!) { resendVerification(input: $input) { message } }`;
const CHANGE_EMAIL = `mutation($input: ChangeEmailInput!) { changeEmail(input: $input) { message } }`;
const CANCEL = `mutation { cancelEmailChange { message } }`;
const ME = `{ me { email pendingEmail verified } }`;

const VERIFY_SUBJECT = 'Verify your email address';
const CHANGE_SUBJECT = 'Confirm your new email address';
const INVALID_LINK = 'The link is either invalid or has expired.';
const WAIT = 'Please wait 5 minutes before requesting another email change';

let n = 0;
const freshEmail = () => `address${++n}@example.edu`;

describe('e-mail flows', () => {
  let sut: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sut, smtp, close } = await appWithSmtp());
  });
  afterAll(() => close());

  /** An unverified account and the code of a fresh verification link for it. */
  async function unverifiedUser(overrides: Partial<NewUser> = {}) {
    const user = await createUser(sut, { verified: false, ...overrides });
    return { user, code: await verificationCodeFor(user.email) };
  }

  async function verificationCodeFor(email: string): Promise<string> {
    const res = await sut.client().post('/api/auth/email/resend', { email });
    expect(res.status).toBe(200);
    await deliverMail(sut);
    return codeOf(lastMailTo(smtp, email, VERIFY_SUBJECT).links[0]);
  }

  /** Starts an e-mail change over REST and returns the code of the link mailed to the new address. */
  async function startEmailChange(client: TestClient, newEmail: string): Promise<string> {
    const res = await client.post('/api/auth/email/change', { newEmail });
    expect(res.status).toBe(200);
    await deliverMail(sut);
    return codeOf(lastMailTo(smtp, newEmail, CHANGE_SUBJECT).links[0]);
  }

  async function currentUser(client: TestClient) {
    const res = await client.get('/api/user');
    expect(res.status).toBe(200);
    return res.body.user as { email: string; pendingEmail: string | null; verified: boolean };
  }

  async function expectInvalidLink(code: string) {
    const rest = await sut.client().get(`/api/auth/email/verify/${code}`);
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ message: INVALID_LINK, code: 'BAD_USER_INPUT' });
    const gql = await sut.client().graphql(VERIFY, { code });
    expect(gql.errors?.[0]).toMatchObject({
      message: INVALID_LINK,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }

  describe('verifyEmail', () => {
    it('verifies over REST and answers the role home', async () => {
      const { user, code } = await unverifiedUser();
      const res = await sut.client().get(`/api/auth/email/verify/${code}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        redirectUrl: '/student-dashboard',
        message: 'Email verified successfully!',
      });
      const client = sut.client();
      await signIn(client, user);
      expect((await client.graphql(ME)).data?.me).toMatchObject({ verified: true });
    });

    it.each([
      ['office', '/office-dashboard'],
      ['hr', '/hr-dashboard'],
    ] as const)('verifies an %s user over GraphQL and answers %s', async (role, home) => {
      const { user, code } = await unverifiedUser({ role });
      const res = await sut.client().graphql(VERIFY, { code });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({
        verifyEmail: { redirectUrl: home, message: 'Email verified successfully!' },
      });
      const client = sut.client();
      await signIn(client, user);
      expect(await currentUser(client)).toMatchObject({ verified: true });
    });

    it('rejects a used link', async () => {
      const { code } = await unverifiedUser();
      expect((await sut.client().get(`/api/auth/email/verify/${code}`)).status).toBe(200);
      await expectInvalidLink(code);
    });

    it('rejects an expired link and leaves the account unverified', async () => {
      const { user, code } = await unverifiedUser();
      await expireCodes(sut, user.id, 'verify_email');
      await expectInvalidLink(code);
      const client = sut.client();
      await signIn(client, user);
      expect(await currentUser(client)).toMatchObject({ verified: false });
    });

    it.each([
      ['an unknown well-formed code', 'B'.repeat(43)],
      ['a malformed code', 'not-a-code'],
    ])('rejects %s', async (_, code) => {
      await expectInvalidLink(code);
    });
  });

  describe('resendVerification', () => {
    it('answers the same for unknown, verified and unverified addresses on both transports', async () => {
      const unverified = await createUser(sut, { verified: false });
      const verified = await createUser(sut);
      const addresses = [unverified.email, verified.email, freshEmail()];

      const rest = await Promise.all(
        addresses.map((email) => sut.client().post('/api/auth/email/resend', { email })),
      );
      for (const res of rest) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual(rest[0]!.body);
      }
      const gql = await Promise.all(
        addresses.map((email) => sut.client().graphql(RESEND, { input: { email } })),
      );
      expect(gql[0]!.errors).toBeUndefined();
      for (const res of gql) expect(res).toEqual(gql[0]);
    });

    it('mails only the unverified account', async () => {
      const unverified = await createUser(sut, { verified: false });
      const verified = await createUser(sut);
      const unknown = freshEmail();
      for (const email of [unverified.email, verified.email, unknown]) {
        await sut.client().graphql(RESEND, { input: { email } });
      }
      await deliverMail(sut);
      expect(smtp.to(unverified.email).map((m) => m.subject)).toEqual([VERIFY_SUBJECT]);
      expect(smtp.to(verified.email)).toEqual([]);
      expect(smtp.to(unknown)).toEqual([]);
    });

    it('voids the previous verification link when a new one is sent', async () => {
      const { user, code: first } = await unverifiedUser();
      const second = await verificationCodeFor(user.email);
      expect(second).not.toBe(first);
      await expectInvalidLink(first);
      expect((await sut.client().get(`/api/auth/email/verify/${second}`)).status).toBe(200);
    });
  });

  describe('changeEmail', () => {
    it.each([
      ['an empty address', '', 'Email is required'],
      ['a malformed address', 'not-an-email', 'Invalid email address'],
    ])('rejects %s on both transports', async (_, newEmail, message) => {
      const { client } = await signedInClient(sut);
      const rest = await client.post('/api/auth/email/change', { newEmail });
      expect(rest.status).toBe(400);
      expect(rest.body).toEqual({ message, code: 'BAD_USER_INPUT', fields: { newEmail: message } });
      const gql = await client.graphql(CHANGE_EMAIL, { input: { newEmail } });
      expect(gql.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { newEmail: message } },
      });
    });

    it('rejects the current address in any case on both transports', async () => {
      const { user, client } = await signedInClient(sut);
      const message = 'New email must be different from current email';
      const rest = await client.post('/api/auth/email/change', {
        newEmail: user.email.toUpperCase(),
      });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message, code: 'BAD_USER_INPUT' });
      const gql = await client.graphql(CHANGE_EMAIL, { input: { newEmail: user.email } });
      expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await currentUser(client)).toMatchObject({ pendingEmail: null });
    });

    it("rejects another user's address with 409 / CONFLICT", async () => {
      const { client } = await signedInClient(sut);
      const other = await createUser(sut);
      const rest = await client.post('/api/auth/email/change', {
        newEmail: other.email.toUpperCase(),
      });
      expect(rest.status).toBe(409);
      expect(rest.body).toEqual({ message: 'Email is already in use', code: 'CONFLICT' });
      const gql = await client.graphql(CHANGE_EMAIL, { input: { newEmail: other.email } });
      expect(gql.errors?.[0]).toMatchObject({
        message: 'Email is already in use',
        extensions: { code: 'CONFLICT' },
      });
      expect(await currentUser(client)).toMatchObject({ pendingEmail: null });
    });

    it('sets the pending address and mails the new address only', async () => {
      const { user, client } = await signedInClient(sut);
      const newEmail = freshEmail();
      const res = await client.post('/api/auth/email/change', { newEmail });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Verification email sent to your new email address!' });
      expect(await currentUser(client)).toMatchObject({
        email: user.email,
        pendingEmail: newEmail,
      });

      await deliverMail(sut);
      expect(smtp.to(newEmail).map((m) => m.subject)).toEqual([CHANGE_SUBJECT]);
      expect(smtp.to(user.email)).toEqual([]);
    });

    it('starts a change over GraphQL', async () => {
      const { client } = await signedInClient(sut);
      const newEmail = freshEmail();
      const res = await client.graphql(CHANGE_EMAIL, {
        input: { newEmail: ` ${newEmail.toUpperCase()} ` },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({
        changeEmail: { message: 'Verification email sent to your new email address!' },
      });
      expect((await client.graphql(ME)).data?.me).toMatchObject({ pendingEmail: newEmail });
    });

    it('swaps the address and marks it verified when the new one is confirmed', async () => {
      const { user, client } = await signedInClient(sut, { verified: false });
      const newEmail = freshEmail();
      const code = await startEmailChange(client, newEmail);

      const res = await sut.client().get(`/api/auth/email/verify/${code}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        redirectUrl: '/student-dashboard',
        message: 'Email verified successfully!',
      });
      expect(await currentUser(client)).toMatchObject({
        email: newEmail,
        pendingEmail: null,
        verified: true,
      });
      const withNew = await sut
        .client()
        .post('/api/auth/signin', { email: newEmail, password: DEFAULT_PASSWORD });
      expect(withNew.status).toBe(200);
      const withOld = await sut
        .client()
        .post('/api/auth/signin', { email: user.email, password: DEFAULT_PASSWORD });
      expect(withOld.status).toBe(401);
    });

    it('refuses the link when the new address was taken in the meantime', async () => {
      const { user, client } = await signedInClient(sut);
      const newEmail = freshEmail();
      const code = await startEmailChange(client, newEmail);
      await createUser(sut, { email: newEmail });

      const res = await sut.client().get(`/api/auth/email/verify/${code}`);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: 'Email is already in use', code: 'CONFLICT' });
      expect(await currentUser(client)).toMatchObject({ email: user.email });
    });

    it('answers 429 to a second request within 5 minutes on both transports', async () => {
      const { client } = await signedInClient(sut);
      await startEmailChange(client, freshEmail());

      const rest = await client.post('/api/auth/email/change', { newEmail: freshEmail() });
      expect(rest.status).toBe(429);
      expect(rest.body).toEqual({ message: WAIT, code: 'RATE_LIMITED' });
      const gql = await client.graphql(CHANGE_EMAIL, { input: { newEmail: freshEmail() } });
      expect(gql.errors?.[0]).toMatchObject({
        message: WAIT,
        extensions: { code: 'RATE_LIMITED' },
      });
    });

    it('lets only one of several concurrent requests through', async () => {
      const { client } = await signedInClient(sut);
      const addresses = [freshEmail(), freshEmail(), freshEmail()];
      const res = await Promise.all(
        addresses.map((newEmail) => client.post('/api/auth/email/change', { newEmail })),
      );
      expect(res.map((r) => r.status).sort()).toEqual([200, 429, 429]);
      await deliverMail(sut);
      expect(addresses.flatMap((address) => smtp.to(address))).toHaveLength(1);
    });

    it('allows a new request once 5 minutes have passed, and only its link works', async () => {
      const { user, client } = await signedInClient(sut);
      const firstCode = await startEmailChange(client, freshEmail());
      await ageCodes(sut, user.id, 'change_email', 6 * 60_000);

      const secondEmail = freshEmail();
      const secondCode = await startEmailChange(client, secondEmail);
      expect(await currentUser(client)).toMatchObject({ pendingEmail: secondEmail });
      await expectInvalidLink(firstCode);
      expect((await sut.client().get(`/api/auth/email/verify/${secondCode}`)).status).toBe(200);
      expect(await currentUser(client)).toMatchObject({ email: secondEmail });
    });

    it('requires a signed-in user', async () => {
      const rest = await sut.client().post('/api/auth/email/change', { newEmail: freshEmail() });
      expect(rest.status).toBe(401);
      expect(rest.body.code).toBe('UNAUTHENTICATED');
      const gql = await sut.client().graphql(CHANGE_EMAIL, { input: { newEmail: freshEmail() } });
      expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('cancelEmailChange', () => {
    it('clears the pending address over REST and voids its link', async () => {
      const { user, client } = await signedInClient(sut);
      const code = await startEmailChange(client, freshEmail());

      const res = await client.delete('/api/auth/email/cancel');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Email change cancelled successfully!' });
      expect(await currentUser(client)).toMatchObject({ email: user.email, pendingEmail: null });
      await expectInvalidLink(code);
      expect(await currentUser(client)).toMatchObject({ email: user.email });
    });

    it('clears the pending address over GraphQL and voids its link', async () => {
      const { user, client } = await signedInClient(sut);
      const code = await startEmailChange(client, freshEmail());

      const res = await client.graphql(CANCEL);
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({
        cancelEmailChange: { message: 'Email change cancelled successfully!' },
      });
      expect((await client.graphql(ME)).data?.me).toMatchObject({
        email: user.email,
        pendingEmail: null,
      });
      await expectInvalidLink(code);
    });

    it('answers 400 when no change is pending on both transports', async () => {
      const { client } = await signedInClient(sut);
      const rest = await client.delete('/api/auth/email/cancel');
      expect(rest.status).toBe(400);
      expect(rest.body.code).toBe('BAD_USER_INPUT');
      const gql = await client.graphql(CANCEL);
      expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('requires a signed-in user', async () => {
      const rest = await sut.client().delete('/api/auth/email/cancel');
      expect(rest.status).toBe(401);
      const gql = await sut.client().graphql(CANCEL);
      expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
