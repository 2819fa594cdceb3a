import { describe, expect, it } from '@jest/globals';
import { bearerClient, createApiToken } from './support/api-tokens.js';
import { signedInClient } from './support/factories.js';
import { useTwoInstances } from './support/two-instances.js';
import { changeUser } from './support/users.js';

/**
 * Instance B keeps known tokens in memory; revoking one, or changing its
 * owner, through instance A must stop it on B's very next request — no sleep.
 */
describe('API tokens cached per instance, revocation seen at once on every instance', () => {
  const apps = useTwoInstances();

  /** A script of this token on B whose token B has cached. */
  async function warmOnB(secret: string) {
    const script = bearerClient(apps.b, secret);
    for (let i = 0; i < 3; i += 1) await script.get('/api/user').expect(200);
    return script;
  }

  it('refuses a token on B the moment it is revoked on A', async () => {
    const { client } = await signedInClient(apps.a, { role: 'hr' });
    const token = await createApiToken(client);
    const script = await warmOnB(token.secret);
    expect((await client.delete(`/api/tokens/${token.id}`)).status).toBe(200);
    await script.get('/api/user').expect(401);
  });

  it.each([
    ['suspends', { status: 'suspended' }],
    ['demotes', { role: 'student' }],
  ])('refuses a token on B the moment HR %s its owner on A', async (_what, change) => {
    const { client: hr } = await signedInClient(apps.a, { role: 'hr' });
    const { user, client } = await signedInClient(apps.a, { role: 'hr' });
    const script = await warmOnB((await createApiToken(client)).secret);
    expect((await changeUser('rest', hr, user.id, change)).code).toBe(null);
    await script.get('/api/user').expect(401);
  });
});
