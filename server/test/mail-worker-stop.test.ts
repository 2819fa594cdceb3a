import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DbContext } from '../src/db/db-context.js';
import { mailOutbox } from '../src/db/schema.js';
import { MailWorker } from '../src/modules/mail/mail.worker.js';
import { createUser } from './support/factories.js';
import { until } from './support/process-faults.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A real SMTP server that accepts each message only when the test says so. */
async function holdingSmtpServer() {
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, done) => {
      stream.resume();
      stream.on('end', () => waiting.push(() => done()));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    waiting,
    /** Accepts the oldest message it holds. */
    acceptOne: () => waiting.shift()?.(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('MailWorker on shutdown', () => {
  let sut: TestApp;
  let smtp: Awaited<ReturnType<typeof holdingSmtpServer>>;
  beforeAll(async () => {
    smtp = await holdingSmtpServer();
    sut = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    while (smtp.waiting.length) smtp.acceptOne();
    await sut.close();
    await smtp.close();
  });

  async function queueResetMail(): Promise<string> {
    const user = await createUser(sut);
    expect((await sut.client().post('/api/auth/password/forgot', user)).status).toBe(200);
    return user.email;
  }
  const rowTo = async (to: string) =>
    (
      await sut.get<DbContext>(DbContext).db.select().from(mailOutbox).where(eq(mailOutbox.to, to))
    )[0];

  it('finishes the delivery under way and queues the claimed rest again, unattempted', async () => {
    const first = await queueResetMail();
    expect(await until(() => smtp.waiting.length === 1)).toBe(true);
    // Queued while the first is at the SMTP server: the next round claims both together.
    const second = await queueResetMail();
    const third = await queueResetMail();
    smtp.acceptOne();
    expect(await until(() => smtp.waiting.length === 1)).toBe(true);

    const stopped = sut.get<MailWorker>(MailWorker).onApplicationShutdown();
    smtp.acceptOne();
    await stopped;

    expect(await rowTo(first)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await rowTo(second)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await rowTo(third)).toMatchObject({ status: 'queued', attempts: 0, lockedUntil: null });
    expect(smtp.waiting).toHaveLength(0);
  });
});
