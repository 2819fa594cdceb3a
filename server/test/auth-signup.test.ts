import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MailWorker } from '../src/modules/mail/mail.worker.js';
import { appWithSmtp } from './support/app-with-smtp.js';
import { createUser } from './support/factories.js';
import type { TestSmtpServer } from './support/smtp-server.js';
import type { TestApp } from './support/test-app.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { message } }`;
const valid = {
  firstname: 'Ana',
  lastname: 'Cruz',
  password: 'secret12',
  confirmPassword: 'secret12',
};
let n = 0;
const freshEmail = () => `signup${++n}@example.edu`;

describe('sign-up', () => {
  let sut: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sut, smtp, close } = await appWithSmtp());
  });
  afterAll(() => close());

  it('creates an unverified student over GraphQL and mails a verification link', async () => {
    const email = freshEmail();
    const res = await sut.client().graphql(SIGN_UP, { input: { ...valid, email } });
    expect(res.data).toEqual({
      signUp: {
        message: 'Account created successfully! Please check your email to verify your account.',
      },
    });
    await sut.get<MailWorker>(MailWorker).drain();
    const [mail] = smtp.to(email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.links[0]).toMatch(
      new RegExp(`^${sut.config.publicUrl}/email/verify/[A-Za-z0-9_-]{43}$`),
    );
  });

  it('creates an account over REST with the spec field names', async () => {
    const email = freshEmail();
    const res = await sut.client().post('/api/auth/signup', {
      firstname: 'Ben',
      lastname: 'Reyes',
      email,
      password: 'secret12',
      confirm_password: 'secret12',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Account created successfully! Please check your email to verify your account.',
    });
  });

  it('answers 409 "User already in use." for a taken address, whatever its case', async () => {
    const existing = await createUser(sut);
    const rest = await sut.client().post('/api/auth/signup', {
      ...valid,
      confirm_password: valid.confirmPassword,
      email: existing.email.toUpperCase(),
    });
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ message: 'User already in use.', code: 'CONFLICT' });
    const gql = await sut.client().graphql(SIGN_UP, { input: { ...valid, email: existing.email } });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'User already in use.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it.each([
    ['firstname', { firstname: 'A' }, 'First name must be at least 2 characters long'],
    ['firstname', { firstname: 'Ana2' }, 'First name must contain only letters'],
    ['lastname', { lastname: 'C' }, 'Last name must be at least 2 characters long'],
    ['lastname', { lastname: 'Cruz!' }, 'Last name must contain only letters'],
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    [
      'password',
      { password: 'short', confirmPassword: 'secret12' },
      'Password must be at least 8 characters long',
    ],
    [
      'confirmPassword',
      { password: 'short', confirmPassword: 'short' },
      'Confirm password must be at least 8 characters long',
    ],
    ['confirmPassword', { confirmPassword: 'secret13' }, "Passwords don't match"],
  ])('rejects a bad %s with the spec message (%j)', async (field, change, message) => {
    const input = { ...valid, email: freshEmail(), ...change };
    const gql = await sut.client().graphql(SIGN_UP, { input });
    expect(gql.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [field]: message },
    });

    const { confirmPassword, ...rest } = input;
    const res = await sut
      .client()
      .post('/api/auth/signup', { ...rest, confirm_password: confirmPassword });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      [field === 'confirmPassword' ? 'confirm_password' : field]: message,
    });
  });

  it('accepts letters beyond ASCII in names and trims them', async () => {
    const res = await sut.client().graphql(SIGN_UP, {
      input: { ...valid, firstname: '  María ', lastname: 'Dela', email: freshEmail() },
    });
    expect(res.errors).toBeUndefined();
  });

  it('refuses sign-up without the XSRF header', async () => {
    const client = await sut.client().visit();
    const res = await client.send(
      'post',
      '/api/auth/signup',
      { ...valid, email: freshEmail() },
      { xsrf: false },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});
