import { describe, expect, it, jest } from '@jest/globals';
import { Clock } from '../../common/clock.js';
import type { DomainError } from '../../common/errors/domain-error.js';
import type { RateLimitRepository } from './rate-limit.repository.js';
import { RateLimitService, type RateLimitRule } from './rate-limit.service.js';

const rule: RateLimitRule = { name: 'forgot:account', limit: 3, windowMs: 15 * 60_000 };
const ipRule: RateLimitRule = { name: 'forgot:ip', limit: 10, windowMs: 15 * 60_000 };

/** Buckets in memory with a fixed window start, like the repository's upsert. */
function fakeBuckets(windowStartedAt = new Date()) {
  const hits = new Map<string, number>();
  return {
    hits,
    hit: jest.fn(async (key: string, _windowMs: number, _now: Date, amount: number = 1) => {
      hits.set(key, (hits.get(key) ?? 0) + amount);
      return { hits: hits.get(key)!, windowStartedAt };
    }),
  };
}

const serviceOn = (buckets: ReturnType<typeof fakeBuckets>) =>
  new RateLimitService(buckets as unknown as RateLimitRepository, new Clock());

async function errorOf(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a rejection');
}

describe(RateLimitService.name, () => {
  it('allows up to the limit and refuses the next attempt with RATE_LIMITED', async () => {
    const sut = serviceOn(fakeBuckets());
    for (let i = 0; i < 3; i++) await sut.consume([{ rule, subject: 'a@example.edu' }]);
    const error = await errorOf(sut.consume([{ rule, subject: 'a@example.edu' }]));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe('Too many attempts. Try again in 15 minutes.');
    expect(error.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it('keys the bucket by rule and lower-cased subject', async () => {
    const buckets = fakeBuckets();
    await serviceOn(buckets).consume([{ rule, subject: 'A@Example.EDU' }]);
    expect(buckets.hit).toHaveBeenCalledWith(
      'forgot:account:a@example.edu',
      rule.windowMs,
      expect.any(Date),
      1,
    );
  });

  it('counts subjects separately', async () => {
    const sut = serviceOn(fakeBuckets());
    for (let i = 0; i < 3; i++) await sut.consume([{ rule, subject: 'a@example.edu' }]);
    await expect(sut.consume([{ rule, subject: 'b@example.edu' }])).resolves.toBeUndefined();
  });

  it('counts every rule of a check and refuses when any one is over', async () => {
    const buckets = fakeBuckets();
    const sut = serviceOn(buckets);
    const checks = [
      { rule: ipRule, subject: '10.0.0.1' },
      { rule, subject: 'a@example.edu' },
    ];
    for (let i = 0; i < 3; i++) await sut.consume(checks);
    expect((await errorOf(sut.consume(checks))).code).toBe('RATE_LIMITED');
    expect(buckets.hits.get('forgot:ip:10.0.0.1')).toBe(4);
  });

  it('tells how long is left in the window, at least one minute, singular when one', async () => {
    const almostOver = new Date(Date.now() - rule.windowMs + 30_000);
    const sut = serviceOn(fakeBuckets(almostOver));
    for (let i = 0; i < 3; i++) await sut.consume([{ rule, subject: 'a' }]);
    const error = await errorOf(sut.consume([{ rule, subject: 'a' }]));
    expect(error.message).toBe('Too many attempts. Try again in 1 minute.');
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(30);
  });
});
