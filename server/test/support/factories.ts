import { uniqueEmail } from '@sasm/test-data';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { UsersRepository } from '../../src/modules/users/users.repository.js';
import type { NewUser, User } from '../../src/modules/users/users.table.js';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

export const DEFAULT_PASSWORD = 'Secret#123';

// Hashed once: argon2id costs ~20 ms a user, and most users have the default password.
let defaultHash: Promise<string> | undefined;

/** A user straight in the database (verified unless told otherwise), with a known password. */
export async function createUser(
  sut: Pick<TestApp, 'get'>,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<User & { password: string }> {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const user = await sut.get<UsersRepository>(UsersRepository).insert({
    firstname: 'Test',
    lastname: 'User',
    email: uniqueEmail(),
    role: 'student',
    verified: true,
    ...fields,
    passwordHash: await (password === DEFAULT_PASSWORD
      ? (defaultHash ??= hashPassword(DEFAULT_PASSWORD))
      : hashPassword(password)),
  });
  if (!user) throw new Error('createUser: e-mail already taken');
  return { ...user, password };
}

/** Signs the client in over REST; fails the test when that does not work. */
export async function signIn(
  client: TestClient,
  user: { email: string; password: string },
): Promise<void> {
  const res = await client.post('/api/auth/signin', { email: user.email, password: user.password });
  if (res.status !== 200)
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A new client signed in as a new user. */
export async function signedInClient(
  sut: TestApp,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(sut, overrides);
  const client = sut.client();
  await signIn(client, user);
  return { user, client };
}
