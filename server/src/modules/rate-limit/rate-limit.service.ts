import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { retryAfterSeconds, tooManyAttempts } from './failure-throttle.rules.js';
import { RateLimitRepository } from './rate-limit.repository.js';

export interface RateLimitRule {
  /** Distinguishes the action, e.g. "forgot:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts attempts in the database so every server instance shares the
 * counters; called from services, so each aliased GraphQL field counts as
 * one attempt, exactly like one REST call. For actions whose every attempt
 * costs something (mail sent, an account created); sign-in counts only
 * failures (FailureThrottleService).
 */
@Injectable()
export class RateLimitService {
  constructor(
    private readonly buckets: RateLimitRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts an attempt (or `amount` units of something, e.g. KiB uploaded)
   * against every rule; throws RATE_LIMITED when any is over its limit, with
   * `message` when given (it receives the seconds to wait).
   */
  async consume(
    checks: Array<{ rule: RateLimitRule; subject: string }>,
    { amount = 1, message }: { amount?: number; message?: (retryAfter: number) => string } = {},
  ): Promise<void> {
    const now = this.clock.now();
    for (const { rule, subject } of checks) {
      const { hits, windowStartedAt } = await this.buckets.hit(
        `${rule.name}:${subject.toLowerCase()}`,
        rule.windowMs,
        now,
        amount,
      );
      if (hits > rule.limit) {
        const windowEnd = new Date(windowStartedAt.getTime() + rule.windowMs);
        const retryAfter = retryAfterSeconds(windowEnd, now);
        throw message
          ? DomainError.rateLimited(message(retryAfter), retryAfter)
          : tooManyAttempts(retryAfter);
      }
    }
  }

  /** Drops windows older than `olderThanMs` (longer than any rule's window): housekeeping. */
  sweep(olderThanMs: number): Promise<number> {
    return this.buckets.sweep(new Date(this.clock.now().getTime() - olderThanMs));
  }
}
