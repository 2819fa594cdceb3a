import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signIn, signedInClient } from './support/factories.js';
import { subscribe } from './support/subscriptions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { changeUser } from './support/users.js';

describe('suspending or deactivating a user', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it.each([
    ['graphql', 'suspended'],
    ['rest', 'inactive'],
  ] as const)(
    'over %s (%s) ends every session at once: the next request is 401 and open sockets close with 4401',
    async (transport, status) => {
      const { client: hr } = await signedInClient(sut, { role: 'hr' });
      const { user, client: laptop } = await signedInClient(sut);
      const phone = sut.client();
      await signIn(phone, user);
      const live = await subscribe(
        sut.url,
        laptop,
        'subscription { unreadCountChanged }',
        (data) => data.unreadCountChanged,
      );

      expect((await changeUser(transport, hr, user.id, { status })).code).toBe(null);

      expect(await live.closed).toBe(4401);
      expect((await laptop.get('/api/user')).status).toBe(401);
      expect((await phone.graphql('{ sessions { id } }')).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      // A refresh token cannot bring the session back either.
      expect((await laptop.get('/api/auth/refresh')).status).toBe(401);
    },
  );

  it('tells a suspended user who signs in why, and lets them in again once reactivated', async () => {
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    const { user } = await signedInClient(sut);
    await changeUser('graphql', hr, user.id, { status: 'suspended' });

    const refused = await sut.client().post('/api/auth/signin', {
      email: user.email,
      password: user.password,
    });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Your account is suspended. Please contact the HR office.');
    const gql = await sut
      .client()
      .graphql('mutation($input: SignInInput!) { signIn(input: $input) { redirectUrl } }', {
        input: { email: user.email, password: user.password },
      });
    expect(gql.errors?.[0]?.message).toBe(
      'Your account is suspended. Please contact the HR office.',
    );

    expect((await changeUser('rest', hr, user.id, { status: 'active' })).code).toBe(null);
    const again = sut.client();
    await signIn(again, user);
    expect((await again.get('/api/user')).body.user.status).toBe('active');
  });

  it('leaves the sessions of a user whose role alone changes', async () => {
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    const { user, client } = await signedInClient(sut);
    expect((await changeUser('rest', hr, user.id, { role: 'hr' })).code).toBe(null);
    expect((await client.get('/api/user')).body.user.role).toBe('hr');
  });
});
