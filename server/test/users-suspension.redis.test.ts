import { describe, expect, it } from '@jest/globals';
import { signedInClient } from './support/factories.js';
import { subscribe } from './support/subscriptions.js';
import { useTwoInstances } from './support/two-instances.js';
import { changeUser } from './support/users.js';

describe('suspending a user across server instances (Redis pub/sub)', () => {
  const apps = useTwoInstances();

  it('closes the user’s sockets on instance B when HR suspends them through instance A', async () => {
    const { client: hr } = await signedInClient(apps.a, { role: 'hr' });
    const { user, client } = await signedInClient(apps.a);
    const onB = await subscribe(
      apps.b.url,
      client,
      'subscription { unreadCountChanged }',
      (d) => d.unreadCountChanged,
    );
    expect((await changeUser('rest', hr, user.id, { status: 'suspended' })).code).toBe(null);
    expect(await onB.closed).toBe(4401);
  });
});
