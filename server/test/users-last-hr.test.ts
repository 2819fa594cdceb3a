import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { changeUser } from './support/users.js';

// Its own database: the rule counts every active HR account there is.
describe('the last active HR account', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it('cannot be demoted, deactivated or suspended, over either transport, until another exists', async () => {
    const { client: admin } = await signedInClient(sut, { role: 'admin' });
    const onlyHr = await createUser(sut, { role: 'hr' });
    const refusal = {
      code: 'BAD_USER_INPUT',
      message: 'The last active HR account cannot be demoted, deactivated or suspended.',
    };
    expect(await changeUser('graphql', admin, onlyHr.id, { role: 'student' })).toMatchObject(
      refusal,
    );
    expect(await changeUser('rest', admin, onlyHr.id, { status: 'suspended' })).toMatchObject(
      refusal,
    );
    expect(await changeUser('rest', admin, onlyHr.id, { status: 'inactive' })).toMatchObject(
      refusal,
    );
    // A suspended HR account does not count.
    await createUser(sut, { role: 'hr', status: 'suspended' });
    expect((await changeUser('graphql', admin, onlyHr.id, { role: 'student' })).code).toBe(
      'BAD_USER_INPUT',
    );

    await createUser(sut, { role: 'hr' });
    expect((await changeUser('graphql', admin, onlyHr.id, { status: 'suspended' })).code).toBe(
      null,
    );
  });
});
