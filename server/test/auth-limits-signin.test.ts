import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, signIn } from './support/factories.js';
import {
  browserAt,
  expectLimitedGraphql,
  expectLimitedRest,
  guessWrong,
  SIGN_IN,
  signInGraphql,
  signInRest,
  WRONG_PASSWORD,
} from './support/sign-in-limits.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

const seconds = (n: number) => n * 1000;
const minutes = (n: number) => n * 60_000;

describe('sign-in limits: one account from one client', () => {
  const clock = new TestClock();
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ clock });
  });
  afterAll(() => sut.close());

  it('never limits successful sign-ins: 40 in a row of one account from one address', async () => {
    const user = await createUser(sut);
    for (let i = 0; i < 20; i++) {
      expect((await signInRest(browserAt(sut, '10.9.0.1'), user.email, user.password)).status).toBe(
        200,
      );
      const gql = await signInGraphql(browserAt(sut, '10.9.0.1'), user.email, user.password);
      expect(gql.errors).toBeUndefined();
    }
  });

  it('lets 5 failures through, then makes that client wait, longer after each further failure', async () => {
    const user = await createUser(sut);
    const client = sut.client();
    expect(await guessWrong(client, user.email, 5)).toEqual([401, 401, 401, 401, 401]);
    // Even the right password waits: a throttled attempt is not checked at all.
    expect(expectLimitedRest(await signInRest(client, user.email, user.password))).toBe(30);

    clock.advance(seconds(30));
    expect(await guessWrong(client, user.email, 1)).toEqual([401]);
    expect(expectLimitedRest(await signInRest(client, user.email, user.password))).toBe(60);
    clock.advance(minutes(1));
    expect(await guessWrong(client, user.email, 1)).toEqual([401]);
    expect(expectLimitedRest(await signInRest(client, user.email, user.password))).toBe(120);
    clock.advance(minutes(2));
    expect((await signInRest(client, user.email, user.password)).status).toBe(200);
  });

  it('locks that pair only: the account elsewhere, and other accounts here, still sign in', async () => {
    const victim = await createUser(sut);
    const other = await createUser(sut);
    const client = sut.client();
    await guessWrong(client, victim.email, 5);
    expectLimitedRest(await signInRest(client, victim.email, victim.password));

    expect((await signInRest(sut.client(), victim.email, victim.password)).status).toBe(200);
    expect((await signInRest(client, other.email, other.password)).status).toBe(200);
  });

  it('tells the account apart from its case and spaces', async () => {
    const user = await createUser(sut);
    const client = sut.client();
    const upper = user.email.toUpperCase();
    for (const email of [upper, ` ${user.email} `, user.email, upper, user.email]) {
      expect((await signInRest(client, email, WRONG_PASSWORD)).status).toBe(401);
    }
    expectLimitedRest(await signInRest(client, user.email, user.password));
  });

  it('forgets the failures of the client that signs in with the right password', async () => {
    const user = await createUser(sut);
    const ip = '10.9.1.1';
    const first = browserAt(sut, ip);
    expect(await guessWrong(first, user.email, 4)).toEqual([401, 401, 401, 401]);
    expect((await signInRest(first, user.email, user.password)).status).toBe(200);

    // Another new browser at that address is the same client as far as the count goes: it starts at 0.
    const second = browserAt(sut, ip);
    expect(await guessWrong(second, user.email, 5)).toEqual([401, 401, 401, 401, 401]);
    expectLimitedRest(await signInRest(second, user.email, user.password));
  });

  it('forgets a quiet client an hour after its last failure', async () => {
    const user = await createUser(sut);
    const client = sut.client();
    await guessWrong(client, user.email, 5);
    clock.advance(minutes(60));
    expect(await guessWrong(client, user.email, 4)).toEqual([401, 401, 401, 401]);
    expect((await signInRest(client, user.email, user.password)).status).toBe(200);
  });

  it('answers a limited GraphQL signIn with RATE_LIMITED, retryAfter and the Retry-After header', async () => {
    const user = await createUser(sut);
    const client = sut.client();
    await guessWrong(client, user.email, 5);
    const res = await client.post('/graphql', {
      query: SIGN_IN,
      variables: { input: { email: user.email, password: user.password } },
    });
    const wait = expectLimitedGraphql({ status: res.status, ...res.body });
    expect(wait).toBe(30);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body.errors[0].message).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('never limits successful sign-ins in aliased signIn fields of one GraphQL request', async () => {
    const user = await createUser(sut);
    const fields = Array.from(
      { length: 12 },
      (_, i) => `s${i + 1}: signIn(input: $input) { redirectUrl }`,
    );
    const res = await sut
      .client()
      .graphql(`mutation($input: SignInInput!) { ${fields.join(' ')} }`, {
        input: { email: user.email, password: user.password },
      });
    expect(res.errors).toBeUndefined();
    expect(Object.keys(res.data!)).toHaveLength(12);
  });

  it('lets as many parallel guesses through as a sequence would: 5 of 12 at once', async () => {
    const user = await createUser(sut);
    const client = await sut.client().visit();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signInRest(client, user.email, WRONG_PASSWORD)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });
});

