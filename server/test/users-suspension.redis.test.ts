import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signedInClient } from './support/factories.js';
import { subscribe } from './support/subscriptions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { changeUser } from './support/users.js';

// Runs when TEST_REDIS_URL points at a Redis server (CI: redis://127.0.0.1:6379); see jest.config.js.
const env = {
  REDIS_URL: process.env.TEST_REDIS_URL!,
  JWT_SECRET: 'shared-secret-of-both-instances-0123456789',
};

describe('suspending a user across server instances (Redis pub/sub)', () => {
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

  it('closes the user’s sockets on instance B when HR suspends them through instance A', async () => {
    const { client: hr } = await signedInClient(a, { role: 'hr' });
    const { user, client } = await signedInClient(a);
    const onB = await subscribe(
      b.url,
      client,
      'subscription { unreadCountChanged }',
      (d) => d.unreadCountChanged,
    );
    expect((await changeUser('rest', hr, user.id, { status: 'suspended' })).code).toBe(null);
    expect(await onB.closed).toBe(4401);
  });
});
