import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DbContext } from '../src/db/db-context.js';
import { files } from '../src/db/schema.js';
import { Housekeeping } from '../src/modules/housekeeping/housekeeping.js';
import { UsersRepository } from '../src/modules/users/users.repository.js';
import { submitRest } from './support/applications.js';
import { createUser, signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

const days = (n: number) => n * 24 * 3_600_000;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { message } }`;

describe(Housekeeping.name, () => {
  const clock = new TestClock();
  let sut: TestApp;
  let users: UsersRepository;
  beforeAll(async () => {
    sut = await createTestApp({ clock });
    users = sut.get(UsersRepository);
  });
  afterAll(() => sut.close());

  const sweep = () => sut.get<Housekeeping>(Housekeeping).sweep();
  const exists = async (id: string) => (await users.findById(id)) !== undefined;

  it('removes unverified student accounts older than 7 days, so the address can sign up again', async () => {
    const stale = await createUser(sut, { verified: false });
    clock.advance(days(7) + 60_000);
    // Six days old by the server's clock.
    const fresh = await createUser(sut, {
      verified: false,
      createdAt: new Date(clock.now().getTime() - days(6)),
    });

    await sweep();
    expect(await exists(stale.id)).toBe(false);
    expect(await exists(fresh.id)).toBe(true);

    const again = await sut.client().graphql(SIGN_UP, {
      input: {
        firstname: 'Ana',
        lastname: 'Cruz',
        email: stale.email,
        password: 'secret12',
        confirmPassword: 'secret12',
      },
    });
    expect(again.errors).toBeUndefined();
  });

  it('keeps every old account that holds something or that someone decided about', async () => {
    const verified = await createUser(sut);
    const staff = await createUser(sut, { role: 'office', verified: false });
    const suspended = await createUser(sut, { verified: false, status: 'suspended' });
    const withFile = await createUser(sut, { verified: false });
    await sut
      .get<DbContext>(DbContext)
      .db.insert(files)
      .values({
        ownerId: withFile.id,
        purpose: 'profile_photo',
        originalName: 'me.jpg',
        mime: 'image/jpeg',
        size: 10,
        sha256: 'x'.repeat(64),
        storageKey: randomBytes(12).toString('hex'),
      });
    // An application needs a verified address; one whose owner later lost it still counts.
    const { user: applicant, client } = await signedInClient(sut);
    expect((await submitRest(client)).status).toBe(201);
    await users.update(applicant.id, { verified: false });

    clock.advance(days(8));
    await sweep();
    for (const user of [verified, staff, suspended, withFile, applicant]) {
      expect(await exists(user.id)).toBe(true);
    }
  });

  it('runs at boot', async () => {
    const stale = await createUser(sut, { verified: false });
    clock.advance(days(8));
    const booted = await createTestApp({ shareDatabaseOf: sut, clock });
    // The boot sweep runs in the background; shutting down waits for it.
    await booted.close();
    expect(await exists(stale.id)).toBe(false);
  });
});
