import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { OutboxMail } from './mail-outbox.table.js';
import { untallied } from '../../db/query-tally.js';
import { MailRepository } from './mail.repository.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.js';

export const MAX_ATTEMPTS = 8;
const POLL_MS = 5_000;
const LEASE_MS = 60_000;
const BATCH = 20;

/** An SMTP 5xx answer (unknown mailbox, rejected address) will not change on retry. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Wait before attempt n+1: 10 s, 20 s, 40 s … capped at 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** (attempts - 1), 30 * 60_000);
}

/**
 * Delivers queued mail: woken after each commit that queued some, and polling
 * as a fallback (retries, other instances' mail, a restart). A message is
 * marked sent only after the transport accepted it; a failure schedules a
 * retry with backoff, so SMTP being down delays mail but never loses it.
 * On shutdown it stops between two deliveries: nothing is left half-sent.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly outbox: MailRepository,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Starts a delivery round, or asks the running one to go round again. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // The round is the worker's, not the request's whose commit woke it (Server-Timing's count).
    this.running = untallied(() => this.deliverAll()).finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Delivers everything due now; resolves when the outbox has nothing due. */
  async drain(): Promise<void> {
    while (this.running) await this.running;
    await this.deliverAll();
  }

  private async deliverAll(): Promise<void> {
    try {
      for (;;) {
        const batch = await this.outbox.claimDue(BATCH, LEASE_MS);
        for (const [index, mail] of batch.entries()) {
          // Stopping: finish the delivery under way, queue the rest again for the next start.
          if (this.stopped)
            return await this.outbox.release(batch.slice(index).map(({ id }) => id));
          await this.deliver(mail);
        }
        if (batch.length < BATCH || this.stopped) return;
      }
    } catch (error) {
      this.logger.error(
        `Outbox round failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async deliver(mail: OutboxMail): Promise<void> {
    try {
      await this.transport(mail);
      await this.outbox.markSent(mail.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt =
        mail.attempts < MAX_ATTEMPTS && !isPermanent(error)
          ? new Date(Date.now() + retryDelayMs(mail.attempts))
          : null;
      await this.outbox.markFailed(mail.id, reason, retryAt);
      this.logger.warn(
        `Delivery of mail ${mail.id} failed (attempt ${mail.attempts}): ${reason}` +
          (retryAt ? `; retrying at ${retryAt.toISOString()}` : '; giving up'),
      );
    }
  }
}
