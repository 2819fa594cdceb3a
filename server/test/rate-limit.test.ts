// On both databases in CI: counters written by concurrent requests.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RateLimitService } from '../src/modules/rate-limit/rate-limit.service.js';
import { appWithSmtp } from './support/app-with-smtp.js';
import { createUser } from './support/factories.js';
import { deliverMail } from './support/mail-helpers.js';
import { expectLimitedGraphql, expectLimitedRest } from './support/sign-in-limits.js';
import type { TestSmtpServer } from './support/smtp-server.js';
import type { TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

const FORGOT = `mutation($input: EmailInput!) { forgotPassword(input: $input) { message } }`;
const RESEND = `mutation($input: EmailInput!) { resendVerification(input: $input) { message } }`;

let n = 0;
const freshEmail = () => `limits${++n}@example.edu`;

describe(RateLimitService.name, () => {
  const clock = new TestClock();
  let sut: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sut, smtp, close } = await appWithSmtp({ clock }));
  });
  afterAll(() => close());

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

    it('lets the address ask again once its hour has passed, and says how long to wait before', async () => {
      const user = await createUser(sut);
      for (let i = 0; i < 5; i++)
        await sut.client().post('/api/auth/password/forgot', { email: user.email });
      const limited = await sut.client().post('/api/auth/password/forgot', { email: user.email });
      expect(expectLimitedRest(limited)).toBeGreaterThan(59 * 60);
      expect(limited.body.message).toBe('Too many attempts. Try again in 60 minutes.');
      clock.advance(60 * 60_000);
      const again = await sut.client().post('/api/auth/password/forgot', { email: user.email });
      expect(again.status).toBe(200);
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
  });
});
