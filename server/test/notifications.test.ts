import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import { signedInClient } from './support/factories.js';
import { subscribe } from './support/subscriptions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const LIST = `query($isRead: Boolean, $limit: Int, $skip: Int) {
  notifications(isRead: $isRead, limit: $limit, skip: $skip) { total unreadCount items { id title isRead type link } }
}`;

interface Page {
  notifications: {
    total: number;
    unreadCount: number;
    items: Array<{ id: string; title: string; isRead: boolean }>;
  };
}

describe('notifications', () => {
  let sut: TestApp;
  let service: NotificationsService;
  beforeAll(async () => {
    sut = await createTestApp();
    service = sut.get(NotificationsService);
  });
  afterAll(() => sut.close());

  /** A signed-in user with `n` notifications, oldest first ("N1" … "Nn"). */
  async function userWith(n: number) {
    const { user, client } = await signedInClient(sut);
    const ids: string[] = [];
    for (let i = 1; i <= n; i++) {
      ids.push(
        (await service.notify(user.id, { type: 'info', title: `N${i}`, message: `message ${i}` }))
          .id,
      );
    }
    return { user, client, ids };
  }

  const list = (client: TestClient, variables: Record<string, unknown> = {}) =>
    client.graphql<Page>(LIST, variables).then((res) => res.data!.notifications);

  describe('over GraphQL', () => {
    it('lists newest first with total and unread count, filtered and paged', async () => {
      const { client, ids } = await userWith(5);
      await client.graphql('mutation($id: ID!) { markNotificationRead(id: $id) { isRead } }', {
        id: ids[0],
      });
      const all = await list(client);
      expect(all.items.map((n) => n.title)).toEqual(['N5', 'N4', 'N3', 'N2', 'N1']);
      expect(all).toMatchObject({ total: 5, unreadCount: 4 });
      const unread = await list(client, { isRead: false, limit: 2, skip: 1 });
      expect(unread.items.map((n) => n.title)).toEqual(['N4', 'N3']);
      expect(unread.total).toBe(4);
      expect((await list(client, { isRead: true })).items.map((n) => n.title)).toEqual(['N1']);
    });

    it('marks one, several and all read, and counts unread', async () => {
      const { client, ids } = await userWith(4);
      const count = () =>
        client.graphql<{ unreadNotificationCount: number }>('{ unreadNotificationCount }');
      expect((await count()).data?.unreadNotificationCount).toBe(4);
      const many = await client.graphql(
        'mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }',
        { ids: ids.slice(0, 2) },
      );
      expect(many.data).toEqual({ markNotificationsRead: 2 });
      expect((await count()).data?.unreadNotificationCount).toBe(2);
      expect((await client.graphql('mutation { markAllNotificationsRead }')).data).toEqual({
        markAllNotificationsRead: 2,
      });
      expect((await count()).data?.unreadNotificationCount).toBe(0);
    });

    it('deletes one and several', async () => {
      const { client, ids } = await userWith(3);
      expect(
        (await client.graphql('mutation($id: ID!) { deleteNotification(id: $id) }', { id: ids[0] }))
          .data,
      ).toEqual({
        deleteNotification: true,
      });
      const bulk = await client.graphql(
        'mutation($ids: [ID!]!) { deleteNotifications(ids: $ids) }',
        { ids: ids.slice(1) },
      );
      expect(bulk.data).toEqual({ deleteNotifications: 2 });
      expect((await list(client)).total).toBe(0);
    });

    it("never touches another user's notification, answering NOT_FOUND", async () => {
      const owner = await userWith(1);
      const other = await userWith(0);
      const id = owner.ids[0];
      for (const mutation of [
        'markNotificationRead(id: $id) { id }',
        'deleteNotification(id: $id)',
      ]) {
        const res = await other.client.graphql(`mutation($id: ID!) { ${mutation} }`, { id });
        expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
      expect(
        (
          await other.client.graphql('mutation($ids: [ID!]!) { deleteNotifications(ids: $ids) }', {
            ids: [id],
          })
        ).data,
      ).toEqual({
        deleteNotifications: 0,
      });
      expect(await list(owner.client)).toMatchObject({ total: 1, unreadCount: 1 });
    });

    it('rejects a page size over 100', async () => {
      const { client } = await userWith(0);
      const res = await client.graphql(LIST, { limit: 101 });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('over REST', () => {
    it('GET /api/notifications answers notifications with _id, total and unreadCount; query filters apply', async () => {
      const { client, ids } = await userWith(3);
      await client.put(`/api/notifications/${ids[2]}/read`);
      const res = await client.get('/api/notifications?isRead=false&limit=1&skip=0');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 2, unreadCount: 2 });
      expect(res.body.notifications).toHaveLength(1);
      expect(res.body.notifications[0]).toMatchObject({
        _id: ids[1],
        id: ids[1],
        title: 'N2',
        isRead: false,
      });
      expect((await client.get('/api/notifications?isRead=maybe')).status).toBe(400);
    });

    it('GET /api/notifications/unread-count answers both unreadCount and count', async () => {
      const { client } = await userWith(2);
      expect((await client.get('/api/notifications/unread-count')).body).toEqual({
        unreadCount: 2,
        count: 2,
      });
    });

    it('PUT mark-all-read and bulk-read, DELETE one and bulk', async () => {
      const { client, ids } = await userWith(4);
      expect(
        (await client.put('/api/notifications/bulk-read', { notificationIDs: [ids[0]] })).body,
      ).toEqual({ modified: 1 });
      expect((await client.put('/api/notifications/mark-all-read')).body).toEqual({ modified: 3 });
      expect((await client.delete(`/api/notifications/${ids[0]}`)).status).toBe(200);
      expect(
        (await client.delete('/api/notifications/bulk', { notificationIDs: ids.slice(1) })).body,
      ).toEqual({ deleted: 3 });
      expect((await client.get('/api/notifications')).body.total).toBe(0);
      expect((await client.put('/api/notifications/bulk-read', {})).status).toBe(400);
    });

    it("answers 404 for another user's notification and for garbage ids", async () => {
      const owner = await userWith(1);
      const other = await userWith(0);
      expect((await other.client.put(`/api/notifications/${owner.ids[0]}/read`)).status).toBe(404);
      expect((await other.client.delete(`/api/notifications/${owner.ids[0]}`)).status).toBe(404);
      expect((await other.client.delete('/api/notifications/nope')).status).toBe(404);
      expect((await owner.client.get('/api/notifications/unread-count')).body.unreadCount).toBe(1);
    });

    it('requires a signed-in user', async () => {
      expect((await sut.client().get('/api/notifications')).status).toBe(401);
    });
  });

  describe('subscriptions', () => {
    it('deliver a new notification and the unread count to its owner only', async () => {
      const alice = await userWith(0);
      const bob = await userWith(0);
      const added = await subscribe(
        sut.url,
        alice.client,
        'subscription { notificationAdded { title type } }',
        (d) => d.notificationAdded,
      );
      const counts = await subscribe(
        sut.url,
        alice.client,
        'subscription { unreadCountChanged }',
        (d) => d.unreadCountChanged,
      );
      const bobs = await subscribe(
        sut.url,
        bob.client,
        'subscription { notificationAdded { title } }',
        (d) => d.notificationAdded,
      );

      const nextAdded = added.next();
      const nextCount = counts.next();
      await service.notify(alice.user.id, {
        type: 'success',
        title: 'Accepted',
        message: 'Welcome aboard',
      });
      expect(await nextAdded).toEqual({ title: 'Accepted', type: 'success' });
      expect(await nextCount).toBe(1);

      const afterRead = counts.next();
      await alice.client.put('/api/notifications/mark-all-read');
      expect(await afterRead).toBe(0);

      expect(bobs.received).toEqual([]);
      await Promise.all([added.dispose(), counts.dispose(), bobs.dispose()]);
    });

    it('publish only after the transaction commits, and never for a rolled-back one', async () => {
      const { user, client } = await userWith(0);
      const added = await subscribe(
        sut.url,
        client,
        'subscription { notificationAdded { title } }',
        (d) => d.notificationAdded,
      );
      const { DbContext } = await import('../src/db/db-context.js');
      const context = sut.get<InstanceType<typeof DbContext>>(DbContext);
      await expect(
        context.transaction(async () => {
          await service.notify(user.id, { type: 'info', title: 'Rolled back', message: 'x' });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const next = added.next();
      await service.notify(user.id, { type: 'info', title: 'Committed', message: 'y' });
      expect(await next).toEqual({ title: 'Committed' });
      expect(added.received).toEqual([{ title: 'Committed' }]);
      await added.dispose();
    });

    it('refuse an anonymous subscriber', async () => {
      await expect(
        subscribe(
          sut.url,
          null,
          'subscription { unreadCountChanged }',
          (d) => d.unreadCountChanged,
        ),
      ).rejects.toThrow(/UNAUTHENTICATED|Authentication required/);
    });

    it('are closed when their session ends', async () => {
      const { client } = await userWith(0);
      const counts = await subscribe(
        sut.url,
        client,
        'subscription { unreadCountChanged }',
        (d) => d.unreadCountChanged,
      );
      await client.get('/api/auth/signout');
      expect(await counts.closed).toBe(4401);
    });
  });
});
