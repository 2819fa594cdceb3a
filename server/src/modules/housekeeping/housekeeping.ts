import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { SIGN_IN_FAILURES_KEPT_MS } from '../auth/auth.rate-limits.js';
import { FailureThrottleService } from '../rate-limit/failure-throttle.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { UnverifiedAccountsRepository } from './unverified-accounts.repository.js';

/** An address nobody verified within this long is free again: no one can squat an e-mail forever. */
export const UNVERIFIED_ACCOUNT_LIFETIME_MS = 7 * 24 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;
/** Longer than any rate-limit window (an hour). */
const BUCKETS_KEPT_MS = 24 * 3_600_000;

/**
 * At boot and every hour: removes unverified accounts older than 7 days
 * (UnverifiedAccountsRepository says exactly which) and forgets limits that
 * have run out. Every instance may run it; each step is idempotent. A module
 * of its own: it reads the tables of every domain that can hold an account's
 * records, and no domain depends on it.
 */
@Injectable()
export class Housekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Housekeeping');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly unverified: UnverifiedAccountsRepository,
    private readonly throttles: FailureThrottleService,
    private readonly rateLimit: RateLimitService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.start(), SWEEP_EVERY_MS);
    this.timer.unref();
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round; resolves with what it removed. */
  async sweep(): Promise<{ accounts: number }> {
    const cutoff = new Date(this.clock.now().getTime() - UNVERIFIED_ACCOUNT_LIFETIME_MS);
    const accounts = await this.unverified.removeCreatedBefore(cutoff);
    if (accounts > 0)
      this.logger.log(`Removed ${accounts} unverified account(s) older than 7 days`);
    await this.throttles.sweep(SIGN_IN_FAILURES_KEPT_MS);
    await this.rateLimit.sweep(BUCKETS_KEPT_MS);
    return { accounts };
  }

  // A failed round is logged and tried again at the next one; it never stops the server.
  private start(): void {
    if (this.running) return;
    this.running = this.sweep()
      .then(() => undefined)
      .catch((error: unknown) => {
        this.logger.error(
          `Sweep failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        this.running = undefined;
      });
  }
}
