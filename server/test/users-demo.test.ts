import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DemoUsers } from '../src/modules/demo/demo-users.js';
import { UsersRepository } from '../src/modules/users/users.repository.js';
import { signIn } from './support/factories.js';
import { demoPassword } from './support/users.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe(DemoUsers.name, () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ env: { SEED_DEMO: 'true' } });
  });
  afterAll(() => sut.close());

  it('gives the Users screen a suspended student and two pending invitations', async () => {
    const hr = sut.client();
    await signIn(hr, { email: 'hr@demo.local', password: demoPassword(sut) });
    const suspended = await hr.get('/api/users?status=suspended');
    expect(suspended.body.items).toEqual([
      expect.objectContaining({ email: 'suspended.student@demo.local', role: 'student' }),
    ]);
    const one = await hr.get(`/api/users/${suspended.body.items[0].id}`);
    expect(one.body.user.history).toEqual([
      expect.objectContaining({ field: 'status', fromValue: 'active', toValue: 'suspended' }),
    ]);
    const invitations = await hr.get('/api/invitations');
    expect(
      invitations.body.items
        .map((i: { email: string; status: string }) => [i.email, i.status])
        .sort(),
    ).toEqual([
      ['rosa.lim@demo.local', 'pending'],
      ['teresa.dizon@demo.local', 'pending'],
    ]);
    expect(
      invitations.body.items.find((i: { role: string }) => i.role === 'office').officeName,
    ).toBe('Library');
  });

  it('adds nothing on the next start', async () => {
    const hr = (await sut.get<UsersRepository>(UsersRepository).findByEmail('hr@demo.local'))!;
    await sut.get<DemoUsers>(DemoUsers).seed(hr);
    const client = sut.client();
    await signIn(client, { email: 'hr@demo.local', password: demoPassword(sut) });
    expect((await client.get('/api/invitations')).body.items).toHaveLength(2);
    expect((await client.get('/api/users?status=suspended')).body.items).toHaveLength(1);
  });
});
