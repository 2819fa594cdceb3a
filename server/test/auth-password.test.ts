import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appWithSmtp } from './support/app-with-smtp.js';
import { createUser, DEFAULT_PASSWORD, signIn, signedInClient } from './support/factories.js';
import { codeOf, deliverMail, lastMailTo } from './support/mail-helpers.js';
import { expireCodes } from './support/one-time-codes.js';
import type { TestSmtpServer } from './support/smtp-server.js';
import type { TestApp } from './support/test-app.js';

const FORGOT = `mutation($input: EmailInput!) { forgotPassword(input: $input) { message } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
const VERIFY = `mutation($code: String!) { verifyEmail(code: $code) { redirectUrl } }`;

const NEW_PASSWORD = 'Fresh#Pass9';
const RESET_SUBJECT = 'Reset your password';
const CHANGED_SUBJECT = 'Your password was changed';
const INVALID_RESET = 'Invalid or expired reset link.';
const WEAK =
  'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character';

let n = 0;
const unknownEmail = () => `nobody${++n}@example.edu`;

describe('password flows', () => {
  let sut: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sut, smtp, close } = await appWithSmtp());
  });
  afterAll(() => close());

  /** Asks for a reset link for `email` over REST and returns the mailed link. */
  async function resetLinkFor(email: string): Promise<string> {
    const res = await sut.client().post('/api/auth/password/forgot', { email });
    expect(res.status).toBe(200);
    await deliverMail(sut);
    return lastMailTo(smtp, email, RESET_SUBJECT).links[0]!;
  }

  const resetCodeFor = async (email: string) => codeOf(await resetLinkFor(email));

  async function canSignIn(email: string, password: string): Promise<boolean> {
    const res = await sut.client().post('/api/auth/signin', { email, password });
    return res.status === 200;
  }

  describe('forgotPassword', () => {
    it('answers an existing and an unknown address identically over REST', async () => {
      const user = await createUser(sut);
      const known = await sut.client().post('/api/auth/password/forgot', { email: user.email });
      const unknown = await sut
        .client()
        .post('/api/auth/password/forgot', { email: unknownEmail() });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(known.body).toEqual({ message: expect.any(String) });
    });

    it('answers an existing and an unknown address identically over GraphQL', async () => {
      const user = await createUser(sut);
      const known = await sut.client().graphql(FORGOT, { input: { email: user.email } });
      const unknown = await sut.client().graphql(FORGOT, { input: { email: unknownEmail() } });
      expect(known.errors).toBeUndefined();
      expect(unknown).toEqual(known);
    });

    it('mails a reset link only when the account exists', async () => {
      const user = await createUser(sut);
      const stranger = unknownEmail();
      await sut.client().graphql(FORGOT, { input: { email: user.email } });
      await sut.client().graphql(FORGOT, { input: { email: stranger } });
      await deliverMail(sut);
      expect(smtp.to(user.email).map((m) => m.subject)).toEqual([RESET_SUBJECT]);
      expect(smtp.to(stranger)).toEqual([]);
    });

    it('finds the account whatever the case of the address', async () => {
      const user = await createUser(sut);
      await sut.client().post('/api/auth/password/forgot', { email: user.email.toUpperCase() });
      await deliverMail(sut);
      expect(smtp.to(user.email).map((m) => m.subject)).toEqual([RESET_SUBJECT]);
    });

    it('links to /password/reset with the code and an expiry one hour ahead', async () => {
      const user = await createUser(sut);
      const before = Date.now();
      const link = await resetLinkFor(user.email);
      const after = Date.now();
      const match = new RegExp(
        `^${sut.config.publicUrl}/password/reset\\?code=[A-Za-z0-9_-]{43}&exp=(\\d+)$`,
      ).exec(link);
      expect(match).not.toBeNull();
      const exp = Number(match![1]);
      expect(exp).toBeGreaterThanOrEqual(before + 3600_000);
      expect(exp).toBeLessThanOrEqual(after + 3600_000);
    });

    it('rejects a malformed address with "Invalid email format" on both transports', async () => {
      const rest = await sut.client().post('/api/auth/password/forgot', { email: 'not-an-email' });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({
        message: 'Invalid email format',
        code: 'BAD_USER_INPUT',
        fields: { email: 'Invalid email format' },
      });
      const gql = await sut.client().graphql(FORGOT, { input: { email: 'not-an-email' } });
      expect(gql.errors?.[0]).toMatchObject({
        message: 'Invalid email format',
        extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Invalid email format' } },
      });
    });
  });

  describe('resetPassword', () => {
    it('sets the new password over REST: the new one signs in, the old one no longer', async () => {
      const user = await createUser(sut);
      const code = await resetCodeFor(user.email);
      const res = await sut
        .client()
        .post('/api/auth/password/reset', { verificationCode: code, password: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: expect.any(String) });
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
      expect(await canSignIn(user.email, DEFAULT_PASSWORD)).toBe(false);
    });

    it('sets the new password over GraphQL', async () => {
      const user = await createUser(sut);
      const code = await resetCodeFor(user.email);
      const res = await sut.client().graphql(RESET, { input: { code, password: NEW_PASSWORD } });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ resetPassword: { message: expect.any(String) } });
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
      expect(await canSignIn(user.email, DEFAULT_PASSWORD)).toBe(false);
    });

    it('signs out every existing session of the user', async () => {
      const { user, client: laptop } = await signedInClient(sut);
      const phone = sut.client();
      await signIn(phone, user);
      const bystander = (await signedInClient(sut)).client;
      const code = await resetCodeFor(user.email);

      await sut.client().graphql(RESET, { input: { code, password: NEW_PASSWORD } });

      expect((await laptop.get('/api/user')).status).toBe(401);
      expect((await phone.get('/api/user')).status).toBe(401);
      expect((await bystander.get('/api/user')).status).toBe(200);
    });

    it('mails "Your password was changed" to the account', async () => {
      const user = await createUser(sut);
      const code = await resetCodeFor(user.email);
      await sut
        .client()
        .post('/api/auth/password/reset', { verificationCode: code, password: NEW_PASSWORD });
      await deliverMail(sut);
      expect(smtp.to(user.email).map((m) => m.subject)).toEqual([RESET_SUBJECT, CHANGED_SUBJECT]);
    });

    it('rejects a reused reset code', async () => {
      const user = await createUser(sut);
      const code = await resetCodeFor(user.email);
      const first = await sut
        .client()
        .post('/api/auth/password/reset', { verificationCode: code, password: NEW_PASSWORD });
      expect(first.status).toBe(200);

      const rest = await sut
        .client()
        .post('/api/auth/password/reset', { verificationCode: code, password: 'Other#Pass9' });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message: INVALID_RESET, code: 'BAD_USER_INPUT' });
      const gql = await sut.client().graphql(RESET, { input: { code, password: 'Other#Pass9' } });
      expect(gql.errors?.[0]).toMatchObject({
        message: INVALID_RESET,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
    });

    it('rejects an expired reset code', async () => {
      const user = await createUser(sut);
      const code = await resetCodeFor(user.email);
      await expireCodes(sut, user.id, 'reset_password');
      const res = await sut
        .client()
        .post('/api/auth/password/reset', { verificationCode: code, password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: INVALID_RESET, code: 'BAD_USER_INPUT' });
      expect(await canSignIn(user.email, DEFAULT_PASSWORD)).toBe(true);
    });

    it('rejects a code that was never issued', async () => {
      const res = await sut.client().graphql(RESET, {
        input: { code: 'A'.repeat(43), password: NEW_PASSWORD },
      });
      expect(res.errors?.[0]).toMatchObject({
        message: INVALID_RESET,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('voids an older reset link when a newer one is sent', async () => {
      const user = await createUser(sut);
      const older = await resetCodeFor(user.email);
      const newer = await resetCodeFor(user.email);
      const stale = await sut.client().graphql(RESET, {
        input: { code: older, password: NEW_PASSWORD },
      });
      expect(stale.errors?.[0]?.message).toBe(INVALID_RESET);
      const fresh = await sut.client().graphql(RESET, {
        input: { code: newer, password: NEW_PASSWORD },
      });
      expect(fresh.errors).toBeUndefined();
    });

    it('rejects a missing code with "Invalid or missing reset code." on both transports', async () => {
      const message = 'Invalid or missing reset code.';
      const rest = await sut.client().post('/api/auth/password/reset', { password: NEW_PASSWORD });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({
        message,
        code: 'BAD_USER_INPUT',
        fields: { verificationCode: message },
      });
      const gql = await sut
        .client()
        .graphql(RESET, { input: { code: '', password: NEW_PASSWORD } });
      expect(gql.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { code: message } },
      });
    });

    it.each([
      ['too short', 'Ab1#xyz', 'Password must be at least 8 characters long'],
      ['without a special character', 'Abcdefg1', WEAK],
      ['without an uppercase letter', 'abcdef1#', WEAK],
      ['without a lowercase letter', 'ABCDEF1#', WEAK],
      ['without a digit', 'Abcdefg#', WEAK],
    ])('rejects a password %s on both transports', async (_, password, message) => {
      const user = await createUser(sut);
      const code = await resetCodeFor(user.email);
      const rest = await sut
        .client()
        .post('/api/auth/password/reset', { verificationCode: code, password });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { password: message } });
      const gql = await sut.client().graphql(RESET, { input: { code, password } });
      expect(gql.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { password: message },
      });
      expect(await canSignIn(user.email, DEFAULT_PASSWORD)).toBe(true);
    });

    it('rejects the old password as the new one, leaving the code usable', async () => {
      const user = await createUser(sut);
      const code = await resetCodeFor(user.email);
      const message = 'New password must be different from old password';

      const rest = await sut
        .client()
        .post('/api/auth/password/reset', { verificationCode: code, password: DEFAULT_PASSWORD });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message, code: 'BAD_USER_INPUT' });
      const gql = await sut.client().graphql(RESET, {
        input: { code, password: DEFAULT_PASSWORD },
      });
      expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });

      const retry = await sut
        .client()
        .post('/api/auth/password/reset', { verificationCode: code, password: NEW_PASSWORD });
      expect(retry.status).toBe(200);
    });

    it('does not accept a reset code as an e-mail verification code', async () => {
      const user = await createUser(sut, { verified: false });
      const code = await resetCodeFor(user.email);

      const rest = await sut.client().get(`/api/auth/email/verify/${code}`);
      expect(rest.status).toBe(400);
      expect(rest.body.message).toBe('The link is either invalid or has expired.');
      const gql = await sut.client().graphql(VERIFY, { code });
      expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

      // Not burnt by the wrong use either: it still resets the password.
      const reset = await sut
        .client()
        .post('/api/auth/password/reset', { verificationCode: code, password: NEW_PASSWORD });
      expect(reset.status).toBe(200);
    });

    it('does not accept an e-mail verification code as a reset code', async () => {
      const user = await createUser(sut, { verified: false });
      await sut.client().post('/api/auth/email/resend', { email: user.email });
      await deliverMail(sut);
      const code = codeOf(lastMailTo(smtp, user.email, 'Verify your email address').links[0]);

      const rest = await sut
        .client()
        .post('/api/auth/password/reset', { verificationCode: code, password: NEW_PASSWORD });
      expect(rest.status).toBe(400);
      expect(rest.body.message).toBe(INVALID_RESET);
      const gql = await sut.client().graphql(RESET, { input: { code, password: NEW_PASSWORD } });
      expect(gql.errors?.[0]?.message).toBe(INVALID_RESET);
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(false);

      const verify = await sut.client().get(`/api/auth/email/verify/${code}`);
      expect(verify.status).toBe(200);
    });
  });
});
