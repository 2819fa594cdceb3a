// On PostgreSQL in CI as well: SQL that sorts, counts and groups (collation and time zone of a server, PostgreSQL 15 beside PGlite's 17).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, signedInClient } from './support/factories.js';
import { createOffice } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { changeUser, USERS_QUERY } from './support/users.js';

const TRANSPORTS = ['graphql', 'rest'] as const;

describe('HR manages users', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  const hrClient = async () => (await signedInClient(sut, { role: 'hr' })).client;

  it('lists users by name or e-mail, role and status, paged, over both transports', async () => {
    const hr = await hrClient();
    const marker = `zyx${Date.now()}`;
    const office = await createOffice(sut);
    await createUser(sut, { firstname: 'Mara', lastname: marker, role: 'student' });
    await createUser(sut, { lastname: marker, role: 'office', officeId: office.id });
    await createUser(sut, { lastname: marker, role: 'student', status: 'suspended' });

    const gql = await hr.graphql<{
      users: {
        items: Array<{ role: string; officeName: string | null }>;
        pagination: { totalItems: number };
      };
    }>(USERS_QUERY, { filter: { search: marker }, page: 1, limit: 10 });
    expect(gql.data!.users.pagination.totalItems).toBe(3);
    const byRole = await hr.graphql<{ users: { items: Array<{ officeName: string | null }> } }>(
      USERS_QUERY,
      { filter: { search: marker, role: 'office' }, page: 1, limit: 10 },
    );
    expect(byRole.data!.users.items).toEqual([
      expect.objectContaining({ officeName: office.name }),
    ]);

    const rest = await hr.get(`/api/users?search=${marker}&status=suspended&page=1`);
    expect(rest.status).toBe(200);
    expect(rest.body.items).toHaveLength(1);
    expect(rest.body.items[0]).toMatchObject({ _id: rest.body.items[0].id, status: 'suspended' });
    expect(rest.body.items[0].passwordHash).toBeUndefined();
    expect(rest.body.pagination).toMatchObject({ currentPage: 1, totalPages: 1, totalItems: 1 });

    const byName = await hr.get(`/api/users?search=${encodeURIComponent(`Mara ${marker}`)}`);
    expect(byName.body.items).toHaveLength(1);
    expect((await hr.get('/api/users?role=nobody')).status).toBe(400);
  });

  it('refuses the list and every change to students and office staff', async () => {
    const office = await createOffice(sut);
    const target = await createUser(sut);
    for (const overrides of [
      { role: 'student' as const },
      { role: 'office' as const, officeId: office.id },
    ]) {
      const { client } = await signedInClient(sut, overrides);
      expect((await client.get('/api/users')).status).toBe(403);
      expect((await client.get(`/api/users/${target.id}`)).status).toBe(403);
      const gql = await client.graphql(USERS_QUERY, { page: 1, limit: 10 });
      expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      for (const transport of TRANSPORTS)
        expect((await changeUser(transport, client, target.id, { status: 'suspended' })).code).toBe(
          'FORBIDDEN',
        );
    }
    expect((await sut.client().get('/api/users')).status).toBe(401);
  });

  it.each(TRANSPORTS)(
    'changes role, office and status over %s, audited and notified to the user',
    async (transport) => {
      const { client: hr, user: hrUser } = await signedInClient(sut, {
        role: 'hr',
        firstname: 'Helen',
      });
      const office = await createOffice(sut, 'Accounting');
      const { user, client: own } = await signedInClient(sut);

      const made = await changeUser(transport, hr, user.id, {
        role: 'office',
        officeId: office.id,
        expectedVersion: 1,
      });
      expect(made).toMatchObject({
        code: null,
        user: { role: 'office', officeId: office.id, officeName: 'Accounting', version: 2 },
      });
      const history = made.user!.history as Array<Record<string, unknown>>;
      expect(history).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'role', fromValue: 'student', toValue: 'office' }),
          expect.objectContaining({ field: 'office', fromValue: null, toValue: 'Accounting' }),
        ]),
      );
      expect(history[0]).toMatchObject({ actorName: `Helen ${hrUser.lastname}` });

      const notices = await own.get('/api/notifications');
      expect(notices.body.notifications[0]).toMatchObject({
        title: 'Your account was updated',
        message: 'Your role is now Office staff (Accounting).',
      });

      const one = await hr.get(`/api/users/${user.id}`);
      expect(one.body.user.history).toHaveLength(2);
      expect(one.body.user).toMatchObject({ _id: user.id, role: 'office', version: 2 });
    },
  );

  it.each(TRANSPORTS)('answers a change made on an older version with CONFLICT (%s)', async (t) => {
    const hr = await hrClient();
    const user = await createUser(sut);
    expect(
      (await changeUser(t, hr, user.id, { status: 'inactive', expectedVersion: 1 })).code,
    ).toBe(null);
    const stale = await changeUser(t, hr, user.id, { status: 'active', expectedVersion: 1 });
    expect(stale).toMatchObject({
      code: 'CONFLICT',
      message: 'This user was changed by someone else in the meantime. Reload and try again.',
    });
  });

  it.each(TRANSPORTS)('refuses a change of one’s own role or status (%s)', async (t) => {
    const { client, user } = await signedInClient(sut, { role: 'hr' });
    for (const change of [{ role: 'student' }, { status: 'suspended' }])
      expect(await changeUser(t, client, user.id, change)).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You cannot change your own role or status.',
      });
  });

  it.each(TRANSPORTS)('keeps the admin role to administrators (%s)', async (t) => {
    const hr = await hrClient();
    const { client: admin } = await signedInClient(sut, { role: 'admin' });
    const user = await createUser(sut);
    expect(await changeUser(t, hr, user.id, { role: 'admin' })).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only an administrator can grant the admin role.',
    });
    expect((await changeUser(t, admin, user.id, { role: 'admin' })).code).toBe(null);
    expect(await changeUser(t, hr, user.id, { status: 'suspended' })).toMatchObject({
      code: 'FORBIDDEN',
      message: "Only an administrator can change an administrator's account.",
    });
  });

  it.each(TRANSPORTS)('requires an office for an office account (%s)', async (t) => {
    const hr = await hrClient();
    const user = await createUser(sut);
    const missing = await changeUser(t, hr, user.id, { role: 'office' });
    expect(missing).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { officeId: 'Choose the office of an office account.' },
    });
    const unknown = await changeUser(t, hr, user.id, {
      role: 'office',
      officeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { officeId: 'Office not found' },
    });
    // Leaving the office role drops the office.
    const office = await createOffice(sut);
    await changeUser(t, hr, user.id, { role: 'office', officeId: office.id });
    const back = await changeUser(t, hr, user.id, { role: 'student' });
    expect(back.user).toMatchObject({ role: 'student', officeId: null });
  });

  it('answers an unknown or malformed id with NOT_FOUND', async () => {
    const hr = await hrClient();
    expect((await hr.get('/api/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await hr.get('/api/users/nope')).status).toBe(404);
  });
});
