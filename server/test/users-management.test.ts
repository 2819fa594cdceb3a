// HR's users screen over both transports: the answers' shapes and each kind of refusal. Its rules
// (the list's filters, audit and notice of a change, who may change whom into what, the office of
// an office account, the last active HR account) are checked on the service in
// test/medium/user-accounts.test.ts; who may call each operation in test/access-*.test.ts.
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

  it('lists users over both transports, in the spec’s shape', async () => {
    const hr = await hrClient();
    const marker = `zyx${Date.now()}`;
    const office = await createOffice(sut);
    await createUser(sut, { lastname: marker, role: 'office', officeId: office.id });
    await createUser(sut, { lastname: marker, role: 'student', status: 'suspended' });

    const gql = await hr.graphql<{
      users: {
        items: Array<{ role: string; officeName: string | null }>;
        pagination: { totalItems: number };
      };
    }>(USERS_QUERY, { filter: { search: marker, role: 'office' }, page: 1, limit: 10 });
    expect(gql.data!.users.items).toEqual([
      expect.objectContaining({ role: 'office', officeName: office.name }),
    ]);
    expect(gql.data!.users.pagination.totalItems).toBe(1);

    const rest = await hr.get(`/api/users?search=${marker}&status=suspended&page=1`);
    expect(rest.status).toBe(200);
    expect(rest.body.items).toHaveLength(1);
    expect(rest.body.items[0]).toMatchObject({ _id: rest.body.items[0].id, status: 'suspended' });
    expect(rest.body.items[0].passwordHash).toBeUndefined();
    expect(rest.body.pagination).toMatchObject({ currentPage: 1, totalPages: 1, totalItems: 1 });
    expect((await hr.get('/api/users?role=nobody')).status).toBe(400);
  });

  it.each(TRANSPORTS)('answers a change over %s with the account and its history', async (t) => {
    const { client: hr, user: hrUser } = await signedInClient(sut, {
      role: 'hr',
      firstname: 'Helen',
    });
    const office = await createOffice(sut, 'Accounting');
    const user = await createUser(sut);

    const made = await changeUser(t, hr, user.id, {
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

    const one = await hr.get(`/api/users/${user.id}`);
    expect(one.body.user.history).toHaveLength(2);
    expect(one.body.user).toMatchObject({ _id: user.id, role: 'office', version: 2 });
  });

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

  it.each(TRANSPORTS)('refuses a change of one’s own role with FORBIDDEN (%s)', async (t) => {
    const { client, user } = await signedInClient(sut, { role: 'hr' });
    expect(await changeUser(t, client, user.id, { role: 'student' })).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot change your own role or status.',
    });
  });

  it.each(TRANSPORTS)(
    'names the missing office of an office account on its field (%s)',
    async (t) => {
      const hr = await hrClient();
      const user = await createUser(sut);
      expect(await changeUser(t, hr, user.id, { role: 'office' })).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { officeId: 'Choose the office of an office account.' },
      });
    },
  );

  it('answers an unknown id with 404', async () => {
    const hr = await hrClient();
    expect((await hr.get('/api/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
