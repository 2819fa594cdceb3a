import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { DomainError } from '../../common/errors/domain-error.js';
import type { FailureRule } from '../rate-limit/failure-throttle.rules.js';

const WINDOW_MS = 60_000;
/** Windows of tokens idle this long are dropped when the map grows past this many. */
const TIDY_ABOVE = 10_000;

/**
 * Presenting unknown tokens, like wrong passwords, is guessing: an address
 * gets 20 misses, then waits a minute, then longer (shared by every instance).
 */
export const unknownTokenRule = {
  name: 'apitoken:ip',
  limit: 20,
  lockMs: [60_000, 5 * 60_000, 15 * 60_000],
  resetAfter: { since: 'last', ms: 3_600_000 },
} satisfies FailureRule;

/**
 * The per-token request limit: a fixed one-minute window counted in memory,
 * so a request with a token writes nothing anywhere. Each server instance
 * counts its own requests (behind a load balancer a token gets the limit on
 * each instance).
 */
@Injectable()
export class ApiTokenLimits {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Counts a request of this token; throws RATE_LIMITED with the seconds left in the window when over. */
  consume(tokenId: string): void {
    const now = this.clock.now().getTime();
    let window = this.windows.get(tokenId);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      if (this.windows.size >= TIDY_ABOVE) this.tidy(now);
      window = { startedAt: now, count: 0 };
      this.windows.set(tokenId, window);
    }
    window.count += 1;
    if (window.count > this.config.apiTokens.requestsPerMinute) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000));
      throw DomainError.rateLimited(
        `This API token made more than ${this.config.apiTokens.requestsPerMinute} requests in a minute. Try again in ${retryAfter} s.`,
        retryAfter,
      );
    }
  }

  private tidy(now: number): void {
    for (const [id, window] of this.windows)
      if (now - window.startedAt >= WINDOW_MS) this.windows.delete(id);
  }
}
