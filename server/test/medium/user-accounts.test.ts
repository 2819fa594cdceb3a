// On both databases in CI: SQL that sorts, counts and groups (collation and time zone of a server, PostgreSQL 15 beside PGlite's 17).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { USERS } from '../../src/modules/user-accounts/user-account-rules.js';
import { UserAccountsService } from '../../src/modules/user-accounts/user-accounts.service.js';
import type { UpdateUserInput } from '../../src/modules/user-accounts/user-accounts.types.js';
import { users, type User } from '../../src/modules/users/users.table.js';
import { createUser } from '../support/factories.js';
import { createOffice } from '../support/scholars.js';
import { createServiceContext, type ServiceContext } from '../support/service-context.js';
import { notificationsOf } from './factories.js';
import { refusalOf } from './refusals.js';

describe(`${UserAccountsService.name} (HR manages users, services on a database)`, () => {
  let ctx: ServiceContext;
  let sut: UserAccountsService;
  let hr: User;
  let admin: User;

  beforeAll(async () => {
    ctx = await createServiceContext();
    sut = ctx.get<UserAccountsService>(UserAccountsService);
    hr = await createUser(ctx, { role: 'hr', firstname: 'Helen', lastname: 'Reyes' });
    admin = await createUser(ctx, { role: 'admin' });
  });

  afterAll(() => ctx.close());

  const change = (actor: User, id: string, input: Omit<UpdateUserInput, 'id'>) =>
    sut.update(actor, { id, ...input } as UpdateUserInput);

  it('lists users by name or e-mail, role and status, paged', async () => {
    const marker = `zyx${Date.now()}`;
    const office = await createOffice(ctx);
    await createUser(ctx, { firstname: 'Mara', lastname: marker, role: 'student' });
    await createUser(ctx, { lastname: marker, role: 'office', officeId: office.id });
    await createUser(ctx, { lastname: marker, role: 'student', status: 'suspended' });
    const list = (filter: Parameters<UserAccountsService['list']>[1]) =>
      sut.list(hr, filter, { page: 1, limit: 10 });

    expect((await list({ search: marker })).pagination.totalItems).toBe(3);
    expect((await list({ search: marker, role: 'office' })).items).toEqual([
      expect.objectContaining({ officeName: office.name }),
    ]);
    const suspended = await list({ search: marker, status: 'suspended' });
    expect(suspended.items).toEqual([expect.objectContaining({ status: 'suspended' })]);
    expect(suspended.pagination).toMatchObject({ currentPage: 1, totalPages: 1, totalItems: 1 });
    expect((await list({ search: `Mara ${marker}` })).items).toHaveLength(1);
  });

  it('changes role, office and status, audited and notified to the user', async () => {
    const office = await createOffice(ctx, 'Accounting');
    const user = await createUser(ctx);

    const made = await change(hr, user.id, {
      role: 'office',
      officeId: office.id,
      expectedVersion: 1,
    });

    expect(made).toMatchObject({
      role: 'office',
      officeId: office.id,
      officeName: 'Accounting',
      version: 2,
    });
    const history = await sut.history(user.id);
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'role', fromValue: 'student', toValue: 'office' }),
        expect.objectContaining({ field: 'office', fromValue: null, toValue: 'Accounting' }),
      ]),
    );
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ actorName: 'Helen Reyes' });
    expect((await notificationsOf(ctx, user))[0]).toMatchObject({
      title: 'Your account was updated',
      message: 'Your role is now Office staff (Accounting).',
    });

    await change(hr, user.id, { status: 'suspended' });
    expect((await notificationsOf(ctx, user))[0]).toMatchObject({
      type: 'warning',
      message: 'Your account is now suspended.',
    });
  });

  it('answers a change made on an older version with CONFLICT', async () => {
    const user = await createUser(ctx);
    await change(hr, user.id, { status: 'inactive', expectedVersion: 1 });

    const stale = await refusalOf(change(hr, user.id, { status: 'active', expectedVersion: 1 }));

    expect(stale).toEqual({ code: 'CONFLICT', message: USERS.changed });
  });

  it('refuses a change of one’s own role or status', async () => {
    for (const own of [{ role: 'student' }, { status: 'suspended' }] as const)
      expect(await refusalOf(change(hr, hr.id, own))).toEqual({
        code: 'FORBIDDEN',
        message: USERS.self,
      });
  });

  it('keeps the admin role to administrators', async () => {
    const user = await createUser(ctx);

    expect(await refusalOf(change(hr, user.id, { role: 'admin' }))).toEqual({
      code: 'FORBIDDEN',
      message: USERS.grantAdmin,
    });
    expect((await change(admin, user.id, { role: 'admin' })).role).toBe('admin');
    expect(await refusalOf(change(hr, user.id, { status: 'suspended' }))).toEqual({
      code: 'FORBIDDEN',
      message: USERS.changeAdmin,
    });
  });

  it('requires a known office for an office account, and drops it with the office role', async () => {
    const user = await createUser(ctx);

    expect(await refusalOf(change(hr, user.id, { role: 'office' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { officeId: USERS.officeRequired },
    });
    const unknown = await refusalOf(
      change(hr, user.id, { role: 'office', officeId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { officeId: USERS.officeNotFound },
    });

    const office = await createOffice(ctx);
    await change(hr, user.id, { role: 'office', officeId: office.id });
    expect(await change(hr, user.id, { role: 'student' })).toMatchObject({
      role: 'student',
      officeId: null,
    });
  });

  it('answers an unknown or malformed id with NOT_FOUND', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope'])
      expect(await refusalOf(sut.get(hr, id))).toEqual({
        code: 'NOT_FOUND',
        message: USERS.notFound,
      });
  });

  it('keeps the last active HR account from being demoted, deactivated or suspended until another exists', async () => {
    const onlyHr = await createUser(ctx, { role: 'hr' });
    // The rule counts every active HR account there is: the others are inactive for this test.
    const others = await ctx.database.db
      .update(users)
      .set({ status: 'inactive' })
      .where(and(eq(users.role, 'hr'), eq(users.status, 'active'), ne(users.id, onlyHr.id)))
      .returning({ id: users.id });
    try {
      const refusal = { code: 'BAD_USER_INPUT', message: USERS.lastHr };
      for (const removal of [
        { role: 'student' },
        { status: 'suspended' },
        { status: 'inactive' },
      ] as const)
        expect(await refusalOf(change(admin, onlyHr.id, removal))).toMatchObject(refusal);
      // A suspended HR account does not count.
      await createUser(ctx, { role: 'hr', status: 'suspended' });
      expect(await refusalOf(change(admin, onlyHr.id, { role: 'student' }))).toMatchObject(refusal);

      await createUser(ctx, { role: 'hr' });
      expect((await change(admin, onlyHr.id, { status: 'suspended' })).status).toBe('suspended');
    } finally {
      await ctx.database.db
        .update(users)
        .set({ status: 'active' })
        .where(
          inArray(
            users.id,
            others.map((other) => other.id),
          ),
        );
    }
  });
});
