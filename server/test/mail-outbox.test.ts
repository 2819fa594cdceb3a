// On both databases in CI: workers claiming mail side by side (row locks).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DbContext } from '../src/db/db-context.js';
import { mailOutbox } from '../src/db/schema.js';
import { MailService } from '../src/modules/mail/mail.service.js';
import { MailRepository } from '../src/modules/mail/mail.repository.js';
import { MAX_ATTEMPTS, MailWorker } from '../src/modules/mail/mail.worker.js';
import { appWithSmtp } from './support/app-with-smtp.js';
import { createUser, signedInClient } from './support/factories.js';
import { deliverMail, htmlPartOf, lastMailTo } from './support/mail-helpers.js';
import { decodeQuotedPrintable } from './support/mime.js';
import { TestSmtpServer } from './support/smtp-server.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let n = 0;
const freshEmail = () => `outbox${++n}@example.edu`;
const signUpBody = (email: string) => ({
  firstname: 'Ana',
  lastname: 'Cruz',
  email,
  password: 'secret12',
  confirm_password: 'secret12',
});

const outboxRowsTo = (sut: TestApp, to: string) =>
  sut.get<DbContext>(DbContext).db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** Asks for a password reset for a new user (over REST) and returns that user's address. */
async function queueResetMail(sut: TestApp): Promise<string> {
  const user = await createUser(sut);
  const res = await sut.client().post('/api/auth/password/forgot', { email: user.email });
  expect(res.status).toBe(200);
  return user.email;
}

