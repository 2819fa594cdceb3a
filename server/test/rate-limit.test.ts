import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { like, sql } from 'drizzle-orm';
import { DbContext } from '../src/db/db-context.js';
import { rateLimitBuckets } from '../src/db/schema.js';
import { RateLimitService } from '../src/modules/rate-limit/rate-limit.service.js';
import { appWithSmtp } from './support/app-with-smtp.js';
import { createUser } from './support/factories.js';
import { deliverMail } from './support/mail-helpers.js';
import type { TestSmtpServer } from './support/smtp-server.js';
import type { TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { redirectUrl } }`;
const FORGOT = `mutation($input: EmailInput!) { forgotPassword(input: $input) { message } }`;
const RESEND = `mutation($input: EmailInput!) { resendVerification(input: $input) { message } }`;
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;
const WRONG_PASSWORD = 'Wrong#Pass1';

let n = 0;
const freshEmail = () => `limits${++n}@example.edu`;

describe(RateLimitService.name, () => {
  let sut: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sut, smtp, close } = await appWithSmtp());
  });
  afterAll(() => close());

  /** Each call comes from a new machine (IP) unless a client is given. */
  const signInRest = (email: string, password: string, client: TestClient = sut.client()) =>
    client.post('/api/auth/signin', { email, password });

  function expectLimitedRest(res: { status: number; body: { message: string; code: string } }) {
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(res.body.message).toMatch(TOO_MANY);
  }

  function expectLimitedGraphql(res: Awaited<ReturnType<TestClient['graphql']>>) {
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]!.extensions?.code).toBe('RATE_LIMITED');
    expect(res.errors![0]!.message).toMatch(TOO_MANY);
  }

  /** Moves the windows of the buckets counting `subject` into the past, as if `ms` had gone by. */
  async function ageBuckets(subject: string, ms: number) {
    await sut
      .get<DbContext>(DbContext)
      .db.update(rateLimitBuckets)
      .set({
        windowStartedAt: sql`${rateLimitBuckets.windowStartedAt} - make_interval(secs => ${ms / 1000})`,
      })
      .where(like(rateLimitBuckets.key, `%:${subject.toLowerCase()}`));
  }

  describe('sign-in', () => {
    it('refuses the 11th attempt for one account within 15 minutes, even from different IPs', async () => {
      const user = await createUser(sut);
      for (let i = 0; i < 10; i++) {
        const email = i % 2 ? user.email.toUpperCase() : user.email;
        expect((await signInRest(email, WRONG_PASSWORD)).status).toBe(401);
      }
      expectLimitedRest(await signInRest(user.email, user.password));
      expectLimitedGraphql(
        await sut
          .client()
          .graphql(SIGN_IN, { input: { email: user.email, password: user.password } }),
      );
    });

    it('leaves other accounts alone when one is limited, even from the same IP', async () => {
      const victim = await createUser(sut);
      const other = await createUser(sut);
      const client = sut.client();
      for (let i = 0; i < 11; i++) await signInRest(victim.email, WRONG_PASSWORD, sut.client());
      expect((await signInRest(victim.email, victim.password, client)).status).toBe(429);
      expect((await signInRest(other.email, other.password, client)).status).toBe(200);
    });

    it('lets the account in again once its 15-minute window has passed', async () => {
      const user = await createUser(sut);
      for (let i = 0; i < 11; i++) await signInRest(user.email, WRONG_PASSWORD);
      expect((await signInRest(user.email, user.password)).status).toBe(429);
      await ageBuckets(user.email, 15 * 60_000);
      expect((await signInRest(user.email, user.password)).status).toBe(200);
    });

    it('refuses the 31st attempt from one IP across different accounts', async () => {
      const client = sut.client();
      for (let i = 0; i < 30; i++) {
        expect((await signInRest(freshEmail(), WRONG_PASSWORD, client)).status).toBe(401);
      }
      const user = await createUser(sut);
      expectLimitedRest(await signInRest(user.email, user.password, client));
      expect((await signInRest(user.email, user.password, sut.client())).status).toBe(200);
    });

    it('counts each aliased signIn field of one GraphQL request as one attempt', async () => {
      const user = await createUser(sut);
      const fields = Array.from(
        { length: 11 },
        (_, i) => `s${i + 1}: signIn(input: $input) { redirectUrl }`,
      );
      const res = await sut
        .client()
        .graphql(`mutation($input: SignInInput!) { ${fields.join(' ')} }`, {
          input: { email: user.email, password: user.password },
        });

      expect(res.errors).toHaveLength(1);
      expect(res.errors![0]).toMatchObject({ path: ['s11'], extensions: { code: 'RATE_LIMITED' } });
      expect(res.errors![0]!.message).toMatch(TOO_MANY);
      expect((await signInRest(user.email, user.password)).status).toBe(429);
    });
  });

  describe('forgot password', () => {
    it('refuses the 6th request for one account within an hour, counting both transports', async () => {
      const user = await createUser(sut);
      for (let i = 0; i < 5; i++) {
        const client = sut.client();
        if (i % 2) {
          expect(
            (await client.post('/api/auth/password/forgot', { email: user.email })).status,
          ).toBe(200);
        } else {
          const res = await client.graphql(FORGOT, { input: { email: user.email } });
          expect(res.errors).toBeUndefined();
        }
      }
      expectLimitedRest(
        await sut.client().post('/api/auth/password/forgot', { email: user.email }),
      );
      expectLimitedGraphql(await sut.client().graphql(FORGOT, { input: { email: user.email } }));
      await deliverMail(sut);
      expect(smtp.to(user.email)).toHaveLength(5);
    });

    it('limits an unknown address exactly like an existing one', async () => {
      const user = await createUser(sut);
      const unknown = freshEmail();
      const answers = async (email: string) => {
        const statuses: number[] = [];
        let last;
        for (let i = 0; i < 6; i++) {
          last = await sut.client().post('/api/auth/password/forgot', { email });
          statuses.push(last.status);
        }
        return { statuses, body: last!.body };
      };
      const known = await answers(user.email);
      expect(known.statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(await answers(unknown)).toEqual(known);
    });

    it('counts concurrent requests exactly: 5 of 12 at once get through', async () => {
      const user = await createUser(sut);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          sut.client().post('/api/auth/password/forgot', { email: user.email }),
        ),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    });

    it('refuses the 11th request from one IP across different addresses', async () => {
      const client = sut.client();
      for (let i = 0; i < 10; i++) {
        expect(
          (await client.post('/api/auth/password/forgot', { email: freshEmail() })).status,
        ).toBe(200);
      }
      const user = await createUser(sut);
      expectLimitedRest(await client.post('/api/auth/password/forgot', { email: user.email }));
      const elsewhere = await sut.client().post('/api/auth/password/forgot', { email: user.email });
      expect(elsewhere.status).toBe(200);
    });
  });

  describe('sign-up', () => {
    const signUpBody = (email: string) => ({
      firstname: 'Ana',
      lastname: 'Cruz',
      email,
      password: 'secret12',
      confirm_password: 'secret12',
    });

    it('refuses the 11th sign-up from one IP within an hour; another IP may still sign up', async () => {
      const client = sut.client();
      for (let i = 0; i < 10; i++) {
        expect((await client.post('/api/auth/signup', signUpBody(freshEmail()))).status).toBe(201);
      }
      const email = freshEmail();
      expectLimitedRest(await client.post('/api/auth/signup', signUpBody(email)));
      expect((await sut.client().post('/api/auth/signup', signUpBody(email))).status).toBe(201);
    });
  });

  describe('resend verification', () => {
    it('refuses the 6th request for one account within an hour, and mails nothing for it', async () => {
      const user = await createUser(sut, { verified: false });
      for (let i = 0; i < 5; i++) {
        const res = await sut.client().graphql(RESEND, { input: { email: user.email } });
        expect(res.errors).toBeUndefined();
      }
      expectLimitedRest(await sut.client().post('/api/auth/email/resend', { email: user.email }));
      expectLimitedGraphql(await sut.client().graphql(RESEND, { input: { email: user.email } }));
      await deliverMail(sut);
      expect(smtp.to(user.email)).toHaveLength(5);

      const other = await createUser(sut, { verified: false });
      expect(
        (await sut.client().post('/api/auth/email/resend', { email: other.email })).status,
      ).toBe(200);
    });

    it('refuses the 11th request from one IP across different addresses', async () => {
      const client = sut.client();
      for (let i = 0; i < 10; i++) {
        expect((await client.post('/api/auth/email/resend', { email: freshEmail() })).status).toBe(
          200,
        );
      }
      expectLimitedRest(await client.post('/api/auth/email/resend', { email: freshEmail() }));
      expect(
        (await sut.client().post('/api/auth/email/resend', { email: freshEmail() })).status,
      ).toBe(200);
    });
  });
});
