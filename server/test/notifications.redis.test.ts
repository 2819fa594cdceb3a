import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import { signedInClient } from './support/factories.js';
import { subscribe } from './support/subscriptions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// Runs when TEST_REDIS_URL points at a Redis server (CI: redis://127.0.0.1:6379); see jest.config.js.
const redisUrl = process.env.TEST_REDIS_URL!;
// Instances of one deployment share the secret that signs access tokens.
const env = { REDIS_URL: redisUrl, JWT_SECRET: 'shared-secret-of-both-instances-0123456789' };

describe('notifications across server instances (Redis pub/sub)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env });
    b = await createTestApp({ env, shareDatabaseOf: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('delivers a notification created on instance A to a subscriber connected to instance B', async () => {
    const { user, client } = await signedInClient(a);
    const onB = await subscribe(
      b.url,
      client,
      'subscription { notificationAdded { title message } }',
      (d) => d.notificationAdded,
    );
    const countOnB = await subscribe(
      b.url,
      client,
      'subscription { unreadCountChanged }',
      (d) => d.unreadCountChanged,
    );
    const next = onB.next();
    const nextCount = countOnB.next();
    await a.get<NotificationsService>(NotificationsService).notify(user.id, {
      type: 'info',
      title: 'From A',
      message: 'crossed instances',
    });
    expect(await next).toEqual({ title: 'From A', message: 'crossed instances' });
    expect(await nextCount).toBe(1);
    await Promise.all([onB.dispose(), countOnB.dispose()]);
  });

  it('closes a socket on instance B when its session is ended through instance A', async () => {
    const { client } = await signedInClient(a);
    const onB = await subscribe(
      b.url,
      client,
      'subscription { unreadCountChanged }',
      (d) => d.unreadCountChanged,
    );
    await client.get('/api/auth/signout');
    expect(await onB.closed).toBe(4401);
  });
});