describe('mail outbox', () => {
  let sut: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sut, smtp, close } = await appWithSmtp({
      env: { MAIL_FROM: 'SASM Test <robot@sasm.test>' },
    }));
  });
  afterAll(() => close());

  it('delivers a queued mail to the SMTP server exactly once, from MAIL_FROM', async () => {
    const email = await queueResetMail(sut);
    await deliverMail(sut);
    await deliverMail(sut);

    const received = smtp.to(email);
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('robot@sasm.test');
    expect(received[0]!.raw).toMatch(/^From: "?SASM Test"? <robot@sasm\.test>\r?$/m);
    const [row] = await outboxRowsTo(sut, email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('delivers each mail once even when several delivery rounds run at once', async () => {
    // Queued straight into the outbox, so no round has started on them yet.
    const outbox = sut.get<MailRepository>(MailRepository);
    const addresses = Array.from({ length: 6 }, freshEmail);
    for (const to of addresses) {
      await outbox.insert({ to, subject: 'Concurrent rounds', html: '<p>hi</p>', text: 'hi' });
    }
    const worker = sut.get<MailWorker>(MailWorker);
    await Promise.all([worker.drain(), worker.drain(), worker.drain()]);

    for (const to of addresses) expect(smtp.to(to)).toHaveLength(1);
  });

  it('escapes a user-supplied address in the HTML part of a real mail', async () => {
    const { client } = await signedInClient(sut);
    const newEmail = `o'brien&co${++n}@example.edu`;
    expect((await client.post('/api/auth/email/change', { newEmail })).status).toBe(200);
    await deliverMail(sut);

    const mail = lastMailTo(smtp, newEmail, 'Confirm your new email address');
    const html = htmlPartOf(mail.raw);
    expect(html).toContain(`o&#39;brien&amp;co${n}@example.edu`);
    expect(html).not.toContain("o'brien&co");
    expect(html).not.toMatch(/<script/i);
    expect(mail.text).toContain(newEmail);
  });

  it('queues nothing for a sign-up that is refused (taken address)', async () => {
    const taken = await createUser(sut);
    const res = await sut.client().post('/api/auth/signup', signUpBody(taken.email));
    expect(res.status).toBe(409);
    expect(await outboxRowsTo(sut, taken.email)).toEqual([]);
    await deliverMail(sut);
    expect(smtp.to(taken.email)).toEqual([]);
  });

  it('neither stores nor sends a mail queued in a transaction that rolls back', async () => {
    const context = sut.get<DbContext>(DbContext);
    const mail = sut.get<MailService>(MailService);
    const kept = freshEmail();
    const dropped = freshEmail();
    const message = { subject: 'Outbox test', html: '<p>hi</p>', text: 'hi' };

    await context.transaction(() => mail.enqueue(kept, message));
    await expect(
      context.transaction(async () => {
        await mail.enqueue(dropped, message);
        throw new Error('the change this mail reports failed');
      }),
    ).rejects.toThrow('the change this mail reports failed');
    await deliverMail(sut);

    expect(await outboxRowsTo(sut, dropped)).toEqual([]);
    expect(smtp.to(dropped)).toEqual([]);
    expect(smtp.to(kept).map((m) => m.subject)).toEqual(['Outbox test']);
  });
});

describe('mail outbox while the SMTP server is down', () => {
  let sut: TestApp;
  const smtp = new TestSmtpServer();
  beforeAll(async () => {
    // Take a free port, then free it again: the app points at a server that is down.
    await smtp.start();
    await smtp.stop();
    sut = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await sut.close();
    await smtp.stop();
  });

  /** Runs `work` with the SMTP server up again on its old port, and takes it down afterwards. */
  async function withSmtpUp(work: () => Promise<void>): Promise<void> {
    await smtp.start();
    try {
      await work();
    } finally {
      await smtp.stop();
    }
  }

  const makeDue = (to: string) =>
    sut
      .get<DbContext>(DbContext)
      .db.update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.to, to));

  it('keeps the mail queued with its error and a later retry time', async () => {
    const email = await queueResetMail(sut);
    const before = Date.now();
    await deliverMail(sut);

    const rows = await outboxRowsTo(sut, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null });
    expect(rows[0]!.lastError).toEqual(expect.any(String));
    expect(rows[0]!.nextAttemptAt.getTime()).toBeGreaterThan(before);
    expect(rows[0]!.sentAt).toBeNull();
  });

  it('does not retry before the retry time, even with the server back', async () => {
    const email = await queueResetMail(sut);
    await deliverMail(sut);
    await withSmtpUp(async () => {
      await deliverMail(sut);
      expect(smtp.to(email)).toEqual([]);
      expect((await outboxRowsTo(sut, email))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    });
  });

  it('delivers the waiting mail exactly once when the server is back and it is due', async () => {
    const email = await queueResetMail(sut);
    await deliverMail(sut);
    await withSmtpUp(async () => {
      await makeDue(email);
      await deliverMail(sut);
      await makeDue(email);
      await deliverMail(sut);

      expect(smtp.to(email).map((m) => m.subject)).toEqual(['Reset your password']);
      expect((await outboxRowsTo(sut, email))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    });
  });

  it(`marks the mail failed after ${MAX_ATTEMPTS} attempts and never sends it`, async () => {
    const email = await queueResetMail(sut);
    await deliverMail(sut);
    await sut
      .get<DbContext>(DbContext)
      .db.update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.to, email));
    await deliverMail(sut);

    expect((await outboxRowsTo(sut, email))[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
    });
    await withSmtpUp(async () => {
      await makeDue(email);
      await deliverMail(sut);
      expect(smtp.to(email)).toEqual([]);
    });
  });
});

describe('mail outbox in embedded mode (no SMTP_URL)', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it('writes each mail as an .eml file under DATA_DIR/mail with a working link', async () => {
    const email = freshEmail();
    expect((await sut.client().post('/api/auth/signup', signUpBody(email))).status).toBe(201);
    await deliverMail(sut);

    const dir = join(sut.config.dataDir, 'mail');
    const files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
    const messages = files.map((file) =>
      decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8')),
    );
    const mine = messages.filter((raw) => raw.includes(`To: ${email}`));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('Subject: Verify your email address');

    const link = new RegExp(`${sut.config.publicUrl}/email/verify/([A-Za-z0-9_-]{43})`).exec(
      mine[0]!,
    );
    expect(link).not.toBeNull();
    const res = await sut.client().get(`/api/auth/email/verify/${link![1]}`);
    expect(res.status).toBe(200);
  });
});
