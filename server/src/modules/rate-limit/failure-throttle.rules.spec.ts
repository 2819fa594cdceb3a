import { describe, expect, it } from '@jest/globals';
import {
  isForgotten,
  isLocked,
  lockAfterFailure,
  retryAfterSeconds,
  tooManyAttempts,
  type FailureRule,
  type FailureState,
} from './failure-throttle.rules.js';

const minute = 60_000;
const now = new Date('2026-03-02T08:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

const rule: FailureRule = {
  name: 'signin:client',
  limit: 3,
  lockMs: [30_000, minute, 2 * minute],
  resetAfter: { since: 'last', ms: 60 * minute },
};

const state = (overrides: Partial<FailureState> = {}): FailureState => ({
  failures: 1,
  locks: 0,
  firstFailureAt: ago(minute),
  lastFailureAt: now,
  lockedUntil: null,
  ...overrides,
});

describe('failure throttle rules', () => {
  describe(lockAfterFailure.name, () => {
    it('sets no lock while the failures stay under the limit', () => {
      expect(lockAfterFailure(rule, state({ failures: 1 }), now)).toBeNull();
      expect(lockAfterFailure(rule, state({ failures: 2 }), now)).toBeNull();
    });

    it('locks from the limit on, longer with each lock, the last step repeating', () => {
      expect(lockAfterFailure(rule, state({ failures: 3, locks: 0 }), now)).toBe(30_000);
      expect(lockAfterFailure(rule, state({ failures: 4, locks: 1 }), now)).toBe(minute);
      expect(lockAfterFailure(rule, state({ failures: 5, locks: 2 }), now)).toBe(2 * minute);
      expect(lockAfterFailure(rule, state({ failures: 9, locks: 7 }), now)).toBe(2 * minute);
    });

    it('does not escalate for a failure that slipped in while a lock is set', () => {
      const locked = state({ failures: 6, locks: 1, lockedUntil: new Date(now.getTime() + 1) });
      expect(lockAfterFailure(rule, locked, now)).toBeNull();
    });
  });

  describe(isForgotten.name, () => {
    it('forgets a run a quiet period after its last failure', () => {
      expect(isForgotten(rule, state({ lastFailureAt: ago(59 * minute) }), now)).toBe(false);
      expect(isForgotten(rule, state({ lastFailureAt: ago(60 * minute) }), now)).toBe(true);
    });

    it('forgets a fixed window a period after its first failure, however busy', () => {
      const window: FailureRule = { ...rule, resetAfter: { since: 'first', ms: minute } };
      expect(isForgotten(window, state({ firstFailureAt: ago(minute - 1) }), now)).toBe(false);
      expect(isForgotten(window, state({ firstFailureAt: ago(minute) }), now)).toBe(true);
    });
  });

  it('treats a lock as set until the moment it ends', () => {
    expect(isLocked({ lockedUntil: null }, now)).toBe(false);
    expect(isLocked({ lockedUntil: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(isLocked({ lockedUntil: now }, now)).toBe(false);
  });

  it('rounds the wait up to whole seconds, at least one', () => {
    expect(retryAfterSeconds(new Date(now.getTime() + 1), now)).toBe(1);
    expect(retryAfterSeconds(new Date(now.getTime() + 90_001), now)).toBe(91);
    expect(retryAfterSeconds(ago(5000), now)).toBe(1);
  });

  it.each([
    [1, 'Too many attempts. Try again in 1 minute.'],
    [60, 'Too many attempts. Try again in 1 minute.'],
    [61, 'Too many attempts. Try again in 2 minutes.'],
    [900, 'Too many attempts. Try again in 15 minutes.'],
  ])('answers a wait of %i s with RATE_LIMITED "%s"', (seconds, message) => {
    const error = tooManyAttempts(seconds);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', message, retryAfterSeconds: seconds });
  });
});
