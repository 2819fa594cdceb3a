import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueEmail } from '@sasm/test-data';
import { DbContext } from '../src/db/db-context.js';
import { rateLimitBuckets } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { UsersRepository } from '../src/modules/users/users.repository.js';
import { createUser, DEFAULT_PASSWORD, signIn } from './support/factories.js';
import {
  browserAt,
  expectLimitedGraphql,
  expectLimitedRest,
  signInRest,
  WRONG_PASSWORD,
} from './support/sign-in-limits.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { message } }`;
const signUpInput = (email: string) => ({
  firstname: 'Ana',
  lastname: 'Cruz',
  email,
  password: 'secret12',
  confirmPassword: 'secret12',
});

const emails = (count: number) => Array.from({ length: count }, () => uniqueEmail());

/** Runs `work` for every item, `width` at a time. */
async function inBatches<T, R>(
  items: T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    const batch = items.slice(i, i + width);
    results.push(...(await Promise.all(batch.map((item, j) => work(item, i + j)))));
  }
  return results;
}

describe('sign-in and sign-up limits at campus scale (one public address)', () => {
  const clock = new TestClock();
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ clock });
  });
  afterAll(() => sut.close());

  let campusNet = 0;
  const campusAddress = () => `192.0.2.${++campusNet}`;

  /** Verified students straight in the database, sharing one password hash (hashing 600 would be the slow part). */
  async function students(count: number) {
    const users = sut.get<UsersRepository>(UsersRepository);
    const passwordHash = await hashPassword(DEFAULT_PASSWORD);
    return inBatches(Array.from({ length: count }), 20, async () => {
      const user = await users.insert({
        firstname: 'Campus',
        lastname: 'Student',
        email: uniqueEmail(),
        passwordHash,
        verified: true,
      });
      return { email: user!.email, password: DEFAULT_PASSWORD };
    });
  }

  /** Fills an hourly bucket as if `hits` requests had come this hour. */
  async function alreadyCounted(rule: string, subject: string, hits: number) {
    await sut
      .get<DbContext>(DbContext)
      .db.insert(rateLimitBuckets)
      .values({ key: `${rule}:${subject}`, hits, windowStartedAt: clock.now() });
  }

  it('accepts 300 sign-ups and 600 sign-ins of different accounts from one address', async () => {
    const campus = campusAddress();
    const accepted = await inBatches(emails(300), 10, async (email, i) =>
      i % 2
        ? (
            await browserAt(sut, campus).post('/api/auth/signup', {
              ...signUpInput(email),
              confirm_password: 'secret12',
            })
          ).status === 201
        : (await browserAt(sut, campus).graphql(SIGN_UP, { input: signUpInput(email) })).errors ===
          undefined,
    );
    expect(accepted.filter(Boolean)).toHaveLength(300);

    const accounts = await students(600);
    // A few students mistype first, as students do.
    const typos = await inBatches(accounts.slice(0, 30), 10, (account) =>
      signInRest(browserAt(sut, campus), account.email, WRONG_PASSWORD),
    );
    expect(typos.every((res) => res.status === 401)).toBe(true);
    const signIns = await inBatches(accounts, 10, (account) =>
      signInRest(browserAt(sut, campus), account.email, account.password),
    );
    expect(signIns.map((res) => res.status)).toEqual(Array(600).fill(200));
    // 900 password hashes and checks: about 30 s on an idle 2-CPU machine.
  }, 240_000);

  it('bounds one address at 3,000 sign-ups an hour; other addresses still sign up', async () => {
    const campus = campusAddress();
    await alreadyCounted('signup:ip', campus, 2999);
    const last = await browserAt(sut, campus).graphql(SIGN_UP, {
      input: signUpInput(uniqueEmail()),
    });
    expect(last.errors).toBeUndefined();
    expect(
      expectLimitedGraphql(
        await browserAt(sut, campus).graphql(SIGN_UP, { input: signUpInput(uniqueEmail()) }),
      ),
    ).toBeGreaterThan(59 * 60);
    const rest = await browserAt(sut, campus).post('/api/auth/signup', {
      ...signUpInput(uniqueEmail()),
      confirm_password: 'secret12',
    });
    expect(expectLimitedRest(rest)).toBeGreaterThan(59 * 60);
    const elsewhere = await sut.client().graphql(SIGN_UP, { input: signUpInput(uniqueEmail()) });
    expect(elsewhere.errors).toBeUndefined();
  });

  it.each([
    ['forgot:ip', '/api/auth/password/forgot'],
    ['resend:ip', '/api/auth/email/resend'],
  ])('bounds one address at 1,000 %s requests an hour', async (rule, path) => {
    const campus = campusAddress();
    await alreadyCounted(rule, campus, 999);
    expect((await browserAt(sut, campus).post(path, { email: uniqueEmail() })).status).toBe(200);
    expectLimitedRest(await browserAt(sut, campus).post(path, { email: uniqueEmail() }));
    expect((await sut.client().post(path, { email: uniqueEmail() })).status).toBe(200);
  });

  it('stops credential stuffing: 100 failures a minute from one address, then its new browsers wait', async () => {
    const campus = campusAddress();
    const [regular, newcomer] = await students(2);
    const regularsBrowser = browserAt(sut, campus);
    await signIn(regularsBrowser, regular!);

    const stuffed = await inBatches(emails(100), 10, (email) =>
      signInRest(browserAt(sut, campus), email, WRONG_PASSWORD),
    );
    expect(stuffed.map((res) => res.status)).toEqual(Array(100).fill(401));
    const wait = expectLimitedRest(
      await signInRest(browserAt(sut, campus), newcomer!.email, newcomer!.password),
    );
    expect(wait).toBeLessThanOrEqual(60);

    // A browser that signed in to its account before is not held back; nor is any other address.
    expect((await signInRest(regularsBrowser, regular!.email, regular!.password)).status).toBe(200);
    expect((await signInRest(sut.client(), newcomer!.email, newcomer!.password)).status).toBe(200);

    clock.advance(wait * 1000);
    expect(
      (await signInRest(browserAt(sut, campus), newcomer!.email, newcomer!.password)).status,
    ).toBe(200);
  });

  it('never counts successes toward the address: 100 sign-ins after 99 failures', async () => {
    const campus = campusAddress();
    const failures = await inBatches(emails(99), 10, (email) =>
      signInRest(browserAt(sut, campus), email, WRONG_PASSWORD),
    );
    expect(failures.every((res) => res.status === 401)).toBe(true);
    const accounts = await students(100);
    // One at a time: with one failure left, the address lets one unknown client try at once.
    const signIns = await inBatches(accounts, 1, (account) =>
      signInRest(browserAt(sut, campus), account.email, account.password),
    );
    expect(signIns.every((res) => res.status === 200)).toBe(true);
    const user = await createUser(sut);
    expect((await signInRest(browserAt(sut, campus), user.email, WRONG_PASSWORD)).status).toBe(401);
    expectLimitedRest(await signInRest(browserAt(sut, campus), user.email, user.password));
  });
});
