// On both databases in CI: counters written by concurrent requests.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appWithSmtp } from './support/app-with-smtp.js';
import { createUser, signIn } from './support/factories.js';
import { deliverMail } from './support/mail-helpers.js';
import {
  browserAt,
  expectLimitedGraphql,
  expectLimitedRest,
  guessWrong,
  signInGraphql,
  signInRest,
  WRONG_PASSWORD,
} from './support/sign-in-limits.js';
import type { TestSmtpServer } from './support/smtp-server.js';
import type { TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

const ALERT = 'Failed sign-in attempts on your account';
const minutes = (n: number) => n * 60_000;

let attackerNet = 0;
/** `count` attackers, each a browser at an address of its own. */
function attackers(sut: TestApp, count: number) {
  const net = ++attackerNet;
  return Array.from({ length: count }, (_, i) => browserAt(sut, `172.16.${net}.${i + 1}`));
}

describe('sign-in limits: an account under attack from many addresses', () => {
  const clock = new TestClock();
  let sut: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sut, smtp, close } = await appWithSmtp({ clock }));
  });
  afterAll(() => close());

  const alertsTo = async (email: string) => {
    await deliverMail(sut);
    return smtp.to(email).filter((mail) => mail.subject === ALERT);
  };

  it('1,000 wrong guesses from 100 addresses: every attacker is throttled, the owner still gets in', async () => {
    const staff = await createUser(sut, { role: 'hr' });
    const ownersBrowser = sut.client();
    await signIn(ownersBrowser, staff);

    const crowd = attackers(sut, 100);
    const statuses = crowd.map(() => [] as number[]);
    // Ten rounds; in each, all 100 addresses guess at once.
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        crowd.map((client) => signInRest(client, staff.email, WRONG_PASSWORD)),
      );
      answers.forEach((res, i) => statuses[i]!.push(res.status));
    }
    const all = statuses.flat();
    // Only the account's 10 free failures were ever checked against the password.
    expect(all.filter((status) => status === 401)).toHaveLength(10);
    expect(all.filter((status) => status === 429)).toHaveLength(990);
    expect(statuses.every((mine) => mine.includes(429))).toBe(true);

    // The owner's browser signs in at once, over either transport.
    expect((await signInRest(ownersBrowser, staff.email, staff.password)).status).toBe(200);
    expect(
      (await signInGraphql(ownersBrowser, staff.email, staff.password)).errors,
    ).toBeUndefined();

    // A new browser of the owner's waits out the throttle, then gets in.
    const newBrowser = sut.client();
    const wait = expectLimitedRest(await signInRest(newBrowser, staff.email, staff.password));
    expect(wait).toBeLessThanOrEqual(60);
    expectLimitedGraphql(await signInGraphql(sut.client(), staff.email, staff.password));
    clock.advance(wait * 1000);
    expect((await signInRest(newBrowser, staff.email, staff.password)).status).toBe(200);

    // The owner is told once, with nothing that helps the attacker.
    const alerts = await alertsTo(staff.email);
    expect(alerts).toHaveLength(1);
    const text = alerts[0]!.text;
    expect(text).toContain('Someone has been trying to sign in to your account');
    expect(text).not.toMatch(/172\.16\.|\b\d+ (attempts|times|failures)\b/);
  });

  it('makes each new lock of the account longer while the attack goes on', async () => {
    const staff = await createUser(sut, { role: 'office' });
    const crowd = attackers(sut, 10);
    for (const client of crowd) await signInRest(client, staff.email, WRONG_PASSWORD);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const wait = expectLimitedRest(await signInRest(sut.client(), staff.email, staff.password));
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await signInRest(crowd[i]!, staff.email, WRONG_PASSWORD)).status).toBe(401);
    }
    expect(waits).toEqual([60, 120, 240, 480]);
    expect(await alertsTo(staff.email)).toHaveLength(1);
  });

  it('tells the owner again for a new attack after a quiet day', async () => {
    const student = await createUser(sut);
    for (const client of attackers(sut, 10)) {
      await signInRest(client, student.email, WRONG_PASSWORD);
    }
    expect(await alertsTo(student.email)).toHaveLength(1);

    clock.advance(minutes(23 * 60));
    for (const client of attackers(sut, 10)) {
      await signInRest(client, student.email, WRONG_PASSWORD);
    }
    expect(await alertsTo(student.email)).toHaveLength(1);

    clock.advance(minutes(24 * 60));
    for (const client of attackers(sut, 10)) {
      await signInRest(client, student.email, WRONG_PASSWORD);
    }
    expect(await alertsTo(student.email)).toHaveLength(2);
  });

  it('a device cookie earned on one account does not help another', async () => {
    const [mine, target] = [await createUser(sut), await createUser(sut)];
    const browser = sut.client();
    await signIn(browser, mine);
    for (const client of attackers(sut, 10)) {
      await signInRest(client, target.email, WRONG_PASSWORD);
    }
    expectLimitedRest(await signInRest(browser, target.email, target.password));
    expect((await signInRest(browser, mine.email, mine.password)).status).toBe(200);
  });

  it('a forged device cookie is an unknown client', async () => {
    const staff = await createUser(sut, { role: 'hr' });
    const owner = sut.client();
    await signIn(owner, staff);
    for (const client of attackers(sut, 10)) {
      await signInRest(client, staff.email, WRONG_PASSWORD);
    }
    const [id, signature] = owner.cookie('device_token')!.split('.');
    const forger = await sut.client().visit();
    forger.cookies.set('device_token', {
      value: `${id}.${signature}.${'A'.repeat(22)}`,
      attributes: '',
    });
    expectLimitedRest(await signInRest(forger, staff.email, staff.password));
  });

  it('throttles an address without an account exactly like an existing account', async () => {
    const existing = await createUser(sut);
    const pattern = async (email: string) => {
      const statuses: number[] = [];
      for (const client of attackers(sut, 12)) {
        statuses.push((await signInRest(client, email, WRONG_PASSWORD)).status);
      }
      const limited = await signInRest(sut.client(), email, WRONG_PASSWORD);
      return { statuses, limited: [limited.status, limited.body, limited.headers['retry-after']] };
    };
    const known = await pattern(existing.email);
    expect(known.statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect(await pattern('nobody-here@example.edu')).toEqual(known);
  });

  it("the owner's known browser is limited by its own failures only", async () => {
    const staff = await createUser(sut, { role: 'hr' });
    const owner = sut.client();
    await signIn(owner, staff);
    expect(await guessWrong(owner, staff.email, 5)).toEqual([401, 401, 401, 401, 401]);
    expectLimitedRest(await signInRest(owner, staff.email, staff.password));
    // Those failures came from a known browser: they do not throttle the owner's new browsers.
    expect((await signInRest(sut.client(), staff.email, staff.password)).status).toBe(200);
    expect(await alertsTo(staff.email)).toHaveLength(0);
  });
});
