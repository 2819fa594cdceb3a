import { describe, expect, it } from '@jest/globals';
import { ConcurrencyLimit } from './concurrency-limit.js';

/** A task that runs until its test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const ticks = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('runs at most its limit at a time and the rest in the order they came', async () => {
    const limit = new ConcurrencyLimit(2);
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const done = gates.map((g, i) =>
      limit.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await ticks();
    expect(started).toEqual([0, 1]);

    gates[1]!.open();
    await ticks();
    expect(started).toEqual([0, 1, 2]);

    gates[0]!.open();
    gates[2]!.open();
    gates[3]!.open();
    await expect(Promise.all(done)).resolves.toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the place of a task that fails, and passes its failure on', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('S3 said no')))).rejects.toThrow(
      'S3 said no',
    );
    await expect(limit.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('refuses a limit below one', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow('limit must be ≥ 1, got 0');
  });
});
