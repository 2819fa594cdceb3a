import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appWithSmtp } from './support/app-with-smtp.js';
import { DEFAULT_PASSWORD, signIn, signedInClient } from './support/factories.js';
import { deliverMail } from './support/mail-helpers.js';
import type { TestSmtpServer } from './support/smtp-server.js';
import type { TestApp } from './support/test-app.js';

const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`;
const NEW_PASSWORD = 'Fresh#Pass9';
const CHANGED_SUBJECT = 'Your password was changed';

describe('changing the password', () => {
  let sut: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sut, smtp, close } = await appWithSmtp());
  });
  afterAll(() => close());

  async function canSignIn(email: string, password: string): Promise<boolean> {
    const res = await sut.client().post('/api/auth/signin', { email, password });
    return res.status === 200;
  }

  describe('changePassword', () => {
    it.each([
      ['currentPassword', { currentPassword: '' }, 'Current password is required'],
      ['newPassword', { newPassword: 'Ab1#xyz' }, 'Password must be at least 8 characters'],
    ])(
      'rejects a bad %s with the spec message on both transports',
      async (field, change, message) => {
        const { client } = await signedInClient(sut);
        const input = { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD, ...change };

        const rest = await client.post('/api/auth/password/change', input);
        expect(rest.status).toBe(400);
        expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
        const gql = await client.graphql(CHANGE, { input });
        expect(gql.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fields: { [field]: message },
        });
        expect((await client.get('/api/user')).status).toBe(200);
      },
    );

    it('rejects a wrong current password on both transports', async () => {
      const { user, client } = await signedInClient(sut);
      const input = { currentPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD };
      const message = 'Current password is incorrect';

      const rest = await client.post('/api/auth/password/change', input);
      expect(rest.status).toBe(400);
      expect(rest.body).toEqual({
        message,
        code: 'BAD_USER_INPUT',
        fields: { currentPassword: message },
      });
      const gql = await client.graphql(CHANGE, { input });
      expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await canSignIn(user.email, DEFAULT_PASSWORD)).toBe(true);
    });

    it('rejects the current password as the new one on both transports', async () => {
      const { client } = await signedInClient(sut);
      const input = { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD };
      const message = 'New password must be different from current password';

      const rest = await client.post('/api/auth/password/change', input);
      expect(rest.status).toBe(400);
      expect(rest.body).toEqual({
        message,
        code: 'BAD_USER_INPUT',
        fields: { newPassword: message },
      });
      const gql = await client.graphql(CHANGE, { input });
      expect(gql.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { newPassword: message } },
      });
      expect((await client.get('/api/user')).status).toBe(200);
    });

    it('changes the password over REST and signs out every session, this one included', async () => {
      const { user, client } = await signedInClient(sut);
      const other = sut.client();
      await signIn(other, user);

      const res = await client.post('/api/auth/password/change', {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Password changed successfully!' });

      expect((await client.get('/api/user')).status).toBe(401);
      expect((await other.get('/api/user')).status).toBe(401);
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
      expect(await canSignIn(user.email, DEFAULT_PASSWORD)).toBe(false);
    });

    it('changes the password over GraphQL and signs out this session', async () => {
      const { user, client } = await signedInClient(sut);
      const res = await client.graphql(CHANGE, {
        input: { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ changePassword: { message: 'Password changed successfully!' } });

      const me = await client.graphql('{ me { id } }');
      expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
    });

    it('mails "Your password was changed" to the account', async () => {
      const { user, client } = await signedInClient(sut);
      await client.post('/api/auth/password/change', {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      await deliverMail(sut);
      expect(smtp.to(user.email).map((m) => m.subject)).toEqual([CHANGED_SUBJECT]);
    });

    it('requires a signed-in user on both transports', async () => {
      const input = { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD };
      const rest = await sut.client().post('/api/auth/password/change', input);
      expect(rest.status).toBe(401);
      expect(rest.body.code).toBe('UNAUTHENTICATED');
      const gql = await sut.client().graphql(CHANGE, { input });
      expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
