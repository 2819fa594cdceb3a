import { describe, expect, it } from '@jest/globals';
import type { RedisPubSub } from 'graphql-redis-subscriptions';
import type { Redis } from 'ioredis';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import { PUB_SUB } from '../src/pubsub/pubsub.module.js';
import { applicationForm, type RestApplication, submitRest } from './support/applications.js';
import { signedInClient } from './support/factories.js';
import { createOffice } from './support/scholars.js';
import type { TestClient } from './support/test-client.js';
import { sameBrowserOn, useTwoInstances } from './support/two-instances.js';
import { changeUser } from './support/users.js';

/**
 * Each instance keeps live sessions, users, unread counts and HR's pages of
 * the staff list in memory (SessionsService, NotificationsService,
 * ApplicationsRepository). These tests warm instance B's
 * cache, change the data through instance A, and ask B again at once — no
 * sleep: the change must already be known there.
 */
describe('signed-in reads cached per instance, changes seen at once on every instance', () => {
  const apps = useTwoInstances();
  const onB = (client: TestClient) => sameBrowserOn(apps.b, client);

  /** Asks B several times, so its answer comes from its cache afterwards. */
  async function warm(client: TestClient): Promise<void> {
    for (let i = 0; i < 3; i += 1) expect((await client.get('/api/user')).status).toBe(200);
  }

  it('refuses a session on B the moment it is signed out on A', async () => {
    const { client } = await signedInClient(apps.a);
    const b1 = onB(client);
    await warm(b1);
    expect((await client.get('/api/auth/signout')).status).toBeLessThan(300);
    expect((await b1.get('/api/user')).status).toBe(401);
  });

  it('refuses a session on B the moment it is ended from another device on A', async () => {
    const { user, client: laptop } = await signedInClient(apps.a);
    const phone = apps.a.client();
    await phone.visit();
    expect(
      (await phone.post('/api/auth/signin', { email: user.email, password: user.password })).status,
    ).toBe(200);
    const phoneOnB = onB(phone);
    await warm(phoneOnB);
    const { sessions } = (await laptop.get('/api/sessions')).body as {
      sessions: { _id: string; isCurrent: boolean }[];
    };
    const other = sessions.find((session) => !session.isCurrent)!;
    expect((await laptop.delete(`/api/sessions/${other._id}`)).status).toBe(200);
    expect((await phoneOnB.get('/api/user')).status).toBe(401);
    expect((await onB(laptop).get('/api/user')).status).toBe(200);
  });

  it('refuses every session of a user on B the moment HR suspends them on A, and serves them again once reactivated and signed in', async () => {
    const { client: hr } = await signedInClient(apps.a, { role: 'hr' });
    const { user, client } = await signedInClient(apps.a);
    const b1 = onB(client);
    await warm(b1);
    expect((await changeUser('rest', hr, user.id, { status: 'suspended' })).code).toBe(null);
    expect((await b1.get('/api/user')).status).toBe(401);
    expect((await changeUser('rest', hr, user.id, { status: 'active' })).code).toBe(null);
    const again = apps.b.client();
    await again.visit();
    expect(
      (await again.post('/api/auth/signin', { email: user.email, password: user.password })).status,
    ).toBe(200);
    expect((await again.get('/api/user')).status).toBe(200);
  });

  it('shows a role change made on A in the next answer of B, and applies its access rules', async () => {
    const { client: hr } = await signedInClient(apps.a, { role: 'hr' });
    const office = await createOffice(apps.a);
    const { user, client } = await signedInClient(apps.a, { role: 'office', officeId: office.id });
    const b1 = onB(client);
    await warm(b1);
    const me = () => b1.graphql<{ me: { role: string } }>('{ me { role } }');
    expect((await me()).data?.me.role).toBe('office');
    expect((await changeUser('rest', hr, user.id, { role: 'hr', officeId: null })).code).toBe(null);
    expect((await me()).data?.me.role).toBe('hr');
    expect((await b1.get('/api/users')).status).toBe(200);
  });

  it('shows on B an unread count changed on A at once', async () => {
    const { user, client } = await signedInClient(apps.a);
    const b1 = onB(client);
    const unread = async () =>
      (await b1.graphql<{ unreadNotificationCount: number }>('{ unreadNotificationCount }')).data
        ?.unreadNotificationCount;
    expect(await unread()).toBe(0);
    expect(await unread()).toBe(0);
    await apps.a.get<NotificationsService>(NotificationsService).notify(user.id, {
      type: 'info',
      title: 'From A',
      message: 'counted on B',
    });
    expect(await unread()).toBe(1);
    expect((await client.put('/api/notifications/mark-all-read')).status).toBeLessThan(300);
    expect(await unread()).toBe(0);
  });

  it('shows on B, at once, an application submitted, moved and withdrawn on A', async () => {
    const { client: hr } = await signedInClient(apps.a, { role: 'hr' });
    const hrOnB = onB(hr);
    const surname = `Cached ${Date.now()}`;
    const listed = async () => {
      const res = await hrOnB.get(`/api/applications/all?search=${encodeURIComponent(surname)}`);
      expect(res.status).toBe(200);
      return (res.body as { applications: RestApplication[] }).applications;
    };
    expect(await listed()).toEqual([]);
    expect(await listed()).toEqual([]);

    const { client: student } = await signedInClient(apps.a);
    const submitted = await submitRest(student, applicationForm({ lastName: surname }));
    expect(submitted.status).toBe(201);
    const [application] = await listed();
    expect(application?.status).toBe('pending');
    expect(application?.profilePhoto).toMatch(/^\/api\/files\//);

    const moved = await hr.put(`/api/applications/${application!.id}/status`, {
      status: 'under_review',
    });
    expect(moved.status).toBe(200);
    expect((await listed()).map((row) => row.status)).toEqual(['under_review']);

    const { client: other } = await signedInClient(apps.a);
    const second = await submitRest(other, applicationForm({ lastName: surname }));
    expect(second.status).toBe(201);
    expect(await listed()).toHaveLength(2);
    expect((await other.delete(`/api/applications/${second.body.application._id}`)).status).toBe(
      200,
    );
    expect((await listed()).map((row) => row.id)).toEqual([application!.id]);
  });

  it('reads from the database while B cannot hear the pub/sub, and starts afresh once it hears again', async () => {
    const { client: hr } = await signedInClient(apps.a, { role: 'hr' });
    const office = await createOffice(apps.a);
    const { user, client } = await signedInClient(apps.a, { role: 'office', officeId: office.id });
    const b1 = onB(client);
    await warm(b1);
    const subscriber = apps.b.get<RedisPubSub>(PUB_SUB).getSubscriber() as Redis;
    subscriber.disconnect();
    try {
      // B misses this message: it must not answer from what it cached before.
      expect((await changeUser('rest', hr, user.id, { role: 'hr', officeId: null })).code).toBe(
        null,
      );
      const me = await b1.graphql<{ me: { role: string } }>('{ me { role } }');
      expect(me.data?.me.role).toBe('hr');
    } finally {
      await subscriber.connect();
    }
    await warm(b1);
    expect((await changeUser('rest', hr, user.id, { status: 'suspended' })).code).toBe(null);
    expect((await b1.get('/api/user')).status).toBe(401);
  });
});
