import { describe, expect, it } from '@jest/globals';
import { Clock } from '../../common/clock.js';
import type { FailureThrottleRepository } from './failure-throttle.repository.js';
import type { FailureRule, FailureState } from './failure-throttle.rules.js';
import { FailureThrottleService, type ThrottleSubject } from './failure-throttle.service.js';

const rule: FailureRule = {
  name: 'signin:address',
  limit: 2,
  lockMs: [60_000],
  resetAfter: { since: 'first', ms: 60_000 },
};
const address: ThrottleSubject = { rule, subject: '192.0.2.1' };

/**
 * Failure counts in memory whose reads can be held open, so a test can land
 * other attempts while one attempt is still reading (what a busy database does).
 */
function heldStore() {
  const failures = new Map<string, number>();
  const held: Array<() => void> = [];
  let holding = false;
  const store = {
    reads: 0,
    hold: () => (holding = true),
    releaseReads: () => {
      holding = false;
      held.splice(0).forEach((resume) => resume());
    },
    async statesOf(keys: string[]): Promise<Array<FailureState & { key: string }>> {
      store.reads++;
      // Taken when the read starts, as a database snapshot would be.
      const now = new Date();
      const snapshot = keys
        .filter((key) => failures.has(key))
        .map((key) => ({
          key,
          failures: failures.get(key)!,
          locks: 0,
          firstFailureAt: now,
          lastFailureAt: now,
          lockedUntil: null,
        }));
      if (holding) await new Promise<void>((resume) => held.push(resume));
      return snapshot;
    },
    async recordFailure(key: string): Promise<boolean> {
      failures.set(key, (failures.get(key) ?? 0) + 1);
      return false;
    },
  };
  return store;
}

const serviceOn = (store: ReturnType<typeof heldStore>) =>
  new FailureThrottleService(store as unknown as FailureThrottleRepository, new Clock());

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe(FailureThrottleService.name, () => {
  it('admits an attempt whose read saw others land when those landings, even as failures, leave room', async () => {
    const store = heldStore();
    const sut = serviceOn(store);
    const first = await sut.admit([address]);
    store.hold();
    const second = sut.admit([address]);
    await settle();
    first.release(); // a success landing during the second read
    store.releaseReads();
    (await second).release();
    expect(store.reads).toBe(2);
  });

  it('reads again when a landing during the read could have been the failure that fills the limit', async () => {
    const store = heldStore();
    const sut = serviceOn(store);
    const [first, second] = [await sut.admit([address]), await sut.admit([address])];
    store.hold();
    let thirdAdmitted = false;
    const third = sut.admit([address]).then((admission) => {
      thirdAdmitted = true;
      return admission;
    });
    await settle();
    await first.recordFailure(address);
    store.releaseReads();
    await settle();
    // One failure recorded and one attempt in flight fill the limit of 2: the third waits.
    expect(thirdAdmitted).toBe(false);
    second.release();
    (await third).release();
    expect(store.reads).toBe(5);
  });
});
