import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { OutboxMail } from './mail-outbox.table.js';
import type { MailRepository } from './mail.repository.js';
import type { MailTransport } from './mail-transport.js';
import { isPermanent, MAX_ATTEMPTS, MailWorker, retryDelayMs } from './mail.worker.js';

describe(retryDelayMs.name, () => {
  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [4, 80_000],
    [8, 1_280_000],
    [9, 1_800_000],
    [20, 1_800_000],
  ])('waits after attempt %i for %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });
});

/** An outbox that hands out `mails` once (as claimDue does) and records what the worker reports. */
function fakeOutbox(mails: OutboxMail[]) {
  let pending = [...mails];
  const outbox = {
    claimDue: jest.fn(async () => {
      const batch = pending;
      pending = [];
      return batch;
    }),
    markSent: jest.fn(async (_id: string) => {}),
    markFailed: jest.fn(async (_id: string, _error: string, _retryAt: Date | null) => {}),
  };
  return outbox;
}

const mail = (id: string, attempts: number) =>
  ({ id, attempts, to: `${id}@example.edu` }) as OutboxMail;

describe(MailWorker.name, () => {
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});
  });

  const workerWith = (outbox: ReturnType<typeof fakeOutbox>, transport: MailTransport) =>
    new MailWorker(outbox as unknown as MailRepository, transport);

  it('marks a mail sent only after the transport accepted it', async () => {
    const outbox = fakeOutbox([mail('a', 1)]);
    const transport = jest.fn(async (_: OutboxMail) => {
      expect(outbox.markSent).not.toHaveBeenCalled();
    });
    await workerWith(outbox, transport).drain();
    expect(transport).toHaveBeenCalledTimes(1);
    expect(outbox.markSent).toHaveBeenCalledWith('a');
    expect(outbox.markFailed).not.toHaveBeenCalled();
  });

  it('schedules a retry with backoff when the transport fails', async () => {
    const outbox = fakeOutbox([mail('a', 3)]);
    const before = Date.now();
    await workerWith(outbox, async () => {
      throw new Error('connect ECONNREFUSED');
    }).drain();
    const after = Date.now();

    expect(outbox.markSent).not.toHaveBeenCalled();
    const [id, error, retryAt] = outbox.markFailed.mock.calls[0]!;
    expect([id, error]).toEqual(['a', 'connect ECONNREFUSED']);
    expect(retryAt!.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(3));
    expect(retryAt!.getTime()).toBeLessThanOrEqual(after + retryDelayMs(3));
  });

  it(`gives up on a mail whose attempt ${MAX_ATTEMPTS} failed`, async () => {
    const outbox = fakeOutbox([mail('a', MAX_ATTEMPTS - 1), mail('b', MAX_ATTEMPTS)]);
    await workerWith(outbox, async () => {
      throw new Error('down');
    }).drain();
    expect(outbox.markFailed).toHaveBeenCalledWith('a', 'down', expect.any(Date));
    expect(outbox.markFailed).toHaveBeenCalledWith('b', 'down', null);
  });

  it('goes on with the rest of the batch after one mail fails', async () => {
    const outbox = fakeOutbox([mail('bad', 1), mail('good', 1)]);
    await workerWith(outbox, async (m) => {
      if (m.id === 'bad') throw new Error('rejected');
    }).drain();
    expect(outbox.markFailed).toHaveBeenCalledWith('bad', 'rejected', expect.any(Date));
    expect(outbox.markSent).toHaveBeenCalledWith('good');
  });

  it('lets drain() wait for a round that is already running', async () => {
    const outbox = fakeOutbox([mail('a', 1)]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sut = workerWith(outbox, () => gate);
    sut.wake();
    const drained = sut.drain();
    await Promise.resolve();
    expect(outbox.markSent).not.toHaveBeenCalled();
    release();
    await drained;
    expect(outbox.markSent).toHaveBeenCalledWith('a');
  });
});

describe(isPermanent.name, () => {
  it.each([
    [{ responseCode: 550 }, true],
    [{ responseCode: 501 }, true],
    [{ responseCode: 421 }, false],
    [new Error('connect ECONNREFUSED'), false],
  ])('reads %j as permanent: %s', (error, expected) => {
    expect(isPermanent(error)).toBe(expected);
  });
});
