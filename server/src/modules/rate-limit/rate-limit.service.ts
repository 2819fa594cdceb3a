import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error.js';
import { RateLimitRepository } from './rate-limit.repository.js';

export interface RateLimitRule {
  /** Distinguishes the action, e.g. "signin:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts attempts in the database so every server instance shares the
 * counters; called from services, so each aliased GraphQL field counts as
 * one attempt, exactly like one REST call.
 */
@Injectable()
export class RateLimitService {
  constructor(private readonly buckets: RateLimitRepository) {}

  /** Counts an attempt against every rule; throws RATE_LIMITED when any is over its limit. */
  async consume(checks: Array<{ rule: RateLimitRule; subject: string }>): Promise<void> {
    for (const { rule, subject } of checks) {
      const { hits, windowStartedAt } = await this.buckets.hit(
        `${rule.name}:${subject.toLowerCase()}`,
        rule.windowMs,
      );
      if (hits > rule.limit) {
        const minutes = Math.max(
          1,
          Math.ceil((windowStartedAt.getTime() + rule.windowMs - Date.now()) / 60_000),
        );
        throw DomainError.rateLimited(
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    }
  }
}
