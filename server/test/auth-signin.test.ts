import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SESSION_LIFETIME_MS } from '../src/modules/sessions/sessions.service.js';
import { UsersRepository } from '../src/modules/users/users.repository.js';
import { createUser, signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { redirectUrl user { email role verified } } }`;
const ME = '{ me { email role pendingEmail verified } }';

describe('sign-in', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it.each([
    ['student', '/student-dashboard'],
    ['hr', '/hr-dashboard'],
    ['office', '/office-dashboard'],
    ['admin', '/student-dashboard'],
  ] as const)(
    'signs a %s in over REST with the user and their home as redirectUrl',
    async (role, home) => {
      const user = await createUser(sut, { role });
      const client = sut.client();
      const res = await client.post('/api/auth/signin', {
        email: user.email,
        password: user.password,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        redirectUrl: home,
        user: { _id: user.id, id: user.id, email: user.email, role },
      });
      expect(res.body.user.passwordHash).toBeUndefined();
      const me = await client.get('/api/user');
      expect(me.body.user).toMatchObject({ email: user.email, role });
    },
  );

  it('signs in over GraphQL, case-insensitively, and `me` then answers', async () => {
    const user = await createUser(sut, { verified: false });
    const client = sut.client();
    const res = await client.graphql(SIGN_IN, {
      input: { email: `  ${user.email.toUpperCase()} `, password: user.password },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      signIn: {
        redirectUrl: '/student-dashboard',
        user: { email: user.email, role: 'student', verified: false },
      },
    });
    const me = await client.graphql(ME);
    expect(me.data).toEqual({
      me: { email: user.email, role: 'student', pendingEmail: null, verified: false },
    });
  });

  it('sets HttpOnly session cookies for the session’s 30 days, the refresh cookie only for the refresh path, and rotates the XSRF token', async () => {
    const user = await createUser(sut);
    const client = await sut.client().visit();
    const before = client.cookie('XSRF-TOKEN');
    const signedInAt = Date.now();
    await client.post('/api/auth/signin', { email: user.email, password: user.password });
    const access = client.cookies.get('access_token')!;
    const refresh = client.cookies.get('refresh_token')!;
    expect(access.attributes).toMatch(/HttpOnly/);
    expect(access.attributes).toMatch(/SameSite=Lax/);
    expect(access.attributes).toMatch(/Path=\/(;|$)/);
    expect(refresh.attributes).toMatch(/HttpOnly/);
    expect(refresh.attributes).toMatch(/Path=\/api\/auth\/refresh/);
    for (const { attributes } of [access, refresh]) {
      expect(attributes).toMatch(new RegExp(`Max-Age=${SESSION_LIFETIME_MS / 1000}(;|$)`));
      const expires = Date.parse(/Expires=([^;]+)/.exec(attributes)![1]!);
      // Expires is written to the second.
      expect(Math.abs(expires - (signedInAt + SESSION_LIFETIME_MS))).toBeLessThan(60_000);
    }
    expect(client.cookies.get('XSRF-TOKEN')?.attributes).not.toMatch(/HttpOnly/);
    expect(client.cookie('XSRF-TOKEN')).not.toBe(before);
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'Wrong#1234' })],
    ['an unknown address', () => ({ email: 'nobody@example.edu', password: 'Secret#123' })],
  ])('answers 401 "Invalid email or password" for %s', async (_case, body) => {
    const user = await createUser(sut);
    const res = await sut.client().post('/api/auth/signin', body(user.email));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' });
    const gql = await sut.client().graphql(SIGN_IN, { input: body(user.email) });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it.each([
    [{ password: 'x' }, { email: 'Email is required' }],
    [{ email: 'a@b.edu' }, { password: 'Password is required' }],
  ])('asks for missing credentials: %j', async (body, fields) => {
    const res = await sut.client().post('/api/auth/signin', body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
  });

  it('refuses a suspended account with a message naming its status', async () => {
    const user = await createUser(sut, { status: 'suspended' });
    const res = await sut
      .client()
      .post('/api/auth/signin', { email: user.email, password: user.password });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your account is suspended. Please contact the HR office.');
  });

  it('refuses sign-in without a matching XSRF header', async () => {
    const user = await createUser(sut);
    const client = await sut.client().visit();
    const missing = await client.send(
      'post',
      '/api/auth/signin',
      { email: user.email, password: user.password },
      { xsrf: false },
    );
    expect(missing.status).toBe(403);
    client.cookies.set('XSRF-TOKEN', { value: 'forged-token-value-000000000000', attributes: '' });
    const res = await client.send('post', '/api/auth/signin', {
      email: user.email,
      password: user.password,
    });
    expect(res.status).toBe(200);
    const wrongHeader = await sut
      .http()
      .post('/graphql')
      .set('Cookie', `XSRF-TOKEN=abc; access_token=${client.cookie('access_token')}`)
      .set('X-XSRF-TOKEN', 'abd')
      .send({ query: 'mutation { cancelEmailChange { message } }' });
    expect(wrongHeader.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('lets queries through without the XSRF header (they change nothing)', async () => {
    const { client } = await signedInClient(sut);
    const res = await client.send('post', '/graphql', { query: ME }, { xsrf: false });
    expect(res.body.data.me).not.toBeNull();
  });

  it('answers `me` with null and GET /api/user with 401 when nobody is signed in', async () => {
    expect((await sut.client().graphql(ME)).data).toEqual({ me: null });
    const res = await sut.client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('signs out: the session ends and the cookies are cleared (REST GET /auth/signout)', async () => {
    const { client } = await signedInClient(sut);
    const token = client.cookie('access_token');
    const res = await client.get('/api/auth/signout');
    expect(res.status).toBe(200);
    expect(client.cookie('access_token')).toBeUndefined();
    expect(client.cookie('refresh_token')).toBeUndefined();
    const replay = await sut.http().get('/api/user').set('Cookie', `access_token=${token}`);
    expect(replay.status).toBe(401);
  });

  it('signs out over GraphQL too', async () => {
    const { client } = await signedInClient(sut);
    const token = client.cookie('access_token');
    const res = await client.graphql('mutation { signOut }');
    expect(res.data).toEqual({ signOut: true });
    expect((await sut.http().get('/api/user').set('Cookie', `access_token=${token}`)).status).toBe(
      401,
    );
  });

  it('rejects a suspended user on the very next request', async () => {
    const { user, client } = await signedInClient(sut);
    expect((await client.get('/api/user')).status).toBe(200);
    await sut.get<UsersRepository>(UsersRepository).update(user.id, { status: 'suspended' });
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await client.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers a forged or garbage access cookie with 401, but ignores it on public operations', async () => {
    const client = await sut.client().visit();
    client.cookies.set('access_token', { value: 'not.a.jwt', attributes: '' });
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await client.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const user = await createUser(sut);
    expect(
      (await client.post('/api/auth/signin', { email: user.email, password: user.password }))
        .status,
    ).toBe(200);
  });
});
