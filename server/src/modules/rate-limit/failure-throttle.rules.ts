import { DomainError } from '../../common/errors/domain-error.js';

/**
 * A limit on failed attempts (wrong passwords), never on attempts as such:
 * `limit` failures are free, then each one that arrives while the subject is
 * not locked locks it for the next, longer, step of `lockMs` (the last step
 * repeats). Failures that slip in while a lock is already set (concurrent
 * requests) do not escalate it.
 */
export interface FailureRule {
  /** Distinguishes the counter, e.g. "signin:account". */
  name: string;
  /** Failures allowed before the first lock. */
  limit: number;
  /** Length of the 1st, 2nd, … lock; the last repeats. */
  lockMs: readonly number[];
  /** When the count starts over: `ms` after the first failure of the run, or after the last one. */
  resetAfter: { since: 'first' | 'last'; ms: number };
}

/** What the store keeps per subject. */
export interface FailureState {
  failures: number;
  /** Locks set in this run of failures. */
  locks: number;
  firstFailureAt: Date;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

/** The moment before which a run's reference time (first or last failure) means the run is over. */
export function resetBefore(rule: FailureRule, now: Date): Date {
  return new Date(now.getTime() - rule.resetAfter.ms);
}

/** Whether a stored run is over, so the next failure starts a new one. */
export function isForgotten(rule: FailureRule, state: FailureState, now: Date): boolean {
  const since = rule.resetAfter.since === 'first' ? state.firstFailureAt : state.lastFailureAt;
  return since.getTime() <= resetBefore(rule, now).getTime();
}

export function isLocked(state: Pick<FailureState, 'lockedUntil'>, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/** How long the lock that this failure sets lasts, or null when it sets none. */
export function lockAfterFailure(rule: FailureRule, state: FailureState, now: Date): number | null {
  if (state.failures < rule.limit || isLocked(state, now)) return null;
  return rule.lockMs[Math.min(state.locks, rule.lockMs.length - 1)]!;
}

/** Whole seconds until `until`, at least 1: the Retry-After of a limited answer. */
export function retryAfterSeconds(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** The limited answer: its message tells the wait in whole minutes, rounded up. */
export function tooManyAttempts(retryAfter: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return DomainError.rateLimited(
    `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfter,
  );
}