describe('sign-in limits: the device cookie', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ env: { PUBLIC_URL: 'https://sasm.example.edu' } });
  });
  afterAll(() => sut.close());

  it('is set by either sign-in: HttpOnly, Secure behind HTTPS, SameSite=Lax, for a year, kept on sign-out', async () => {
    const user = await createUser(sut);
    const rest = sut.client();
    await signIn(rest, user);
    const cookie = rest.cookies.get('device_token')!;
    expect(cookie.value).toMatch(/^[\w-]{22}\.[\w-]{22}\.[\w-]{22}$/);
    expect(cookie.attributes).toMatch(/HttpOnly/);
    expect(cookie.attributes).toMatch(/Secure/);
    expect(cookie.attributes).toMatch(/SameSite=Lax/);
    expect(cookie.attributes).toMatch(/Path=\/(;|$)/);
    expect(cookie.attributes).toMatch(/Max-Age=31536000/);
    expect(cookie.value).not.toContain(user.id);

    await rest.get('/api/auth/signout');
    expect(rest.cookie('device_token')).toBe(cookie.value);

    const gql = sut.client();
    expect((await signInGraphql(gql, user.email, user.password)).errors).toBeUndefined();
    expect(gql.cookies.get('device_token')?.attributes).toMatch(/HttpOnly/);
  });

  it('keeps one device per browser and remembers each account signed in on it', async () => {
    const [ana, ben] = [await createUser(sut), await createUser(sut)];
    const client = sut.client();
    await signIn(client, ana);
    const [device] = client.cookie('device_token')!.split('.');
    await signIn(client, ben);
    const parts = client.cookie('device_token')!.split('.');
    expect(parts[0]).toBe(device);
    expect(parts).toHaveLength(4);
  });

  it('makes a browser that signed in before a client of its own at a shared address', async () => {
    const user = await createUser(sut);
    const ip = '10.9.2.1';
    const known = browserAt(sut, ip);
    await signIn(known, user);
    await guessWrong(browserAt(sut, ip), user.email, 5);
    expectLimitedRest(await signInRest(browserAt(sut, ip), user.email, user.password));
    expect((await signInRest(known, user.email, user.password)).status).toBe(200);
  });

  it('locks a known browser that keeps failing, and only that browser', async () => {
    const user = await createUser(sut);
    const known = sut.client();
    await signIn(known, user);
    expect(await guessWrong(known, user.email, 5)).toEqual([401, 401, 401, 401, 401]);
    expectLimitedRest(await signInRest(known, user.email, user.password));
    expect((await signInRest(sut.client(), user.email, user.password)).status).toBe(200);
  });
});
