import { describe, expect, it } from '@jest/globals';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import { signedInClient } from './support/factories.js';
import { subscribe } from './support/subscriptions.js';
import { useTwoInstances } from './support/two-instances.js';

describe('notifications across server instances (Redis pub/sub)', () => {
  const apps = useTwoInstances();

  it('delivers a notification created on instance A to a subscriber connected to instance B', async () => {
    const { user, client } = await signedInClient(apps.a);
    const onB = await subscribe(
      apps.b.url,
      client,
      'subscription { notificationAdded { title message } }',
      (d) => d.notificationAdded,
    );
    const countOnB = await subscribe(
      apps.b.url,
      client,
      'subscription { unreadCountChanged }',
      (d) => d.unreadCountChanged,
    );
    const next = onB.next();
    const nextCount = countOnB.next();
    await apps.a.get<NotificationsService>(NotificationsService).notify(user.id, {
      type: 'info',
      title: 'From A',
      message: 'crossed instances',
    });
    expect(await next).toEqual({ title: 'From A', message: 'crossed instances' });
    expect(await nextCount).toBe(1);
    await Promise.all([onB.dispose(), countOnB.dispose()]);
  });

  it('closes a socket on instance B when its session is ended through instance A', async () => {
    const { client } = await signedInClient(apps.a);
    const onB = await subscribe(
      apps.b.url,
      client,
      'subscription { unreadCountChanged }',
      (d) => d.unreadCountChanged,
    );
    await client.get('/api/auth/signout');
    expect(await onB.closed).toBe(4401);
  });
});
